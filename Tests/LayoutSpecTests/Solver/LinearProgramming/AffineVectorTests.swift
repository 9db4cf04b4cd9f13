import Testing

@testable import LayoutSpec

/// The sparse affine vector against the dense arithmetic it replaces: the same values, and one
/// representation per function (so equal functions are equal and hash alike).
@Suite struct AffineVectorTests {
    /// `2 + 3·θ0 − θ2` over four parameters.
    static let g = AffineVector(entries: [2, 3, 0, -1, 0])

    @Test func keepsOnlyTheCoefficientsThatAreNotZero() {
        #expect(Self.g.parameterCount == 4)
        #expect(Self.g.constant == 2)
        #expect(Array(Self.g.terms.map(\.0)) == [0, 2])
        #expect(Self.g.coefficient(0) == 3 && Self.g.coefficient(1) == 0 && Self.g.coefficient(2) == -1)
        #expect(Self.g.entries == [2, 3, 0, -1, 0])
        // At (1, 5, 2, 7): 2 + 3·1 − 2 = 3.
        #expect(Self.g.value(at: [1, 5, 2, 7]) == 3)
    }

    @Test func addsAndScalesAsTheDenseEntriesWould() {
        var sum = Self.g
        // (2 + 3θ0 − θ2) + 2·(1 − 1.5θ0 + 4θ3) = 4 + 0·θ0 − θ2 + 8θ3: θ0's coefficient cancels.
        sum.add(AffineVector(entries: [1, -1.5, 0, 0, 4]), times: 2)
        #expect(sum.entries == [4, 0, 0, -1, 8])
        #expect(Array(sum.terms.map(\.0)) == [2, 3])
        #expect(sum == AffineVector(entries: [4, 0, 0, -1, 8]))
        #expect(sum.hashValue == AffineVector(entries: [4, 0, 0, -1, 8]).hashValue)
        var scaled = sum
        scaled.scale(by: -0.5)
        #expect(scaled.entries == [-2, 0, 0, 0.5, -4])
        scaled.scale(by: 0)
        #expect(scaled == AffineVector(parameterCount: 4))
        #expect(scaled.hasNoTerms)
    }

    @Test func setsOneCoefficientInOrder() {
        var vector = Self.g
        vector.setCoefficient(1, 7)
        vector.setCoefficient(0, 0)
        vector.setCoefficient(3, -2)
        #expect(vector.entries == [2, 0, 7, -1, -2])
        #expect(Array(vector.terms.map(\.0)) == [1, 2, 3])
    }

    @Test func pairsTheEntriesOfTwoFunctions() {
        // Entry by entry, 0 where a function has no coefficient: |Δ| ≤ 1e-9 everywhere but θ3.
        let other = AffineVector(entries: [2, 3 + 1e-12, 0, -1, 1])
        #expect(!Self.g.allEntries(pairedWith: other) { abs($0 - $1) <= 1e-9 })
        var pairs: [[Double]] = []
        _ = Self.g.allEntries(pairedWith: other) {
            pairs.append([$0, $1]); return true
        }
        #expect(pairs == [[2, 2], [3, 3 + 1e-12], [-1, -1], [0, 1]])
        #expect(RegionExplorer.nearlyEqual(Self.g, AffineVector(entries: [2, 3 + 1e-12, 0, -1, 0])))
    }
}
