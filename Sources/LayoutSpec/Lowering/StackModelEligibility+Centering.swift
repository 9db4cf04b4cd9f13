/// When the stack model arranges an `equalCentering` stack (docs/notations/stacks.md,
/// "Equal centering"): its closed form is exact where the centre distances' priorities
/// (`150 − index`, 149 down to 52) decide nothing but the distances themselves.
extension StackModelEligibility {
    /// The priorities of `equalCentering`'s centre distances: a constraint (or a view's hugging or
    /// compression resistance) at one of them would be weighed together with a distance, where the
    /// model gives each distance its own level.
    static let centeringBand = 52...149

    /// Why the model cannot arrange the `equalCentering` stack `stack`, or `nil` when it can:
    /// - it is arranged in another stack, or arranges one (the model's other distributions read
    ///   an item's length at one priority; a centred stack resists shrinking at two);
    /// - another `equalCentering` stack in the spec (their distances would share priorities);
    /// - a priority within `centeringBand` elsewhere in the spec;
    /// - an arranged view whose length along the axis is not at least as firm as every distance:
    ///   a measured view's hugging or compression resistance below 150, a plain view with no
    ///   length of its own or one at a priority below 150.
    ///
    /// `constraints` are the spec's constraints lowered so far; `arrangedIn` each arranged item's stack.
    static func centeringReason(
        _ stack: StackDeclaration, in specification: LayoutSpecification, constraints: [LinearConstraint],
        arrangedIn: [String: StackDeclaration]
    ) -> String? {
        guard stack.distribution == .equalCentering else { return nil }
        let stacks = Set(specification.stacks.map(\.name))
        if let parent = arrangedIn[stack.name] {
            return "it is arranged in stack `\(parent.name)` (an `equalCentering` stack is arranged by the "
                + "model only as the outermost stack)"
        }
        if let nested = stack.arranged.first(where: { stacks.contains($0.name) }) {
            return "it arranges the stack `\(nested.name)` (an `equalCentering` stack is arranged by the model "
                + "only when it arranges views)"
        }
        if let other = specification.stacks.first(where: {
            $0.distribution == .equalCentering && $0.name != stack.name
        }) {
            return "the spec has another `equalCentering` stack, `\(other.name)` (their centre distances would "
                + "share priorities)"
        }
        let views = Dictionary(specification.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let along: FrameAttribute = stack.axis == .horizontal ? .width : .height
        let band = centeringBand
        // Each plain view's own lengths (`==`, unconditional) by priority, in one pass.
        let plain = Set(
            stack.arranged.compactMap { views[$0.name]?.measure == ViewDeclaration.Measure.none ? $0.name : nil })
        var ownPriority: [String: Int] = [:]
        for constraint in constraints where constraint.condition == nil {
            guard let variable = constraint.expression.variables.keys.first(where: { plain.contains($0.item) }),
                variable.attribute == along,
                let size = ownSize(of: variable, in: constraint, isView: true), size.relation == .equal
            else { continue }
            ownPriority[variable.item] = max(ownPriority[variable.item] ?? 0, size.priority)
        }
        for item in stack.arranged {
            guard let view = views[item.name] else { continue }
            if view.measure != .none {
                let hugging = stack.axis == .horizontal ? view.hugging.horizontal : view.hugging.vertical
                let compression =
                    stack.axis == .horizontal ? view.compression.horizontal : view.compression.vertical
                let weakest = min(hugging, compression)
                if weakest <= band.upperBound {
                    return "its arranged view `\(item.name)` hugs or resists compression at \(weakest) along its axis, "
                        + "not above the centre distances' priorities (150 or more)"
                }
                continue
            }
            guard let priority = ownPriority[item.name] else {
                return "its arranged view `\(item.name)` has no \(along) of its own (`\(item.name).\(along) == 44`)"
            }
            if priority <= band.upperBound {
                return "its arranged view `\(item.name)` has its \(along) at the priority \(priority), not above the "
                    + "centre distances' (150 or more)"
            }
        }
        if let inBand = constraints.first(where: { !$0.isRequired && band.contains($0.priority) }) {
            return "`\(inBand.origin.statement)` (line \(inBand.origin.location.line)) has the priority "
                + "\(inBand.priority), among the centre distances' (\(band.lowerBound)…\(band.upperBound))"
        }
        return nil
    }
}
