/// The parsed form of COSLayout rule strings (docs/notations/coslayout.md): comma-separated statements, each an
/// assignment chain such as `ll = bb = rr = 10`.

/// One view's `rules:` strings, each parsed into its statements in the Spec stage.
package typealias COSLayoutViewRules = ParsedViewStatements<[COSLayoutStatement]>

/// One comma-separated statement of a rule string.
package struct COSLayoutStatement: Hashable, Sendable {
    /// The top-level assignment.
    var assignment: COSLayoutAssignment
    /// The statement's text, trimmed (used as the origin of the constraints it sets).
    var text: String
}

/// `RULE op VALUE`, where `op` is one of `= += -= *= /=`.
struct COSLayoutAssignment: Hashable, Sendable {
    /// The assignment operators.
    enum Operator: String, Hashable, Sendable {
        case assign = "="
        case add = "+="
        case subtract = "-="
        case multiply = "*="
        case divide = "/="
    }

    /// The rule being set.
    var rule: COSLayoutRuleName
    /// Column offset of the rule name inside the scalar.
    var ruleOffset: Int
    /// The operator.
    var op: Operator
    /// Column offset of the operator inside the scalar.
    var operatorOffset: Int
    /// The value (evaluated before the assignment happens: innermost assignment first).
    var value: COSLayoutExpression
}

/// A value expression with the column offset of its first token inside the scalar.
indirect enum COSLayoutExpression: Hashable, Sendable {
    /// The arithmetic operators.
    enum Operator: String, Hashable, Sendable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
    }

    /// Which dimension of the superview a percentage takes.
    enum PercentageAxis: Hashable, Sendable {
        /// `H:` — the superview's width.
        case horizontal
        /// `V:` — the superview's height.
        case vertical
    }

    /// A number.
    case number(Double, offset: Int)
    /// `50%`, `H:50%`, `V:50%` (`axis` nil: the axis of the rule that finally uses it).
    case percentage(Double, axis: PercentageAxis?, offset: Int)
    /// `nil`: no value (removes the rule it is assigned to).
    case none(offset: Int)
    /// This view's own rule (its current value, 0 if unset).
    case ownRule(COSLayoutRuleName, offset: Int)
    /// Another view's distance or size, `other.tt`, `other.w`.
    case otherRule(view: String, rule: COSLayoutRuleName, offset: Int)
    /// A metric or input.
    case named(String, offset: Int)
    /// `-e`.
    case negation(COSLayoutExpression, offset: Int)
    /// `a op b`; `offset` is the operator's.
    case binary(COSLayoutExpression, Operator, COSLayoutExpression, offset: Int)
    /// A parenthesised assignment used as a value (`ll = (rr = 10) + 5`).
    case assignment(COSLayoutAssignment)
}
