/// Text from a spec (a file name, a name, a statement) made safe to print on one line: a
/// diagnostic line or a `//` comment of the generated code. Line breaks and other control
/// characters become Swift-style escapes (`\n`, `\u{1B}`), so a file name can never start a new
/// line of Swift or forge a diagnostic, and the text still says which file was meant.
package enum PrintableText {
    /// `text` with every line break and control character escaped (a backslash stays as it is).
    package static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
