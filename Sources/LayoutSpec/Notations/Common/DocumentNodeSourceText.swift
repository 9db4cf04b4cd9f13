/// A compact, one-line flow rendering of a document node (`{to: avatar, size: [12, 12]}`), used
/// as the origin text of constraints lowered from mappings rather than from one string.
enum DocumentNodeSourceText {
    /// The node written in flow style; quoted scalars keep their quotes.
    static func render(_ node: DocumentNode) -> String {
        switch node.kind {
        case .scalar(let text, let style):
            switch style {
            case .plain: return text
            case .singleQuoted: return "'\(text)'"
            case .doubleQuoted, .block: return "\"\(text)\""
            }
        case .sequence(let items):
            return "[" + items.map(render).joined(separator: ", ") + "]"
        case .mapping(let entries):
            return "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
        case .null:
            return "null"
        }
    }
}
