/// The one rule for numbers, in every notation and in `metrics` (docs/SpecLanguage.md, "Limits"):
/// a number written in a spec is finite and at most `maximumLiteral` in magnitude, and the
/// arithmetic of a statement gives coefficients at most `maximumResult` in magnitude.
///
/// Larger values are never a layout, and they would make the generated code hold `inf` or lose
/// every digit that matters; they are rejected at their token (or, for arithmetic, at the statement).
package enum NumberRange {
    /// The largest magnitude of a number literal: one billion.
    package static let maximumLiteral: Double = 1_000_000_000
    /// The largest magnitude of a coefficient or constant after a statement's arithmetic.
    package static let maximumResult: Double = 1_000_000_000_000

    /// Whether `value` may be written in a spec.
    package static func isAllowedLiteral(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumLiteral
    }

    /// Throws unless `value` (written as `text` at `location`) may be written in a spec.
    package static func check(_ value: Double, text: String, at location: SourceLocation) throws {
        guard !isAllowedLiteral(value) else { return }
        throw SpecError(at: location, outOfRangeMessage(text))
    }

    /// "`TEXT` is out of range: numbers in a spec are at most 1000000000 in magnitude".
    package static func outOfRangeMessage(_ text: String) -> String {
        "`\(text)` is out of range: numbers in a spec are finite and at most 1000000000 in magnitude"
    }

    /// Whether a lowered expression's coefficients and constant are all within `maximumResult`.
    static func isAllowedResult(_ expression: LinearExpression) -> Bool {
        func allowed(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumResult }
        return allowed(expression.constant)
            && expression.variableTerms.allSatisfy { allowed($0.coefficient) }
            && expression.parameterTerms.allSatisfy { allowed($0.coefficient) }
    }
}
