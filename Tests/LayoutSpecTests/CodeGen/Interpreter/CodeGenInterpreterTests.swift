import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

@Suite struct CodeGenInterpreterTests {
    static func evaluate(_ input: EvaluationInput) -> EvaluatedLayout {
        GeneratedCodeInterpreter.evaluate(
            interface: CodeGenFixtures.interface, solution: CodeGenFixtures.solution,
            input: input)
    }

    @Test func wideContainerAtScaleTwo() {
        // W = 320 ≥ 200: title takes region 1. capInset = floorPx(10.1 − 7) = 3, so title.top = 21.3,
        // rounded at scale 2 to 21.5 and its bottom (41.5) stays: height 20. badge sits at (44, 10.25)
        // in the container, rounded to (44, 10.5)…(56, 22.5), then moved into avatar's (16, 16).
        let layout = Self.evaluate(CodeGenFixtures.input(width: 320))
        #expect(layout.order == ["avatar", "title", "badge"])
        #expect(layout.frames["avatar"] == CGRect(x: 16, y: 16, width: 48, height: 48))
        #expect(layout.frames["title"] == CGRect(x: 72, y: 21.5, width: 232, height: 20))
        #expect(layout.frames["badge"] == CGRect(x: 28, y: -5.5, width: 12, height: 12))
        // 80 + 8.3 + 20.2 − 3 + 32 = 137.5.
        #expect(layout.fittingSize == CGSize(width: 320, height: 137.5))
    }

    @Test func narrowContainerRightToLeftAtScaleOne() {
        // W = 150 < 200: region 2, title.width = 75 + 12. rtl: badge.x = 150 − 60 = 90.
        // Scale 1: title.top 21.3 → 21, bottom 41.5 → 42 (halves away from zero); badge 10.25 → 10, 22.25 → 22.
        let layout = Self.evaluate(CodeGenFixtures.input(width: 150, scale: 1, rtl: true))
        #expect(layout.frames["avatar"] == CGRect(x: 16, y: 16, width: 48, height: 48))
        #expect(layout.frames["title"] == CGRect(x: 72, y: 21, width: 87, height: 21))
        #expect(layout.frames["badge"] == CGRect(x: 74, y: -6, width: 12, height: 12))
        #expect(layout.fittingSize == CGSize(width: 150, height: 95))
    }

    @Test func scaleZeroDisablesRoundingAndClosedFormClamps() {
        // W = 40: avatar.width = max(min(8, 48), 20) = 20. No rounding: edges as computed.
        let layout = Self.evaluate(CodeGenFixtures.input(width: 40, scale: 0))
        // With no rounding capInset is the raw 10.1 − 7.
        let top: Double = 8.3 - (10.1 - 7) + 16
        #expect(layout.frames["avatar"] == CGRect(x: 16, y: 16, width: 20, height: 48))
        #expect(layout.frames["title"] == CGRect(x: 72, y: top, width: 32, height: (top + 20.2) - top))
        #expect(layout.frames["badge"] == CGRect(x: 28, y: 10.25 - 16, width: 12, height: 12))
        let fit: Double = 0.25 * 40 + 8.3 + 20.2 - (10.1 - 7) + 32
        #expect(layout.fittingSize == CGSize(width: 40, height: fit))
    }

    @Test func missingValuesReadAsZeroWithoutTrapping() {
        let layout = Self.evaluate(EvaluationInput(width: 300, height: 0))
        #expect(layout.frames["title"] == CGRect(x: 72, y: 16, width: 212, height: 0))
        #expect(layout.fittingSize == CGSize(width: 300, height: 107))
        let empty = GeneratedCodeInterpreter.evaluate(
            interface: LayoutInterface(
                typeName: "EmptyLayout", specFileName: "Empty.layout.yaml",
                items: [
                    .init(name: "ghost", kind: .guide, parent: "nobody")
                ]),
            solution: LayoutSolution(components: [
                SolvedComponent(
                    variables: [Variable("ghost", .width)], conditionNames: ["pad"], cases: [])
            ]),
            input: EvaluationInput(width: 10, height: 10))
        #expect(empty.frames == ["ghost": CGRect(x: 0, y: 0, width: 0, height: 0)])
        #expect(empty.fittingSize == nil)
    }

    @Test func declaredConditionsComeFromInputAndBuiltInsFromTraits() {
        let component = SolvedComponent(
            variables: [Variable("a", .minX), Variable("a", .width)],
            conditionNames: ["compact", "rtl"],
            cases: [
                SolvedCase(
                    assignment: ["compact": false, "rtl": false],
                    regions: [
                        SolvedRegion(bounds: [], values: [LinearExpression(1), LinearExpression(10)])
                    ]),
                SolvedCase(
                    assignment: ["compact": false, "rtl": true],
                    regions: [
                        SolvedRegion(bounds: [], values: [LinearExpression(2), LinearExpression(10)])
                    ]),
                SolvedCase(
                    assignment: ["compact": true, "rtl": false],
                    regions: [
                        SolvedRegion(bounds: [], values: [LinearExpression(3), LinearExpression(10)])
                    ]),
                SolvedCase(
                    assignment: ["compact": true, "rtl": true],
                    regions: [
                        SolvedRegion(bounds: [], values: [LinearExpression(4), LinearExpression(10)])
                    ])
            ])
        let interface = LayoutInterface(
            typeName: "CaseLayout", specFileName: "Case.layout.yaml",
            items: [.init(name: "a", kind: .view)], conditions: ["compact"])
        let solution = LayoutSolution(components: [component])
        func x(_ conditions: Set<String>, traits: LayoutTraits = LayoutTraits()) -> CGFloat? {
            GeneratedCodeInterpreter.evaluate(
                interface: interface, solution: solution,
                input: EvaluationInput(
                    width: 100, height: 100, conditions: conditions,
                    traits: traits)
            ).frames["a"]?.minX
        }
        #expect(x([]) == 1)
        #expect(x(["rtl"]) == 2)
        #expect(x([], traits: LayoutTraits(layoutDirection: .rightToLeft)) == 2)
        #expect(x(["compact"]) == 3)
        #expect(x(["compact", "rtl"]) == 4)
    }
}
