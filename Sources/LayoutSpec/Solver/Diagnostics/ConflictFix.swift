/// The fixes a conflict's error ends with, as notes at the place to edit, in the spec's own notation:
/// each conflicting constraint's origin carries the spelling its notation would write for it to
/// yield (`ConstraintOrigin.relaxed`), and its role says what kind of constraint it is.
///
/// A Visual Format gap between two views may grow (`-(>=8)-`: it ends a conflict in a container
/// wider than the threshold), a Visual Format size may give way (`[b(160@750)]`: narrower); else an
/// equation may give way (`a.width == 100 @750`); else the generic advice of a priority below 1000.
enum ConflictFix {
    /// A side of a threshold on which constraints conflict.
    enum Side: Hashable, Sendable {
        /// Below the threshold (a container too narrow).
        case below
        /// Above it (a container too wide).
        case above
    }

    /// The fix notes for a conflict of `origins` on `sides` of a threshold (none: not a threshold).
    static func notes(for origins: [ConstraintOrigin], sides: Set<Side>) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        if sides.isEmpty || sides.contains(.above),
            let gap = origins.first(where: { origin in
                if case .visualFormatGap(_, betweenViews: true) = origin.role { return true }
                return false
            }),
            let grown = gap.relaxed
        {
            notes.append(.note(at: gap.location, "fix: let this gap grow: `\(grown)`"))
        }
        if sides.isEmpty || sides.contains(.below),
            let size = origins.first(where: { $0.role == .visualFormatSize }), let yielding = size.relaxed
        {
            notes.append(
                .note(at: size.location, "fix: \(notes.isEmpty ? "" : "or ")let this size give way: `\(yielding)`"))
        }
        if notes.isEmpty, let statement = origins.last(where: { $0.role == .statement && $0.relaxed != nil }),
            let yielding = statement.relaxed
        {
            notes.append(.note(at: statement.location, "fix: let this constraint give way: `\(yielding)`"))
        }
        if notes.isEmpty, let first = origins.first {
            notes.append(
                .note(
                    at: first.location,
                    "fix: give one of these constraints a priority below 1000 (`@750`), or remove one"))
        }
        return notes
    }
}
