import Testing

@testable import LayoutSpec

/// `PieceBounds.reduced`: the bounds of an intersected piece (each `g ≥ 0`) with duplicates and
/// bounds that always hold removed, and pieces without interior recognised, over inputs (x, y).
@Suite struct PieceBoundsTests {
    /// `c + a·x + b·y`.
    static func g(_ c: Double, _ a: Double, _ b: Double) -> AffineVector {
        AffineVector(entries: [c, a, b])
    }

    @Test func aBoundRepeatedUpToAPositiveFactorKeepsTheTightest() throws {
        // x − y ≥ 0, 2x − 2y − 4 ≥ 0 (x − y ≥ 2) and 3x − 3y + 3 ≥ 0 (x − y ≥ −1): x − y ≥ 2 remains,
        // scaled so that its largest coefficient is 1.
        let reduced = try #require(PieceBounds.reduced([Self.g(0, 1, -1), Self.g(-4, 2, -2), Self.g(3, 3, -3)]))
        #expect(reduced == [Self.g(-2, 1, -1)])
    }

    @Test func constantBoundsAreDroppedOrEmptyThePiece() {
        #expect(PieceBounds.reduced([Self.g(5, 0, 0), Self.g(1, 1, 0)]) == [Self.g(1, 1, 0)])
        #expect(PieceBounds.reduced([Self.g(-1, 0, 0), Self.g(1, 1, 0)]) == nil)
    }

    @Test func oppositeBoundsLeaveNoInterior() {
        // The pieces of max(x, y) and min(−x, −y) chosen by different operands: x ≥ y and y ≥ x.
        #expect(PieceBounds.reduced([Self.g(0, 1, -1), Self.g(0, -2, 2)]) == nil)
        // x − y ≥ 1 and y − x ≥ 1: empty.
        #expect(PieceBounds.reduced([Self.g(-1, 1, -1), Self.g(-1, -1, 1)]) == nil)
        // The same pair seen loose first, then tightened past its opposite: x ≥ y − 1, y ≥ x, x ≥ y + 1.
        #expect(PieceBounds.reduced([Self.g(1, 1, -1), Self.g(0, -1, 1), Self.g(-1, 1, -1)]) == nil)
    }

    @Test func aSlabBetweenOppositeBoundsIsKept() {
        // 0 ≤ x − y ≤ 3 has an interior.
        #expect(PieceBounds.reduced([Self.g(0, 1, -1), Self.g(3, -1, 1)]) == [Self.g(0, 1, -1), Self.g(3, -1, 1)])
    }
}
