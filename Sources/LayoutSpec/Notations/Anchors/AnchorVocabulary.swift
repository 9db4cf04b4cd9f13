/// The names UIKit code uses for anchors, attributes, relations and priorities, and what each means
/// in a spec (docs/notations/anchors.md).
enum AnchorVocabulary {
    /// The anchor properties of `UIView` and `UILayoutGuide` by name (`leadingAnchor`): one for each
    /// attribute UIKit has an anchor for (`UIKitSpellings.anchoredAttributes`).
    static let anchors: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: UIKitSpellings.anchoredAttributes.compactMap { name in
            LayoutAttribute(rawValue: name).map { (name + "Anchor", $0) }
        })

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
            self = attribute.isSize ? .dimension : attribute.isHorizontal ? .xAxis : .yAxis
        }
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
