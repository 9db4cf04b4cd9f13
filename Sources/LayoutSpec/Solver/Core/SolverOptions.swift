/// Limits and tolerances of `LayoutSolver`.
package struct SolverOptions: Hashable, Sendable {
    /// The most distinct solutions (regions with different affine values; regions with the same
    /// values count once) one condition case of one component may have before the solver gives
    /// up with an error naming the component's constraints.
    package var maxRegions: Int
    /// The most condition names one component may branch on (2^k cases are solved).
    package var maxConditions: Int
    /// The most uncovered polytope pieces region exploration may hold at once (guards against blowups).
    package var maxPolytopePieces: Int
    /// The most corners of a component's input box checked for conflicts before exploration
    /// (2^d for d varying inputs); beyond it, conflicts are found by exploration alone.
    package var maxCornerChecks: Int
    /// The work one `solve` may spend on region exploration, conflict and closed-form search, in
    /// estimated tableau-entry updates (about a nanosecond each); when it runs out, the component
    /// being solved gets a located error naming its constraints (`WorkBudget`).
    package var workBudget: Int
    /// Whether the structural fast path (equality elimination, bound propagation, clamp closed
    /// forms) is tried before the parametric LP; off only to compare the two.
    package var usesFastPath: Bool
    /// Pivot and reduced-cost tolerance.
    package var tolerance: Double
    /// Where to report problems that belong to no constraint (an unknown no constraint mentions),
    /// when the system has no constraint at all to point at.
    package var fallbackLocation: SourceLocation?

    /// Creates options.
    package init(
        maxRegions: Int = 256, maxConditions: Int = 8, maxPolytopePieces: Int = 2_000,
        maxCornerChecks: Int = 256, workBudget: Int = 4_000_000_000, usesFastPath: Bool = true,
        tolerance: Double = 1e-9, fallbackLocation: SourceLocation? = nil
    ) {
        self.workBudget = workBudget
        self.usesFastPath = usesFastPath
        self.maxRegions = maxRegions
        self.maxConditions = maxConditions
        self.maxPolytopePieces = maxPolytopePieces
        self.maxCornerChecks = maxCornerChecks
        self.tolerance = tolerance
        self.fallbackLocation = fallbackLocation
    }
}
