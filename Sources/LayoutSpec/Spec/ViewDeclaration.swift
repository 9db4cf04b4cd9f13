/// A priority per axis, for `hugging:` and `compression:` (`N` or `[h, v]`).
package struct AxisPriorities: Hashable, Sendable {
    /// Horizontal priority.
    package var horizontal: Int
    /// Vertical priority.
    package var vertical: Int

    /// Creates priorities.
    package init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Auto Layout's default content hugging priority, 250 on both axes.
    package static let defaultHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// Auto Layout's default compression resistance priority, 750 on both axes.
    package static let defaultCompression = AxisPriorities(horizontal: 750, vertical: 750)
}

/// `measuredSize:` of a measured view: the range each measured dimension is proven over (and
/// `eval` warns outside); a missing end is the default size range's (0 or 10000).
package struct MeasuredSizeRange: Hashable, Sendable {
    /// The least intrinsic width.
    package var minWidth: Double?
    /// The greatest intrinsic width.
    package var maxWidth: Double?
    /// The least intrinsic (or, for `heightForWidth`, measured) height.
    package var minHeight: Double?
    /// The greatest intrinsic (or measured) height.
    package var maxHeight: Double?

    /// No bounds.
    package init(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// The width's range.
    package var width: ClosedRange<Double> {
        (minWidth ?? ParameterDomain.sizeRange.lowerBound)...max(
            minWidth ?? 0, maxWidth ?? ParameterDomain.sizeRange.upperBound)
    }

    /// The height's range.
    package var height: ClosedRange<Double> {
        (minHeight ?? ParameterDomain.sizeRange.lowerBound)...max(
            minHeight ?? 0, maxHeight ?? ParameterDomain.sizeRange.upperBound)
    }
}

/// One entry of `views:` with its options (docs/SpecLanguage.md §2).
package struct ViewDeclaration: Hashable, Sendable {
    /// How the view's size reaches the layout (`measure:`).
    package enum Measure: String, Hashable, Sendable, CaseIterable {
        /// Not measured: sized by constraints only.
        case none
        /// An intrinsic size, a runtime input.
        case intrinsic
        /// An intrinsic width, and a height measured at the solved width.
        case heightForWidth
    }

    /// `kind:`: a UIKit view class whose Interface Builder defaults the view takes (docs/SpecLanguage.md,
    /// "View kinds"); options written beside it override them.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `UILabel`: measured, text baselines from its font, hugging 251 (as Interface Builder sets it).
        case label
        /// `UITextField`: measured, its text centred vertically, hugging 250.
        case textField
        /// `UIButton`: measured, its title centred vertically, hugging 250.
        case button
        /// `UIImageView`: measured, hugging 251 (as Interface Builder sets it).
        case image
        /// `UISwitch`: measured (a fixed size), hugging 750 (as Interface Builder sets it).
        case `switch`
        /// `UIView`: not measured, Auto Layout's defaults.
        case view

        /// What the view measures.
        package var measure: Measure { self == .view ? .none : .intrinsic }
        /// Whether it shows text (baselines and `font:` from font metrics).
        package var showsText: Bool { self == .label || self == .textField || self == .button }
        /// Whether its text is centred vertically in its frame (a control's), rather than laid out
        /// from its top (a label's).
        package var centersText: Bool { self == .textField || self == .button }
        /// Interface Builder's content hugging priorities for a new view of the kind.
        package var hugging: AxisPriorities { hugging(.interfaceBuilder) }

        /// The content hugging priorities of a new view of the kind, by `defaults`: a label or an
        /// image view made in code hugs at UIKit's 250, one dragged from Interface Builder's
        /// library at 251.
        package func hugging(_ defaults: ViewDefaults) -> AxisPriorities {
            switch self {
            case .label, .image:
                return defaults == .code ? .defaultHugging : AxisPriorities(horizontal: 251, vertical: 251)
            case .switch: return AxisPriorities(horizontal: 750, vertical: 750)
            case .textField, .button, .view: return .defaultHugging
            }
        }
        /// Interface Builder's compression resistance priorities for a new view of the kind (750 for all).
        package var compression: AxisPriorities { .defaultCompression }
    }

    /// The name (a Swift identifier).
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// `measure:`.
    package var measure: Measure
    /// `label: true`, or a `kind:` that shows text: font metrics anchors.
    package var isLabel: Bool
    /// Whether the text is centred vertically in the frame (`kind: textField` or `button`): its
    /// baseline is then `centerY + (ascent − descent) / 2`, rather than a label's `top + ascent`
    /// (first) and `bottom − descent` (last).
    package var centersText: Bool = false
    /// `kind:`, when written.
    package var kind: Kind?
    /// `measuredSize:`: the ranges of the measured dimensions.
    package var measuredRange = MeasuredSizeRange()
    /// `parent:`, the view whose coordinates the frame is reported in.
    package var parent: String?
    /// Where the `parent:` value is written (errors about the parent point at it).
    package var parentLocation: SourceLocation?
    /// `hugging:` priorities.
    package var hugging: AxisPriorities
    /// `compression:` priorities.
    package var compression: AxisPriorities
    /// `margins:` as a parent: top, left, bottom, right (default 8 each, as UIKit); with
    /// `marginsFollowReadingDirection`, top, leading, bottom, trailing.
    package var margins: [Double]
    /// Whether `margins:` was written by `leading` and `trailing` (UIKit's
    /// `directionalLayoutMargins`): under `rtl` the leading margin is on the right.
    package var marginsFollowReadingDirection = false
    /// `layout:`: the spec that lays the view out, when written.
    package var layout: ComposedLayoutReference?

    /// The keys of `margins:` written by side (`{top, leading, bottom, trailing}`), in order.
    package static let directionalMarginSides = ["top", "leading", "bottom", "trailing"]

    /// UIKit's default layout margins: 8 on every side.
    package static let defaultMargins: [Double] = [8, 8, 8, 8]

    /// Creates a view declaration.
    package init(
        name: String, location: SourceLocation, measure: Measure = .none, isLabel: Bool = false,
        parent: String? = nil, hugging: AxisPriorities = .defaultHugging,
        compression: AxisPriorities = .defaultCompression, margins: [Double] = ViewDeclaration.defaultMargins
    ) {
        self.name = name
        self.location = location
        self.measure = measure
        self.isLabel = isLabel
        self.parent = parent
        self.hugging = hugging
        self.compression = compression
        self.margins = margins
    }
}
