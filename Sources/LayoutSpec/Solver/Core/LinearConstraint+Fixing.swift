extension LinearConstraint {
    /// The constraint with the given parameters replaced by their values (the others kept): what
    /// the solver solves when some inputs are held fixed (measured sizes, a witness line's inputs).
    func fixing(_ values: [Parameter: Double]) -> LinearConstraint {
        var result = self
        var constant = expression.constant
        var parameters: [Parameter: Double] = [:]
        for (parameter, coefficient) in expression.parameters {
            if let value = values[parameter] {
                constant += coefficient * value
            } else {
                parameters[parameter] = coefficient
            }
        }
        result.expression = LinearExpression(
            variables: expression.variables, parameters: parameters, constant: constant)
        return result
    }
}
