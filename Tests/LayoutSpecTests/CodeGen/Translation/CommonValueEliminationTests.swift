import Testing

@testable import LayoutSpec

/// A value two top-level `let`s compute is computed once (docs/GeneratedCode.md, "Large layouts").
@Suite struct CommonValueEliminationTests {
    private static let width = SwiftExpression.identifier("input").member("bounds").member("width")

    @Test func repeatedValuesGoAndTheirReadersReadTheFirst() {
        // a = w·0.2 − 12; b = w·0.2 − 12 (a repeat); c = a + 1; d = b + 1 (a repeat once b is a);
        // e = b · 2 (new); store reads d and e.
        let value = (Self.width * .number(0.2)) - .number(12)
        var eliminator = CommonValueElimination()
        let head = eliminator.process([
            .constant(name: "a", type: .cgFloat, value: value),
            .constant(name: "b", type: .cgFloat, value: value),
            .constant(name: "c", type: .cgFloat, value: .identifier("a") + .number(1))
        ])
        let section = eliminator.process([
            .constant(name: "d", type: .cgFloat, value: .identifier("b") + .number(1)),
            .constant(name: "e", type: .cgFloat, value: .identifier("b") * .number(2)),
            .assignment(
                target: SwiftExpression.identifier("frames").member("x"), value: .identifier("d") + .identifier("e"))
        ])
        #expect(
            head == [
                .constant(name: "a", type: .cgFloat, value: value),
                .constant(name: "c", type: .cgFloat, value: .identifier("a") + .number(1))
            ])
        #expect(
            section == [
                .constant(name: "e", type: .cgFloat, value: .identifier("a") * .number(2)),
                .assignment(
                    target: SwiftExpression.identifier("frames").member("x"), value: .identifier("c") + .identifier("e")
                )
            ])
    }

    @Test func differentTypesLiteralsAndLetsInsideIfsAreKept() {
        var eliminator = CommonValueElimination()
        let statements: [SwiftStatement] = [
            .constant(name: "a", type: .cgFloat, value: .identifier("x")),
            .constant(name: "b", type: SwiftType("Double"), value: .identifier("x")),
            .constant(name: "k", type: .cgFloat, value: .number(16)),
            .constant(name: "l", type: .cgFloat, value: .number(16)),
            .uninitializedConstant(name: "m", type: .cgFloat),
            .conditional(
                branches: [
                    SwiftConditionalBranch(
                        condition: .identifier("flag"),
                        body: [
                            .constant(name: "n", type: .cgFloat, value: .identifier("x")),
                            .assignment(target: .identifier("m"), value: .identifier("n"))
                        ])
                ], otherwise: [.assignment(target: .identifier("m"), value: .number(0))])
        ]
        #expect(eliminator.process(statements) == statements)
    }
}
