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
    /// The priority level holding the most optional constraints of the group, when it holds
    /// several (distinct priorities there would help).
    package var crowdedLevel: CrowdedLevel?

    /// A priority level and how many optional constraints of the group it holds.
    package struct CrowdedLevel: Hashable, Sendable {
        /// The priority, 1…999.
        package var level: Int
        /// How many optional constraints are at it.
        package var count: Int

        /// Creates a crowded level.
        package init(level: Int, count: Int) {
            self.level = level
            self.count = count
        }
    }

    /// Creates the payload.
    package init(limit: Limit, constraints: [DiagnosticConstraint], crowdedLevel: CrowdedLevel?) {
        self.limit = limit
        self.constraints = constraints
        self.crowdedLevel = crowdedLevel
    }
}
