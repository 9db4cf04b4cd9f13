/// A read position in a token list, with the helpers every recursive-descent parser here uses.
struct TokenCursor {
    /// The text the tokens came from (for error locations).
    let source: SourceText
    /// The tokens, ending with `.end`.
    let tokens: [Token]
    /// Index of the current token.
    private(set) var index = 0

    /// Tokenizes `source`.
    init(_ source: SourceText) throws {
        self.source = source
        self.tokens = try Tokenizer.tokenize(source)
    }

    /// Tokenizes `source` with the symbols of `table`.
    init(_ source: SourceText, table: NotationScanner.SymbolTable) throws {
        self.source = source
        self.tokens = try Tokenizer.tokenize(source, table: table)
    }

    /// The current token.
    var current: Token { tokens[min(index, tokens.count - 1)] }

    /// The token `distance` places after the current one (the end token past the end).
    func peek(_ distance: Int = 1) -> Token { tokens[min(index + distance, tokens.count - 1)] }

    /// Whether the whole text has been read.
    var isAtEnd: Bool { current.kind == .end }

    /// Returns the current token and moves past it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the symbol when it is next.
    mutating func accept(_ symbol: String) -> Token? {
        guard current.isSymbol(symbol) else { return nil }
        return advance()
    }

    /// Consumes the symbol or throws "expected ..., found ...".
    mutating func expect(_ symbol: String, _ expectation: String) throws -> Token {
        if let token = accept(symbol) { return token }
        throw unexpected(expected: expectation)
    }

    /// Consumes an identifier or throws "expected ..., found ...".
    mutating func expectIdentifier(_ expectation: String) throws -> Token {
        guard current.kind == .identifier else { throw unexpected(expected: expectation) }
        return advance()
    }

    /// An error at the current token: "expected X, found Y".
    func unexpected(expected expectation: String) -> SpecError {
        error(at: current, "expected \(expectation), found \(current)")
    }

    /// An error at a token.
    func error(at token: Token, _ message: String) -> SpecError {
        source.error(at: token.offset, message)
    }
}
