/// SnapKit's names (its `ConstraintMaker` attributes and `ConstraintPriority` levels) and what
/// each means in a spec (docs/notations/snapkit.md).
enum SnapKitVocabulary {
    /// Every attribute `make.` and `.snp.` accept, with the spec attributes it stands for, in
    /// SnapKit's order (`edges` is top, left, bottom, right).
    static let attributes: [String: [LayoutAttribute]] = [
        "left": [.left], "top": [.top], "bottom": [.bottom], "right": [.right], "leading": [.leading],
        "trailing": [.trailing], "width": [.width], "height": [.height], "centerX": [.centerX], "centerY": [.centerY],
        "lastBaseline": [.lastBaseline], "firstBaseline": [.firstBaseline], "leftMargin": [.leftMargin],
        "rightMargin": [.rightMargin], "topMargin": [.topMargin], "bottomMargin": [.bottomMargin],
        "leadingMargin": [.leadingMargin], "trailingMargin": [.trailingMargin],
        "centerXWithinMargins": [.centerXWithinMargins], "centerYWithinMargins": [.centerYWithinMargins],
        "edges": [.top, .left, .bottom, .right], "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .leading, .bottom, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom], "size": [.width, .height], "center": [.centerX, .centerY],
        "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
        "directionalMargins": [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins]
    ]

    /// The attribute names, for messages.
    static let attributeNames = attributes.keys.sorted().joined(separator: ", ")

    /// `ConstraintPriority`'s named levels (SnapKit's `ConstraintPriority.swift`: `medium` is 500
    /// on iOS and tvOS).
    static let priorities: [String: Int] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    /// The relation methods and what they relate; the `…Superview` forms take no argument.
    static let relations: [String: (Relation, toSuperview: Bool)] = [
        "equalTo": (.equal, false), "greaterThanOrEqualTo": (.greaterThanOrEqual, false),
        "lessThanOrEqualTo": (.lessThanOrEqual, false), "equalToSuperview": (.equal, true),
        "greaterThanOrEqualToSuperview": (.greaterThanOrEqual, true),
        "lessThanOrEqualToSuperview": (.lessThanOrEqual, true)
    ]

    /// The constant SnapKit gives `attribute` for insets `top, left, bottom, right`
    /// (`ConstraintInsetTarget`): edges move inwards, a centre by half the difference, a size
    /// shrinks by both; `leading`/`trailing` take the left and right insets, as in a
    /// left-to-right layout.
    static func inset(
        _ attribute: LayoutAttribute, _ insets: [EquationExpression], at offset: Int
    ) -> EquationExpression {
        let (top, left, bottom, right) = (insets[0], insets[1], insets[2], insets[3])
        func negated(_ value: EquationExpression) -> EquationExpression { .negate(value, offset: offset) }
        func half(_ a: EquationExpression, _ b: EquationExpression) -> EquationExpression {
            .binary(
                .divide, .binary(.subtract, a, b, operatorOffset: offset), .number(2, offset: offset),
                operatorOffset: offset)
        }
        switch attribute {
        case .top, .topMargin, .firstBaseline: return top
        case .left, .leftMargin, .leading, .leadingMargin: return left
        case .bottom, .bottomMargin, .lastBaseline, .baseline: return negated(bottom)
        case .right, .rightMargin, .trailing, .trailingMargin: return negated(right)
        case .centerX, .centerXWithinMargins: return half(left, right)
        case .centerY, .centerYWithinMargins: return half(top, bottom)
        case .width: return negated(.binary(.add, left, right, operatorOffset: offset))
        case .height: return negated(.binary(.add, top, bottom, operatorOffset: offset))
        }
    }
}
