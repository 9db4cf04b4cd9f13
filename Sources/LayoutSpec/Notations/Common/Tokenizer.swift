/// Splits a constraint string into tokens, keeping each token's column. Shared by the equation,
/// VFL and condition parsers.
public enum Tokenizer {
    /// Two-character symbols, matched before single characters.
    static let twoCharacterSymbols: Set<String> = ["==", "<=", ">=", "&&", "||"]
    /// Single-character symbols.
    static let singleCharacterSymbols: Set<Character> = [
        "+", "-", "*", "/", "(", ")", "[", "]", ",", ".", "@", "|", ":", "!", "<", ">", "=", "~", "&",
    ]

    /// The tokens of `source`, ending with one `.end` token; throws at an unexpected character.
    public static func tokenize(_ source: SourceText) throws -> [Token] {
        let scalars = Array(source.text.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func text(_ range: Range<Int>) -> String {
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[range])
            return result
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if isIdentifierStart(scalar) {
                let start = index
                while index < scalars.count, isIdentifierStart(scalars[index]) || isDigit(scalars[index]) { index += 1 }
                tokens.append(Token(.identifier, text(start..<index), at: start))
            } else if isDigit(scalar) {
                let start = index
                while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                if index + 1 < scalars.count, scalars[index] == ".", isDigit(scalars[index + 1]) {
                    index += 1
                    while index < scalars.count, isDigit(scalars[index]) { index += 1 }
                }
                tokens.append(Token(.number, text(start..<index), at: start))
            } else if index + 1 < scalars.count, twoCharacterSymbols.contains(text(index..<index + 2)) {
                tokens.append(Token(.symbol, text(index..<index + 2), at: index))
                index += 2
            } else if singleCharacterSymbols.contains(Character(scalar)) {
                tokens.append(Token(.symbol, String(Character(scalar)), at: index))
                index += 1
            } else {
                throw source.error(at: index, "unexpected character `\(Character(scalar))`")
            }
        }
        tokens.append(Token(.end, "", at: scalars.count))
        return tokens
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}
