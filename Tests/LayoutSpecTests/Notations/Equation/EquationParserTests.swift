import Testing

@testable import LayoutSpec

@Suite struct EquationParserTests {
    private func parse(_ text: String) throws -> Equation {
        try EquationParser.parse(SourceText(text, start: SpecTesting.location(1, 1)))
    }

    @Test func priorityAfterTheLeftAttributeOrAtTheEnd() throws {
        let early = try parse("a.width@750 == b.width")
        #expect(early.priority?.value == .literal(750))
        #expect(early.priority?.offset == 7)
        let spaced = try parse("a.width @high == b.width")
        #expect(spaced.priority?.value == .literal(750))
        let late = try parse("a.width >= 48 @low")
        #expect(late.priority?.value == .literal(250))
        #expect(late.relation == .greaterThanOrEqual)
        let named = try parse("a.width == 1 @required")
        #expect(named.priority?.value == .literal(1000))
        let metric = try parse("a.width == 1 @p")
        #expect(metric.priority?.value == .metric("p"))
    }

    @Test func rightHandSideShapes() throws {
        let edges = try parse("a.edges == superview.edges(8, 16, 8, 16)")
        #expect(edges.left.attribute == .compound(.edges))
        guard case .attribute(let reference, let arguments) = edges.right else {
            Issue.record("expected an attribute")
            return
        }
        #expect(reference.item == "superview")
        #expect(arguments?.count == 4)
        let tuple = try parse("a.size == (48, 48)")
        #expect(tuple.right == .tuple([.number(48, offset: 11), .number(48, offset: 15)], offset: 10))
        let bare = try parse("a.centerX == b")
        #expect(bare.right == .name("b", offset: 13))
        let grouped = try parse("a.top == -(b.top - 10) * 2")
        guard case .binary(.multiply, .negate, .number(2, _), _) = grouped.right else {
            Issue.record("expected -(…) * 2, got \(grouped.right)")
            return
        }
    }

    @Test func syntaxErrorsPointAtTheToken() {
        func error(_ text: String) -> String {
            do {
                _ = try parse(text)
                return "no error"
            } catch let error as SpecError {
                return error.diagnostics.map { "\($0.location?.column ?? 0): \($0.message)" }.joined()
            } catch {
                return "\(error)"
            }
        }
        #expect(error("a.width = 3") == "9: `=` is not a relation: write `==`, `>=` or `<=`")
        #expect(
            error("a.width == 3 @0")
                == "15: priority 0 is out of range: use a whole number from 1 to 1000 (or required, high, medium, low)")
        #expect(error("a.width@750 == 3 @250") == "18: the priority is given twice: keep one `@`")
        #expect(error("a.width == (b.width + 2") == "12: unbalanced parentheses: this `(` is never closed")
        #expect(error("a.width == b.width + 2)") == "23: unbalanced parentheses: this `)` has no matching `(`")
        #expect(
            error("a == b")
                == "3: expected `.attribute` after `a` (the left side is `item.attribute`, like `a.left`), found `==`")
        #expect(error("a.width == b.width(2)").hasPrefix("19: only compound attributes"))
        #expect(error("a.width == 3 $").hasPrefix("14: unexpected character `$`"))
        #expect(
            error("a.width ==").hasPrefix(
                "11: expected a number, a metric, an input or `item.attribute`, found the end of the text"))
    }
}
