import Testing

@testable import LayoutSpec

private typealias F = SolverFixture

/// The secondary order of a priority level (`LinearConstraint.tieBreakRank`): once the level's
/// total error is optimal, ranked constraints' errors are minimised rank by rank. Every case is
/// solved through the structural fast path and through the parametric LP alone: a tie broken by
/// order gives the same frames both ways.
@Suite struct SecondaryOrderTests {
    /// `a` and `b` in a row `|[a]-8-[b]|`, hugging and compression resistance at the given
    /// priorities, each view's pair ranked `a` first (0) and `b` second (1) when `ranked`.
    private func row(hugging: (Int, Int), compression: (Int, Int), ranked: Bool) -> ConstraintSystem {
        let iwA = F.p(.intrinsicWidth("a")), iwB = F.p(.intrinsicWidth("b"))
        var constraints = [
            F.c(F.x("a"), .equal, F.k(0), line: 1),
            F.c(F.x("b"), .equal, F.x("a") + F.w("a") + F.k(8), line: 2),
            F.c(F.x("b") + F.w("b"), .equal, F.cw, line: 3),
            F.c(F.w("a"), .lessThanOrEqual, iwA, hugging.0, line: 4, text: "a hugging"),
            F.c(F.w("a"), .greaterThanOrEqual, iwA, compression.0, line: 5, text: "a compression"),
            F.c(F.w("b"), .lessThanOrEqual, iwB, hugging.1, line: 6, text: "b hugging"),
            F.c(F.w("b"), .greaterThanOrEqual, iwB, compression.1, line: 7, text: "b compression")
        ]
        if ranked {
            for index in 3...6 { constraints[index].tieBreakRank = index < 5 ? 0 : 1 }
        }
        return F.system(
            F.horizontal("a", "b"), constraints,
            domains: [
                ParameterDomain(.containerWidth, 0, 1000), ParameterDomain(.intrinsicWidth("a"), 0, 300),
                ParameterDomain(.intrinsicWidth("b"), 0, 300)
            ])
    }

    private func widths(
        _ system: ConstraintSystem, fastPath: Bool, cw: Double, a: Double, b: Double
    ) throws -> [Double?] {
        let solution = try LayoutSolver(options: SolverOptions(usesFastPath: fastPath)).solve(system)
        let values = solution.evaluate(
            parameters: [.containerWidth: cw, .intrinsicWidth("a"): a, .intrinsicWidth("b"): b],
            conditions: [:])
        return [values[Variable("a", .width)], values[Variable("b", .width)]]
    }

    @Test func equalPrioritiesTieWithoutAnOrder() {
        #expect(
            F.errors(row(hugging: (250, 250), compression: (750, 750), ranked: false))
                .contains { $0.message.contains("is not determined") })
    }

    @Test func theEarlierRankKeepsItsSizeThroughBothPaths() throws {
        let system = row(hugging: (250, 250), compression: (750, 750), ranked: true)
        for fastPath in [true, false] {
            // Too narrow: 100 − 8 = 92 for texts 60 + 60; the level's total error is 28 however it
            // is shared, then rank 0 (a) keeps its 60 and b gets 92 − 60 = 32.
            #expect(try widths(system, fastPath: fastPath, cw: 100, a: 60, b: 60) == [60, 32])
            // Too wide: 300 − 8 = 292 for 60 + 60; a keeps its 60 again, b stretches to 232.
            #expect(try widths(system, fastPath: fastPath, cw: 300, a: 60, b: 60) == [60, 232])
            // Exactly enough: 60 + 8 + 60 = 128, no error at all.
            #expect(try widths(system, fastPath: fastPath, cw: 128, a: 60, b: 60) == [60, 60])
        }
    }

    @Test func adjacentPrioritiesNeedNoFreeNumbers() throws {
        // Interface Builder's label next to a text field: hugging 251 and 250 (no number between
        // them), compression 750 both. Only the compression tie needs the order.
        let system = row(hugging: (251, 250), compression: (750, 750), ranked: true)
        for fastPath in [true, false] {
            // Wide: the field (hugging 250) stretches: 300 − 8 − 60 = 232.
            #expect(try widths(system, fastPath: fastPath, cw: 300, a: 60, b: 60) == [60, 232])
            // Narrow: a (rank 0) keeps 60, b gets 100 − 8 − 60 = 32.
            #expect(try widths(system, fastPath: fastPath, cw: 100, a: 60, b: 60) == [60, 32])
            // Narrower than a alone: 50 − 8 = 42; nothing keeps b ≥ 0, so a still keeps 60 and
            // b gets 42 − 60 = −18 (the total error, 78, is the same for every split).
            #expect(try widths(system, fastPath: fastPath, cw: 50, a: 60, b: 60) == [60, -18])
        }
    }

    @Test func theLevelsTotalComesBeforeTheOrder() throws {
        // Three wishes at @500 for one width: 0 (ranked first) and 10 twice (unranked). The level's
        // total |w| + 2·|w − 10| is least at w = 10 (total 10; at w = 0 it is 20), so the order
        // only chooses among the level's optima — renumbering the first wish above the others
        // would give 0.
        var constraints = [
            F.c(F.x("a"), .equal, F.k(0), line: 1),
            F.c(F.w("a"), .equal, F.k(0), 500, line: 2),
            F.c(F.w("a"), .equal, F.k(10), 500, line: 3),
            F.c(F.w("a"), .equal, F.k(10), 500, line: 4)
        ]
        constraints[1].tieBreakRank = 0
        let system = F.system(F.horizontal("a"), constraints)
        for fastPath in [true, false] {
            let solution = try LayoutSolver(options: SolverOptions(usesFastPath: fastPath)).solve(system)
            #expect(solution.evaluate(parameters: [.containerWidth: 100], conditions: [:])[Variable("a", .width)] == 10)
        }
    }

    @Test func levelsAreOrderedPriorityFirstThenTotalThenRanks() {
        let levels = ObjectiveLevel.levels(
            of: [
                F.c(F.w("a"), .equal, F.k(1), 250, line: 1), F.c(F.w("a"), .equal, F.k(1), 750, line: 2),
                F.c(F.w("a"), .equal, F.k(1), 1000, line: 3)
            ].enumerated().map { index, constraint in
                var ranked = constraint
                ranked.tieBreakRank = index == 0 ? 2 : index
                return ranked
            } + [F.c(F.w("a"), .equal, F.k(1), 250, line: 4)])
        #expect(
            levels == [
                ObjectiveLevel(priority: 750), ObjectiveLevel(priority: 750, rank: 1),
                ObjectiveLevel(priority: 250), ObjectiveLevel(priority: 250, rank: 2)
            ])
    }
}
