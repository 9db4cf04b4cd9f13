import Testing

@testable import LayoutSpec

@Suite struct LinearExpressionTests {
    @Test func arithmeticMergesAndDropsZeroTerms() {
        let a = LinearExpression(Variable("a", .minX))
        let b = LinearExpression(Variable("b", .width))
        let e = a * 2 - b + 8 - a * 2
        #expect(e.variables == [Variable("b", .width): -1])
        #expect(e.constant == 8)
        #expect(e.description == "-b.width + 8")
    }
}

@Suite struct LinearExpressionDivisionTests {
    @Test func divisionIsExactNotByTheReciprocal() {
        let twelve = LinearExpression(12)
        #expect((twelve / 10).constant == 1.2)
        #expect((twelve * (1 / 10)).constant != 1.2)  // 1.2000000000000002: why division is its own operator
        let w = LinearExpression(Variable("a", .width)) / 3
        #expect(w.variables[Variable("a", .width)] == 1.0 / 3)
    }
}
