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
        // Views whose edges and parent's edges are shared functions (every field of a form column)
        // have the same failing sets: built once, so that each finding asks the memo about the
        // very same pieces.
        var known: [[Int]: [(Side, FailingSet?)]] = [:]
        for item in context.interface.items where item.kind == .view {
            let key = sharingKey(item, context)
            if let key, let reported = known[key] {
                report(item, reported, severity: severity, context: context, into: &found)
                continue
            }
            var sets: [FailingSet?] = []
            for side in sides {
                guard let edge = context.edge(item.name, horizontal: side.horizontal, farEdge: side.farEdge),
                    let parentEdge = item.parent.map({
                        context.edge($0, horizontal: side.horizontal, farEdge: side.farEdge)
                    })
                        ?? context.containerEdge(horizontal: side.horizontal, farEdge: side.farEdge)
                else {
                    sets.append(nil)
                    continue
                }
                // Past the far edge: edge − parentEdge > 0; past the near edge: parentEdge − edge > 0.
                let overshoot = side.farEdge ? edge.adding(parentEdge, times: -1) : parentEdge.adding(edge, times: -1)
                sets.append(FailingSet(domain: context.domain, over: overshoot) { ($0, $0) })
            }
            var reported = Array(zip(sides, sets))
            if let left = sets[0], let right = sets[1] {
                // Left only right to left and right only left to right: the trailing edge.
                if failsOnlyWhen(rtl: true, left), failsOnlyWhen(rtl: false, right) {
                    reported[0] = (
                        readingSides.trailing, FailingSet(domain: context.domain, pieces: left.pieces + right.pieces)
                    )
                    reported[1].1 = nil
                } else if failsOnlyWhen(rtl: false, left), failsOnlyWhen(rtl: true, right) {
                    reported[0] = (
                        readingSides.leading, FailingSet(domain: context.domain, pieces: left.pieces + right.pieces)
                    )
                    reported[1].1 = nil
                }
            }
            if let key { known[key] = reported }
            report(item, reported, severity: severity, context: context, into: &found)
        }
        return found
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

    /// The shared functions (`PiecewiseAffine.sharedID`) of `item`'s edges and its parent's, side
    /// by side; `nil` when one of them is not shared.
    private static func sharingKey(_ item: LayoutInterface.Item, _ context: LayoutCheckContext) -> [Int]? {
        var key: [Int] = []
        for side in sides {
            let edge = context.edge(item.name, horizontal: side.horizontal, farEdge: side.farEdge)
            let parentEdge =
                item.parent.map { context.edge($0, horizontal: side.horizontal, farEdge: side.farEdge) }
                ?? context.containerEdge(horizontal: side.horizontal, farEdge: side.farEdge)
            for function in [edge, parentEdge] {
                guard let function else {
                    key.append(Int.min)
                    continue
                }
                guard let id = function.sharedID else { return nil }
                key.append(id)
            }
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
