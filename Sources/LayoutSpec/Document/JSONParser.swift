/// Reads JSON (RFC 8259) into a `DocumentNode`, keeping every node's line and column.
///
/// Objects become mappings (duplicate keys are errors), arrays sequences, strings double-quoted
/// scalars (with `contentLocation` after the opening quote), numbers, `true` and `false` plain
/// scalars with their original text, and `null` `.null`. Errors point at the offending character.
struct JSONParser {
    /// How deeply arrays and objects may nest before the reader gives up (protects the stack).
    static let maximumDepth = 64

    private let text: DocumentLines
    private var row = 0
    private var column = 0
    private var depth = 0

    /// Prepares a parser over `contents`.
    init(contents: String, path: String) {
        text = DocumentLines(contents, path: path)
    }

    /// Reads the one JSON value of the file.
    mutating func parseDocument() throws -> DocumentNode {
        skipWhitespace()
        guard peek() != nil else {
            throw SpecError(at: location, "the file is empty: expected a JSON object such as {\"views\": [...]}")
        }
        let node = try parseValue()
        skipWhitespace()
        if peek() != nil {
            throw SpecError(
                at: location,
                "unexpected text after the JSON value; a spec holds one JSON object (check for a missing ',' or "
                    + "an extra closing bracket)")
        }
        return node
    }

    // MARK: - Values

    private mutating func parseValue() throws -> DocumentNode {
        guard let character = peek() else {
            throw SpecError(at: location, "unexpected end of file: expected a JSON value")
        }
        switch character {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return try parseString()
        case "-", "0"..."9": return try parseNumber()
        case "'":
            throw SpecError(at: location, "JSON strings use double quotes: write \"...\" instead of '...'")
        case "/", "#":
            throw SpecError(at: location, "comments are not allowed in JSON; remove them (or use a YAML spec)")
        case ".", "+":
            throw SpecError(
                at: location,
                "a JSON number starts with a digit or '-': write 0.5 rather than .5, and 5 rather than +5")
        default:
            if character.properties.isAlphabetic {
                return try parseLiteral()
            }
            throw SpecError(
                at: location,
                "expected a JSON value (an object, array, string in double quotes, number, true, false or null), "
                    + "found '\(Character(character))'")
        }
    }

    private mutating func parseObject() throws -> DocumentNode {
        let opening = location
        try enterContainer(at: opening)
        defer { depth -= 1 }
        advance()
        var entries: [DocumentNode.Entry] = []
        var keys = MappingKeys(.json)
        skipWhitespace()
        if peek() == "}" {
            advance()
            return DocumentNode(.mapping([]), at: opening)
        }
        while true {
            skipWhitespace()
            guard let character = peek() else { throw unterminated("object", opening: opening, closing: "}") }
            guard character == "\"" else {
                if character == "}" {
                    throw SpecError(at: location, "expected a key after ','; remove the trailing ',' before '}'")
                }
                if character == "'" {
                    throw SpecError(at: location, "JSON strings use double quotes: write \"...\" instead of '...'")
                }
                throw SpecError(
                    at: location,
                    "expected a key in double quotes: JSON object keys are strings such as \"views\"")
            }
            let keyLocation = location
            let keyNode = try parseString()
            let key = keyNode.scalar ?? ""
            try keys.record(key, at: keyLocation)
            skipWhitespace()
            guard peek() == ":" else {
                if peek() == nil { throw unterminated("object", opening: opening, closing: "}") }
                throw SpecError(at: location, "expected ':' after the key \"\(key)\"")
            }
            advance()
            skipWhitespace()
            guard peek() != nil else { throw unterminated("object", opening: opening, closing: "}") }
            let value = try parseValue()
            entries.append(DocumentNode.Entry(key: key, keyLocation: keyLocation, value: value))
            if try closesAfterElement(
                of: "object", opening: opening, closing: "}",
                unexpected: "expected ',' or '}' after the value of \"\(key)\"")
            {
                return DocumentNode(.mapping(entries), at: opening)
            }
        }
    }

