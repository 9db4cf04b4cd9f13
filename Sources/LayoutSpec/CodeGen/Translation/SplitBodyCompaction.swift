/// Fewer, larger statements for a body that is split into parts (docs/GeneratedCode.md, "Large
/// layouts"): the Swift compiler's time per statement is what a large layout pays, so
///
/// - constants whose value is a literal are written into the expressions that read them (their
///   `let`s go),
/// - a value computed by two `let`s is computed by the first only (`CommonValueElimination`), and
/// - a `let` read exactly once, by a frames-section statement, is written into that statement
///   (`frames.a = PixelRounding.frameOutlined(minX: originX + (0.5 * container_width - 8), …)`
///   instead of five `let`s and a store), and
/// - frames are rounded by `PixelRounding.frameOutlined`, the same rounding as a call the optimiser
///   does not inline (inlined into hundreds of items, it dominated the optimiser's time).
///
/// Each value is still computed by the same operations from the same operands, in an order that
/// respects every dependency, so results are unchanged bit for bit (`eval` and the preview run the
/// same tree). Bodies that are not split keep one named `let` per value, which reads better.
enum SplitBodyCompaction {
    /// `head` and `section` with literal constants propagated everywhere and single-use section
    /// `let`s folded into their reader.
    static func compact(
        head: [SwiftStatement], section: [SwiftStatement]
    )
        -> (head: [SwiftStatement], section: [SwiftStatement])
    {
        let literals = literalConstants(in: head + section)
        func withoutLiterals(_ statements: [SwiftStatement]) -> [SwiftStatement] {
            statements.compactMap { statement in
                if case .constant(let name, _, _) = statement, literals[name] != nil { return nil }
                return substitute(literals, in: statement)
            }
        }
        var common = CommonValueElimination()
        let newHead = common.process(withoutLiterals(head))
        var newSection = common.process(withoutLiterals(section)).map {
            substitute([:], in: $0, outliningFrames: true)
        }

        // How often each name is read, anywhere.
        var readCounts: [String: Int] = [:]
        UnusedConstantElimination.forEachRead(newHead + newSection) { readCounts[$0, default: 0] += 1 }
        // Which section statements read each name (kept up to date as lets are folded), so each
        // fold costs the size of the folded value, not of the section.
        var readers: [String: Set<Int>] = [:]
        for (index, statement) in newSection.enumerated() {
            for name in UnusedConstantElimination.reads(statement) { readers[name, default: []].insert(index) }
        }
        var removed = Array(repeating: false, count: newSection.count)
        /// Writes `value` (the let `name`) into section statement `reader`; `origin` is the
        /// folded let's section index, if it is one.
        func fold(_ name: String, _ value: SwiftExpression, into reader: Int, from origin: Int?) {
            newSection[reader] = substitute([name: value], in: newSection[reader])
            UnusedConstantElimination.forEachRead(value) { read in
                if let origin { readers[read]?.remove(origin) }
                readers[read, default: []].insert(reader)
            }
        }
        // Fold from the last statement back, so a chain (left → rounded → store) folds fully.
        for index in newSection.indices.reversed() {
            guard case .constant(let name, _, let value) = newSection[index], readCounts[name] == 1,
                let reader = readers[name]?.filter({ $0 > index && !removed[$0] }).min()
            else { continue }
            fold(name, value, into: reader, from: index)
            removed[index] = true
        }
        // Then component `let`s read once, by a frames-section statement: an item's width, say,
        // goes into the statement that rounds and stores the item.
        var foldedHead: [SwiftStatement] = []
        for statement in newHead {
            if case .constant(let name, _, let value) = statement, readCounts[name] == 1,
                let reader = readers[name]?.filter({ !removed[$0] }).min()
            {
                fold(name, value, into: reader, from: nil)
                continue
            }
            foldedHead.append(statement)
        }
        let kept = newSection.indices.filter { !removed[$0] }.map { newSection[$0] }
        return (foldedHead, kept)
    }

    /// The top-level `let`s of `statements` whose value is a number literal, by name.
    static func literalConstants(in statements: [SwiftStatement]) -> [String: SwiftExpression] {
        var literals: [String: SwiftExpression] = [:]
        for statement in statements {
            if case .constant(let name, _, .number(let value)) = statement { literals[name] = .number(value) }
        }
        return literals
    }

    /// `statement` with every read of a name in `values` replaced by its value, and, when
    /// `outliningFrames`, every `PixelRounding.frame` call made a `PixelRounding.frameOutlined` call.
    static func substitute(
        _ values: [String: SwiftExpression], in statement: SwiftStatement,
        outliningFrames: Bool = false
    ) -> SwiftStatement {
        guard !values.isEmpty || outliningFrames else { return statement }
        func expression(_ value: SwiftExpression) -> SwiftExpression {
            substitute(values, in: value, outliningFrames: outliningFrames)
        }
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
                    SwiftConditionalBranch(
                        condition: expression($0.condition),
                        body: $0.body.map { substitute(values, in: $0, outliningFrames: outliningFrames) })
                },
                otherwise: otherwise.map { $0.map { substitute(values, in: $0, outliningFrames: outliningFrames) } })
        }
    }

    /// `expression` with every name in `values` replaced by its value (and frames outlined as above).
    static func substitute(
        _ values: [String: SwiftExpression], in expression: SwiftExpression,
        outliningFrames: Bool = false
    ) -> SwiftExpression {
        func inner(_ value: SwiftExpression) -> SwiftExpression {
            substitute(values, in: value, outliningFrames: outliningFrames)
        }
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
        case .runtime(let call):
            let substituted = call.mapOperands(inner)
            switch substituted {
            case .roundedFrame(let rect, let scale, let outlined):
                return .runtime(.roundedFrame(rect, scale: scale, outlined: outlined || outliningFrames))
            case .minimum, .maximum, .pixelRounding, .rect, .size, .zeroRect, .measuredHeight, .traitHolds,
                .traitCondition:
                return .runtime(substituted)
            }
        case .call(let callee, let arguments):
            return .call(
                inner(callee),
                arguments.map { argument in
                    var copy = argument
                    copy.value = inner(argument.value)
                    return copy
                })
        case .tuple(let elements):
            return .tuple(elements.map(inner))
        }
    }
}
