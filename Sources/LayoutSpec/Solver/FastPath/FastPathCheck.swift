/// Checks the structural fast path's closed forms before they are used, the way the solver checks
/// its own closed forms: at deterministic probe points of the domain (the centre, the corners when
/// there are few, and pseudo-random points) every required constraint must hold, and — when the
/// problem is small enough for it to be cheap — the parametric LP solved at each probe must give
/// a unique optimum with the same values. A failed check sends the case to the LP.
struct FastPathCheck: Sendable {
    /// The component case.
    let problem: ParametricLayoutProblem
    /// The domain's lower corner.
    let lower: [Double]
    /// The domain's upper corner.
    let upper: [Double]

    /// Above this many constraints the LP comparison is skipped (the constraints are still checked).
    static let lpComparisonLimit = 160

    /// Whether the closed forms (one per unknown) pass, drawing the LP solves from `budget`.
    func accepts(_ values: [PiecewiseValue], budget: WorkBudget) -> Bool {
        let variableIndex = Dictionary(problem.variables.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let parameterIndex = Dictionary(
            problem.parameters.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let compareWithLP = problem.constraints.count <= Self.lpComparisonLimit
        let (distinct, slots) = PiecewiseValue.distinctTrees(values)
        for (probe, isInterior) in probes() {
            let distinctValues = distinct.map { $0.value(at: probe) }
            let solved = slots.map { distinctValues[$0] }
            for constraint in problem.constraints where constraint.isRequired {
                var residual = constraint.expression.constant
                var scale = max(1, abs(residual))
                for (variable, c) in constraint.expression.variables {
                    guard let v = variableIndex[variable] else { return false }
                    residual += c * solved[v]
                    scale = max(scale, abs(c * solved[v]))
                }
                for (parameter, c) in constraint.expression.parameters {
                    guard let k = parameterIndex[parameter] else { return false }
                    residual += c * probe[k]
                    scale = max(scale, abs(c * probe[k]))
                }
                let slack = 1e-7 * scale
                switch constraint.relation {
                case .equal: if abs(residual) > slack { return false }
                case .lessThanOrEqual: if residual > slack { return false }
                case .greaterThanOrEqual: if residual < -slack { return false }
                }
            }
            // At corners the optimum may be degenerate (a tie on a set of measure zero); the LP
            // explores interior points too.
            guard compareWithLP, isInterior else { continue }
            // Once the budget is spent (by another group), the constraint checks above remain.
            guard budget.draw(problem.solveCost) else { continue }
            guard case .solved(let region) = problem.solve(at: probe) else { return false }
            for (value, expected) in zip(solved, region.values.map { $0.value(at: probe) })
            where abs(value - expected) > 1e-6 * max(1, abs(expected)) {
                return false
            }
        }
        return true
    }

    /// The centre, the corners (up to 16; not interior), and 8 points from a fixed pseudo-random
    /// sequence (3 for problems too large for the LP comparison).
    private func probes() -> [(point: [Double], isInterior: Bool)] {
        var points = [(zip(lower, upper).map { ($0 + $1) / 2 }, true)]
        // Without varying parameters every probe is the same point.
        guard zip(lower, upper).contains(where: { $0 < $1 }) else { return points }
        points += RegionExplorer.corners(lower: lower, upper: upper, limit: 16).map { ($0, false) }
        var sequence = ProbeSequence(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<(problem.constraints.count <= Self.lpComparisonLimit ? 8 : 3) {
            points.append((sequence.point(lower: lower, upper: upper), true))
        }
        return points
    }
}
