/// What a diagnostic says, as data: the kind of problem and what it is about. Code that needs to
/// know what an error is about (the error picture, the driver's independent errors, the fuzzer, the
/// benchmarks) switches over the kind, never reads the words; `DiagnosticText` words every kind in
/// one place.
package enum DiagnosticKind: Hashable, Sendable {
    /// Prose only: nothing but a reader needs to know more than its words.
    case general(String)
    /// A value the spec-file reader would misread unquoted (`[a]-8-[b]` read as a list), with the
    /// advice to quote it, in its words. The reader tells its own advice from a nested error by it.
    case mustBeQuoted(String)
    /// Required constraints that cannot all hold.
    case conflict(ConflictDiagnostic)
    /// An attribute the optional constraints leave open because equally strong ones tie.
    case tie(TieDiagnostic)
    /// An attribute no constraint determines.
    case undetermined(UndeterminedDiagnostic)
    /// A name the spec uses that names nothing of the kind expected there.
    case unknownName(UnknownNameDiagnostic)
    /// A group of constraints whose solving needs more work, or more solutions, than allowed.
    case workBudget(WorkBudgetDiagnostic)
    /// The layout checks stopped at their work limit (`pieceLimit` min/max pieces per attribute,
    /// `edgeLimit` edge pieces in all) without an answer.
    case checksNotRun(pieceLimit: Int, edgeLimit: Int)
    /// A failure of the compiler itself, not of the spec: `context` (` while compiling 'A.layout.yaml'`)
    /// and what failed.
    case internalError(context: String, error: String)

    /// Whether an attribute is not determined (`undetermined`).
    var isUndetermined: Bool {
        if case .undetermined = self { return true }
        return false
    }

    /// The public category of the kind.
    var category: Diagnostic.Category {
        switch self {
        case .general, .mustBeQuoted: return .general
        case .conflict: return .conflict
        case .tie: return .tie
        case .undetermined: return .undetermined
        case .unknownName: return .unknownName
        case .workBudget: return .workBudget
        case .checksNotRun: return .checksNotRun
        case .internalError: return .internalError
        }
    }
}