    private mutating func parseArray() throws -> DocumentNode {
        let opening = location
        try enterContainer(at: opening)
        defer { depth -= 1 }
        advance()
        var items: [DocumentNode] = []
        skipWhitespace()
        if peek() == "]" {
            advance()
            return DocumentNode(.sequence([]), at: opening)
        }
        while true {
            skipWhitespace()
            switch peek() {
            case nil:
                throw unterminated("array", opening: opening, closing: "]")
            case "]":
                throw SpecError(at: location, "expected a value after ','; remove the trailing ',' before ']'")
            case ",":
                throw SpecError(at: location, "unexpected ',': an array element is missing; remove the extra ','")
            default:
                break
            }
            items.append(try parseValue())
            if try closesAfterElement(
                of: "array", opening: opening, closing: "]", unexpected: "expected ',' or ']' after an array element")
            {
                return DocumentNode(.sequence(items), at: opening)
            }
        }
    }

    private mutating func parseString() throws -> DocumentNode {
        let opening = location
        advance()
        let contentStart = location
        var value = String.UnicodeScalarView()
        while true {
            guard let character = text.character(row: row, column: column) else {
                throw SpecError(
                    at: opening,
                    "unterminated string: add the closing '\"' on the same line (write \\n for a line break)")
            }
            switch character {
            case "\"":
                column += 1
                return DocumentNode(.scalar(String(value), .doubleQuoted), at: opening, contentLocation: contentStart)
            case "\\":
                value.append(try parseEscape())
            default:
                if character.value < 0x20 {
                    throw SpecError(
                        at: location,
                        "control characters must be escaped in JSON strings (write \\t for a tab, \\n for a line break)"
                    )
                }
                value.append(character)
                column += 1
            }
        }
    }

    /// A backslash escape; the cursor is on the backslash and ends after the escape.
    private mutating func parseEscape() throws -> Unicode.Scalar {
        let start = location
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t"
        ]
        guard let code = text.character(row: row, column: column + 1) else {
            throw SpecError(at: start, "unterminated escape: a '\\' must be followed by an escape such as \\n or \\\\")
        }
        if let scalar = simple[code] {
            column += 2
            return scalar
        }
        guard code == "u" else {
            throw SpecError(
                at: start,
                "invalid escape '\\\(Character(code))' in a JSON string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n "
                    + "\\r \\t \\uXXXX (write \\\\ for a backslash)")
        }
        let high = try parseHexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(high) {
            if text.character(row: row, column: column) == "\\", text.character(row: row, column: column + 1) == "u" {
                let lowStart = location
                let low = try parseHexQuad(escapeStart: lowStart)
                if (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                {
                    return scalar
                }
            }
            throw SpecError(at: start, "invalid Unicode escape: a high surrogate must be followed by a low surrogate")
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw SpecError(at: start, "invalid Unicode escape: an unpaired low surrogate")
        }
        return scalar
    }

