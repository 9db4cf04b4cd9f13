/// The value of a COSLayout rule expression: linear in other views' unknowns and the runtime
/// inputs, plus a percentage whose axis is not decided yet.
///
/// A bare `50%` takes the superview's width or height by the axis of the rule that finally uses
/// it, as COSLayout evaluates its lazy coordinates with the using rule's direction (`ll = 50%,
/// tt = ll` gives `tt` half the superview's *height*). `H:50%`/`V:50%` are resolved at once.
struct COSLayoutValue: Hashable, Sendable {
    /// Another view's frame read by a value (`other.tt`): an edge of the dependency graph.
    struct Reference: Hashable, Sendable {
        /// The view read.
        var view: String
        /// The rule read.
        var rule: COSLayoutRuleName
        /// Where the reference is written.
        var location: SourceLocation

        /// Whether the rule read is horizontal.
        var isHorizontal: Bool { rule.isHorizontal }
    }

    /// Everything but the undecided percentage.
    var expression: LinearExpression
    /// Percent of the superview's size along the axis of the rule that uses the value.
    var percentOfRuleAxis: Double
    /// Other views' rules the value reads, in the order written.
    var references: [Reference]

    init(_ expression: LinearExpression, percentOfRuleAxis: Double = 0, references: [Reference] = []) {
        self.expression = expression
        self.percentOfRuleAxis = percentOfRuleAxis
        self.references = references
    }

    /// Whether the value is a build-time constant (a number or metric).
    var isConstant: Bool { expression.isConstant && percentOfRuleAxis == 0 }

    /// The value in a rule along an axis whose superview size is `superviewSize`.
    func resolved(superviewSize: LinearExpression) -> LinearExpression {
        expression + superviewSize * (percentOfRuleAxis / 100)
    }

    static func + (lhs: COSLayoutValue, rhs: COSLayoutValue) -> COSLayoutValue {
        COSLayoutValue(
            lhs.expression + rhs.expression, percentOfRuleAxis: lhs.percentOfRuleAxis + rhs.percentOfRuleAxis,
            references: lhs.references + rhs.references)
    }

    static prefix func - (operand: COSLayoutValue) -> COSLayoutValue { operand * -1 }

    static func - (lhs: COSLayoutValue, rhs: COSLayoutValue) -> COSLayoutValue { lhs + (-rhs) }

    static func * (lhs: COSLayoutValue, factor: Double) -> COSLayoutValue {
        COSLayoutValue(
            lhs.expression * factor, percentOfRuleAxis: lhs.percentOfRuleAxis * factor, references: lhs.references)
    }

    /// Division by a non-zero constant, exact (not by the rounded reciprocal).
    static func / (lhs: COSLayoutValue, divisor: Double) -> COSLayoutValue {
        COSLayoutValue(
            lhs.expression / divisor, percentOfRuleAxis: lhs.percentOfRuleAxis / divisor, references: lhs.references)
    }

    /// `lhs op rhs` with COSLayout's `nil` rule: when one side is `nil` the result is the other
    /// side (so `nil - 5` is `5`), and `nil op nil` is `nil`. A product needs a build-time constant
    /// on one side and a quotient a non-zero constant divisor; otherwise the error is at `location`.
    static func combine(
        _ lhs: COSLayoutValue?, _ op: COSLayoutExpression.Operator, _ rhs: COSLayoutValue?,
        at location: SourceLocation
    ) throws -> COSLayoutValue? {
        guard let lhs else { return rhs }
        guard let rhs else { return lhs }
        switch op {
        case .add: return lhs + rhs
        case .subtract: return lhs - rhs
        case .multiply:
            if rhs.isConstant { return withReferences(lhs * rhs.expression.constant, lhs, rhs) }
            if lhs.isConstant { return withReferences(rhs * lhs.expression.constant, lhs, rhs) }
            throw SpecError(
                at: location,
                "`*` needs a build-time constant (a number or metric) on one side; both sides vary at run time")
        case .divide:
            guard rhs.isConstant else {
                throw SpecError(at: location, "`/` needs a build-time constant (a number or metric) on its right")
            }
            guard rhs.expression.constant != 0 else { throw SpecError(at: location, "division by zero") }
            return withReferences(lhs / rhs.expression.constant, lhs, rhs)
        }
    }

    private static func withReferences(
        _ value: COSLayoutValue, _ lhs: COSLayoutValue, _ rhs: COSLayoutValue
    ) -> COSLayoutValue {
        var result = value
        result.references = lhs.references + rhs.references
        return result
    }
}
