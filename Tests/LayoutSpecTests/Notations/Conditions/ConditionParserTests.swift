import Testing

@testable import LayoutSpec

@Suite struct ConditionParserTests {
    private func parse(_ text: String, declared: Set<String> = ["compact"]) throws -> ConditionExpression {
        try ConditionParser.parse(SourceText(text, start: SpecTesting.location(3, 10)), declared: declared)
    }

    private func error(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch let error as SpecError {
            return error.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
                .joined()
        } catch {
            return "\(error)"
        }
    }

    @Test func precedenceAndParentheses() throws {
        #expect(try parse("!rtl && pad || compact") == .or(.and(.not(.name("rtl")), .name("pad")), .name("compact")))
        #expect(try parse("rtl && (pad || !compact)") == .and(.name("rtl"), .or(.name("pad"), .not(.name("compact")))))
        #expect(try parse("isHorizontalCompact") == .name("isHorizontalCompact"))
    }

    @Test func errorsAtTheToken() {
        #expect(
            error("compactWidth && tiny").hasPrefix("3:26: unknown condition `tiny`: declare it under `conditions:`"))
        #expect(error("(rtl || pad") == "3:10: unbalanced parentheses: this `(` is never closed")
        #expect(error("rtl)") == "3:13: unbalanced parentheses: this `)` has no matching `(`")
        #expect(error("rtl & pad") == "3:14: `&` is not an operator: write `&&` or `||`")
        #expect(error("") == "3:10: empty condition: write a condition name such as `compactWidth`")
    }
}
