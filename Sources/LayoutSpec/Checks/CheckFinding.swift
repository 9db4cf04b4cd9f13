/// One layout check's finding before it is reported: what fails and where, and how to fix it.
/// Findings that one container bound removes are reported together (`CheckFindingGroups`).
struct CheckFinding: Hashable, Sendable {
    /// `warning` or `error`.
    var severity: CheckSeverity
    /// Where it points: the view, or the constraint that causes it.
    var location: SourceLocation?
    /// The views it is about, named by the fix-it's "saves".
    var views: [String]
    /// What fails, with the threshold and the witness: "b extends past the container's right edge
    /// when container.width < 424 (for example container.width = 375 gives the overshoot = 49, …)".
    var description: String
    /// The container bound that removes it, when one does.
    var containerBound: ContainerBoundFixIt?
    /// The check's own fix-it, given when no container bound removes it.
    var fixIt: String

    /// The finding alone as a diagnostic: its description, then its fix-it.
    var diagnostic: Diagnostic {
        Diagnostic(
            severity == .error ? .error : .warning, at: location,
            description + "; " + (containerBound?.suggestion ?? fixIt))
    }
}
