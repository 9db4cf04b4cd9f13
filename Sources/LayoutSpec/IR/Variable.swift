/// One of the four unknowns the solver finds for every item.
public enum FrameAttribute: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The item's left edge, in the container's space.
    case minX
    /// The item's top edge, in the container's space.
    case minY
    /// The item's width.
    case width
    /// The item's height.
    case height

    /// `minX`, `minY`, `width` or `height`.
    public var description: String {
        switch self {
        case .minX: return "minX"
        case .minY: return "minY"
        case .width: return "width"
        case .height: return "height"
        }
    }

    /// Whether the attribute is horizontal (`minX`, `width`).
    package var isHorizontal: Bool { self == .minX || self == .width }

    /// Orders `minX minY width height`.
    public static func < (lhs: FrameAttribute, rhs: FrameAttribute) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An unknown of the constraint system: one frame attribute of one item (view, guide, or a
/// fitting container).
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The item's name as written in the spec (`container` for a fitting container).
    public var item: String
    /// Which of the item's four unknowns.
    public var attribute: FrameAttribute

    /// Creates a variable.
    public init(_ item: String, _ attribute: FrameAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute`, with the user's words for sizes (`a.width`) and positions (`a.left`, `a.top`).
    public var description: String {
        switch attribute {
        case .minX: return "\(item).left"
        case .minY: return "\(item).top"
        case .width: return "\(item).width"
        case .height: return "\(item).height"
        }
    }

    /// Orders by item name, then attribute.
    public static func < (lhs: Variable, rhs: Variable) -> Bool {
        (lhs.item, lhs.attribute) < (rhs.item, rhs.attribute)
    }
}
