/// Splits a constraint string into tokens, keeping each token's column. Shared by the equation,
/// VFL and condition parsers; the scanning is `NotationScanner`'s with this symbol table.
package enum Tokenizer {
    /// The symbols of equations, VFL and conditions.
    static let symbolTable = NotationScanner.SymbolTable(symbols: [
        "==", "<=", ">=", "&&", "||",
        "+", "-", "*", "/", "(", ")", "[", "]", ",", ".", "@", "|", ":", "!", "<", ">", "=", "~", "&"
    ])

    /// The tokens of `source`, ending with one `.end` token; throws at an unexpected character.
    package static func tokenize(_ source: SourceText) throws -> [Token] {
        try tokenize(source, table: symbolTable)
    }

    /// The tokens of `source` with another notation's symbols (`table`), as equation tokens, so
    /// that the notation can read equation expressions within its own syntax.
    static func tokenize(_ source: SourceText, table: NotationScanner.SymbolTable) throws -> [Token] {
        try NotationScanner.scan(source.text, start: source.start, table: table).map { lexeme in
            switch lexeme.kind {
            case .identifier: return Token(.identifier, lexeme.text, at: lexeme.offset)
            case .number: return Token(.number, lexeme.text, at: lexeme.offset)
            case .symbol: return Token(.symbol, lexeme.text, at: lexeme.offset)
            case .end: return Token(.end, "", at: lexeme.offset)
            }
        }
    }
}
