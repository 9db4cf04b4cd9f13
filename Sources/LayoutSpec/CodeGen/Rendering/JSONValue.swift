/// A JSON value with ordered object members, printed deterministically: the form in which
/// LayoutGen writes its JSON Schema (`layout-gen schema`).
package indirect enum JSONValue: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A number (printed without a fraction when it is whole).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object whose members keep the order they are given in.
    case object([(key: String, value: JSONValue)])

    /// Two values are equal when they have the same kind and equal contents (members in order).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member named `key` of an object, or nil.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text, two spaces per level, one member or element per line, ending in a newline.
    package var prettyPrinted: String {
        var output = ""
        write(into: &output, indent: "")
        return output + "\n"
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 {
                output += String(Int64(value))
            } else {
                output += String(value)
            }
        case .bool(let value): output += value ? "true" : "false"
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            if elements.allSatisfy(\.isScalar) {
                output += "[" + elements.map { $0.scalarText }.joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.write(into: &output, indent: indent + "  ")
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indent + "  " + Self.quoted(member.key) + ": "
                member.value.write(into: &output, indent: indent + "  ")
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool: return true
        case .array, .object: return false
        }
    }

    private var scalarText: String {
        var output = ""
        write(into: &output, indent: "")
        return output
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String { QuotedStringLiteral.quoted(text, controlEscape: .json) }
}
