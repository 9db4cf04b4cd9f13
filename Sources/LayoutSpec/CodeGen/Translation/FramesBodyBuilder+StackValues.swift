/// The small building blocks of the stack code (`StackArrangement`): named values, an affine value
/// of the inputs, a value chosen by a flag, sums and maxima a few terms per statement.
extension FramesBodyBuilder {
    typealias Fold = FoldedArithmetic

    /// `let name: CGFloat = value`, unless `value` is already a name or a number.
    mutating func bound(_ value: SwiftExpression, _ name: String) -> SwiftExpression {
        switch value {
        case .identifier, .number: return value
        default:
            let local = names.make(name)
            statements.append(.constant(name: local, type: .cgFloat, value: value))
            return .identifier(local)
        }
    }

    /// An affine value of the inputs (a content size, a spacing), reading the inputs it needs.
    mutating func inputValue(_ expression: LinearExpression, _ name: String) -> SwiftExpression {
        for parameter in expression.parameters.keys.sorted() where parameterValues[parameter] == nil {
            readIntoLet(parameter)
        }
        var parts: [SwiftStatement] = []
        let value = affineExpression(expression, name: name, into: &parts)
        statements += parts
        return bound(value, name)
    }

    /// `let name: CGFloat; if condition { name = then } else { name = otherwise }`.
    mutating func chosen(
        _ name: String, if condition: SwiftExpression, then: SwiftExpression, else otherwise: SwiftExpression
    ) -> SwiftExpression {
        let local = names.make(name)
        statements.append(.uninitializedConstant(name: local, type: .cgFloat))
        statements.append(
            .conditional(
                branches: [
                    SwiftConditionalBranch(
                        condition: condition,
                        body: [.assignment(target: .identifier(local), value: then)])
                ],
                otherwise: [.assignment(target: .identifier(local), value: otherwise)]))
        return .identifier(local)
    }

    /// `content` within required bounds, `max(least, min(greatest, content))`, each bound applied
    /// in a `let` of its own.
    mutating func clamped(
        _ content: SwiftExpression, least: SwiftExpression?, greatest: SwiftExpression?, _ name: String
    ) -> SwiftExpression {
        var result = content
        if let greatest { result = bound(Fold.minimum(greatest, result), name) }
        if let least { result = bound(Fold.maximum(least, result), name) }
        return result
    }

    /// A sum of many values, a few terms per `let`.
    mutating func sum(_ values: [SwiftExpression], _ name: String) -> SwiftExpression {
        var total = SwiftExpression.number(0)
        var terms = 0
        for value in values where value != .number(0) {
            if terms == Self.maximumTermsPerStatement {
                total = bound(total, name)
                terms = 1
            }
            total = Fold.add(total, value)
            terms += 1
        }
        return bound(total, name)
    }

    /// The largest of `values` (0 for none), one `fmax` per `let`.
    mutating func largest(_ values: [SwiftExpression], _ name: String) -> SwiftExpression {
        guard var result = values.first else { return .number(0) }
        for value in values.dropFirst() {
            result = bound(Fold.maximum(result, value), name)
        }
        return bound(result, name)
    }

    /// The running largest of `values` over the items whose `flags` are 1 (each value after it is
    /// seen; 0 before any), one `let` per flagged item (`seen`: 1 once one is).
    mutating func runningLargest(
        _ values: [SwiftExpression], over flags: [SwiftExpression], _ name: String, seen seenName: String
    ) -> [SwiftExpression] {
        var widest = SwiftExpression.number(0)
        var seen = SwiftExpression.number(0)
        var result: [SwiftExpression] = []
        for (value, flag) in zip(values, flags) {
            if flag != .number(0) {
                let target = Fold.add(
                    Fold.multiply(seen, Fold.maximum(widest, value)),
                    Fold.multiply(Fold.subtract(.number(1), seen), value))
                widest = bound(Fold.add(widest, Fold.multiply(flag, Fold.subtract(target, widest))), name)
                seen = seen == .number(1) ? seen : bound(Fold.maximum(seen, flag), seenName)
            }
            result.append(widest)
        }
        return result
    }
}
