extension SwiftStatement {
    /// The names `statements` declare (`let`, `var`, tuple constants), inside `if`s too; with
    /// `includingAssignments`, also the plain names they assign (`x = …`).
    static func declaredNames(in statements: [SwiftStatement], includingAssignments: Bool) -> Set<String> {
        var names = Set<String>()
        collect(statements, includingAssignments: includingAssignments, into: &names)
        return names
    }

    private static func collect(
        _ statements: [SwiftStatement], includingAssignments: Bool, into names: inout Set<String>
    ) {
        for statement in statements {
            switch statement {
            case .constant(let name, _, _), .uninitializedConstant(let name, _), .variable(let name, _, _):
                names.insert(name)
            case .tupleConstant(let declared, _, _):
                names.formUnion(declared)
            case .assignment(.identifier(let name), _) where includingAssignments:
                names.insert(name)
            case .conditional(let branches, let otherwise):
                for branch in branches {
                    collect(branch.body, includingAssignments: includingAssignments, into: &names)
                }
                collect(otherwise ?? [], includingAssignments: includingAssignments, into: &names)
            case .assignment, .call, .returnValue, .comment:
                continue
            }
        }
    }
}
