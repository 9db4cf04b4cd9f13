/// `ties: viewOrder` (docs/Solving.md): makes equal intrinsic-size priorities of different views
/// distinct before solving. Among the hugging (or compression resistance) constraints of one axis
/// that share a priority, the first view in `views:` keeps it and each later view's acts one lower
/// (750, 749, 748 …), skipping priorities the spec uses elsewhere and never reaching the next
/// priority in use below, so the order of every other level is unchanged.
enum TieBreakByViewOrder {
    /// The system with the priorities lowered; throws when a priority has too little room below it.
    /// `horizontal` limits the tie-break to one axis; `rule` names the rule in messages and origins
    /// (a stack's ties by index use it with the stack's arranged views, last first); `used` are the
    /// priorities to skip (default: those of `system`; stacks pass the priorities of the spec as
    /// lowered, so one stack's lowered priorities do not block another's).
    static func apply(to system: ConstraintSystem, views: [ViewDeclaration], horizontal axis: Bool? = nil,
                      rule: (name: String, order: String) = ("`ties: viewOrder`", "view order"),
                      used: Set<Int>? = nil, at location: SourceLocation?) throws -> ConstraintSystem {
        let order = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Group: (axis, relation, priority) → indices of intrinsic-size constraints, in view order.
        var groups: [String: [(view: Int, index: Int)]] = [:]
        var intrinsic = Set<Int>()
        for (index, constraint) in system.constraints.enumerated() {
            guard let (view, horizontal) = intrinsicSize(constraint), let rank = order[view],
                  axis == nil || axis == horizontal else { continue }
            intrinsic.insert(index)
            groups["\(horizontal) \(constraint.relation) \(constraint.priority)", default: []].append((rank, index))
        }
        let used = used ?? Set(system.constraints.map(\.priority))
        var result = system
        for key in groups.keys.sorted() {
            guard let members = groups[key]?.sorted(by: { $0.view < $1.view }), members.count > 1,
                  let priority = members.first.map({ system.constraints[$0.index].priority }) else { continue }
            let floor = used.filter { $0 < priority }.max() ?? 0
            var next = priority
            var previousView = members[0].view
            for member in members.dropFirst() {
                if member.view != previousView {
                    next -= 1
                    while used.contains(next), next > floor { next -= 1 }
                    previousView = member.view
                }
                guard next > floor else {
                    throw SpecError(at: location, "\(rule.name) needs \(members.count - 1) unused priorities between "
                                        + "@\(priority) and @\(floor) for the views that share @\(priority); "
                                        + "give some of them distinct priorities yourself")
                }
                var constraint = result.constraints[member.index]
                constraint.priority = next
                constraint.origin.text = constraint.origin.text.replacingOccurrences(
                    of: " \(priority))", with: " \(priority), acting as \(next) by \(rule.order))")
                result.constraints[member.index] = constraint
            }
        }
        return result
    }

    /// The view and axis of a hugging or compression resistance constraint
    /// (`size − intrinsic size RELATION 0`, optional), else `nil`.
    static func intrinsicSize(_ constraint: LinearConstraint) -> (String, Bool)? {
        guard !constraint.isRequired, constraint.relation != .equal, constraint.expression.constant == 0,
              constraint.expression.variables.count == 1, constraint.expression.parameters.count == 1,
              let (variable, a) = constraint.expression.variables.first,
              let (parameter, b) = constraint.expression.parameters.first, a == 1, b == -1 else { return nil }
        switch (variable.attribute, parameter) {
        case (.width, .intrinsicWidth(let view)) where view == variable.item: return (view, true)
        case (.height, .intrinsicHeight(let view)) where view == variable.item,
             (.height, .measuredHeight(let view)) where view == variable.item: return (view, false)
        default: return nil
        }
    }
}
