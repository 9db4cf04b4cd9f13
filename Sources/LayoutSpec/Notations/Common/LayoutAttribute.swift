/// An attribute a constraint can name on an item (docs/SpecLanguage.md §3), before lowering to unknowns.
package enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge (`minX`).
    case left
    /// The right edge (`maxX`).
    case right
    /// The top edge (`minY`).
    case top
    /// The bottom edge (`maxY`).
    case bottom
    /// The edge where reading starts: `left`, or `right` under `rtl`.
    case leading
    /// The edge where reading ends: `right`, or `left` under `rtl`.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre (`midX`).
    case centerX
    /// The vertical centre (`midY`).
    case centerY
    /// A label's first baseline (`minY + px(ascender)`); the bottom edge of other items.
    case firstBaseline
    /// A label's last baseline (`maxY − ceilPx(−descender)`); the bottom edge of other items.
    case lastBaseline
    /// The same as `lastBaseline`.
    case baseline
    /// The left edge inset by the item's left layout margin.
    case leftMargin
    /// The right edge inset by the item's right layout margin.
    case rightMargin
    /// The top edge inset by the item's top layout margin.
    case topMargin
    /// The bottom edge inset by the item's bottom layout margin.
    case bottomMargin
    /// `leftMargin`, or `rightMargin` under `rtl`.
    case leadingMargin
    /// `rightMargin`, or `leftMargin` under `rtl`.
    case trailingMargin
    /// The horizontal centre of the rectangle inset by the margins.
    case centerXWithinMargins
    /// The vertical centre of the rectangle inset by the margins.
    case centerYWithinMargins

    /// The spelling in specs.
    package var description: String { rawValue }

    /// Whether the attribute lies along the horizontal axis.
    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a position.
    package var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute depends on the reading direction (`leading`, `trailing` and margins).
    package var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// The names accepted in specs, for "expected one of" messages.
    package static let spellings: String = allCases.map(\.rawValue).joined(separator: ", ")
}

/// A compound attribute that stands for several attributes at once (docs/SpecLanguage.md §3).
package enum CompoundAttribute: String, Hashable, Sendable, CaseIterable {
    /// `top, left, bottom, right` (the order of `edges(top, left, bottom, right)` insets).
    case edges
    /// `width, height`.
    case size
    /// `centerX, centerY`.
    case center
    /// `topMargin, leftMargin, bottomMargin, rightMargin`.
    case margins
    /// `centerXWithinMargins, centerYWithinMargins`.
    case centerWithinMargins

    /// The attributes it stands for, in the order its tuple arguments are given.
    package var components: [LayoutAttribute] {
        switch self {
        case .edges: return [.top, .left, .bottom, .right]
        case .size: return [.width, .height]
        case .center: return [.centerX, .centerY]
        case .margins: return [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case .centerWithinMargins: return [.centerXWithinMargins, .centerYWithinMargins]
        }
    }
}

/// Reading direction, for `leading`/`trailing` (swapped when the built-in condition `rtl` holds).
package enum ReadingDirection: Hashable, Sendable, CaseIterable {
    /// Left to right: `leading` is `left`.
    case leftToRight
    /// Right to left: `leading` is `right`.
    case rightToLeft

    /// The condition under which a constraint lowered in this direction is active.
    package var condition: ConditionExpression {
        switch self {
        case .leftToRight: return .not(.name(BuiltInConditions.rightToLeft))
        case .rightToLeft: return .name(BuiltInConditions.rightToLeft)
        }
    }
}
