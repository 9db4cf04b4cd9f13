import Testing

@testable import LayoutSpec

/// Free unknowns linked by optional constraints, swept level by level, over W in [0, 1000].
@Suite struct LevelSweepTests {
    static let box = ParameterBox(lower: [0], upper: [1000])
    static func f(_ c: Double, _ w: Double = 0) -> PiecewiseValue { .affine(AffineVector(entries: [c, w])) }

    @Test func aDeterminedUnknownIsSubstitutedIntoLowerLevels() throws {
        // 0 ≤ x0, x1 ≤ W; x0 == 10 @750; x1 − x0 − 20 == 0 @500: x0 = 10 is substituted, then
        // x1 = max(0, min(W, 30)). W = 1000: (10, 30); W = 25: (10, 25).
        var single = [
            IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)]),
            IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        ]
        single[0].wishes[750] = [.init(kind: .exactly, target: Self.f(10))]
        let link = LevelSweep.LinkedWish(
            row: SparseAffineRow(coefficients: [1: 1, 0: -1], affine: AffineVector(entries: [-20, 0])),
            relation: .equal, priority: 500)
        let values = try #require(LevelSweep(box: Self.box).solve(single: single, linked: [link], free: [0, 1]))
        #expect(values[0]?.value(at: [1000]) == 10)
        #expect(values[1]?.value(at: [1000]) == 30)
        #expect(values[1]?.value(at: [25]) == 25)
    }

    @Test func aLevelThatLinksTwoUndeterminedUnknownsDeclines() {
        // x1 − x0 − 20 == 0 @500 with neither determined above: not separable.
        let single = [
            IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)]),
            IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        ]
        let link = LevelSweep.LinkedWish(
            row: SparseAffineRow(coefficients: [1: 1, 0: -1], affine: AffineVector(entries: [-20, 0])),
            relation: .equal, priority: 500)
        #expect(LevelSweep(box: Self.box).solve(single: single, linked: [link], free: [0, 1]) == nil)
    }
}
