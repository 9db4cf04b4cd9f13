/// What a lowered constraint does (`ConstraintOrigin.role`), set by the notation that lowers it.
package enum ConstraintRole: Hashable, Sendable {
    /// The statement itself (an equation, an anchor alignment, an EasyPeasy attribute, a
    /// FlightLayout alignment, a distribution step).
    case statement
    /// `size <= measured` at the view's hugging priority; reads the measured size.
    case hugging(Parameter)
    /// `size >= measured` at the view's compression-resistance priority; reads the measured size.
    case compressionResistance(Parameter)
    /// A Visual Format connection: the gap between two neighbours (`betweenViews`) or a neighbour
    /// and `|`, with the connection as the line writes it (`-12-`, `-`, `-(>=8)-`; empty for views
    /// written flush), for diagnostics to quote.
    case visualFormatGap(written: String, betweenViews: Bool)
    /// A Visual Format view's size predicate (`[a(100)]`).
    case visualFormatSize
    /// A Visual Format line's `alignAll…` option.
    case visualFormatAlignment
    /// Relativity's `sized == |Q − P|` (`b.width == P |--| Q`), lowered as `sized == Q − P`: an
    /// absolute distance, which the solver solves piecewise on each side of the sign change of
    /// `Q − P` (docs/Solving.md, "Absolute distances"). `sized` is the width or height it sets.
    case absoluteDistance(sized: Variable)
    /// A COSLayout rule, by its name as written (`ll`, `w`, `minh`).
    case cosLayoutRule(String)
    /// A fitted container's `minWidth`/`maxWidth`/`minHeight`/`maxHeight`.
    case containerBound

    /// Whether the constraint is a measured view's hugging or compression resistance.
    package var readsMeasuredSize: Bool {
        switch self {
        case .hugging, .compressionResistance: return true
        default: return false
        }
    }
}
