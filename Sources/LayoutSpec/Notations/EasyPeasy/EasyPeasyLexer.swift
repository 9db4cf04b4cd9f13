/// A token of an EasyPeasy attribute string, with its column offset inside the scalar.
struct EasyPeasyToken: Hashable, Sendable {
    /// What the token is.
    enum Kind: Hashable, Sendable {
        case identifier(String)
        case number(Double)
        /// `( ) , . * - + ! && || >= <= ==`.
        case symbol(String)
        case end
    }

    /// What the token is.
    var kind: Kind
    /// Column offset of its first character.
    var offset: Int
    /// The token as written.
    var text: String
}

/// Splits an EasyPeasy attribute string into tokens.
enum EasyPeasyLexer {
    /// Tokens of `text`, ending with `.end`; an unknown character is an error at its column.
    static func tokens(of text: String, at location: SourceLocation) throws -> [EasyPeasyToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [EasyPeasyToken] = []
        var index = 0
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(characters[range])) }

        while index < characters.count {
            let c = characters[index]
            let start = index
            if c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1; continue }
            if isIdentifierStart(c) {
                var end = index + 1
                while end < characters.count, isIdentifierStart(characters[end]) || isDigit(characters[end]) { end += 1 }
                tokens.append(EasyPeasyToken(kind: .identifier(string(start..<end)), offset: start, text: string(start..<end)))
                index = end
                continue
            }
            let startsFraction = c == "." && index + 1 < characters.count && isDigit(characters[index + 1])
                && !(tokens.last.map { if case .identifier = $0.kind { return true } else { return false } } ?? false)
            if isDigit(c) || startsFraction {
                var end = index
                while end < characters.count, isDigit(characters[end]) { end += 1 }
                if end < characters.count, characters[end] == ".", end + 1 < characters.count, isDigit(characters[end + 1]) {
                    end += 1
                    while end < characters.count, isDigit(characters[end]) { end += 1 }
                }
                let text = string(start..<end)
                guard let value = Double(text) else {
                    throw SpecError(at: location.advanced(by: start), "malformed number `\(text)`")
                }
                tokens.append(EasyPeasyToken(kind: .number(value), offset: start, text: text))
                index = end
                continue
            }
            if index + 1 < characters.count {
                let pair = string(index..<(index + 2))
                if [">=", "<=", "==", "&&", "||"].contains(pair) {
                    tokens.append(EasyPeasyToken(kind: .symbol(pair), offset: start, text: pair))
                    index += 2
                    continue
                }
            }
            guard "(),.*-+!".unicodeScalars.contains(c) else {
                throw SpecError(at: location.advanced(by: start), "unexpected character `\(c)` in an EasyPeasy attribute")
            }
            tokens.append(EasyPeasyToken(kind: .symbol(String(c)), offset: start, text: String(c)))
            index += 1
        }
        tokens.append(EasyPeasyToken(kind: .end, offset: characters.count, text: "end of attributes"))
        return tokens
    }
}
