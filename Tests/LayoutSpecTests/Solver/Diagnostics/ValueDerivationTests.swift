import Testing

@testable import LayoutSpec

/// The constraints a solved value comes from, worked out by hand on a row
/// `a.left == 16` (line 1), `a.width == 40` (line 2), `b.left == a.right + 8` (line 3),
/// `b.right == container.width - 16` (line 4), `b.width <= 100 @250` (line 5), and a condition.
@Suite struct ValueDerivationTests {
    typealias F = SolverFixture

    static let row = [
        F.c(F.x("a"), .equal, F.k(16), line: 1),
        F.c(F.w("a"), .equal, F.k(40), line: 2),
        F.c(F.x("b"), .equal, F.x("a") + F.w("a") + F.k(8), line: 3),
        F.c(F.x("b") + F.w("b"), .equal, F.cw + F.k(-16), line: 4),
        F.c(F.w("b"), .lessThanOrEqual, F.k(100), 250, line: 5),
        F.c(F.w("b"), .equal, F.k(30), line: 6, when: .name("compact"))
    ]

    /// b.width = W − 16 − (16 + 40 + 8) = W − 80 is lines 1 to 4 combined; 100 is line 5 alone.
    @Test func piecesAreCombinationsOfTheirConstraints() throws {
        let derivation = ValueDerivation(constraints: Self.row, assignment: ["compact": false])
        let narrow = try #require(
            derivation.sources(of: F.w("b"), equal: F.cw + F.k(-80)))
        #expect(narrow.map(\.origin.location.line) == [1, 2, 3, 4])
        let wide = try #require(derivation.sources(of: F.w("b"), equal: F.k(100)))
        #expect(wide.map(\.origin.location.line) == [5])
        // b.left = 64 is lines 1 to 3; nothing gives W − 70.
        #expect(derivation.sources(of: F.x("b"), equal: F.k(64))?.map(\.origin.location.line) == [1, 2, 3])
        #expect(derivation.sources(of: F.w("b"), equal: F.cw + F.k(-70)) == nil)
    }

    /// Under `compact` line 6 holds too: 30 is its value; without it, 30 comes from nothing.
    @Test func conditionsChooseTheConstraints() {
        let compact = ValueDerivation(constraints: Self.row, assignment: ["compact": true])
        #expect(compact.sources(of: F.w("b"), equal: F.k(30))?.map(\.origin.location.line) == [6])
        let regular = ValueDerivation(constraints: Self.row, assignment: ["compact": false])
        #expect(regular.sources(of: F.w("b"), equal: F.k(30)) == nil)
    }

    /// A hugging and a compression resistance both read `b.width == b.intrinsicWidth` where that is
    /// the value: both are named; a required equation saying the same (line 9) comes first in the
    /// basis and is named with them.
    @Test func constraintsThatSayTheSameAreNamedTogether() {
        let intrinsic = F.p(.intrinsicWidth("b"))
        let constraints = [
            F.c(F.w("b"), .lessThanOrEqual, intrinsic, 250, line: 7),
            F.c(F.w("b"), .greaterThanOrEqual, intrinsic, 750, line: 8)
        ]
        let derivation = ValueDerivation(constraints: constraints, assignment: [:])
        #expect(derivation.sources(of: F.w("b"), equal: intrinsic)?.map(\.origin.location.line) == [7, 8])
        let doubled = ValueDerivation(
            constraints: constraints + [F.c(intrinsic, .equal, F.w("b"), line: 9)], assignment: [:])
        #expect(doubled.sources(of: F.w("b"), equal: intrinsic)?.map(\.origin.location.line) == [7, 8, 9])
    }
}
