/// Values a component's condition branches compute alike, computed once before the `if`: a
/// width that is `fmin(container_width - 92, title_intrinsicWidth)` both left to right and right
/// to left is declared `let title_width: CGFloat = …` ahead of `if rtl { … } else { … }` instead
/// of being assigned the same expression in each branch. The value is the same operations on the
/// same operands, so results are unchanged, bit for bit.
enum BranchInvariantHoisting {
    /// `declarations` (`let name: CGFloat` without a value, one per variable the tree assigns)
    /// and `tree` (one `if`/`else`), with every variable that each branch assigns, at its top
    /// level, the same expression reading only names declared before the `if` declared with that
    /// value instead, and its assignments removed from the branches.
    static func hoist(declarations: [SwiftStatement], tree: [SwiftStatement]) -> [SwiftStatement] {
        guard tree.count == 1, case .conditional(_, _?) = tree[0] else { return declarations + tree }
        // The tree's shared assignments, innermost `if`s first (`if rtl` inside `if regularWidth`),
        // come out ahead of it; each then gives its declaration its value.
        var declared = Set<String>()
        for case .uninitializedConstant(let name, _) in declarations { declared.insert(name) }
        var shared: [String: SwiftExpression] = [:]
        var rest: [SwiftStatement] = []
        for statement in liftingSharedAssignments(tree) {
            if rest.isEmpty, case .assignment(.identifier(let name), let value) = statement, declared.contains(name) {
                shared[name] = value
            } else {
                rest.append(statement)
            }
        }
        let hoisted = declarations.map { statement -> SwiftStatement in
            guard case .uninitializedConstant(let name, let type) = statement, let value = shared[name] else {
                return statement
            }
            return .constant(name: name, type: type, value: value)
        }
        return hoisted + rest
    }

    /// `body` with each `if`/`else` in it (innermost first) giving up the assignments all of its
    /// branches make alike at their top level, reading only names declared before it: those are
    /// made once, just before the `if` (an `if` left with empty branches goes).
    private static func liftingSharedAssignments(_ body: [SwiftStatement]) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        for statement in body {
            guard case .conditional(let innerBranches, let innerOtherwise?) = statement else {
                result.append(statement)
                continue
            }
            let branches = innerBranches.map {
                SwiftConditionalBranch(condition: $0.condition, body: liftingSharedAssignments($0.body))
            }
            let otherwise = liftingSharedAssignments(innerOtherwise)
            let bodies = branches.map(\.body) + [otherwise]
            let local = SwiftStatement.declaredNames(in: bodies.flatMap { $0 }, includingAssignments: true)
            var shared: [(name: String, value: SwiftExpression)] = []
            for case .assignment(.identifier(let name), let value) in bodies[0] {
                guard
                    bodies.dropFirst().allSatisfy({ $0.contains(.assignment(target: .identifier(name), value: value)) })
                else {
                    continue
                }
                var reads = Set<String>()
                UnusedConstantElimination.collectReads(value, into: &reads)
                if reads.isDisjoint(with: local) { shared.append((name, value)) }
            }
            guard !shared.isEmpty else {
                result.append(.conditional(branches: branches, otherwise: otherwise))
                continue
            }
            let names = Set(shared.map(\.name))
            func remaining(_ inner: [SwiftStatement]) -> [SwiftStatement] {
                inner.filter { statement in
                    guard case .assignment(.identifier(let name), _) = statement else { return true }
                    return !names.contains(name)
                }
            }
            result += shared.map { SwiftStatement.assignment(target: .identifier($0.name), value: $0.value) }
            let branchesLeft = branches.map {
                SwiftConditionalBranch(condition: $0.condition, body: remaining($0.body))
            }
            let otherwiseLeft = remaining(otherwise)
            if !(branchesLeft.allSatisfy(\.body.isEmpty) && otherwiseLeft.isEmpty) {
                result.append(.conditional(branches: branchesLeft, otherwise: otherwiseLeft))
            }
        }
        return result
    }
}
