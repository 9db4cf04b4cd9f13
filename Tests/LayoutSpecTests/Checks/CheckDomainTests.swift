import Testing

@testable import LayoutSpec

/// The checks run on the solution with a plain point of input values to choose witnesses near.
@Suite struct CheckDomainTests {
    @Test func witnessesAreChosenNearAPlainPoint() throws {
        let spec =
            "views: [a]\ninputs: {gap: {min: -10, max: 10}}\nconstraints:\n  - a.left == gap\n  - a.top == 0\n"
            + "  - a.width == superview.width - 20\n  - a.height == 10\n"
        let root = try DocumentReader.read(contents: spec, path: "Check.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "Check.layout.yaml"))
        let solution = try LayoutSolver().solve(lowered.system)
        func typical(_ near: [Parameter: Double]) -> [Parameter: Double] {
            let domain = CheckDomain(solution: solution, system: lowered.system, extra: [.containerWidth], near: near)
            return Dictionary(uniqueKeysWithValues: zip(domain.parameters, domain.typical))
        }
        // Given values are used; an input of 0 is typical, a container width of 0 is not (an
        // example that leaves the width out): the typical phone width is taken instead.
        #expect(typical([.containerWidth: 500, .input("gap"): 0]) == [.containerWidth: 500, .input("gap"): 0])
        let defaults = typical([:])
        #expect(typical([.containerWidth: 0]) == defaults)
        #expect(defaults[.containerWidth] == TypicalInput.value(of: .containerWidth))
        // An example input converts to the same point: width, height, inputs and measured sizes.
        let input = EvaluationInput(
            width: 320, height: 480, inputs: ["gap": 4], sizes: ["a": .init(width: 30, height: 12)])
        #expect(
            input.parameterValues == [
                .containerWidth: 320, .containerHeight: 480, .input("gap"): 4,
                .intrinsicWidth("a"): 30, .intrinsicHeight("a"): 12, .measuredHeight("a"): 12
            ])
    }
}
