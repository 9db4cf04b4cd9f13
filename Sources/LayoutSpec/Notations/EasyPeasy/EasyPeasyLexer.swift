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

/// Splits an EasyPeasy attribute string into tokens (`NotationScanner` with EasyPeasy's symbols;
/// `.5` is a number except after a name, where `.` starts a modifier).
enum EasyPeasyLexer {
    /// EasyPeasy's symbols: `( ) , . * - + ! && || >= <= ==`, and `[ ] :` for attribute arrays and
    /// `.custom(value: N)`.
    static let symbolTable = NotationScanner.SymbolTable(
        symbols: [">=", "<=", "==", "&&", "||", "(", ")", ",", ".", "*", "-", "+", "!", "[", "]", ":"],
        whitespace: [" ", "\t", "\n", "\r"], leadingDot: .exceptAfterIdentifier,
        unexpectedCharacterContext: " in an EasyPeasy attribute")

    /// Tokens of `text`, ending with `.end`; an unknown character is an error at its column.
    static func tokens(of text: String, at location: SourceLocation) throws -> [EasyPeasyToken] {
        try NotationScanner.scan(text, start: location, table: symbolTable).map { lexeme in
            switch lexeme.kind {
            case .identifier:
                return EasyPeasyToken(kind: .identifier(lexeme.text), offset: lexeme.offset, text: lexeme.text)
            case .number(let value):
                return EasyPeasyToken(kind: .number(value), offset: lexeme.offset, text: lexeme.text)
            case .symbol: return EasyPeasyToken(kind: .symbol(lexeme.text), offset: lexeme.offset, text: lexeme.text)
            case .end: return EasyPeasyToken(kind: .end, offset: lexeme.offset, text: "end of attributes")
            }
        }
    }
}
