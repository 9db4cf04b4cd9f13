/// The `outsideParent` check: a view whose frame leaves its parent's bounds (the container's, for
/// a view without `parent:`) for some input in the domain.
enum OutsideParentCheck {
    /// One side of a frame.
    private struct Side {
        /// `left`, `right`, `top`, `bottom`.
        var name: String
        /// Horizontal or vertical.
        var horizontal: Bool
        /// The right or bottom side.
        var farEdge: Bool
    }

    private static let sides = [
        Side(name: "left", horizontal: true, farEdge: false), Side(name: "right", horizontal: true, farEdge: true),
        Side(name: "top", horizontal: false, farEdge: false), Side(name: "bottom", horizontal: false, farEdge: true)
    ]

    /// One diagnostic per view side that can leave its parent.
    static func diagnostics(_ context: LayoutCheckContext) -> [Diagnostic] {
        let severity = context.settings.severity(of: .outsideParent)
        guard severity != .off else { return [] }
        var found: [Diagnostic] = []
        for item in context.interface.items where item.kind == .view {
            for side in sides {
                guard let edge = context.edge(item.name, horizontal: side.horizontal, farEdge: side.farEdge),
                    let parentEdge = item.parent.map({
                        context.edge($0, horizontal: side.horizontal, farEdge: side.farEdge)
                    })
                        ?? context.containerEdge(horizontal: side.horizontal, farEdge: side.farEdge)
                else { continue }
                // Past the far edge: edge − parentEdge > 0; past the near edge: parentEdge − edge > 0.
                let overshoot = side.farEdge ? edge.adding(parentEdge, times: -1) : parentEdge.adding(edge, times: -1)
                let set = FailingSet(domain: context.domain, over: overshoot) { ($0, $0) }
                let parentName = item.parent ?? "superview"
                let whose = item.parent.map { "its parent \($0)'s" } ?? "the container's"
                let relation = side.farEdge ? "<=" : ">="
                let report = CheckFindingReport(
                    statement: "\(item.name) extends past \(whose) \(side.name) edge",
                    shownName: "the overshoot", location: context.location(of: item.name),
                    placed: [Variable(item.name, side.horizontal ? .minX : .minY)]
                        + (side.farEdge ? [Variable(item.name, side.horizontal ? .width : .height)] : []),
                    fixIt: "keep it inside with `\(item.name).\(side.name) \(relation) \(parentName).\(side.name)` "
                        + "(or set `checks: {outsideParent: off}` if this is intended)")
                if let diagnostic = report.diagnostic(for: set, severity: severity) { found.append(diagnostic) }
            }
        }
        return found
    }
}
