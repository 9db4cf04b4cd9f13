/// A parsed Relativity statement (docs/notations/relativity.md, anchors; docs/notations/relativity.md, sizing). Offsets are columns inside the statement
/// text, so lowering can report unknown names at their exact position.
package enum RelativityStatement: Hashable, Sendable {
    /// `moving --> target` or `target <-- moving`: the moving item's point equals the target point.
    case alignment(moving: RelativityPoint, target: RelativityPoint)
    /// `subject.size == from |--| to`, `subject.width == (from |--| to).width`, ...
    case sizing(RelativitySizing)
}

/// A number, or a metric or input name, possibly negated: one component of an offset.
struct RelativityScalar: Hashable, Sendable {
    /// What was written.
    enum Value: Hashable, Sendable {
        /// A literal.
        case number(Double)
        /// A metric or input name.
        case name(String)
    }

    /// The literal or name.
    var value: Value
    /// Whether a unary minus precedes it.
    var isNegated: Bool
    /// Column offset of the number or name.
    var offset: Int
}

/// `(dx, dy)`, `N.horizontalOffset` or `N.verticalOffset`, added to or subtracted from an anchor
/// point. A missing component is zero.
struct RelativityOffset: Hashable, Sendable {
    /// `+1` when added, `-1` when subtracted (or negated).
    var sign: Double
    /// The horizontal component.
    var dx: RelativityScalar?
    /// The vertical component.
    var dy: RelativityScalar?
}

/// `item.anchor` (or `.anchor` for the superview) with the offsets written around it.
package struct RelativityPoint: Hashable, Sendable {
    /// The item's name as written; `nil` for the `.anchor` shorthand.
    var item: String?
    /// Column offset of the item name (of the dot for the shorthand).
    var itemOffset: Int
    /// The anchor.
    var anchor: RelativityAnchor
    /// Column offset of the anchor name.
    var anchorOffset: Int
    /// Offsets before and after the anchor, in order.
    var offsets: [RelativityOffset]
}

/// Which part of a measured size a sizing statement sets or reads.
enum RelativitySizeComponent: String, Hashable, Sendable {
    case size, width, height
}

/// `subject.size == from |--| to` and its one-component forms.
package struct RelativitySizing: Hashable, Sendable {
    /// The sized item.
    var subject: String
    /// Column offset of the sized item's name.
    var subjectOffset: Int
    /// `size`, `width` or `height` of the subject.
    var attribute: RelativitySizeComponent
    /// Column offset of the attribute.
    var attributeOffset: Int
    /// The first point (the top-left one, for positive sizes).
    var from: RelativityPoint
    /// The second point.
    var to: RelativityPoint
    /// `.width` or `.height` after a parenthesised measurement; `nil` when the whole size is meant.
    var component: RelativitySizeComponent?
    /// Column offset of the component name.
    var componentOffset: Int
}
