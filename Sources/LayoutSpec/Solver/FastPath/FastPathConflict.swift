/// A conflict the structural fast path proved: after the required equalities are eliminated, a
/// required inequality has no unknown left and reads `g(θ) ≥ 0`, which fails somewhere in the
/// domain. Reported directly for groups too large for the LP's deletion filter, as the same
/// `SolverConflict` that `ConflictFinder` finds.
struct FastPathConflict: Sendable {
    /// The constraints involved (indices into the problem's constraints, increasing): the
    /// inequality and every equality its elimination went through.
    var constraintIndices: [Int]
    /// `g`, with the constraints satisfiable exactly where `g(θ) ≥ 0`.
    var feasibleOnlyIf: AffineVector

    /// The conflict over the domain `lower...upper`.
    func conflict(problem: ParametricLayoutProblem, lower: [Double], upper: [Double]) -> SolverConflict {
        let origins = ConstraintOrigin.distinct(constraintIndices.flatMap { problem.constraints[$0].allOrigins })
        // A conflict through a long chain involves every link: the error names the first ones.
        let listed = origins.count > Self.shownNotes ? Self.shownNotes : nil
        let used = feasibleOnlyIf.terms.filter { abs($0.1) > 1e-12 }.map(\.0).sorted()
        if used.isEmpty {
            return SolverConflict(origins: origins, extent: .everywhere, listed: listed)
        }
        if used.count == 1, let k = used.first {
            // g = c0 + c·θ ≥ 0 holds on one side of θ = −c0 / c.
            let name = problem.parameters[k]
            let slope = feasibleOnlyIf.coefficient(k)
            var others = feasibleOnlyIf
            others.setCoefficient(k, 0)
            let threshold = -others.value(at: lower) / slope
            if slope > 0 {
                let example = Self.example(between: lower[k], and: min(threshold, upper[k]))
                return SolverConflict(
                    origins: origins, extent: .below(name, threshold: threshold, example: example), listed: listed)
            }
            let example = Self.example(between: max(threshold, lower[k]), and: upper[k])
            return SolverConflict(
                origins: origins, extent: .above(name, threshold: threshold, example: example), listed: listed)
        }
        // The corner of the box where g is smallest.
        let point = used.map { feasibleOnlyIf.coefficient($0) > 0 ? lower[$0] : upper[$0] }
        return SolverConflict(
            origins: origins, extent: .at(used.map { problem.parameters[$0] }, point), listed: listed)
    }

    /// At most this many constraints are listed as notes.
    static let shownNotes = 24

    /// A round number strictly inside `(low, high)` when there is one, else the midpoint.
    private static func example(between low: Double, and high: Double) -> Double {
        let middle = ((low + high) / 2).rounded()
        return middle > low && middle < high ? middle : (low + high) / 2
    }
}
