/// The work one `LayoutSolver.solve` call may spend on the stages that can blow up — region
/// exploration, corner checks, conflict deletion filters, closed-form search — counted in
/// estimated tableau-entry updates, so that a hopeless component ends in a located error within
/// seconds instead of a hang, deterministically (the count does not depend on the machine).
///
/// Each group of linked constraints (component) has its own allowance, so a heavy group never
/// starves the small ones after it; all groups together may spend `groupsInTotal` allowances,
/// after which the remaining groups that need the LP are skipped.
final class WorkBudget {
    /// How many groups' allowances one solve may spend in all.
    static let groupsInTotal = 3

    /// One group's allowance.
    let allowance: Int
    /// Units the current group has left.
    private(set) var remaining: Int
    /// Units all groups together have left.
    private var total: Int

    /// A budget of `units` per group (`groupsInTotal` times that in all).
    init(units: Int) {
        allowance = units
        remaining = units
        searchReserve = units
        total =
            units.multipliedReportingOverflow(by: Self.groupsInTotal).overflow ? Int.max : units * Self.groupsInTotal
    }

    /// Whether a group has already been told the budget ran out (later groups that need the LP
    /// are then skipped silently once the total is spent: the spec fails anyway, and one error
    /// says why).
    var hasReportedExhaustion = false

    /// Whether the current group's allowance (or the total) is spent.
    var isExhausted: Bool { remaining <= 0 }

    /// Starts the next group: its allowance, or what is left of the total when that is less.
    func startGroup() {
        remaining = min(allowance, total)
        hasSearchedForErrors = false
    }

    /// Units `ErrorLineSearch` may still spend in this solve: one group's allowance in all.
    private var searchReserve: Int
    /// Whether the current group has had its line search.
    private var hasSearchedForErrors = false

    /// The budget of the current group's one last search for an error (`ErrorLineSearch`, and
    /// the wording of what it finds): half an allowance, drawn from a reserve of one allowance
    /// per solve, so that a solve's extra work stays bounded however many groups hit a limit;
    /// `nil` when the group has had its search or the reserve is spent.
    func lineSearchBudget() -> WorkBudget? {
        guard !hasSearchedForErrors, searchReserve > 0 else { return nil }
        hasSearchedForErrors = true
        let units = min(allowance / 2, searchReserve)
        searchReserve -= units
        return units > 0 ? WorkBudget(units: units) : nil
    }

    /// Draws `units`; returns `false` (and stays exhausted) when they were not available.
    func draw(_ units: Int) -> Bool {
        guard remaining > 0 else { return false }
        let drawn = min(units, remaining)
        remaining = units >= remaining ? 0 : remaining - units
        total -= drawn
        return remaining > 0
    }
}