    /// `\uXXXX` at the cursor; returns its value and moves past it.
    private mutating func parseHexQuad(escapeStart: SourceLocation) throws -> UInt32 {
        var hex = ""
        for offset in 2..<6 {
            guard let digit = text.character(row: row, column: column + offset), digit.properties.isASCIIHexDigit
            else {
                throw SpecError(at: escapeStart, "the escape '\\u' needs 4 hexadecimal digits")
            }
            hex.unicodeScalars.append(digit)
        }
        column += 6
        return UInt32(hex, radix: 16) ?? 0
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    private mutating func parseNumber() throws -> DocumentNode {
        let start = location
        let startColumn = column
        if peekOnLine() == "-" { column += 1 }
        guard let first = peekOnLine(), first.isDigit else {
            throw SpecError(at: location, "expected a digit in the number")
        }
        column += 1
        if first == "0", let next = peekOnLine(), next.isDigit {
            throw SpecError(at: location, "leading zeros are not allowed in JSON numbers")
        }
        skipDigits()
        if peekOnLine() == "." {
            column += 1
            guard let digit = peekOnLine(), digit.isDigit else {
                throw SpecError(at: location, "expected a digit after '.' in the number")
            }
            skipDigits()
        }
        if peekOnLine() == "e" || peekOnLine() == "E" {
            column += 1
            if peekOnLine() == "+" || peekOnLine() == "-" { column += 1 }
            guard let digit = peekOnLine(), digit.isDigit else {
                throw SpecError(at: location, "expected a digit in the number's exponent")
            }
            skipDigits()
        }
        if let next = peekOnLine(), next.properties.isAlphabetic || next == "." {
            throw SpecError(at: location, "unexpected '\(Character(next))' in the number")
        }
        let textValue = String(String.UnicodeScalarView(text.lines[row][startColumn..<column]))
        return DocumentNode(.scalar(textValue, .plain), at: start)
    }

    /// `true`, `false` or `null`.
    private mutating func parseLiteral() throws -> DocumentNode {
        let start = location
        let startColumn = column
        while let character = peekOnLine(), character.properties.isAlphabetic || character.isDigit || character == "_" {
            column += 1
        }
        let word = String(String.UnicodeScalarView(text.lines[row][startColumn..<column]))
        switch word {
        case "true", "false":
            return DocumentNode(.scalar(word, .plain), at: start)
        case "null":
            return DocumentNode(.null, at: start)
        default:
            let hint =
                ["true", "false", "null"].contains(word.lowercased())
                ? "JSON literals are lowercase: write \(word.lowercased())"
                : "quote text in JSON: write \"\(word)\""
            throw SpecError(at: start, "unexpected '\(word)': \(hint)")
        }
    }

    // MARK: - Cursor

    private var location: SourceLocation { text.location(row: row, column: column) }

    /// The next character, `\n` at a line's end, `nil` at the end of the text.
    private func peek() -> Unicode.Scalar? {
        if let character = text.character(row: row, column: column) { return character }
        return row + 1 < text.lines.count ? "\n" : nil
    }

    /// The next character on the current line.
    private func peekOnLine() -> Unicode.Scalar? {
        text.character(row: row, column: column)
    }

    private mutating func advance() {
        if column < text.lines[row].count {
            column += 1
        } else if row + 1 < text.lines.count {
            row += 1
            column = 0
        }
    }

    private mutating func skipWhitespace() {
        while let character = peek(), character == " " || character == "\t" || character == "\n" {
            advance()
        }
    }

    private mutating func skipDigits() {
        while let character = peekOnLine(), character.isDigit { column += 1 }
    }

    private mutating func enterContainer(at location: SourceLocation) throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw SpecError(
                at: location,
                "arrays and objects are nested too deeply (more than \(Self.maximumDepth) levels); flatten the document"
            )
        }
    }

    /// After an element of an array or object: consumes a ',' and returns false, or the closing
    /// bracket and returns true; anything else is an error (`unexpected` where the text goes on).
    private mutating func closesAfterElement(
        of name: String, opening: SourceLocation, closing: Unicode.Scalar, unexpected: @autoclosure () -> String
    ) throws -> Bool {
        skipWhitespace()
        switch peek() {
        case ",":
            advance()
            return false
        case closing?:
            advance()
            return true
        case nil:
            throw unterminated(name, opening: opening, closing: Character(closing))
        default:
            throw SpecError(at: location, unexpected())
        }
    }

    private func unterminated(_ name: String, opening: SourceLocation, closing: Character) -> SpecError {
        SpecError(at: opening, "unterminated \(name): add the closing '\(closing)'")
    }
}

extension Unicode.Scalar {
    /// An ASCII digit.
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
