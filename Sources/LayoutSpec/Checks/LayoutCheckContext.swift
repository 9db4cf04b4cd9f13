/// What every layout check reads: the solved values over the check domain, the items, the
/// settings, and where each item is declared.
struct LayoutCheckContext: Sendable {
    /// The solution's values and input ranges.
    let domain: CheckDomain
    /// The items and measured views.
    let interface: LayoutInterface
    /// The severities.
    let settings: LayoutCheckSettings
    /// Where each view and guide is declared.
    let declarations: [String: SourceLocation]

    /// Where `item` is declared (`nil` for the container).
    func location(of item: String) -> SourceLocation? { declarations[item] }

    /// The piecewise value of `item`'s `attribute`, or of its far edge (`minX + width`, `minY + height`)
    /// when `farEdge`; `nil` when the solution does not have it.
    func edge(_ item: String, horizontal: Bool, farEdge: Bool) -> PiecewiseAffine? {
        farEdge
            ? domain.farEdge(of: item, horizontal: horizontal)
            : domain.value(of: Variable(item, horizontal ? .minX : .minY))
    }

    /// The container's edge: 0 for the near edge, its width or height (an input, or solved when it fits) for the far one.
    func containerEdge(horizontal: Bool, farEdge: Bool) -> PiecewiseAffine? {
        guard farEdge else { return .constant(domain.constant(0)) }
        if let input = domain.input(horizontal ? .containerWidth : .containerHeight) { return .constant(input) }
        return domain.value(of: Variable(ReservedNames.container, horizontal ? .width : .height))
    }
}
