/// The work one `LayoutSolver.solve` call may spend on the stages that can blow up — region
/// exploration, corner checks, conflict deletion filters, closed-form search — counted in
/// estimated tableau-entry updates (about a nanosecond each), so that a hopeless component ends
/// in a located error within seconds instead of a hang, deterministically (the count does not
/// depend on the machine).
final class WorkBudget {
    /// Units left.
    private(set) var remaining: Int

    /// A budget of `units`.
    init(units: Int) {
        remaining = units
    }

    /// Whether a group has already been told the budget ran out (later groups that need the LP
    /// are then skipped silently: the spec fails anyway, and one error says why).
    var hasReportedExhaustion = false

    /// Whether the budget is spent.
    var isExhausted: Bool { remaining <= 0 }

    /// Draws `units`; returns `false` (and stays exhausted) when they were not available.
    func draw(_ units: Int) -> Bool {
        guard remaining > 0 else { return false }
        remaining = units >= remaining ? 0 : remaining - units
        return remaining > 0
    }
}
