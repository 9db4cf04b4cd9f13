/// Splits a constraint string into tokens, keeping each token's column. Shared by the equation,
/// VFL and condition parsers; the scanning is `NotationScanner`'s with this symbol table.
package enum Tokenizer {
    /// The symbols of equations, VFL and conditions; line breaks (in a YAML block scalar) are
    /// spaces and `//` starts a comment to the end of the line, as in pasted code.
    static let symbolTable = NotationScanner.SymbolTable(
        symbols: [
            "==", "<=", ">=", "&&", "||",
            "+", "-", "*", "/", "(", ")", "[", "]", ",", ".", "@", "|", ":", "!", "<", ">", "=", "~", "&"
        ],
        whitespace: [" ", "\t", "\n", "\r"], skipsLineComments: true)

    /// The tokens of `source`, ending with one `.end` token; throws at an unexpected character.
    package static func tokenize(_ source: SourceText) throws -> [Token] {
        try tokenize(source, table: symbolTable)
    }

    /// The tokens of `source` with another notation's symbols (`table`), as equation tokens, so
    /// that the notation can read equation expressions within its own syntax.
    static func tokenize(_ source: SourceText, table: NotationScanner.SymbolTable) throws -> [Token] {
        let tokens = try NotationScanner.scan(source.text, start: source.start, table: table).map { lexeme in
            switch lexeme.kind {
            case .identifier: return Token(.identifier, lexeme.text, at: lexeme.offset)
            case .number: return Token(.number, lexeme.text, at: lexeme.offset)
            case .symbol: return Token(.symbol, lexeme.text, at: lexeme.offset)
            case .end: return Token(.end, "", at: lexeme.offset)
            }
        }
        return source.compoundNames.isEmpty ? tokens : joiningCompoundNames(tokens, source.compoundNames)
    }

    /// `tokens` with each run `A . B . C` that spells one of `names` (the longest) as one name.
    private static func joiningCompoundNames(_ tokens: [Token], _ names: Set<String>) -> [Token] {
        var result: [Token] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            var longest: (text: String, end: Int)?
            if token.kind == .identifier {
                var text = token.text
                var end = index
                while end + 2 < tokens.count, tokens[end + 1].isSymbol("."), tokens[end + 2].kind == .identifier,
                    tokens[end + 2].offset == tokens[end + 1].offset + 1
                {
                    text += "." + tokens[end + 2].text
                    end += 2
                    if names.contains(text) { longest = (text, end) }
                }
            }
            if let longest {
                result.append(Token(.identifier, longest.text, at: token.offset))
                index = longest.end + 1
            } else {
                result.append(token)
                index += 1
            }
        }
        return result
    }
}
