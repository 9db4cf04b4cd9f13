/// One token of a Relativity statement or distribution string, with its column offset inside the
/// scalar (in Unicode scalars), so diagnostics point at the exact column in the spec file.
struct RelativityToken: Hashable, Sendable {
    /// What the token is.
    enum Kind: Hashable, Sendable {
        /// A name: an item, an anchor, a metric or input, `horizontalOffset`.
        case identifier(String)
        /// A non-negative number (`16`, `0.5`); signs are separate tokens.
        case number(Double)
        /// `.`
        case dot
        /// `+`
        case plus
        /// `-`
        case minus
        /// `,`
        case comma
        /// `(`
        case openParenthesis
        /// `)`
        case closeParenthesis
        /// `-->`: the left side moves.
        case rightArrow
        /// `<--`: the right side moves.
        case leftArrow
        /// `|--|`: the size between two anchor points.
        case measure
        /// `==`
        case equals
        /// `<>`: binds distribution items together.
        case link
        /// `~` (flexible spacers are `~N~`).
        case tilde
        /// `:` (after `H` or `V` in a distribution).
        case colon
        /// The end of the text.
        case end
    }

    /// The token.
    var kind: Kind
    /// Offset of its first character from the start of the text.
    var offset: Int
    /// The token as written.
    var text: String
}

/// Splits Relativity text into tokens; an unexpected character is an error at its column.
enum RelativityTokenizer {
    /// The tokens of `text`, ending with `.end`. `base` is the location of the text's first
    /// character in the spec file.
    static func tokenize(_ text: String, base: SourceLocation) throws -> [RelativityToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [RelativityToken] = []
        var index = 0

        func matches(_ literal: String, at position: Int) -> Bool {
            let scalars = Array(literal.unicodeScalars)
            guard position + scalars.count <= characters.count else { return false }
            return Array(characters[position..<position + scalars.count]) == scalars
        }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
        }

        while index < characters.count {
            let c = characters[index]
            let start = index
            if c == " " || c == "\t" {
                index += 1
                continue
            }
            let fixedTokens: [(String, RelativityToken.Kind)] = [
                ("|--|", .measure), ("-->", .rightArrow), ("<--", .leftArrow), ("<>", .link), ("==", .equals),
                (".", .dot), ("+", .plus), ("-", .minus), (",", .comma), ("(", .openParenthesis),
                (")", .closeParenthesis), ("~", .tilde), (":", .colon),
            ]
            if isDigit(c) {
                while index < characters.count, isDigit(characters[index]) { index += 1 }
                if index + 1 < characters.count, characters[index] == ".", isDigit(characters[index + 1]) {
                    index += 1
                    while index < characters.count, isDigit(characters[index]) { index += 1 }
                }
                let literal = String(String.UnicodeScalarView(characters[start..<index]))
                guard let value = Double(literal) else {
                    throw SpecError(at: base.advanced(by: start), "invalid number `\(literal)`")
                }
                tokens.append(RelativityToken(kind: .number(value), offset: start, text: literal))
                continue
            }
            if isIdentifierStart(c) {
                while index < characters.count, isIdentifierStart(characters[index]) || isDigit(characters[index]) {
                    index += 1
                }
                let name = String(String.UnicodeScalarView(characters[start..<index]))
                tokens.append(RelativityToken(kind: .identifier(name), offset: start, text: name))
                continue
            }
            if let (literal, kind) = fixedTokens.first(where: { matches($0.0, at: index) }) {
                index += literal.unicodeScalars.count
                tokens.append(RelativityToken(kind: kind, offset: start, text: literal))
                continue
            }
            throw SpecError(at: base.advanced(by: start), "unexpected character `\(Character(c))`")
        }
        tokens.append(RelativityToken(kind: .end, offset: characters.count, text: ""))
        return tokens
    }
}
