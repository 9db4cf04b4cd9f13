/// Solved values as expressions: closed forms as one binary `fmin`/`fmax` per `let`, affine values as
/// sums of at most `maximumTermsPerStatement` terms per `let`.
extension FramesBodyBuilder {
    /// A closed form: nested `min`/`max` as one binary call per `let`, with short affine operands
    /// inline and longer ones in their own `let`s.
    mutating func closedFormExpression(
        _ value: SolvedValue, name: String,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        switch value {
        case .affine(let expression):
            return affineExpression(expression, name: name, into: &statements)
        case .minimum(let operands), .maximum(let operands):
            let isMinimum: Bool
            if case .minimum = value { isMinimum = true } else { isMinimum = false }
            var operandValues: [SwiftExpression] = []
            for (index, operand) in operands.enumerated() {
                operandValues.append(closedFormOperand(operand, name: "\(name)_\(index + 1)", into: &statements))
            }
            guard var accumulated = operandValues.first else { return .number(0) }
            for (index, next) in operandValues.dropFirst().enumerated() {
                if index > 0 {
                    let partial = names.make("\(name)_\(isMinimum ? "min" : "max")\(index)")
                    statements.append(.constant(name: partial, type: .cgFloat, value: accumulated))
                    accumulated = .identifier(partial)
                }
                accumulated = isMinimum ? .minimum(accumulated, next) : .maximum(accumulated, next)
            }
            return accumulated
        }
    }

    mutating func closedFormOperand(
        _ value: SolvedValue, name: String,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        if case .affine(let expression) = value, RecentAffineValues.termCount(expression) <= 2 {
            return affineExpression(expression, name: name, into: &statements)
        }
        let operandName = names.make(name)
        let expression = closedFormExpression(value, name: operandName, into: &statements)
        statements.append(.constant(name: operandName, type: .cgFloat, value: expression))
        return .identifier(operandName)
    }

    /// `c1·p1 + c2·p2 + ... + constant` (after `leading`, when given), left to right in parameter
    /// order; every `maximumTermsPerStatement` terms the running sum goes into a `<name>_partN` constant.
    mutating func affineExpression(
        _ expression: LinearExpression, name: String, startingFrom leading: SwiftExpression? = nil,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        // `value` nil stands for the constant term.
        var terms: [(coefficient: Double, value: SwiftExpression?)] = leading.map { [(1, $0)] } ?? []
        for (variable, coefficient) in expression.variableTerms {
            terms.append((coefficient, variableValues[variable] ?? .number(0)))
        }
        for (parameter, coefficient) in expression.parameterTerms {
            terms.append((coefficient, parameterValues[parameter] ?? .number(0)))
        }
        if expression.constant != 0 {
            terms.append((expression.constant, nil))
        }
        guard let first = terms.first else { return .number(0) }
        /// `c·value`, `value` when c is 1, or the constant `c`.
        func term(_ coefficient: Double, _ value: SwiftExpression?) -> SwiftExpression {
            guard let value else { return .number(coefficient) }
            return coefficient == 1 ? value : .number(coefficient) * value
        }
        var sum: SwiftExpression
        if first.coefficient == -1, let value = first.value {
            sum = .prefix(.negate, value)
        } else {
            sum = term(first.coefficient, first.value)
        }
        var termsInSum = 1
        var part = 0
        for next in terms.dropFirst() {
            if termsInSum == Self.maximumTermsPerStatement {
                part += 1
                let partName = names.make("\(name)_part\(part)")
                statements.append(.constant(name: partName, type: .cgFloat, value: sum))
                sum = .identifier(partName)
                termsInSum = 1
            }
            let magnitude = term(abs(next.coefficient), next.value)
            sum = next.coefficient < 0 ? sum - magnitude : sum + magnitude
            termsInSum += 1
        }
        return sum
    }
}
