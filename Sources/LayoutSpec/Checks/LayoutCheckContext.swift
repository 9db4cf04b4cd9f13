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
        guard farEdge else { return Self.sharing(.constant(domain.constant(0)), id: -1) }
        if let input = domain.input(horizontal ? .containerWidth : .containerHeight) {
            return Self.sharing(.constant(input), id: horizontal ? -2 : -3)
        }
        return domain.value(of: Variable(ReservedNames.container, horizontal ? .width : .height))
    }

    /// `function` with a `sharedID` (negative, unlike the domain's) for the container's edges.
    private static func sharing(_ function: PiecewiseAffine, id: Int) -> PiecewiseAffine {
        var shared = function
        shared.sharedID = id
        return shared
    }
}
