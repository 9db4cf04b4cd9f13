/// Finds COSLayout rules that cannot be ordered.
///
/// COSLayout lays out a superview's children one at a time, each after the views its rules read
/// (`other.tt`, `other.w`), and throws on a cycle. LayoutGen solves all constraints together, but
/// keeps that rule at the granularity of an axis: a node is one view's horizontal or vertical
/// rules, and each `other.RULE` read by a rule that is still set at the end is an edge from the
/// reading rule's axis to the read rule's axis of `other`. Rules "cannot be ordered" exactly when
/// this graph has a cycle, such as `a: ll = b.ll` with `b: ll = a.ll` (a → b → a), or a view
/// reading its own frame on the same axis (`a: ll = a.rl`, a → a). Reading across axes is
/// orderable (`a: h = a.w`, or `a: tt = b.bt` with `b: ll = a.rl`). The superview's size (in
/// percentages) and position (distances are measured from it) are not edges: the superview is
/// laid out first in COSLayout, and in LayoutGen they are ordinary unknowns or inputs.
enum COSLayoutDependencyCycles {
    /// One view's rules on one axis.
    struct Node: Hashable, Sendable {
        var view: String
        var isHorizontal: Bool
    }

    /// An edge: the rules of `from` read `reference`.
    struct Edge: Hashable, Sendable {
        var from: Node
        var reference: COSLayoutValue.Reference
        var to: Node { Node(view: reference.view, isHorizontal: reference.isHorizontal) }
    }

    /// The first cycle found (depth first, from `nodes` in order), as its edges; `nil` if none.
    static func firstCycle(nodes: [Node], edges: [Edge]) -> [Edge]? {
        var outgoing: [Node: [Edge]] = [:]
        for edge in edges { outgoing[edge.from, default: []].append(edge) }
        enum Mark { case visiting, done }
        var marks: [Node: Mark] = [:]
        var path: [Edge] = []

        func visit(_ node: Node) -> [Edge]? {
            marks[node] = .visiting
            for edge in outgoing[node] ?? [] {
                switch marks[edge.to] {
                case .visiting:
                    let start = path.firstIndex { $0.from == edge.to } ?? path.count
                    return Array(path[start...]) + [edge]
                case .done:
                    continue
                case nil:
                    path.append(edge)
                    if let cycle = visit(edge.to) { return cycle }
                    path.removeLast()
                }
            }
            marks[node] = .done
            return nil
        }

        for node in nodes where marks[node] == nil {
            if let cycle = visit(node) { return cycle }
        }
        return nil
    }

    /// The error for a cycle: at the first reference, naming the views in order (`a → b → a`),
    /// with a note at every reference.
    static func error(for cycle: [Edge]) -> SpecError {
        let names = cycle.map(\.from.view) + [cycle.last?.to.view].compactMap { $0 }
        let notes = cycle.map { edge in
            Diagnostic.note(
                at: edge.reference.location,
                "`\(edge.from.view)`'s \(edge.from.isHorizontal ? "horizontal" : "vertical") rules read `\(edge.reference.view).\(edge.reference.rule)` here"
            )
        }
        return SpecError(
            at: cycle.first?.reference.location,
            "COSLayout rules cannot be ordered: \(names.joined(separator: " → ")); each view's rules may only read views that do not read them back on the same axis",
            notes: notes)
    }
}
