/// A token of a COSLayout rule string, with its column offset inside the scalar.
struct COSLayoutToken: Hashable, Sendable {
    /// What the token is.
    enum Kind: Hashable, Sendable {
        case number(Double)
        case percentage(Double, axis: COSLayoutExpression.PercentageAxis?)
        case identifier(String)
        case dot
        case assignment(COSLayoutAssignment.Operator)
        case arithmetic(COSLayoutExpression.Operator)
        case openParenthesis
        case closeParenthesis
        case comma
        case end
    }

    /// What the token is.
    var kind: Kind
    /// Column offset of its first character inside the scalar.
    var offset: Int
    /// The token as written (for messages).
    var text: String
}

/// Splits a rule string into tokens. Whitespace separates tokens; signs are operators (unlike
/// COSLayout's lexer, which glues them to numbers, so `10-5` is `5` here, not a syntax error).
/// The scanning is `NotationScanner`'s with COSLayout's symbols; a number directly followed by `%`
/// is a percentage, and `H:`/`V:` directly before one gives its axis.
enum COSLayoutRuleLexer {
    /// COSLayout's operators and punctuation, and the token each is (`:` and `%` are read with the
    /// number they belong to).
    static let operators: [String: COSLayoutToken.Kind] = [
        "+=": .assignment(.add), "-=": .assignment(.subtract), "*=": .assignment(.multiply), "/=": .assignment(.divide),
        "=": .assignment(.assign), "+": .arithmetic(.add), "-": .arithmetic(.subtract), "*": .arithmetic(.multiply),
        "/": .arithmetic(.divide), "(": .openParenthesis, ")": .closeParenthesis, ",": .comma, ".": .dot
    ]

    /// The scanner's table: the operators, `:` and `%`; numbers may be written `.5` and `10.`.
    static let symbolTable = NotationScanner.SymbolTable(
        symbols: operators.keys.sorted() + [":", "%"], whitespace: [" ", "\t", "\n", "\r"],
        leadingDot: .always, trailingDot: true, unexpectedCharacterContext: " in a COSLayout rule")

    /// Tokens of `text`, ending with `.end`; unknown characters are an error at their column.
    static func tokens(of text: String, at location: SourceLocation) throws -> [COSLayoutToken] {
        let scanned = NotationScanner.scanUpToError(text, start: location, table: symbolTable)
        let lexemes = scanned.lexemes
        var tokens: [COSLayoutToken] = []
        var index = 0
        /// The lexeme at `position` when it starts exactly where the one before ends.
        func adjacent(_ position: Int) -> NotationScanner.Lexeme? {
            guard position > 0, position < lexemes.count, lexemes[position].offset == lexemes[position - 1].endOffset
            else {
                return nil
            }
            return lexemes[position]
        }
        func textFrom(_ offset: Int, to end: Int) -> String {
            String(String.UnicodeScalarView(Array(text.unicodeScalars)[offset..<end]))
        }
        while index < lexemes.count {
            let lexeme = lexemes[index]
            switch lexeme.kind {
            case .end:
                tokens.append(COSLayoutToken(kind: .end, offset: lexeme.offset, text: "end of rule"))
                index += 1
            case .identifier
            where (lexeme.text == "H" || lexeme.text == "V") && adjacent(index + 1)?.isSymbol(":") == true:
                let axis: COSLayoutExpression.PercentageAxis = lexeme.text == "H" ? .horizontal : .vertical
                guard let number = adjacent(index + 2), case .number(let value) = number.kind else {
                    throw SpecError(
                        at: location.advanced(by: lexeme.offset),
                        "expected a percentage after `\(lexeme.text):`, as in `\(lexeme.text):50%`")
                }
                guard let percent = adjacent(index + 3), percent.isSymbol("%") else {
                    throw SpecError(
                        at: location.advanced(by: lexeme.offset),
                        "`\(textFrom(lexeme.offset, to: number.endOffset))` needs a `%`: `H:` and `V:` only prefix percentages, as in `H:50%`"
                    )
                }
                tokens.append(
                    COSLayoutToken(
                        kind: .percentage(value, axis: axis), offset: lexeme.offset,
                        text: textFrom(lexeme.offset, to: percent.endOffset)))
                index += 4
            case .identifier:
                tokens.append(COSLayoutToken(kind: .identifier(lexeme.text), offset: lexeme.offset, text: lexeme.text))
                index += 1
            case .number(let value):
                if let percent = adjacent(index + 1), percent.isSymbol("%") {
                    tokens.append(
                        COSLayoutToken(
                            kind: .percentage(value, axis: nil), offset: lexeme.offset,
                            text: lexeme.text + "%"))
                    index += 2
                } else {
                    tokens.append(COSLayoutToken(kind: .number(value), offset: lexeme.offset, text: lexeme.text))
                    index += 1
                }
            case .symbol:
                guard let kind = operators[lexeme.text] else {
                    let message =
                        lexeme.text == "%"
                        ? "COSLayout format specifiers such as `%tt` or `%f` have no arguments in a spec: write `other.tt` for another view's distance, or a number, metric or input"
                        : "unexpected character `\(lexeme.text)` in a COSLayout rule"
                    throw SpecError(at: location.advanced(by: lexeme.offset), message)
                }
                tokens.append(COSLayoutToken(kind: kind, offset: lexeme.offset, text: lexeme.text))
                index += 1
            }
        }
        if let error = scanned.error { throw error }
        return tokens
    }
}
