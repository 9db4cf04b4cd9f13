/// Numbers and expressions as `explain` prints them: without floating-point noise (`490`, not
/// `490.00000000000006`), at most four decimals (`6.6667`), and a coefficient that is one over a
/// small whole number written as a division (`container.width / 3`, not `0.3333333333333333·container.width`).
enum ExplanationText {
    /// `value` rounded to four decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String {
        SolverDiagnostics.format(value, decimals: 4)
    }

    /// `expression` in `LinearExpression.description`'s order and form, with clean numbers.
    static func expression(_ expression: LinearExpression) -> String {
        var parts: [String] = []
        func add(_ coefficient: Double, _ name: String) {
            guard let text = term(abs(coefficient), name) else { return }
            if parts.isEmpty {
                parts.append(coefficient < 0 ? "-\(text)" : text)
            } else {
                parts.append(coefficient < 0 ? "- \(text)" : "+ \(text)")
            }
        }
        for (variable, coefficient) in expression.variableTerms { add(coefficient, variable.description) }
        for (parameter, coefficient) in expression.parameterTerms { add(coefficient, parameter.description) }
        let constant = expression.constant
        if number(constant) != "0" || parts.isEmpty {
            if parts.isEmpty {
                parts.append(number(constant))
            } else {
                parts.append(constant < 0 ? "- \(number(-constant))" : "+ \(number(constant))")
            }
        }
        return parts.joined(separator: " ")
    }

    /// `name`, `2·name`, `name / 3`; `nil` for a coefficient that rounds to zero.
    private static func term(_ magnitude: Double, _ name: String) -> String? {
        if number(magnitude) == "0" { return nil }
        if number(magnitude) == "1" { return name }
        let inverse = 1 / magnitude
        if inverse == inverse.rounded() || abs(inverse - inverse.rounded()) < 1e-9, inverse.rounded() <= 1000 {
            return "\(name) / \(Int(inverse.rounded()))"
        }
        return "\(number(magnitude))·\(name)"
    }
}
