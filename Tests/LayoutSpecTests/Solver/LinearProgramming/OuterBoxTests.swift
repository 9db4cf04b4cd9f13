import Testing

@testable import LayoutSpec

/// The box bound propagation puts around a polytope, and the subtraction of region exploration
/// that asks it before solving an LP: the same pieces as the LPs alone, with fewer LPs.
@Suite struct OuterBoxTests {
    /// The triangle `θ0 ≥ 0, θ1 ≥ 0, θ0 + θ1 ≤ 4` inside the box [0, 10]².
    static let triangle = Polytope(lower: [0, 0], upper: [10, 10]).restricted(toNonNegative: [
        AffineVector(entries: [4, -1, -1])
    ])

    @Test func tightensEachCoordinateFromTheOthers() throws {
        let outer = try #require(OuterBox(around: Self.triangle))
        // θ0 ≤ 4 − θ1 ≤ 4 and θ1 ≤ 4 − θ0 ≤ 4: the box is [0, 4]², not the domain's [0, 10]².
        #expect(outer.lower == [0, 0])
        #expect(outer.upper == [4, 4])
        // 1 + θ0 − 2·θ1 over [0, 4]²: from 1 − 8 to 1 + 4.
        #expect(outer.range(of: AffineVector(entries: [1, 1, -2])) == -7...5)
    }

    @Test func provesAnEmptyPolytopeEmpty() {
        // θ0 + θ1 ≥ 12 outside the triangle's θ0 + θ1 ≤ 4.
        let empty = Self.triangle.restricted(toNonNegative: [AffineVector(entries: [-12, 1, 1])])
        #expect(OuterBox(around: empty) == nil)
        #expect(ChebyshevCenter(of: empty) == nil)
    }

    @Test func subtractionDecidesMissesAndCoversWithoutAnLP() {
        // A region θ0 ≥ 6 misses the triangle: the piece stays, no LP.
        let miss = RegionExplorer.subtract(
            [AffineVector(entries: [-6, 1, 0])], from: Self.triangle, minimumRadius: RegionExplorer.minimumRadius)
        #expect(miss.pieces.count == 1 && miss.programs == 0)
        // A region θ0 ≤ 5 holds the whole triangle: nothing is left, no LP.
        let cover = RegionExplorer.subtract(
            [AffineVector(entries: [5, -1, 0])], from: Self.triangle, minimumRadius: RegionExplorer.minimumRadius)
        #expect(cover.pieces.isEmpty && cover.programs == 0)
    }

    @Test func subtractionLeavesExactlyThePartOutsideTheRegion() {
        // The region θ0 ≤ 2 and θ1 ≤ 9 (the second bound holds all over the triangle, so only the
        // first is solved for): one piece, the triangle's part with θ0 ≥ 2.
        let result = RegionExplorer.subtract(
            [AffineVector(entries: [2, -1, 0]), AffineVector(entries: [9, 0, -1])], from: Self.triangle,
            minimumRadius: RegionExplorer.minimumRadius)
        #expect(result.programs == 2)
        #expect(result.pieces.count == 1)
        for x in stride(from: 0.25, through: 3.75, by: 0.5) {
            for y in stride(from: 0.25, through: 3.75, by: 0.5) where x + y < 4 {
                let inPiece = result.pieces.contains { $0.contains([x, y]) }
                #expect(inPiece == (x >= 2), "at (\(x), \(y))")
            }
        }
    }
}
