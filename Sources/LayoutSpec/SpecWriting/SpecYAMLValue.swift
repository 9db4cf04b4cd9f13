/// A value of a spec document as it is written: scalars, numbers, and lists and mappings in flow
/// (`[a, b]`, `{k: v}`) or block (one entry a line) style, with `#` comments before block entries.
///
/// `SpecYAMLRenderer` writes it in LayoutGen's YAML subset (docs/DOCUMENT-FORMAT.md), quoting each
/// scalar only where the subset needs it (`SpecScalarQuoting`). Entries keep the order they are
/// given in, so the same value always renders to the same text.
package indirect enum SpecYAMLValue: Hashable, Sendable {
    /// One entry of a mapping: `key: value`, with the comment lines written before it (block style
    /// only).
    package struct Entry: Hashable, Sendable {
        /// The comment lines before the entry, without their `# `.
        package var comments: [String]
        /// The key.
        package var key: String
        /// The value.
        package var value: SpecYAMLValue

        /// Creates an entry.
        package init(_ key: String, _ value: SpecYAMLValue, comments: [String] = []) {
            self.key = key
            self.value = value
            self.comments = comments
        }
    }

    /// One line of a block list: an item, or a comment line between items.
    package enum Item: Hashable, Sendable {
        /// `- value`.
        case value(SpecYAMLValue)
        /// `# text`.
        case comment(String)
    }

    /// Text, written plain where the YAML subset reads it back unchanged, else double-quoted.
    case scalar(String)
    /// A number, written as `SpecNumberText` spells it.
    case number(Double)
    /// `[a, b]`.
    case flowList([SpecYAMLValue])
    /// `{key: value, ...}`.
    case flowMapping([Entry])
    /// One `- item` a line, indented under its key.
    case blockList([Item])
    /// One `key: value` a line.
    case blockMapping([Entry])

    /// `[1, 2.5]`: numbers as a flow list.
    package static func numbers(_ values: [Double]) -> SpecYAMLValue {
        .flowList(values.map(SpecYAMLValue.number))
    }

    /// `[a, b]`: names as a flow list.
    package static func names(_ values: [String]) -> SpecYAMLValue {
        .flowList(values.map(SpecYAMLValue.scalar))
    }
}
