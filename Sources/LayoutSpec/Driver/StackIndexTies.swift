/// UIStackView's own tie rule (docs/notations/stacks.md, "Ties by index"): among a stack's arranged
/// views, equal hugging or compression resistance priorities along the stack's axis are told apart
/// by index, the earlier view giving way first (it stretches first and shrinks first). Applied to
/// every stack whatever `ties:` says, before `ties: viewOrder`.
enum StackIndexTies {
    /// The system with each stack's tied intrinsic-size priorities made distinct.
    static func apply(to system: ConstraintSystem, of specification: LayoutSpecification) throws -> ConstraintSystem {
        let views = Dictionary(specification.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result = system
        let used = Set(system.constraints.map(\.priority))
        for stack in specification.stacks {
            // The last view keeps its priority; each earlier one acts one lower.
            let order = stack.arranged.reversed().compactMap { views[$0.name] }
            result = try TieBreakByViewOrder.apply(
                to: result, views: order, horizontal: stack.axis == .horizontal,
                rule: ("stack `\(stack.name)`'s ties by index", "index in stack \(stack.name)"), used: used,
                at: stack.location)
        }
        return result
    }
}
