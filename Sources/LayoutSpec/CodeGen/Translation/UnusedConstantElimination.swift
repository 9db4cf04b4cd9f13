/// Removes `let`s nothing reads (and the assignments to them), until none is left, so the
/// generated code compiles without "never used" warnings whatever the solution's shape.
enum UnusedConstantElimination {
    static func apply(to statements: [SwiftStatement]) -> [SwiftStatement] {
        apply(toSections: [statements]).first ?? []
    }

    /// `sections` without the `let`s that nothing in any section reads, each section kept apart
    /// (their concatenation is what `apply(to:)` gives for the concatenated statements).
    static func apply(toSections sections: [[SwiftStatement]]) -> [[SwiftStatement]] {
        var current = sections
        while true {
            var used = Set<String>()
            for section in current { collectReads(section, into: &used) }
            var removedAny = false
            let next = current.map { filter($0, keeping: used, removedAny: &removedAny) }
            if !removedAny { return next }
            current = next
        }
    }

    private static func filter(
        _ statements: [SwiftStatement], keeping used: Set<String>,
        removedAny: inout Bool
    ) -> [SwiftStatement] {
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
                    SwiftConditionalBranch(
                        condition: $0.condition,
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
        forEachRead(statements) { used.insert($0) }
    }

    /// Every name `expression` reads.
    static func collectReads(_ expression: SwiftExpression, into used: inout Set<String>) {
        forEachRead(expression) { used.insert($0) }
    }

    /// The names `statement` reads.
    static func reads(_ statement: SwiftStatement) -> Set<String> {
        var names = Set<String>()
        collectReads([statement], into: &names)
        return names
    }

    /// Calls `visit` with the name of every read in `statements`, once per read (not for the
    /// names they only assign).
    static func forEachRead(_ statements: [SwiftStatement], _ visit: (String) -> Void) {
        for statement in statements {
            switch statement {
            case .constant(_, _, let value), .tupleConstant(_, _, let value), .variable(_, _, let value),
                .call(let value):
                forEachRead(value, visit)
            case .uninitializedConstant, .comment: break
            case .assignment(let target, let value):
                if case .identifier = target {} else { forEachRead(target, visit) }
                forEachRead(value, visit)
            case .conditional(let branches, let otherwise):
                for branch in branches {
                    forEachRead(branch.condition, visit)
                    forEachRead(branch.body, visit)
                }
                if let otherwise { forEachRead(otherwise, visit) }
            case .returnValue(let value): forEachRead(value, visit)
            }
        }
    }

    /// Calls `visit` with the name of every read in `expression`, once per read.
    static func forEachRead(_ expression: SwiftExpression, _ visit: (String) -> Void) {
        switch expression {
        case .identifier(let name): visit(name)
        case .inoutReference(let place): forEachRead(place, visit)
        case .number, .boolean, .string, .implicitMember: break
        case .member(let base, _): forEachRead(base, visit)
        case .binary(let lhs, _, let rhs):
            forEachRead(lhs, visit)
            forEachRead(rhs, visit)
        case .prefix(_, let operand), .parenthesized(let operand): forEachRead(operand, visit)
        case .call(let callee, let arguments):
            forEachRead(callee, visit)
            for argument in arguments { forEachRead(argument.value, visit) }
        case .tuple(let elements):
            for element in elements { forEachRead(element, visit) }
        }
    }
}
