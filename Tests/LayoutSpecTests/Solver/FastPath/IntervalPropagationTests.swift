import Testing

@testable import LayoutSpec

/// One unknown's lexicographic optimum from its required bounds and wishes, level by level,
/// over W in [0, 1000].
@Suite struct IntervalPropagationTests {
    static let box = ParameterBox(lower: [0], upper: [1000])
    static func f(_ c: Double, _ w: Double = 0) -> PiecewiseValue { .affine(AffineVector(entries: [c, w])) }

    @Test func aWishIsClampedToTheRequiredInterval() throws {
        // 0 ≤ x ≤ W, x == 100 @750: x = max(0, min(W, 100)); W = 50 gives 50, W = 300 gives 100.
        var propagation = IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        propagation.wishes[750] = [.init(kind: .exactly, target: Self.f(100))]
        let (value, snapshot) = try #require(propagation.solve(snapshotAbove: 500, box: Self.box))
        #expect(value.value(at: [50]) == 50)
        #expect(value.value(at: [300]) == 100)
        // No level is at or below 500: the snapshot is the final interval.
        #expect(snapshot.low?.value(at: [300]) == 100)
    }

    @Test func higherLevelsWinAndTheSnapshotIsTakenBeforeALevel() throws {
        // 0 ≤ x ≤ W; x ≥ 40 @750 raises the low end to max(0, min(W, 40)); x == 10 @250 is then
        // clamped into [low, W]: x = max(low, min(W, 10)). At W = 1000: max(40, 10) = 40 (the @250
        // wish loses); at W = 20: max(20, 10) = 20.
        var propagation = IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        propagation.wishes[750] = [.init(kind: .atLeast, target: Self.f(40))]
        propagation.wishes[250] = [.init(kind: .exactly, target: Self.f(10))]
        let (value, snapshot) = try #require(propagation.solve(snapshotAbove: 500, box: Self.box))
        #expect(value.value(at: [1000]) == 40)
        #expect(value.value(at: [20]) == 20)
        // Before the @250 level: [min(W, 40), W].
        #expect(snapshot.low?.value(at: [1000]) == 40)
        #expect(snapshot.high?.value(at: [1000]) == 1000)
    }

    @Test func anUndeterminedOrMixedLevelDeclines() {
        // x ≥ 40 @750 then x ≤ 10 @250 leaves [max(0, min(W, 40)), max(that, min(W, 10))]: equal
        // values but not the same closed form, so the fast path declines (the LP solves it).
        var twoEnds = IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        twoEnds.wishes[750] = [.init(kind: .atLeast, target: Self.f(40))]
        twoEnds.wishes[250] = [.init(kind: .atMost, target: Self.f(10))]
        #expect(twoEnds.solve(snapshotAbove: 0, box: Self.box) == nil)
        // [0, W] with no wish: not determined.
        #expect(
            IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)]).solve(snapshotAbove: 0, box: Self.box) == nil
        )
        // x ≥ 10 and x ≤ 5 at one level: the level mixes directions.
        var mixed = IntervalPropagation(lower: [Self.f(0)], upper: [Self.f(0, 1)])
        mixed.wishes[500] = [.init(kind: .atLeast, target: Self.f(10)), .init(kind: .atMost, target: Self.f(5))]
        #expect(mixed.solve(snapshotAbove: 0, box: Self.box) == nil)
        // x ≥ W and x ≤ 10: not proven ordered over [0, 1000].
        #expect(IntervalPropagation.start(lower: [Self.f(0, 1)], upper: [Self.f(10)], box: Self.box) == nil)
    }
}
