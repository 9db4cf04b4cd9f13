/// The payload of a group of constraints the solver gave up on: it needs more work than
/// `SolverOptions.workBudget`, or more different solutions (regions) than allowed.
package struct WorkBudgetDiagnostic: Hashable, Sendable {
    /// Which limit was reached.
    package enum Limit: Hashable, Sendable {
        /// The work budget.
        case work
        /// The number of regions.
        case regions(Int)
    }

    /// Which limit was reached.
    package var limit: Limit
    /// The constraints of the group, in order.
    package var constraints: [DiagnosticConstraint]
    /// The priority level holding the most optional constraints of the group, with their count,
    /// when it holds several (distinct priorities there would help).
    package var crowdedLevel: (level: Int, count: Int)? {
        get { crowded.map { ($0[0], $0[1]) } }
        set { crowded = newValue.map { [$0.level, $0.count] } }
    }
    private var crowded: [Int]?

    /// Creates the payload.
    package init(limit: Limit, constraints: [DiagnosticConstraint], crowdedLevel: (level: Int, count: Int)?) {
        self.limit = limit
        self.constraints = constraints
        self.crowded = crowdedLevel.map { [$0.level, $0.count] }
    }
}
