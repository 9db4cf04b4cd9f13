/// Fewer, larger statements for a body that is split into parts (docs/GeneratedCode.md, "Large
/// layouts"): the Swift compiler's time per statement is what a large layout pays, so
///
/// - constants whose value is a literal are written into the expressions that read them (their
///   `let`s go), and
/// - a frames-section `let` read exactly once, by another frames-section statement, is written into
///   that statement (`frames.a = PixelRounding.frameOutlined(minX: originX + a_minX, …)` instead of
///   three `let`s and a store), and
/// - frames are rounded by `PixelRounding.frameOutlined`, the same rounding as a call the optimiser
///   does not inline (inlined into hundreds of items, it dominated the optimiser's time).
///
/// Each value is still computed by the same operations from the same operands, in an order that
/// respects every dependency, so results are unchanged bit for bit (`eval` and the preview run the
/// same tree). Bodies that are not split keep one named `let` per value, which reads better.
enum SplitBodyCompaction {
    /// `head` and `section` with literal constants propagated everywhere and single-use section
    /// `let`s folded into their reader.
    static func compact(head: [SwiftStatement], section: [SwiftStatement])
        -> (head: [SwiftStatement], section: [SwiftStatement]) {
        var literals: [String: SwiftExpression] = [:]
        for statement in head + section {
            if case .constant(let name, _, .number(let value)) = statement { literals[name] = .number(value) }
        }
        func withoutLiterals(_ statements: [SwiftStatement]) -> [SwiftStatement] {
            statements.compactMap { statement in
                if case .constant(let name, _, _) = statement, literals[name] != nil { return nil }
                return substitute(literals, in: statement)
            }
        }
        let newHead = withoutLiterals(head)
        var newSection = withoutLiterals(section).map {
            substitute([:], in: $0, calls: ["frame": "frameOutlined"])
        }

        // How often each name is read, anywhere.
        var readCounts: [String: Int] = [:]
        for statement in newHead + newSection { countReads(statement, into: &readCounts) }
        // Fold from the last statement back, so a chain (left → rounded → store) folds fully.
        var index = newSection.count - 1
        while index >= 0 {
            defer { index -= 1 }
            guard case .constant(let name, _, let value) = newSection[index], readCounts[name] == 1 else { continue }
            guard let reader = newSection.indices.first(where: { $0 > index && reads(newSection[$0], name) }) else {
                continue
            }
            newSection[reader] = substitute([name: value], in: newSection[reader])
            newSection.remove(at: index)
        }
        return (newHead, newSection)
    }

    private static func reads(_ statement: SwiftStatement, _ name: String) -> Bool {
        var names = Set<String>()
        UnusedConstantElimination.collectReads([statement], into: &names)
        return names.contains(name)
    }

    private static func countReads(_ statement: SwiftStatement, into counts: inout [String: Int]) {
        func visit(_ expression: SwiftExpression) {
            switch expression {
            case .identifier(let name), .inoutReference(let name): counts[name, default: 0] += 1
            case .number, .boolean, .string, .implicitMember: break
            case .member(let base, _): visit(base)
            case .binary(let lhs, _, let rhs):
                visit(lhs)
                visit(rhs)
            case .prefix(_, let operand), .parenthesized(let operand): visit(operand)
            case .call(let callee, let arguments):
                visit(callee)
                arguments.forEach { visit($0.value) }
            case .tuple(let elements): elements.forEach(visit)
            }
        }
        switch statement {
        case .constant(_, _, let value), .tupleConstant(_, _, let value), .variable(_, _, let value), .call(let value),
             .returnValue(let value):
            visit(value)
        case .uninitializedConstant, .comment:
            break
        case .assignment(let target, let value):
            if case .identifier = target {} else { visit(target) }
            visit(value)
        case .conditional(let branches, let otherwise):
            for branch in branches {
                visit(branch.condition)
                branch.body.forEach { countReads($0, into: &counts) }
            }
            otherwise?.forEach { countReads($0, into: &counts) }
        }
    }

    /// `statement` with every read of a name in `values` replaced by its value, and every call of
    /// `PixelRounding.<key>` in `calls` made a call of `PixelRounding.<value>`.
    static func substitute(_ values: [String: SwiftExpression], in statement: SwiftStatement,
                           calls: [String: String] = [:]) -> SwiftStatement {
        guard !values.isEmpty || !calls.isEmpty else { return statement }
        func expression(_ value: SwiftExpression) -> SwiftExpression { substitute(values, in: value, calls: calls) }
        switch statement {
        case .constant(let name, let type, let value):
            return .constant(name: name, type: type, value: expression(value))
        case .tupleConstant(let names, let types, let value):
            return .tupleConstant(names: names, types: types, value: expression(value))
        case .variable(let name, let type, let value):
            return .variable(name: name, type: type, value: expression(value))
        case .call(let value):
            return .call(expression(value))
        case .returnValue(let value):
            return .returnValue(expression(value))
        case .uninitializedConstant, .comment:
            return statement
        case .assignment(let target, let value):
            if case .identifier = target { return .assignment(target: target, value: expression(value)) }
            return .assignment(target: expression(target), value: expression(value))
        case .conditional(let branches, let otherwise):
            return .conditional(
                branches: branches.map {
                    SwiftConditionalBranch(condition: expression($0.condition),
                                           body: $0.body.map { substitute(values, in: $0, calls: calls) })
                },
                otherwise: otherwise.map { $0.map { substitute(values, in: $0, calls: calls) } })
        }
    }

    /// `expression` with every name in `values` replaced by its value (and `calls` renamed as above).
    static func substitute(_ values: [String: SwiftExpression], in expression: SwiftExpression,
                           calls: [String: String] = [:]) -> SwiftExpression {
        func inner(_ value: SwiftExpression) -> SwiftExpression { substitute(values, in: value, calls: calls) }
        switch expression {
        case .identifier(let name):
            return values[name] ?? expression
        case .number, .boolean, .string, .implicitMember, .inoutReference:
            return expression
        case .member(let base, let name):
            return .member(inner(base), name)
        case .binary(let lhs, let op, let rhs):
            return .binary(inner(lhs), op, inner(rhs))
        case .prefix(let op, let operand):
            return .prefix(op, inner(operand))
        case .parenthesized(let value):
            return .parenthesized(inner(value))
        case .call(let callee, let arguments):
            var newCallee = inner(callee)
            if case .member(.identifier("PixelRounding"), let function) = callee, let renamed = calls[function] {
                newCallee = .member(.identifier("PixelRounding"), renamed)
            }
            return .call(newCallee, arguments.map { argument in
                var copy = argument
                copy.value = inner(argument.value)
                return copy
            })
        case .tuple(let elements):
            return .tuple(elements.map(inner))
        }
    }
}
