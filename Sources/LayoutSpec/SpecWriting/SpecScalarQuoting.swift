/// How a scalar or key is spelled so that LayoutGen's YAML subset (docs/DOCUMENT-FORMAT.md) reads
/// back exactly its text: plain when that is certain, else in double quotes with escapes.
///
/// Plain text must be non-empty, have no blank at either end, not start with an indicator
/// character (`- ? : , [ ] { } # & * ! | > ' " % @` and the backquote; a `-` followed by a digit
/// is a number and stays plain), not start with a document marker (`---`, `...`), hold no `: `
/// (nor end in `:`), no ` #`, and only characters the reader accepts on a line (no control
/// characters or line separators). Inside a flow collection it holds no `,[]{}` and no `:` either;
/// a key is plain only when it is a plain name (letters, digits, `_`, `.`, `-`). Quoted text
/// escapes `"`, `\` and every character that is not printable as `\n`, `\t`, `\xXX` or `\uXXXX`.
package enum SpecScalarQuoting {
    /// `text` as a value: plain or double-quoted; `inFlow` inside `[...]` or `{...}`.
    package static func scalar(_ text: String, inFlow: Bool) -> String {
        isPlain(text, inFlow: inFlow) ? text : quoted(text)
    }

    /// `text` as a mapping key: a plain name, else double-quoted.
    package static func key(_ text: String) -> String {
        let isName =
            text.unicodeScalars.first.map { $0.properties.isAlphabetic || $0 == "_" } == true
            && text.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    || "_.-".unicodeScalars.contains(scalar)
            }
        return isName && isPlain(text, inFlow: true) ? text : quoted(text)
    }

    /// Whether `text` reads back unchanged when written without quotes.
    package static func isPlain(_ text: String, inFlow: Bool) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        if isBlank(first) || isBlank(last) { return false }
        if indicators.contains(first) {
            guard first == "-", scalars.count > 1, ("0"..."9").contains(scalars[1]) || scalars[1] == "." else {
                return false
            }
        }
        if text.hasPrefix("---") || text.hasPrefix("...") { return false }
        for (index, scalar) in scalars.enumerated() {
            if needsEscape(scalar) { return false }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if scalar == ":" && (inFlow || next.map(isBlank) ?? true) { return false }
            if scalar == "#" && index > 0 && isBlank(scalars[index - 1]) { return false }
            if inFlow && flowIndicators.contains(scalar) { return false }
        }
        return true
    }

    /// `text` in double quotes.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if needsEscape(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether a character cannot be written as itself on a line of a spec: the reader rejects
    /// what YAML does not print (control characters, U+FFFE, U+FFFF) and ends lines at line breaks;
    /// U+0085, U+2028, U+2029 and U+FEFF (other tools' line breaks and byte-order mark) are escaped
    /// too. A tab is printable but escaped, so no value holds an invisible blank.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false
        case 0x85, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return true
        case 0xA0...0x10FFFF: return false
        default: return true
        }
    }

    /// `\xXX` below U+0100, `\uXXXX` above.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        if scalar.value < 0x100 { return "\\x" + String(repeating: "0", count: 2 - hex.count) + hex }
        if scalar.value < 0x10000 { return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
        return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// YAML's indicator characters, which a plain scalar cannot start with.
    private static let indicators: Set<Unicode.Scalar> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"
    ]

    /// The characters that end a plain scalar inside `[...]` and `{...}`.
    private static let flowIndicators: Set<Unicode.Scalar> = [",", "[", "]", "{", "}"]
}
