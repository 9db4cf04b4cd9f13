/// Evaluating a solution at one runtime input, the way generated code does: per component, the
/// case of the conditions, then the first region whose bounds all hold (the last one otherwise),
/// or the closed forms when the case has no regions (the structural fast path's cases).
extension LayoutSolution {
    /// Every unknown's value for the given inputs and condition values (a missing condition is
    /// false; a missing parameter is 0).
    package func evaluate(parameters: [Parameter: Double], conditions: [String: Bool]) -> [Variable: Double] {
        var result: [Variable: Double] = [:]
        for component in components {
            let assignment = Dictionary(
                uniqueKeysWithValues: component.conditionNames.map { ($0, conditions[$0] ?? false) })
            guard
                let solvedCase = component.cases.first(where: { $0.assignment == assignment }) ?? component.cases.first
            else { continue }
            if solvedCase.regions.isEmpty, let forms = solvedCase.closedForm {
                for (variable, form) in zip(component.variables, forms) { result[variable] = form.evaluate(parameters) }
                continue
            }
            guard
                let region = solvedCase.regions.first(where: { region in
                    region.bounds.allSatisfy { $0.evaluate(parameters) >= -1e-9 * max(1, abs($0.constant)) }
                }) ?? solvedCase.regions.last
            else { continue }
            for (variable, value) in zip(component.variables, region.values) {
                result[variable] = value.evaluate(parameters)
            }
        }
        return result
    }
}

extension LinearExpression {
    /// The value of an expression without unknowns at the given parameter values (missing ones are 0).
    package func evaluate(_ parameters: [Parameter: Double]) -> Double {
        var total = constant
        for (parameter, coefficient) in parameterTerms { total += coefficient * (parameters[parameter] ?? 0) }
        return total
    }
}

extension SolvedValue {
    /// The closed form's value at the given parameter values.
    package func evaluate(_ parameters: [Parameter: Double]) -> Double {
        switch self {
        case .affine(let expression): return expression.evaluate(parameters)
        case .minimum(let operands): return operands.map { $0.evaluate(parameters) }.min() ?? 0
        case .maximum(let operands): return operands.map { $0.evaluate(parameters) }.max() ?? 0
        }
    }
}
