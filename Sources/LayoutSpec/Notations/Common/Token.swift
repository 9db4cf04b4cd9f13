/// One token of a constraint string, with its offset (in Unicode scalars) from the string's start.
package struct Token: Hashable, Sendable, CustomStringConvertible {
    /// What a token is.
    package enum Kind: Hashable, Sendable {
        /// A name: `[A-Za-z_][A-Za-z0-9_]*`.
        case identifier
        /// A non-negative decimal number: `12`, `0.5`.
        case number
        /// An operator or punctuation: `==`, `<=`, `>=`, `&&`, `||`, or one character.
        case symbol
        /// The end of the text.
        case end
    }

    /// The kind.
    package var kind: Kind
    /// The text as written (empty at the end).
    package var text: String
    /// Offset of the first character from the start of the string.
    package var offset: Int

    /// Creates a token.
    package init(_ kind: Kind, _ text: String, at offset: Int) {
        self.kind = kind
        self.text = text
        self.offset = offset
    }

    /// Whether this is the symbol `symbol`.
    package func isSymbol(_ symbol: String) -> Bool {
        kind == .symbol && text == symbol
    }

    /// The number's value, for number tokens.
    package var numberValue: Double? {
        kind == .number ? Double(text) : nil
    }

    /// The token for messages: `` `text` `` or "the end of the text".
    package var description: String {
        kind == .end ? "the end of the text" : "`\(text)`"
    }
}
