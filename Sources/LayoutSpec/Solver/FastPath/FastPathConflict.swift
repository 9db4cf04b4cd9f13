/// A conflict the structural fast path proved: after the required equalities are eliminated, a
/// required inequality has no unknown left and reads `g(θ) ≥ 0`, which fails somewhere in the
/// domain. Reported directly for groups too large for the LP's deletion filter, in the wording of
/// `ConflictFinder`.
struct FastPathConflict: Sendable {
    /// The constraints involved (indices into the problem's constraints, increasing): the
    /// inequality and every equality its elimination went through.
    var constraintIndices: [Int]
    /// `g`, with the constraints satisfiable exactly where `g(θ) ≥ 0`.
    var feasibleOnlyIf: AffineVector

    /// The diagnostic over the domain `lower...upper`.
    func diagnostic(problem: ParametricLayoutProblem, lower: [Double], upper: [Double]) -> Diagnostic {
        var diagnostic = unabridged(problem: problem, lower: lower, upper: upper)
        if diagnostic.notes.count > Self.shownNotes, let next = diagnostic.notes.dropFirst(Self.shownNotes).first {
            // A conflict through a long chain involves every link: name the first ones.
            let more = diagnostic.notes.count - Self.shownNotes
            diagnostic.notes =
                Array(diagnostic.notes.prefix(Self.shownNotes))
                + [.note(at: next.location, "and \(more) more conflicting constraints of this group")]
        }
        return diagnostic
    }

    /// At most this many constraints are listed as notes.
    static let shownNotes = 24

    private func unabridged(problem: ParametricLayoutProblem, lower: [Double], upper: [Double]) -> Diagnostic {
        let constraints = constraintIndices.map { problem.constraints[$0] }
        let used = feasibleOnlyIf.terms.filter { abs($0.1) > 1e-12 }.map(\.0)
        if used.isEmpty {
            return SolverDiagnostics.conflict(constraints, condition: "")
        }
        if used.count == 1, let k = used.first {
            // g = c0 + c·θ ≥ 0 holds on one side of θ = −c0 / c.
            let name = problem.parameters[k]
            let slope = feasibleOnlyIf.coefficient(k)
            var others = feasibleOnlyIf
            others.setCoefficient(k, 0)
            let threshold = -others.value(at: lower) / slope
            let condition: String
            if slope > 0 {
                let example = Self.example(between: lower[k], and: min(threshold, upper[k]))
                condition =
                    "when \(name) < \(SolverDiagnostics.format(threshold)) "
                    + "(for example \(name) = \(SolverDiagnostics.format(example)))"
            } else {
                let example = Self.example(between: max(threshold, lower[k]), and: upper[k])
                condition =
                    "when \(name) > \(SolverDiagnostics.format(threshold)) "
                    + "(for example \(name) = \(SolverDiagnostics.format(example)))"
            }
            return SolverDiagnostics.conflict(constraints, condition: condition)
        }
        // The corner of the box where g is smallest.
        let point = used.map { feasibleOnlyIf.coefficient($0) > 0 ? lower[$0] : upper[$0] }
        return SolverDiagnostics.conflict(
            constraints, condition: "when " + SolverDiagnostics.witness(used.map { problem.parameters[$0] }, point))
    }

    /// A round number strictly inside `(low, high)` when there is one, else the midpoint.
    private static func example(between low: Double, and high: Double) -> Double {
        let middle = ((low + high) / 2).rounded()
        return middle > low && middle < high ? middle : (low + high) / 2
    }
}
