/// Evaluates one rule string's statements against a view's rule set, in COSLayout's order:
/// post-order, left before right, so the innermost assignment of a chain happens first.
struct COSLayoutEvaluator {
    let view: String
    let superview: ItemGeometry.Rect
    let context: LoweringContext
    /// Where the scalar's text starts (token offsets are added to it).
    let location: SourceLocation
    /// The view's rules, updated by every assignment.
    var ruleSet: COSLayoutRuleSet

    /// Performs `assignment` and returns the rule's new value (`nil` when removed).
    mutating func apply(_ assignment: COSLayoutAssignment, text: String) throws -> COSLayoutValue? {
        let value = try evaluate(assignment.value, text: text)
        let newValue: COSLayoutValue?
        switch assignment.op {
        case .assign:
            newValue = value
        case .add, .subtract, .multiply, .divide:
            let op: COSLayoutExpression.Operator
            switch assignment.op {
            case .add: op = .add
            case .subtract: op = .subtract
            case .multiply: op = .multiply
            case .divide, .assign: op = .divide
            }
            newValue = try COSLayoutValue.combine(
                ruleSet.value(of: assignment.rule), op, value,
                at: location.advanced(by: assignment.operatorOffset))
        }
        ruleSet.set(assignment.rule, to: newValue, at: location.advanced(by: assignment.ruleOffset), text: text)
        return newValue
    }

    private mutating func evaluate(_ expression: COSLayoutExpression, text: String) throws -> COSLayoutValue? {
        switch expression {
        case .number(let number, _):
            return COSLayoutValue(LinearExpression(number))
        case .percentage(let percent, let axis, _):
            switch axis {
            case nil: return COSLayoutValue(LinearExpression(0), percentOfRuleAxis: percent)
            case .horizontal: return COSLayoutValue(superview.width * (percent / 100))
            case .vertical: return COSLayoutValue(superview.height * (percent / 100))
            }
        case .none:
            return nil
        case .ownRule(let rule, _):
            return ruleSet.value(of: rule)
        case .otherRule(let other, let rule, let offset):
            let geometry = context.geometry
            guard geometry.isItem(other), let rect = geometry.rect(of: .named(other), subject: nil),
                let otherSuperview = geometry.rect(of: .superview, subject: other)
            else {
                throw SpecError(
                    at: location.advanced(by: offset),
                    kind: .unknownName(
                        UnknownNameDiagnostic(
                            name: other, expected: "view", detail: " in `\(other).\(rule)`; declare it under `views`")))
            }
            let reference = COSLayoutValue.Reference(view: other, rule: rule, location: location.advanced(by: offset))
            // COSLayout's `COSCoords`: the other view's frame converted into *this* view's
            // superview (its top-left corner is the origin), with `S.bottom`/`S.right` sides taken
            // from the other view's own superview size. For a sibling both are the same superview.
            let measuredIn = ItemGeometry.Rect(
                minX: superview.minX, minY: superview.minY, width: otherSuperview.width,
                height: otherSuperview.height, margins: otherSuperview.margins,
                label: nil, marginsFollowReadingDirection: otherSuperview.marginsFollowReadingDirection)
            return COSLayoutValue(
                COSLayoutLowering.distance(rule, of: rect, from: measuredIn, geometry: geometry),
                references: [reference])
        case .named(let name, let offset):
            guard let value = context.value(named: name) else {
                throw SpecError(
                    at: location.advanced(by: offset),
                    kind: .unknownName(
                        UnknownNameDiagnostic(
                            name: name, expected: "name",
                            detail: ": not a COSLayout rule (\(COSLayoutRuleName.spellings)), metric or input")))
            }
            return COSLayoutValue(value)
        case .negation(let operand, _):
            return try evaluate(operand, text: text).map { -$0 }
        case .binary(let lhs, let op, let rhs, let offset):
            let left = try evaluate(lhs, text: text)
            let right = try evaluate(rhs, text: text)
            return try COSLayoutValue.combine(left, op, right, at: location.advanced(by: offset))
        case .assignment(let assignment):
            return try apply(assignment, text: text)
        }
    }
}
