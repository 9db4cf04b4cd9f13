/// The names UIKit code uses for anchors, attributes, relations and priorities, and what each means
/// in a spec (docs/notations/anchors.md).
enum AnchorVocabulary {
    /// The anchor properties of `UIView` and `UILayoutGuide` by name (`leadingAnchor`).
    static let anchors: [String: LayoutAttribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline
    ]

    /// The anchors' names, for messages.
    static let anchorNames = anchors.keys.sorted().joined(separator: ", ")

    /// The `NSLayoutConstraint.Relation` cases by name.
    static let relations: [String: Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual
    ]

    /// Which anchors can be related to which: UIKit types them as x-axis, y-axis and dimension
    /// anchors and relates only anchors of one type.
    enum Kind: String {
        case xAxis = "x-axis"
        case yAxis = "y-axis"
        case dimension

        /// The kind of the anchor of `attribute`.
        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .width, .height: self = .dimension
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .baseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                self = .yAxis
            default: self = .xAxis
            }
        }
    }

    /// Whether `attribute` reads the reading direction (`leading`, `trailing`) rather than the
    /// screen's sides (`left`, `right`): UIKit refuses to relate one kind to the other.
    static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
    }

    /// Whether `attribute` reads a screen side (`left`, `right`).
    static func isAbsolute(_ attribute: LayoutAttribute) -> Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(attribute)
    }

    /// The attribute a view's `layoutMarginsGuide` anchor stands for (`leadingAnchor` of the margins
    /// guide is `leadingMargin`); nil for the guide's width, height and baselines.
    static func margin(of attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return nil
        }
    }
}
