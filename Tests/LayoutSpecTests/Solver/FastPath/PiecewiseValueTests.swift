import Testing

@testable import LayoutSpec

/// `min`/`max` trees of affine functions and their simplifications, over W in [0, 1000].
@Suite struct PiecewiseValueTests {
    static let box = ParameterBox(lower: [0], upper: [1000])
    /// `c + w·W`.
    static func f(_ c: Double, _ w: Double = 0) -> PiecewiseValue { .affine(AffineVector(entries: [c, w])) }

    @Test func constantsFoldAndDominatedOperandsDrop() {
        // max(W − 10, 0, 5): the constants fold to 5; neither W − 10 nor 5 is above the other on [0, 1000].
        let value = PiecewiseValue.largest([Self.f(-10, 1), Self.f(0), Self.f(5)], box: Self.box)
        guard case .maximum(let operands) = value else {
            Issue.record("expected a maximum, got \(value)")
            return
        }
        #expect(operands.count == 2)
        #expect(value.value(at: [3]) == 5)  // max(−7, 5)
        #expect(value.value(at: [100]) == 90)  // max(90, 5)
        // max(W, W − 10) is W everywhere.
        #expect(
            PiecewiseValue.largest([Self.f(0, 1), Self.f(-10, 1)], box: Self.box).affinePart
                == AffineVector(entries: [0, 1]))
        // min(W + 1, 2000) is W + 1: the constant is above it on the whole box.
        #expect(
            PiecewiseValue.smallest([Self.f(1, 1), Self.f(2000)], box: Self.box).affinePart
                == AffineVector(entries: [1, 1]))
    }

    @Test func clampAndNegativeScaling() {
        // max(0, min(W − 20, 300)) at W = 10, 100, 500: 0, 80, 300.
        let clamp = PiecewiseValue.clamp(Self.f(-20, 1), low: Self.f(0), high: Self.f(300), box: Self.box)
        #expect([10.0, 100, 500].map { clamp.value(at: [$0]) } == [0, 80, 300])
        // −1 · clamp + 400 swaps max and min: 400, 320, 100.
        let mirrored = clamp.scaled(by: -1, plus: AffineVector(entries: [400, 0]))
        #expect([10.0, 100, 500].map { mirrored.value(at: [$0]) } == [400, 320, 100])
        guard case .minimum = mirrored else {
            Issue.record("expected a minimum, got \(mirrored)")
            return
        }
        #expect(mirrored.isSame(as: clamp.scaled(by: -1, plus: AffineVector(entries: [400, 0]))))
        #expect(!mirrored.isSame(as: clamp))
    }
}
