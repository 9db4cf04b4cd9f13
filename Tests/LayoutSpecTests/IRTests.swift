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
