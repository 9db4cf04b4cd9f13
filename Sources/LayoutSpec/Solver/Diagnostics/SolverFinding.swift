/// One error of a condition case, before the case's errors are made diagnostics together: a conflict
/// stays a `SolverConflict` until every conflict of the case is known (so that both sides of one
/// threshold become one error); other errors are diagnostics (typed: a tie, an undetermined attribute,
/// a work budget) when found.
enum SolverFinding: Hashable, Sendable {
    /// A conflict of required constraints.
    case conflict(SolverConflict)
    /// Any other error, already a diagnostic.
    case worded(Diagnostic)

    /// The errors of `findings`, in order, with the two sides of one threshold joined.
    static func diagnostics(_ findings: [SolverFinding]) -> [Diagnostic] {
        var conflicts = SolverConflict.joiningSides(
            findings.compactMap { finding in
                if case .conflict(let conflict) = finding { return conflict }
                return nil
            }
        ).makeIterator()
        return findings.compactMap { finding in
            switch finding {
            case .conflict: return conflicts.next().flatMap { $0?.diagnostic }
            case .worded(let diagnostic): return diagnostic
            }
        }
    }
}
