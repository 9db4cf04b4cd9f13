/// Writes `SpecYAMLValue`s as LayoutGen's YAML subset (docs/DOCUMENT-FORMAT.md): two spaces of
/// indentation per level, a block list under its key indented by two, `- key: value` for a block
/// mapping in a list, flow collections on one line as `[a, b]` and `{k: v}` (a block collection
/// inside a flow one is written in flow style, without its comments), an empty block collection as
/// `[]` or `{}`, and every scalar and key spelled by `SpecScalarQuoting`. Comments are written
/// `# text`, one line per line of their text, with characters a line cannot hold replaced by U+FFFD.
package enum SpecYAMLRenderer {
    /// The lines of a block mapping whose keys are at `indent`.
    package static func mappingLines(_ entries: [SpecYAMLValue.Entry], indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for entry in entries {
            lines += commentLines(entry.comments, indent: indent)
            let key = pad + SpecScalarQuoting.key(entry.key) + ":"
            switch entry.value {
            case .blockMapping(let children) where !children.isEmpty:
                lines.append(key)
                lines += mappingLines(children, indent: indent + 2)
            case .blockList(let items) where !items.isEmpty:
                lines.append(key)
                lines += listLines(items, indent: indent + 2)
            default:
                lines.append(key + " " + inline(entry.value, inFlow: false))
            }
        }
        return lines
    }

    /// The lines of a block list whose `-` are at `indent`.
    package static func listLines(_ items: [SpecYAMLValue.Item], indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for item in items {
            switch item {
            case .comment(let text):
                lines += commentLines([text], indent: indent)
            case .value(.blockMapping(let entries)) where !entries.isEmpty:
                lines += itemLines(mappingLines(entries, indent: indent + 2), indent: indent)
            case .value(.blockList(let children)) where !children.isEmpty:
                lines += itemLines(listLines(children, indent: indent + 2), indent: indent)
            case .value(let value):
                lines.append(pad + "- " + inline(value, inFlow: false))
            }
        }
        return lines
    }

    /// A block collection's lines (at `indent + 2`) as one list item: its first line that is not a
    /// comment starts with the item's `- `.
    private static func itemLines(_ lines: [String], indent: Int) -> [String] {
        var lines = lines
        let contentPad = String(repeating: " ", count: indent + 2)
        if let first = lines.firstIndex(where: { !$0.dropFirst(indent + 2).hasPrefix("#") }) {
            lines[first] = String(repeating: " ", count: indent) + "- " + lines[first].dropFirst(contentPad.count)
        }
        return lines
    }

    /// `value` on one line: in flow style, scalars quoted for a flow collection when `inFlow`.
    package static func inline(_ value: SpecYAMLValue, inFlow: Bool) -> String {
        switch value {
        case .scalar(let text):
            return SpecScalarQuoting.scalar(text, inFlow: inFlow)
        case .number(let number):
            return SpecNumberText.text(number)
        case .flowList(let items):
            return "[" + items.map { inline($0, inFlow: true) }.joined(separator: ", ") + "]"
        case .blockList(let items):
            let values = items.compactMap { item -> SpecYAMLValue? in
                if case .value(let value) = item { return value }
                return nil
            }
            return inline(.flowList(values), inFlow: true)
        case .flowMapping(let entries), .blockMapping(let entries):
            let pairs = entries.map { SpecScalarQuoting.key($0.key) + ": " + inline($0.value, inFlow: true) }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }

    /// `# text` at `indent`, one line per line of each comment.
    package static func commentLines(_ comments: [String], indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for comment in comments {
            for line in comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                var text = String.UnicodeScalarView()
                for scalar in line.unicodeScalars {
                    text.append(scalar != "\t" && SpecScalarQuoting.needsEscape(scalar) ? "\u{FFFD}" : scalar)
                }
                lines.append(text.isEmpty ? pad + "#" : pad + "# " + String(text))
            }
        }
        return lines
    }
}
