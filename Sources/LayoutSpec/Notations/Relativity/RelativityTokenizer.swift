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

/// Splits Relativity text into tokens (`NotationScanner` with Relativity's symbols); an unexpected
/// character is an error at its column.
enum RelativityTokenizer {
    /// Relativity's symbols and the token each is.
    static let symbols: [String: RelativityToken.Kind] = [
        "|--|": .measure, "-->": .rightArrow, "<--": .leftArrow, "<>": .link, "==": .equals,
        ".": .dot, "+": .plus, "-": .minus, ",": .comma, "(": .openParenthesis,
        ")": .closeParenthesis, "~": .tilde, ":": .colon
    ]

    /// The scanner's table for `symbols`.
    static let symbolTable = NotationScanner.SymbolTable(symbols: symbols.keys.sorted())

    /// The tokens of `text`, ending with `.end`. `base` is the location of the text's first
    /// character in the spec file.
    static func tokenize(_ text: String, base: SourceLocation) throws -> [RelativityToken] {
        try NotationScanner.scan(text, start: base, table: symbolTable).map { lexeme in
            let kind: RelativityToken.Kind
            switch lexeme.kind {
            case .identifier: kind = .identifier(lexeme.text)
            case .number(let value): kind = .number(value)
            case .symbol: kind = symbols[lexeme.text] ?? .end
            case .end: kind = .end
            }
            return RelativityToken(kind: kind, offset: lexeme.offset, text: lexeme.text)
        }
    }
}

extension RelativityTokenizer {
    /// Whether `text` is a Relativity statement rather than an equation, by its tokens: it has an
    /// arrow `-->` or `<--`, a measure `|--|`, or the call `.align(to:` (`ViewPosition.align(to:…)`).
    /// Characters Relativity does not read are skipped here; parsing reports them.
    static func claims(_ text: String) -> Bool {
        let kinds = NotationScanner.lexemesSkippingUnexpected(text, table: symbolTable).map { lexeme in
            lexeme.kind == .identifier ? RelativityToken.Kind.identifier(lexeme.text) : symbols[lexeme.text]
        }
        let alignCall: [RelativityToken.Kind?] = [
            .dot, .identifier("align"), .openParenthesis, .identifier("to"), .colon
        ]
        return kinds.contains { $0 == .rightArrow || $0 == .leftArrow || $0 == .measure }
            || kinds.indices.contains { Array(kinds[$0...].prefix(alignCall.count)) == alignCall }
    }
}
