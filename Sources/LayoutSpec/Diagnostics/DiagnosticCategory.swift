extension Diagnostic {
    /// What kind of problem a diagnostic is about, for a library user who acts on it (the package's
    /// own tools read the kind's payload, `DiagnosticKind`).
    public enum Category: String, Hashable, Sendable {
        /// A problem told in words only.
        case general
        /// Required constraints that cannot all hold.
        case conflict
        /// Optional constraints of equal priority tie, so an attribute is not determined.
        case tie
        /// An attribute no constraint determines.
        case undetermined
        /// A name that names nothing of the kind expected.
        case unknownName
        /// Solving a group of constraints needs more work than the solver allows.
        case workBudget
        /// The layout checks stopped at their work limit.
        case checksNotRun
        /// A failure of the compiler itself.
        case internalError
    }

    /// What kind of problem this is.
    public var category: Category { kind.category }
}
