/// Scalars of the YAML subset: plain, single-quoted (`''` escapes a quote) and double-quoted
/// (backslash escapes). Every scalar is on one line; quoted scalars spanning lines are rejected.
extension YAMLParser {
    /// A single- or double-quoted scalar at the cursor; the cursor ends after the closing quote.
    mutating func parseQuotedScalar() throws -> DocumentNode {
        let start = location
        let quote = currentCharacter ?? "\""
        let isDouble = quote == "\""
        column += 1
        let contentStart = location
        var value = String.UnicodeScalarView()
        while true {
            guard let character = currentCharacter else {
                let name = isDouble ? "double-quoted" : "single-quoted"
                throw SpecError(
                    at: start,
                    "unterminated \(name) string: add the closing \(quote) on the same line "
                        + "(strings cannot span lines)")
            }
            if character == quote {
                if !isDouble && characterAhead(1) == "'" {
                    value.append("'")
                    column += 2
                    continue
                }
                column += 1
                break
            }
            if isDouble && character == "\\" {
                value.append(contentsOf: try parseEscape().unicodeScalars)
                continue
            }
            value.append(character)
            column += 1
        }
        return DocumentNode(
            .scalar(String(value), isDouble ? .doubleQuoted : .singleQuoted), at: start, contentLocation: contentStart)
    }

    /// A backslash escape inside a double-quoted scalar; the cursor is on the backslash and ends
    /// after the escape.
    private mutating func parseEscape() throws -> String {
        let start = location
        guard let code = characterAhead(1) else {
            throw SpecError(
                at: start,
                "a '\\' at the end of a line is not supported (strings cannot span lines); write '\\\\' for a "
                    + "backslash")
        }
        let simple: [Unicode.Scalar: String] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}"
        ]
        if let replacement = simple[code] {
            column += 2
            return replacement
        }
        let digits: Int
        switch code {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default:
            throw SpecError(
                at: start,
                "unknown escape '\\\(Character(code))' in a double-quoted string; write '\\\\' for a backslash, or "
                    + "use single quotes")
        }
        var hex = ""
        for offset in 0..<digits {
            guard let digit = characterAhead(2 + offset), digit.properties.isASCIIHexDigit else {
                throw SpecError(
                    at: start,
                    "the escape '\\\(Character(code))' needs \(digits) hexadecimal digits")
            }
            hex.unicodeScalars.append(digit)
        }
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw SpecError(at: start, "the escape '\\\(Character(code))\(hex)' is not a valid Unicode scalar")
        }
        column += 2 + digits
        return String(Character(scalar))
    }

    /// A plain scalar at the cursor (which `isPlainStart` accepted). It ends at the line's end, at
    /// a comment (`#` after a blank) and, in flow context, at `,[]{}`; a `:` followed by white space
    /// (or, in flow, by a flow indicator) ends it too: the caller decides whether a key is allowed.
    mutating func parsePlainScalar(inFlow: Bool) -> DocumentNode {
        let start = location
        guard row < text.lines.count else { return DocumentNode(.null, at: start) }
        let characters = text.lines[row]
        var index = column
        while index < characters.count {
            let character = characters[index]
            if character == "#" && index > column && characters[index - 1].isBlank { break }
            if character == ":" && isPlainSeparator(row: row, column: index + 1, inFlow: inFlow) { break }
            if inFlow && Self.flowIndicators.contains(character) { break }
            index += 1
        }
        let value = trimmedText(row: row, from: column, to: index)
        column += value.unicodeScalars.count
        return DocumentNode(.scalar(value, .plain), at: start)
    }

    /// Whether a `:` followed by the character at `column` separates a key from its value.
    func isPlainSeparator(row: Int, column: Int, inFlow: Bool) -> Bool {
        guard let next = text.character(row: row, column: column) else { return true }
        return next.isBlank || (inFlow && Self.flowIndicators.contains(next))
    }

    /// Whether a plain scalar may start at the position (YAML's `ns-plain-first`): not an indicator
    /// character, except `-`, `?` and `:` directly followed by a character that could continue it.
    /// Inside flow collections `?x` and `:x` are refused too, since YAML 1.1 tools read them as keys.
    func isPlainStart(row: Int, column: Int, inFlow: Bool) -> Bool {
        guard let first = text.character(row: row, column: column), !first.isBlank else { return false }
        guard Self.indicators.contains(first) else { return true }
        guard first == "-" || (!inFlow && (first == "?" || first == ":")) else { return false }
        guard let next = text.character(row: row, column: column + 1), !next.isBlank else { return false }
        return !(inFlow && Self.flowIndicators.contains(next))
    }

    /// YAML's indicator characters: a plain scalar cannot start with them.
    static let indicators: Set<Unicode.Scalar> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"
    ]

    /// The characters that end a plain scalar inside `[...]` and `{...}`.
    static let flowIndicators: Set<Unicode.Scalar> = [",", "[", "]", "{", "}"]
}
