/// One of the layout checks run over every input after solving (docs/Solving.md, "Layout checks").
package enum LayoutCheck: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A width or height that is negative for some input.
    case negativeSize
    /// A view whose frame leaves its parent's (or the container's) bounds for some input.
    case outsideParent
    /// Two sibling views whose frames overlap for some input (off unless asked for).
    case overlap
    /// A measured view made narrower or shorter than its intrinsic size for some input (off unless asked for).
    case squeezed

    /// The `checks:` key that sets the check's severity.
    package var key: String { rawValue }

    /// The severity when the spec does not set one.
    package var defaultSeverity: CheckSeverity {
        switch self {
        case .negativeSize, .outsideParent: return .warning
        case .overlap, .squeezed: return .off
        }
    }

    /// Orders as declared.
    package static func < (lhs: LayoutCheck, rhs: LayoutCheck) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
