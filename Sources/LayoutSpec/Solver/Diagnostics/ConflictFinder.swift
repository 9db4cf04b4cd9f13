/// Explains infeasibility at a witness point: a deletion filter finds an irreducible set of
/// conflicting required constraints, and, when that set involves one parameter, the interval of
/// that parameter over which it conflicts.
struct ConflictFinder: Sendable {
    /// The component case's problem.
    let problem: ParametricLayoutProblem
    /// The domain box's lower corner.
    let lower: [Double]
    /// The domain box's upper corner.
    let upper: [Double]

    /// The conflict at `probe`, or `nil` when the deletion filter would need more than what is
    /// left of `budget`.
    func diagnose(at probe: [Double], budget: WorkBudget) -> SolverConflict? {
        var subset = problem.constraints.indices.filter { problem.constraints[$0].isRequired }
        var k = 0
        while k < subset.count {
            guard budget.draw(problem.solveCost) else { return nil }
            var without = subset
            without.remove(at: k)
            if !problem.isFeasible(without, at: probe) {
                subset = without
            } else {
                k += 1
            }
        }
        let conflicting = subset.map { problem.constraints[$0] }
        let origins = ConstraintOrigin.distinct(conflicting.flatMap(\.allOrigins))
        let involved = Set(conflicting.flatMap { $0.expression.parameters.keys })
        let used = problem.parameters.indices.filter { involved.contains(problem.parameters[$0]) }
        let witness = niceWitness(subset, near: probe)

        if used.isEmpty {
            return SolverConflict(origins: origins, extent: .everywhere)
        }
        if used.count == 1, let k = used.first {
            let name = problem.parameters[k]
            let value = witness[k]
            guard
                let feasible = problem.feasibleInterval(
                    subset, parameterIndex: k, at: witness,
                    lower: lower[k], upper: upper[k])
            else {
                // A stack's content conflicting at every value it can take conflicts whatever is shown.
                guard name.runtimeInput != nil else { return SolverConflict(origins: origins, extent: .everywhere) }
                return SolverConflict(origins: origins, extent: .everyValue(name, example: value))
            }
            if value < feasible.lowerBound {
                let example = example(in: lower[k], feasible.lowerBound, belowFeasible: true, fallback: value)
                return SolverConflict(
                    origins: origins, extent: .below(name, threshold: feasible.lowerBound, example: example))
            }
            let example = example(in: feasible.upperBound, upper[k], belowFeasible: false, fallback: value)
            return SolverConflict(
                origins: origins, extent: .above(name, threshold: feasible.upperBound, example: example))
        }
        let near = TypicalWitnessSearch(problem: problem, lower: lower, upper: upper)
            .nearest(to: witness) { !problem.isFeasible(subset, at: $0) }
        return SolverConflict(
            origins: origins, extent: .at(used.map { problem.parameters[$0] }, used.map { near[$0] }))
    }

    /// The whole number in the infeasible interval between `low` and `high` nearest its feasible
    /// end (open there: the upper end when `belowFeasible`, else the lower end) — the conflicting
    /// input closest to the inputs that work, as the other witnesses are — else `fallback`.
    private func example(in low: Double, _ high: Double, belowFeasible: Bool, fallback: Double) -> Double {
        // A whole number within rounding error of the threshold is on it, where the constraints hold.
        let slack = 1e-6 * max(1, abs(belowFeasible ? high : low))
        let nearest = belowFeasible ? (high - slack).rounded(.up) - 1 : (low + slack).rounded(.down) + 1
        let inside = belowFeasible ? (nearest >= low && nearest < high) : (nearest > low && nearest <= high)
        return inside ? nearest : fallback
    }

    /// The probe rounded to whole numbers when the constraints still conflict there.
    private func niceWitness(_ subset: [Int], near probe: [Double]) -> [Double] {
        let rounded = probe.enumerated().map { k, value in min(max(value.rounded(), lower[k]), upper[k]) }
        return problem.isFeasible(subset, at: rounded) ? probe : rounded
    }
}
