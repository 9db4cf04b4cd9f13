/// Double-quoted string literals in generated text. Swift source (`SwiftRenderer`) and `eval`'s
/// JSON (`FramesJSON`) escape `"`, `\`, newline, return and tab alike and differ only in how the
/// other control characters (below U+0020) are written.
enum QuotedStringLiteral {
    /// How a control character other than newline, return and tab is written.
    enum ControlEscape {
        /// Swift's `\u{1b}`.
        case swift
        /// JSON's `\u001b` (four hex digits).
        case json
    }

    /// `value` in double quotes, escaped for `style`.
    static func quoted(_ value: String, controlEscape style: ControlEscape) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                guard scalar.value < 0x20 else {
                    result.unicodeScalars.append(scalar)
                    continue
                }
                let hex = String(scalar.value, radix: 16)
                switch style {
                case .swift: result += "\\u{\(hex)}"
                case .json: result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result + "\""
    }
}
