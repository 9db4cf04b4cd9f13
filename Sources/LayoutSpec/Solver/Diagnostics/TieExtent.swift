/// Where a tie between optional constraints of one priority exists, in words: the tie happens
/// where the tied constraints cannot all hold (texts that do not fit, so some compression
/// resistance must give), which is an interval of one input when the others are held at the
/// witness — found exactly by the solver's feasibility LPs with the tied constraints made required.
enum TieExtent {
    /// The threshold (`find.intrinsicWidth > 119`), or `nil` when the tie is not one of constraints
    /// that cannot all hold, or holds for the whole range.
    static func threshold(
        problem: ParametricLayoutProblem, tiedIndices: [Int], at point: [Double], typical: [Double],
        lower: [Double], upper: [Double]
    ) -> TieDiagnostic.Threshold? {
        guard !tiedIndices.isEmpty, !point.isEmpty else { return nil }
        // The tied constraints the simplex names may all hold while their level as a whole cannot
        // (three hugging wishes sharing the slack of a row, two of them named): then the level's
        // constraints of the same kind — priority and relation — are the ones that cannot all hold.
        let tiedKinds = Set(
            tiedIndices.filter { $0 < problem.constraints.count }.map {
                "\(problem.constraints[$0].priority) \(problem.constraints[$0].relation)"
            })
        let level = problem.constraints.indices.filter {
            !problem.constraints[$0].isRequired
                && tiedKinds.contains("\(problem.constraints[$0].priority) \(problem.constraints[$0].relation)")
        }
        guard
            let (tight, required) = [tiedIndices, level].lazy.compactMap({ made -> (ParametricLayoutProblem, [Int])? in
                var constraints = problem.constraints
                for index in made where index < constraints.count {
                    constraints[index].priority = LinearConstraint.required
                }
                let tight = ParametricLayoutProblem(
                    variables: problem.variables, parameters: problem.parameters,
                    constraints: constraints, tolerance: problem.tolerance)
                let required = constraints.indices.filter { constraints[$0].isRequired }
                return tight.isFeasible(required, at: point) ? nil : (tight, required)
            }).first
        else { return nil }
        let moved = point.indices.filter { abs(point[$0] - typical[$0]) > 1e-9 }
        guard
            let k = moved.count == 1 ? moved.first : problem.parameters.firstIndex(of: .containerWidth) ?? moved.first,
            let feasible = tight.feasibleInterval(
                required, parameterIndex: k, at: point, lower: lower[k], upper: upper[k])
        else { return nil }
        let name = problem.parameters[k]
        if point[k] > feasible.upperBound {
            return TieDiagnostic.Threshold(name: "\(name)", isAbove: true, value: feasible.upperBound)
        }
        if point[k] < feasible.lowerBound {
            return TieDiagnostic.Threshold(name: "\(name)", isAbove: false, value: feasible.lowerBound)
        }
        return nil
    }
}
