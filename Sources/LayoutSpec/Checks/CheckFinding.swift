/// One layout check's finding before it is reported: what fails and where, and how to fix it.
/// Findings that one container bound removes are reported together (`CheckFindingGroups`).
struct CheckFinding: Hashable, Sendable {
    /// `warning` or `error`.
    var severity: CheckSeverity
    /// Where it points: the view, or the constraint that causes it.
    var location: SourceLocation?
    /// The views it is about, named by the fix-it's "saves".
    var views: [String]
    /// What fails, with the threshold: "b extends past the container's right edge when
    /// container.width < 424".
    var description: String
    /// The witness, when there is one: "container.width = 375 gives the overshoot = 49, where …".
    var example: String = ""
    /// The container bound that removes it, when one does.
    var containerBound: ContainerBoundFixIt?
    /// The check's own fix-it, given when no container bound removes it.
    var fixIt: String

    /// The finding alone as a diagnostic: its description on one short line, then a note with its
    /// example and a note with its fix-it.
    var diagnostic: Diagnostic {
        Diagnostic(
            severity == .error ? .error : .warning, at: location, description,
            notes: exampleNotes + [.note(at: nil, containerBound?.suggestion ?? fixIt)])
    }

    /// `note: for example …`, when the finding has an example.
    var exampleNotes: [Diagnostic] {
        example.isEmpty ? [] : [.note(at: nil, "for example " + example)]
    }
}
