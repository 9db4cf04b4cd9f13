/// The one scanner behind every notation's tokens: names (`[A-Za-z_][A-Za-z0-9_]*`), unsigned
/// decimal numbers and the symbols of the notation's `SymbolTable` (longest first), each with its
/// offset in Unicode scalars so diagnostics point at its column. Whitespace separates lexemes and
/// is dropped. Each notation turns lexemes into its own tokens (`Tokenizer`, `RelativityTokenizer`,
/// `EasyPeasyLexer`, `COSLayoutRuleLexer`), so its parser keeps its own token kinds.
enum NotationScanner {
    /// One piece of scanned text.
    struct Lexeme: Hashable, Sendable {
        /// What the lexeme is.
        enum Kind: Hashable, Sendable {
            /// A name.
            case identifier
            /// A number with its value.
            case number(Double)
            /// One of the table's symbols.
            case symbol
            /// The end of the text (empty text, offset = the text's length).
            case end
        }

        /// What the lexeme is.
        var kind: Kind
        /// The text as written.
        var text: String
        /// Offset of its first character from the start of the text.
        var offset: Int

        /// Offset just after its last character.
        var endOffset: Int { offset + text.unicodeScalars.count }

        /// Whether this is the symbol `symbol`.
        func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    }

    /// Whether a number may start with `.` (`.5`).
    enum LeadingDot: Sendable {
        /// `.5` is `.` and `5`.
        case never
        /// `.5` is a number.
        case always
        /// `.5` is a number except right after a name (`a.5` stays `a`, `.`, `5`).
        case exceptAfterIdentifier
    }

    /// What one notation's text consists of besides names and numbers.
    struct SymbolTable: Sendable {
        /// The symbols, matched longest first (then in this order).
        var symbols: [String]
        /// Characters that separate lexemes.
        var whitespace: Set<Unicode.Scalar> = [" ", "\t"]
        /// Whether a number may start with `.`.
        var leadingDot: LeadingDot = .never
        /// Whether a number may end with `.` (`10.` is 10).
        var trailingDot = false
        /// Appended to "unexpected character `c`" (such as " in a COSLayout rule").
        var unexpectedCharacterContext = ""
        /// Whether `//` starts a comment to the end of the line (code pasted as written).
        var skipsLineComments = false

        /// A table; `symbols` are sorted longest first, keeping the given order among equals.
        init(
            symbols: [String], whitespace: Set<Unicode.Scalar> = [" ", "\t"], leadingDot: LeadingDot = .never,
            trailingDot: Bool = false, unexpectedCharacterContext: String = "", skipsLineComments: Bool = false
        ) {
            self.symbols = symbols.enumerated()
                .sorted {
                    ($0.element.unicodeScalars.count, -$0.offset) > ($1.element.unicodeScalars.count, -$1.offset)
                }
                .map(\.element)
            self.whitespace = whitespace
            self.leadingDot = leadingDot
            self.trailingDot = trailingDot
            self.unexpectedCharacterContext = unexpectedCharacterContext
            self.skipsLineComments = skipsLineComments
        }
    }

    /// The lexemes of `text`, ending with one `.end`; a character that starts nothing in `table`
    /// is an error at `start` advanced to its column.
    static func scan(_ text: String, start: SourceLocation, table: SymbolTable) throws -> [Lexeme] {
        let result = scanUpToError(text, start: start, table: table)
        if let error = result.error { throw error }
        return result.lexemes
    }

    /// The lexemes of `text` up to the first character that starts nothing in `table`, and the
    /// error there (`nil`, and the lexemes end with `.end`, when there is none): for notations that
    /// check their lexemes in order and must report an earlier problem first.
    static func scanUpToError(
        _ text: String, start: SourceLocation,
        table: SymbolTable
    ) -> (lexemes: [Lexeme], error: SpecError?) {
        scan(text, start: start, table: table, skippingUnexpected: false)
    }

