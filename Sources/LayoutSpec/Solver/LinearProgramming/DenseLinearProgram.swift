/// A small linear program `minimise cost·x` over `≤` and `=` rows, solved with the same tableau
/// and simplex as the layout problem (no parameters). Used for polytope geometry: Chebyshev
/// centres, redundancy, closed-form proofs and conflict intervals.
struct DenseLinearProgram: Sendable {
    /// The result of a solve.
    enum Result: Sendable {
        /// No point satisfies the rows.
        case infeasible
        /// The objective has no lower bound.
        case unbounded
        /// The optimum and an optimal point.
        case optimal(value: Double, point: [Double])
    }

    /// The number of variables.
    let variableCount: Int
    /// The variables that must be `≥ 0` (all others are free).
    var nonnegativeVariables: Set<Int> = []
    /// Rows `coefficients·x ≤ bound`.
    var inequalities: [(coefficients: [Double], bound: Double)] = []
    /// Rows `coefficients·x = bound`.
    var equalities: [(coefficients: [Double], bound: Double)] = []
    /// Pivot tolerance.
    var tolerance: Double = 1e-9

    /// A program over `variableCount` free variables with no rows.
    init(variableCount: Int) {
        self.variableCount = variableCount
    }

    /// Solves `minimise cost·x`.
    func minimize(_ cost: [Double]) -> Result {
        var kinds: [Tableau.ColumnKind] = (0..<variableCount).map {
            nonnegativeVariables.contains($0) ? .nonnegative : .free
        }
        kinds += Array(repeating: .nonnegative, count: inequalities.count)
        var tableau = Tableau(columnKinds: kinds, parameterCount: 0)
        for (i, row) in inequalities.enumerated() {
            var coefficients = row.coefficients + Array(repeating: 0.0, count: inequalities.count)
            coefficients[variableCount + i] = 1
            tableau.addRow(coefficients, rhs: AffineVector(entries: [row.bound]))
        }
        for row in equalities {
            let coefficients = row.coefficients + Array(repeating: 0.0, count: inequalities.count)
            tableau.addRow(coefficients, rhs: AffineVector(entries: [row.bound]))
        }
        var costs = cost + Array(repeating: 0.0, count: inequalities.count)
        costs = Array(costs.prefix(tableau.columnCount))
        tableau.addObjective(costs: costs)
        _ = tableau.pivotFreeColumnsIn(tolerance: tolerance)
        tableau.beginPhaseOne(at: [])
        guard tableau.optimize(at: [], tolerance: tolerance) == .optimal else { return .infeasible }
        if tableau.phaseOneInfeasibility(at: []) > 1e-7 { return .infeasible }
        tableau.endPhaseOne(tolerance: tolerance)
        switch tableau.optimize(at: [], tolerance: tolerance) {
        case .optimal: break
        case .unbounded: return .unbounded
        case .iterationLimit: return .infeasible
        }
        var point = Array(repeating: 0.0, count: variableCount)
        for (r, basic) in tableau.basis.enumerated() {
            if let basic, basic < variableCount { point[basic] = tableau.rightHandSides[r].constant }
        }
        let value = -tableau.objectiveRightHandSides[0].constant
        return .optimal(value: value, point: point)
    }
}
