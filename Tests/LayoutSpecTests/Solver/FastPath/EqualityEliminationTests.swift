import Testing

@testable import LayoutSpec

/// Sparse elimination of required equalities, on rows built by hand (no parameters).
@Suite struct EqualityEliminationTests {
    /// `Σ coefficients·x + constant`.
    static func row(_ coefficients: [Int: Double], _ constant: Double) -> SparseAffineRow {
        SparseAffineRow(coefficients: coefficients, affine: AffineVector(entries: [constant]))
    }

    @Test func aChainIsExpressedByItsFirstUnknown() {
        // x1 = x0 + 8, then x2 = x1 + 10; x0 and x2 are mentioned three times, x1 twice.
        var elimination = EqualityElimination(mentionCounts: [3, 2, 3])
        // x1 − x0 − 8: the pivot is x1 (fewest mentions): x1 = x0 + 8.
        #expect(elimination.eliminate(Self.row([1: 1, 0: -1], -8), index: 0) == .eliminated)
        // x2 − x1 − 10 reduces to x2 − x0 − 18; x0 and x2 tie on mentions, the later (x2) is the pivot.
        #expect(elimination.eliminate(Self.row([2: 1, 1: -1], -10), index: 1) == .eliminated)
        #expect(elimination.substitution(of: 1)?.coefficients == [0: 1])
        #expect(elimination.substitution(of: 1)?.affine.constant == 8)
        #expect(elimination.substitution(of: 2)?.coefficients == [0: 1])
        #expect(elimination.substitution(of: 2)?.affine.constant == 18)
        #expect(
            elimination.eliminatedBy(1) == 0 && elimination.eliminatedBy(2) == 1 && elimination.eliminatedBy(0) == nil)
        #expect(!elimination.isEliminated(0))
        // x2 − x0 = 18 follows; x2 − x0 = 20 contradicts (18 − 20 = −2 ≠ 0).
        #expect(elimination.eliminate(Self.row([2: 1, 0: -1], -18), index: 2) == .redundant)
        #expect(elimination.eliminate(Self.row([2: 1, 0: -1], -20), index: 3) == .inconsistent)
    }

    @Test func anEarlierSubstitutionIsRewrittenWhenItsUnknownIsEliminated() {
        // x0 = 2·x1 (pivot x0, mentioned once), then x1 = 5: x0's substitution becomes 10.
        var elimination = EqualityElimination(mentionCounts: [1, 2])
        #expect(elimination.eliminate(Self.row([0: 1, 1: -2], 0), index: 0) == .eliminated)
        #expect(elimination.eliminate(Self.row([1: 1], -5), index: 1) == .eliminated)
        #expect(elimination.substitution(of: 0)?.coefficients == [:])
        #expect(elimination.substitution(of: 0)?.affine.constant == 10)
        #expect(elimination.reduced(Self.row([0: 1, 1: 1], 0)).affine.constant == 15)
    }
}