    /// Where a statement's text first names `name` (an identifier, in any notation), or `nil`:
    /// what a statement refers to, for the Spec stage's built-in items.
    static func offset(ofName name: String, in text: String) -> Int? {
        // Most statements do not hold the name at all: they are not scanned.
        guard text.contains(name) else { return nil }
        return lexemesSkippingUnexpected(text, table: Tokenizer.symbolTable).first {
            $0.kind == .identifier && $0.text == name
        }?
        .offset
    }

    /// Every lexeme of `text` that `table` reads, skipping characters that start nothing and
    /// numbers out of range: what a notation's lexer looks at to tell whether a statement is
    /// written in that notation (a statement it claims then reports such characters when parsed).
    static func lexemesSkippingUnexpected(_ text: String, table: SymbolTable) -> [Lexeme] {
        scan(text, start: SourceLocation(path: "", line: 1, column: 1), table: table, skippingUnexpected: true).lexemes
    }

    /// The scanner (see `scanUpToError`); with `skippingUnexpected`, characters that start nothing
    /// and malformed or out-of-range numbers are skipped instead of ending the scan.
    private static func scan(
        _ text: String, start: SourceLocation,
        table: SymbolTable, skippingUnexpected: Bool
    ) -> (lexemes: [Lexeme], error: SpecError?) {
        let scalars = Array(text.unicodeScalars)
        var lexemes: [Lexeme] = []
        var index = 0
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        func isDigit(at position: Int) -> Bool { position < scalars.count && ("0"..."9").contains(scalars[position]) }
        func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        func startsNumber(at position: Int) -> Bool {
            if isDigit(at: position) { return true }
            guard scalars[position] == ".", isDigit(at: position + 1) else { return false }
            switch table.leadingDot {
            case .never: return false
            case .always: return true
            case .exceptAfterIdentifier: return lexemes.last?.kind != .identifier
            }
        }

        while index < scalars.count {
            let scalar = scalars[index]
            let begin = index
            if table.whitespace.contains(scalar) {
                index += 1
            } else if table.skipsLineComments, scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                // `// …` to the end of the line: a comment in code pasted as written.
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if isIdentifierStart(scalar) {
                while index < scalars.count, isIdentifierStart(scalars[index]) || isDigit(at: index) { index += 1 }
                lexemes.append(Lexeme(kind: .identifier, text: string(begin..<index), offset: begin))
            } else if startsNumber(at: index) {
                while isDigit(at: index) { index += 1 }
                if index < scalars.count, scalars[index] == ".", table.trailingDot || isDigit(at: index + 1) {
                    index += 1
                    while isDigit(at: index) { index += 1 }
                }
                let literal = string(begin..<index)
                guard let value = Double(literal), NumberRange.isAllowedLiteral(value) else {
                    if skippingUnexpected { continue }
                    let message =
                        Double(literal) == nil
                        ? "malformed number `\(literal)`" : NumberRange.outOfRangeMessage(literal)
                    return (lexemes, SpecError(at: start.advanced(by: begin, in: text), message))
                }
                lexemes.append(Lexeme(kind: .number(value), text: literal, offset: begin))
            } else if let symbol = table.symbols.first(where: { matches($0, in: scalars, at: index) }) {
                index += symbol.unicodeScalars.count
                lexemes.append(Lexeme(kind: .symbol, text: symbol, offset: begin))
            } else if skippingUnexpected {
                index += 1
            } else {
                return (
                    lexemes,
                    SpecError(
                        at: start.advanced(by: begin, in: text),
                        "unexpected character `\(Character(scalar))`\(table.unexpectedCharacterContext)")
                )
            }
        }
        lexemes.append(Lexeme(kind: .end, text: "", offset: scalars.count))
        return (lexemes, nil)
    }

    private static func matches(_ symbol: String, in scalars: [Unicode.Scalar], at position: Int) -> Bool {
        var index = position
        for scalar in symbol.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }
}
