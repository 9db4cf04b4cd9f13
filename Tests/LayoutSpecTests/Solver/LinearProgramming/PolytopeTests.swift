import Testing

@testable import LayoutSpec

/// Polytopes of parameter space and their Chebyshev centres.
@Suite struct PolytopeTests {
    @Test func aBoxHasItsInscribedBallAndItsMinima() throws {
        // [0, 10] × [0, 4]: the largest ball has radius 2 (half the height), centred at y = 2.
        let box = Polytope(lower: [0, 0], upper: [10, 4])
        let centre = try #require(ChebyshevCenter(of: box))
        #expect(abs(centre.radius - 2) < 1e-9)
        #expect(abs(centre.center[1] - 2) < 1e-9)
        #expect(centre.center[0] >= 2 - 1e-9 && centre.center[0] <= 8 + 1e-9)
        // 3 + x − y is smallest at (0, 4): −1.
        #expect(box.minimum(of: AffineVector(entries: [3, 1, -1])) == -1)
        #expect(box.contains([5, 2]))
        #expect(!box.contains([5, 5]))
    }

    @Test func halfspacesCutAndCanEmptyIt() throws {
        // x − 6 ≥ 0 leaves [6, 10] × [0, 4]: radius 2, centre (8, 2).
        let cut = Polytope(lower: [0, 0], upper: [10, 4]).adding(
            Polytope.halfspace(nonNegative: AffineVector(entries: [-6, 1, 0])))
        let centre = try #require(ChebyshevCenter(of: cut))
        #expect(abs(centre.radius - 2) < 1e-9)
        #expect(abs(centre.center[0] - 8) < 1e-9)
        // x − 20 ≥ 0 is outside the box: empty.
        let empty = cut.adding(Polytope.halfspace(nonNegative: AffineVector(entries: [-20, 1, 0])))
        #expect(ChebyshevCenter(of: empty) == nil)
        #expect(empty.minimum(of: AffineVector(entries: [0, 1, 0])) == nil)
        // x − 10 ≤ 0 and x − 10 ≥ 0: the flat slice x = 10 has radius 0.
        let flat = cut.adding(Polytope.halfspace(nonNegative: AffineVector(entries: [-10, 1, 0])))
        #expect(try #require(ChebyshevCenter(of: flat)).radius < 1e-9)
    }
}
