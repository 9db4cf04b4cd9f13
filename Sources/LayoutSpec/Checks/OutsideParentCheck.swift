import LayoutRuntime

/// The `outsideParent` check: a view whose frame leaves its parent's bounds (the container's, for
/// a view without `parent:`) for some input in the domain.
enum OutsideParentCheck {
    /// One side of a frame.
    struct Side: Sendable {
        /// `left`, `right`, `top`, `bottom`.
        var name: String
        /// Horizontal or vertical.
        var horizontal: Bool
        /// The right or bottom side.
        var farEdge: Bool
    }

    /// The four sides, in the order findings are reported.
    static let sides = [
        Side(name: "left", horizontal: true, farEdge: false), Side(name: "right", horizontal: true, farEdge: true),
        Side(name: "top", horizontal: false, farEdge: false), Side(name: "bottom", horizontal: false, farEdge: true)
    ]

    /// The reading-direction sides a left and a right finding are one finding of: the trailing
    /// edge (past the left one right to left, past the right one left to right), the leading edge.
    private static let readingSides = (
        trailing: Side(name: "trailing", horizontal: true, farEdge: true),
        leading: Side(name: "leading", horizontal: true, farEdge: false)
    )

    /// One finding per view side that can leave its parent; a view past its left edge only right
    /// to left and past its right edge only left to right is one finding about its trailing edge
    /// (and the other way round, its leading edge): one constraint in reading-direction terms fixes both.
    static func findings(_ context: LayoutCheckContext) -> [CheckFinding] {
        let severity = context.settings.severity(of: .outsideParent)
        guard severity != .off else { return [] }
        var found: [CheckFinding] = []
        // Views whose edges and parent's edges are shared functions (every field of a form column
        // starts at one `max`) have the same failing sets: built once, so that each finding asks
        // the memo about the very same pieces. Keyed by group (0: left and right, which may merge
        // into one reading-direction finding; 2: top; 3: bottom) and the functions' shared IDs.
        var known: [[Int]: [(Side, FailingSet?)]] = [:]
        for item in context.interface.items where item.kind == .view {
            for group in [[0, 1], [2], [3]] {
                let key = group.reduce(Optional([group[0]])) { key, side in
                    key.flatMap { key in sharingKey(item, sides[side], context).map { key + $0 } }
                }
                let reported =
                    key.flatMap { known[$0] }
                    ?? {
                        let sets = group.map { failingSet(item, sides[$0], context) }
                        return group.count == 2 ? horizontal(sets[0], sets[1], context) : [(sides[group[0]], sets[0])]
                    }()
                if let key { known[key] = reported }
                report(item, reported, severity: severity, context: context, into: &found)
            }
        }
        return found
    }

    /// Where `item` is past its parent's `side`: the overshoot (edge − parent's edge past a far
    /// edge, the other way round past a near one) > 0; `nil` when either edge is not solved.
    private static func failingSet(
        _ item: LayoutInterface.Item, _ side: Side, _ context: LayoutCheckContext
    )
        -> FailingSet?
    {
        let (edge, parentEdge) = edges(item, side, context)
        guard let edge, let parentEdge else { return nil }
        let overshoot = side.farEdge ? edge.adding(parentEdge, times: -1) : parentEdge.adding(edge, times: -1)
        return FailingSet(domain: context.domain, over: overshoot) { ($0, $0) }
    }

    /// `item`'s edge on `side` and its parent's (the container's, for a view without a parent).
    private static func edges(
        _ item: LayoutInterface.Item, _ side: Side, _ context: LayoutCheckContext
    )
        -> (edge: PiecewiseAffine?, parent: PiecewiseAffine?)
    {
        let edge = context.edge(item.name, horizontal: side.horizontal, farEdge: side.farEdge)
        let parentEdge =
            item.parent.map { context.edge($0, horizontal: side.horizontal, farEdge: side.farEdge) }
            ?? context.containerEdge(horizontal: side.horizontal, farEdge: side.farEdge)
        return (edge, parentEdge)
    }

    /// The left and right findings' sets, or one about the trailing (leading) edge when the view
    /// is past its left edge only right to left and past its right edge only left to right (the
    /// other way round).
    private static func horizontal(
        _ left: FailingSet?, _ right: FailingSet?, _ context: LayoutCheckContext
    )
        -> [(Side, FailingSet?)]
    {
        if let left, let right {
            if failsOnlyWhen(rtl: true, left), failsOnlyWhen(rtl: false, right) {
                return [(readingSides.trailing, FailingSet(domain: context.domain, pieces: left.pieces + right.pieces))]
            } else if failsOnlyWhen(rtl: false, left), failsOnlyWhen(rtl: true, right) {
                return [(readingSides.leading, FailingSet(domain: context.domain, pieces: left.pieces + right.pieces))]
            }
        }
        return [(sides[0], left), (sides[1], right)]
    }

    /// The findings of `item` for its failing sets, one per side.
    private static func report(
        _ item: LayoutInterface.Item, _ reported: [(Side, FailingSet?)], severity: CheckSeverity,
        context: LayoutCheckContext, into found: inout [CheckFinding]
    ) {
        for (side, set) in reported {
            guard let set else { continue }
            let report = CheckFindingReport(
                statement: statement(item, side), shownName: "the overshoot",
                location: context.location(of: item.name), views: [item.name],
                placed: [Variable(item.name, side.horizontal ? .minX : .minY)]
                    + (side.farEdge ? [Variable(item.name, side.horizontal ? .width : .height)] : []),
                fixIt: fixIt(item, side))
            if let finding = report.finding(for: set, severity: severity) { found.append(finding) }
        }
    }

    /// The shared functions (`PiecewiseAffine.sharedID`) of `item`'s edge on `side` and its
    /// parent's (`Int.min` for an edge that is not solved); `nil` when one of them is not shared.
    private static func sharingKey(
        _ item: LayoutInterface.Item, _ side: Side, _ context: LayoutCheckContext
    )
        -> [Int]?
    {
        let (edge, parentEdge) = edges(item, side, context)
        var key: [Int] = []
        for function in [edge, parentEdge] {
            guard let function else {
                key.append(Int.min)
                continue
            }
            guard let id = function.sharedID else { return nil }
            key.append(id)
        }
        return key
    }

    /// Whether `set` fails somewhere, and only where the layout is right to left (`rtl`) or only
    /// where it is not.
    private static func failsOnlyWhen(rtl: Bool, _ set: FailingSet) -> Bool {
        let name = BuiltInCondition.Trait.rtl.rawValue
        let matching = FailingSet(domain: set.domain, pieces: set.pieces.filter { $0.assignment[name] == rtl })
        let other = FailingSet(domain: set.domain, pieces: set.pieces.filter { $0.assignment[name] != rtl })
        return matching.nearestWitness() != nil && other.nearestWitness() == nil
    }

    /// "b extends past the container's right edge", "badge extends past its parent header's left edge".
    static func statement(_ item: LayoutInterface.Item, _ side: Side) -> String {
        let whose = item.parent.map { "its parent \($0)'s" } ?? "the container's"
        return "\(item.name) extends past \(whose) \(side.name) edge"
    }

    /// The constraint that keeps `item` inside on `side`.
    static func fixIt(_ item: LayoutInterface.Item, _ side: Side) -> String {
        let parentName = item.parent ?? "superview"
        let relation = side.farEdge ? "<=" : ">="
        return "keep it inside with `\(item.name).\(side.name) \(relation) \(parentName).\(side.name)` "
            + "(or set `checks: {outsideParent: off}` if this is intended)"
    }
}
