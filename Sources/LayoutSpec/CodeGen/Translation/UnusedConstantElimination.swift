/// Removes `let`s nothing reads (and the assignments to them), until none is left, so the
/// generated code compiles without "never used" warnings whatever the solution's shape.
enum UnusedConstantElimination {
    static func apply(to statements: [SwiftStatement]) -> [SwiftStatement] {
        var current = statements
        while true {
            var used = Set<String>()
            collectReads(current, into: &used)
            var removedAny = false
            let next = filter(current, keeping: used, removedAny: &removedAny)
            if !removedAny { return next }
            current = next
        }
    }

    private static func filter(_ statements: [SwiftStatement], keeping used: Set<String>,
                               removedAny: inout Bool) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        for statement in statements {
            switch statement {
            case .constant(let name, _, _), .uninitializedConstant(let name, _):
                if used.contains(name) { result.append(statement) } else { removedAny = true }
            case .assignment(.identifier(let name), _):
                if used.contains(name) { result.append(statement) } else { removedAny = true }
            case .tupleConstant(let names, _, _):
                // All or nothing: the tuple comes from one call.
                if names.contains(where: used.contains) { result.append(statement) } else { removedAny = true }
            case .conditional(let branches, let otherwise):
                let newBranches = branches.map {
                    SwiftConditionalBranch(condition: $0.condition,
                                           body: filter($0.body, keeping: used, removedAny: &removedAny))
                }
                let newOtherwise = otherwise.map { filter($0, keeping: used, removedAny: &removedAny) }
                result.append(.conditional(branches: newBranches, otherwise: newOtherwise))
            default:
                result.append(statement)
            }
        }
        return result
    }

    /// Every name `statements` read (not the names they only assign).
    static func collectReads(_ statements: [SwiftStatement], into used: inout Set<String>) {
        for statement in statements {
            switch statement {
            case .constant(_, _, let value), .tupleConstant(_, _, let value), .variable(_, _, let value), .call(let value):
                collectReads(value, into: &used)
            case .uninitializedConstant, .comment: break
            case .assignment(let target, let value):
                if case .identifier = target {} else { collectReads(target, into: &used) }
                collectReads(value, into: &used)
            case .conditional(let branches, let otherwise):
                for branch in branches {
                    collectReads(branch.condition, into: &used)
                    collectReads(branch.body, into: &used)
                }
                if let otherwise { collectReads(otherwise, into: &used) }
            case .returnValue(let value): collectReads(value, into: &used)
            }
        }
    }

    /// Every name `expression` reads.
    static func collectReads(_ expression: SwiftExpression, into used: inout Set<String>) {
        switch expression {
        case .identifier(let name), .inoutReference(let name): used.insert(name)
        case .number, .boolean, .string, .implicitMember: break
        case .member(let base, _): collectReads(base, into: &used)
        case .binary(let lhs, _, let rhs):
            collectReads(lhs, into: &used)
            collectReads(rhs, into: &used)
        case .prefix(_, let operand), .parenthesized(let operand): collectReads(operand, into: &used)
        case .call(let callee, let arguments):
            collectReads(callee, into: &used)
            for argument in arguments { collectReads(argument.value, into: &used) }
        case .tuple(let elements):
            for element in elements { collectReads(element, into: &used) }
        }
    }
}
