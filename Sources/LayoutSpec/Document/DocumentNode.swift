/// A node of a spec document (YAML subset or JSON), with the position it was read from.
///
/// The reader keeps mappings in file order and every scalar as text with its quoting style, so
/// later stages decide what a scalar means (a number, a name, a constraint string) and can point
/// at the exact column of a token inside it.
package struct DocumentNode: Hashable, Sendable {
    /// How a scalar was written.
    package enum ScalarStyle: Hashable, Sendable {
        /// Unquoted YAML, or a JSON number, `true`, `false` or `null`.
        case plain
        /// `'...'` in YAML.
        case singleQuoted
        /// `"..."` in YAML or a JSON string.
        case doubleQuoted
        /// A YAML block scalar: the lines below a `|` or `>`.
        case block
    }

    /// One `key: value` pair of a mapping.
    package struct Entry: Hashable, Sendable {
        /// The key's text.
        package var key: String
        /// Where the key starts.
        package var keyLocation: SourceLocation
        /// The value.
        package var value: DocumentNode

        /// Creates an entry.
        package init(key: String, keyLocation: SourceLocation, value: DocumentNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// What the node holds.
    package enum Kind: Hashable, Sendable {
        /// A scalar's text (unescaped) and how it was quoted.
        case scalar(String, ScalarStyle)
        /// A block or flow sequence.
        case sequence([DocumentNode])
        /// A block or flow mapping, in file order (duplicate keys are rejected by the reader).
        case mapping([Entry])
        /// An empty value (`key:` with nothing after it, or JSON `null`).
        case null
    }

    /// The node's content.
    package var kind: Kind
    /// Where the node starts.
    package var location: SourceLocation
    /// Where the scalar's text starts inside the file: after an opening quote for quoted scalars.
    /// Tokens inside a constraint string are reported at `contentLocation.advanced(by: offset)`.
    /// For escaped double-quoted scalars, offsets past an escape are approximate.
    package var contentLocation: SourceLocation

    /// Creates a node; `contentLocation` defaults to `location`.
    package init(_ kind: Kind, at location: SourceLocation, contentLocation: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.contentLocation = contentLocation ?? location
    }
}

extension DocumentNode {
    /// The scalar text, or `nil` for other kinds.
    package var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// The sequence items, or `nil` for other kinds.
    package var sequence: [DocumentNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The mapping entries, or `nil` for other kinds.
    package var mapping: [Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The value for `key` in a mapping.
    package subscript(key: String) -> DocumentNode? {
        mapping?.first { $0.key == key }?.value
    }

    /// A word for the node's kind, for messages: "a string", "a list", "a mapping", "nothing".
    package var kindDescription: String {
        switch kind {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .null: return "nothing"
        }
    }
}
