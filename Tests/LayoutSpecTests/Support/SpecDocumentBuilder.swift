@testable import LayoutSpec

/// A spec document written as Swift values, laid out as canonical block YAML (two-space indents,
/// `- ` items, `key: value`) so every node gets the line and column it would have in that file.
indirect enum YAMLValue {
    case plain(String)
    case quoted(String)
    case list([YAMLValue])
    case map([(String, YAMLValue)])
    case null
}

/// Renders `YAMLValue`s into `DocumentNode`s with positions, and the text they stand for.
struct SpecDocumentBuilder {
    let path: String
    private(set) var lines: [String] = []

    init(path: String) {
        self.path = path
    }

    /// The document node of `value` (a mapping or list at the top level).
    static func build(_ value: YAMLValue, path: String = "Test.layout.yaml") -> (DocumentNode, String) {
        var builder = SpecDocumentBuilder(path: path)
        let node: DocumentNode
        switch value {
        case .map(let entries): node = builder.map(entries, indent: 0, prefix: nil)
        case .list(let items): node = builder.list(items, indent: 0, prefix: nil)
        default: node = builder.scalarLine(value, prefix: "")
        }
        return (node, builder.lines.joined(separator: "\n"))
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// A scalar alone on a line after `prefix`.
    private mutating func scalarLine(_ value: YAMLValue, prefix: String) -> DocumentNode {
        let line = lines.count + 1
        let column = prefix.count + 1
        let (text, node) = inlineScalar(value, line: line, column: column)
        lines.append(prefix + text)
        return node
    }

    private func inlineScalar(_ value: YAMLValue, line: Int, column: Int) -> (String, DocumentNode) {
        switch value {
        case .plain(let text):
            return (text, DocumentNode(.scalar(text, .plain), at: location(line, column)))
        case .quoted(let text):
            return (
                "\"\(text)\"",
                DocumentNode(
                    .scalar(text, .doubleQuoted), at: location(line, column),
                    contentLocation: location(line, column + 1))
            )
        case .null:
            return ("", DocumentNode(.null, at: location(line, column)))
        case .list:
            return ("[]", DocumentNode(.sequence([]), at: location(line, column)))
        case .map:
            return ("{}", DocumentNode(.mapping([]), at: location(line, column)))
        }
    }

    private mutating func map(_ entries: [(String, YAMLValue)], indent: Int, prefix: String?) -> DocumentNode {
        var result: [DocumentNode.Entry] = []
        var start: SourceLocation?
        for (index, (key, value)) in entries.enumerated() {
            let lead = (index == 0 ? prefix : nil) ?? String(repeating: " ", count: indent)
            let line = lines.count + 1
            let keyLocation = location(line, lead.count + 1)
            if start == nil { start = keyLocation }
            let node: DocumentNode
            switch value {
            case .list(let items) where !items.isEmpty:
                lines.append(lead + key + ":")
                node = list(items, indent: indent + 2, prefix: nil)
            case .map(let inner) where !inner.isEmpty:
                lines.append(lead + key + ":")
                node = map(inner, indent: indent + 2, prefix: nil)
            default:
                let column = lead.count + key.count + 3
                let (text, scalar) = inlineScalar(value, line: line, column: column)
                lines.append(lead + key + ":" + (text.isEmpty ? "" : " " + text))
                node = scalar
            }
            result.append(DocumentNode.Entry(key: key, keyLocation: keyLocation, value: node))
        }
        return DocumentNode(.mapping(result), at: start ?? location(lines.count + 1, indent + 1))
    }

    private mutating func list(_ items: [YAMLValue], indent: Int, prefix: String?) -> DocumentNode {
        var result: [DocumentNode] = []
        var start: SourceLocation?
        for (index, item) in items.enumerated() {
            let lead = ((index == 0 ? prefix : nil) ?? String(repeating: " ", count: indent)) + "- "
            if start == nil { start = location(lines.count + 1, lead.count - 1) }
            switch item {
            case .map(let entries) where !entries.isEmpty:
                result.append(map(entries, indent: indent + 2, prefix: lead))
            case .list(let inner) where !inner.isEmpty:
                result.append(list(inner, indent: indent + 2, prefix: lead))
            default:
                result.append(scalarLine(item, prefix: lead))
            }
        }
        return DocumentNode(.sequence(result), at: start ?? location(lines.count + 1, indent + 1))
    }
}

/// Helpers shared by the suites.
enum SpecTesting {
    /// `views: [a, b]`, `metrics: {pad: 8}`, `inputs: [spacing]`, then `constraints:` — so the
    /// first constraint string is on line 9 with its text starting at column 6.
    static func standardSpec(_ constraints: [YAMLValue], views: [YAMLValue] = [.plain("a"), .plain("b")]) -> YAMLValue {
        .map([
            ("views", .list(views)),
            ("metrics", .map([("pad", .plain("8"))])),
            ("inputs", .list([.plain("spacing")])),
            ("constraints", .list(constraints))
        ])
    }

    static func parse(_ value: YAMLValue, path: String = "Test.layout.yaml") throws -> LayoutSpecification {
        try SpecParser.parse(SpecDocumentBuilder.build(value, path: path).0, path: path)
    }

    static func lower(_ value: YAMLValue, path: String = "Test.layout.yaml") throws -> LoweredLayout {
        try SpecLowering.lower(try parse(value, path: path))
    }

    /// Each lowered constraint's `description` (expression, relation, priority and guard).
    static func lowered(_ statements: [String]) throws -> [String] {
        try lower(standardSpec(statements.map(YAMLValue.quoted))).system.constraints.map(\.description)
    }

    /// The diagnostics thrown while parsing and lowering `value` (empty when it succeeds).
    static func diagnostics(_ value: YAMLValue, path: String = "Test.layout.yaml") -> [Diagnostic] {
        do {
            _ = try lower(value, path: path)
            return []
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return [.error(at: nil, "unexpected \(error)")]
        }
    }

    /// The single diagnostic of one bad statement in `standardSpec`, as `LINE:COL: message`.
    static func statementError(_ statement: String) -> String {
        let found = diagnostics(standardSpec([.quoted(statement)]))
        return found.map { d in d.location.map { "\($0.line):\($0.column): " } ?? "" }.first.map {
            $0 + (found.first?.message ?? "")
        }
            ?? "no error"
    }

    static func location(_ line: Int, _ column: Int, path: String = "Test.layout.yaml") -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }
}
