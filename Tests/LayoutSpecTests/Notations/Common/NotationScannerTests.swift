import Testing

@testable import LayoutSpec

/// The one scanner under every notation: offsets in Unicode scalars, longest symbols first, each
/// notation's number forms, and errors at the offending column.
@Suite struct NotationScannerTests {
    static let start = SourceLocation(path: "a.layout.yaml", line: 3, column: 5)

    static func lexemes(_ text: String, _ table: NotationScanner.SymbolTable) throws -> [String] {
        try NotationScanner.scan(text, start: start, table: table).map { lexeme in
            switch lexeme.kind {
            case .identifier: return "id:\(lexeme.text)@\(lexeme.offset)"
            case .number(let value): return "num:\(value)@\(lexeme.offset)"
            case .symbol: return "sym:\(lexeme.text)@\(lexeme.offset)"
            case .end: return "end@\(lexeme.offset)"
            }
        }
    }

    /// `-->` wins over `-`, `|--|` over everything; offsets count scalars (`é` is one).
    @Test func longestSymbolFirstAndScalarOffsets() throws {
        #expect(
            try Self.lexemes("a.right --> b.left - 10", RelativityTokenizer.symbolTable) == [
                "id:a@0", "sym:.@1", "id:right@2", "sym:-->@8", "id:b@12", "sym:.@13", "id:left@14", "sym:-@19",
                "num:10.0@21", "end@23"
            ])
        #expect(
            try Self.lexemes("x |--| y", RelativityTokenizer.symbolTable) == ["id:x@0", "sym:|--|@2", "id:y@7", "end@8"]
        )
        // `é` (U+00E9) is one scalar: the error for it is at column 5 + 2.
        #expect(throws: SpecError.self) { try Self.lexemes("a é", Tokenizer.symbolTable) }
        do {
            _ = try Self.lexemes("a é", Tokenizer.symbolTable)
        } catch let error as SpecError {
            #expect(error.diagnostics.first?.location == SourceLocation(path: "a.layout.yaml", line: 3, column: 7))
            #expect(error.diagnostics.first?.message == "unexpected character `é`")
        }
    }

    /// Equations: `.5` is `.` then `5`, and `1.` is `1` then `.`; EasyPeasy reads `.5` as a number
    /// except after a name; COSLayout reads `.5` and `10.` as numbers.
    @Test func numberFormsPerNotation() throws {
        #expect(
            try Self.lexemes(".5 1.x 2.25", Tokenizer.symbolTable) == [
                "sym:.@0", "num:5.0@1", "num:1.0@3", "sym:.@4", "id:x@5", "num:2.25@7", "end@11"
            ])
        #expect(
            try Self.lexemes("(.5) a.5", EasyPeasyLexer.symbolTable) == [
                "sym:(@0", "num:0.5@1", "sym:)@3", "id:a@5", "sym:.@6", "num:5.0@7", "end@8"
            ])
        #expect(try Self.lexemes(".5 10.", COSLayoutRuleLexer.symbolTable) == ["num:0.5@0", "num:10.0@3", "end@6"])
    }

    /// COSLayout's percentages: `50%`, `H:50%` and `V:.5%` are one token each; `H:50` lacks its `%`.
    @Test func coslayoutPercentages() throws {
        let tokens = try COSLayoutRuleLexer.tokens(of: "ll = H:50% + 25% - V:.5%", at: Self.start)
        #expect(
            tokens.map(\.kind) == [
                .identifier("ll"), .assignment(.assign), .percentage(50, axis: .horizontal), .arithmetic(.add),
                .percentage(25, axis: nil), .arithmetic(.subtract), .percentage(0.5, axis: .vertical), .end
            ])
        #expect(tokens.map(\.text) == ["ll", "=", "H:50%", "+", "25%", "-", "V:.5%", "end of rule"])
        // The missing `%` is reported at `H` (offset 5, column 10) before the `&` at offset 10.
        do {
            _ = try COSLayoutRuleLexer.tokens(of: "ll = H:50 + &", at: Self.start)
            Issue.record("expected an error")
        } catch let error as SpecError {
            #expect(error.diagnostics.first?.location?.column == 10)
            #expect(error.diagnostics.first?.message.hasPrefix("`H:50` needs a `%`") == true)
        }
    }
}
