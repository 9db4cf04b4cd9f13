/// What a constraint can name as an item (docs/SpecLanguage.md §2): a view or guide, or one of the special
/// items.
package enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    /// A view or guide by name.
    case named(String)
    /// The parent of the item on the constraint's left-hand side (the container for top-level items).
    case superview
    /// The container.
    case container
    /// The container inset by its layout margins.
    case margins
    /// The container inset by the safe-area insets (a runtime input); UIKit's spelling
    /// `safeAreaLayoutGuide` reads as this.
    case safeArea
    /// UIKit's `layoutMarginsGuide`: the container inset by the safe-area insets plus its layout
    /// margins (margins measured from the safe area, as `insetsLayoutMarginsFromSafeArea` does).
    case layoutMarginsGuide

    /// Reads a name as written in a spec.
    package init(name: String) {
        switch name {
        case ReservedNames.superview: self = .superview
        case ReservedNames.container: self = .container
        case ReservedNames.margins: self = .margins
        case ReservedNames.safeArea, ReservedNames.safeAreaLayoutGuide: self = .safeArea
        case ReservedNames.layoutMarginsGuide: self = .layoutMarginsGuide
        default: self = .named(name)
        }
    }

    /// The name as written.
    package var description: String {
        switch self {
        case .named(let name): return name
        case .superview: return ReservedNames.superview
        case .container: return ReservedNames.container
        case .margins: return ReservedNames.margins
        case .safeArea: return ReservedNames.safeArea
        case .layoutMarginsGuide: return ReservedNames.layoutMarginsGuide
        }
    }
}

/// The rectangle, margins and font facts of every item, turning `item.attribute` into a
/// `LinearExpression` over unknowns and runtime inputs. Shared by every notation's lowering.
package struct ItemGeometry: Sendable {
    /// What lowering needs to know about one view.
    package struct ViewInfo: Hashable, Sendable {
        /// The `parent:` view, or `nil` for a top-level view.
        package var parent: String?
        /// `label: true`: baselines come from font metrics.
        package var isLabel: Bool
        /// The view's own layout margins as a parent: top, left, bottom, right (top, leading,
        /// bottom, trailing with `marginsFollowReadingDirection`).
        package var margins: [Double]
        /// Whether the margins are directional: under `rtl` the leading one is on the right.
        package var marginsFollowReadingDirection: Bool
        /// A control's text, centred vertically: baselines at `centerY + (ascent − descent) / 2`.
        package var centersText: Bool

        /// Creates view facts.
        package init(
            parent: String? = nil, isLabel: Bool = false, margins: [Double] = [8, 8, 8, 8],
            marginsFollowReadingDirection: Bool = false, centersText: Bool = false
        ) {
            self.parent = parent
            self.isLabel = isLabel
            self.margins = margins
            self.marginsFollowReadingDirection = marginsFollowReadingDirection
            self.centersText = centersText
        }
    }

    /// Views by name.
    package var views: [String: ViewInfo]
    /// Guide names.
    package var guides: Set<String>
    /// The container's width: `container.width` as a parameter, or an unknown when it fits.
    package var containerWidth: LinearExpression
    /// The container's height.
    package var containerHeight: LinearExpression
    /// The container's layout margins (top, left, bottom, right): constants or parameters.
    package var containerMargins: [LinearExpression]

    /// Creates the geometry of a spec.
    package init(
        views: [String: ViewInfo], guides: Set<String>,
        containerWidth: LinearExpression = LinearExpression(.containerWidth),
        containerHeight: LinearExpression = LinearExpression(.containerHeight),
        containerMargins: [LinearExpression] = Array(repeating: LinearExpression(8), count: 4)
    ) {
        self.views = views
        self.guides = guides
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.containerMargins = containerMargins
    }

    /// A concrete rectangle: four edges as expressions, and the insets its margin attributes use.
    package struct Rect: Hashable, Sendable {
        /// Left edge.
        package var minX: LinearExpression
        /// Top edge.
        package var minY: LinearExpression
        /// Width.
        package var width: LinearExpression
        /// Height.
        package var height: LinearExpression
        /// Layout margins: top, left, bottom, right (top, leading, bottom, trailing with
        /// `marginsFollowReadingDirection`).
        package var margins: [LinearExpression]
        /// For labels: the view's name (its metrics are parameters named after it).
        package var label: String?
        /// For a control's text (with `label`): centred vertically rather than from the top.
        package var centersText = false
        /// Whether the margins are directional (UIKit's `directionalLayoutMargins`).
        package var marginsFollowReadingDirection = false

        /// Whether `attribute` of this rectangle depends on the reading direction: `leading`,
        /// `trailing` and their margins, and with directional margins every horizontal margin
        /// attribute (the margins change sides under `rtl`).
        package func dependsOnReadingDirection(_ attribute: LayoutAttribute) -> Bool {
            attribute.isDirectional
                || (marginsFollowReadingDirection
                    && [.leftMargin, .rightMargin, .centerXWithinMargins].contains(attribute))
        }
    }

    /// Whether `name` is a declared view or guide.
    package func isItem(_ name: String) -> Bool {
        views[name] != nil || guides.contains(name)
    }

    /// The rectangle an item reference stands for, with `superview` taken relative to `subject`
    /// (the item on the constraint's left-hand side; `nil` means top level).
    /// Returns `nil` for an unknown name.
    package func rect(of reference: ItemReference, subject: String?) -> Rect? {
        switch reference {
        case .named(let name):
            guard isItem(name) else { return nil }
            let info = views[name]
            let m = (info?.margins ?? [0, 0, 0, 0]).map { LinearExpression($0) }
            return Rect(
                minX: LinearExpression(Variable(name, .minX)), minY: LinearExpression(Variable(name, .minY)),
                width: LinearExpression(Variable(name, .width)), height: LinearExpression(Variable(name, .height)),
                margins: m, label: (info?.isLabel ?? false) ? name : nil, centersText: info?.centersText ?? false,
                marginsFollowReadingDirection: info?.marginsFollowReadingDirection ?? false)
        case .superview:
            if let subject, let parent = views[subject]?.parent {
                return rect(of: .named(parent), subject: nil)
            }
            return rect(of: .container, subject: nil)
        case .container:
            return Rect(
                minX: LinearExpression(0), minY: LinearExpression(0), width: containerWidth,
                height: containerHeight, margins: containerMargins, label: nil)
        case .margins:
            return containerInset(by: containerMargins)
        case .layoutMarginsGuide:
            return containerInset(by: zip(safeAreaInsets, containerMargins).map { $0 + $1 })
        case .safeArea:
            return containerInset(by: safeAreaInsets)
        }
    }

    /// The safe-area insets (top, left, bottom, right), as parameters.
    private var safeAreaInsets: [LinearExpression] {
        Parameter.Edge.allCases.map { LinearExpression(Parameter.safeAreaInset($0)) }
    }

    /// The container inset by `inset` (top, left, bottom, right), without margins of its own.
    private func containerInset(by inset: [LinearExpression]) -> Rect {
        Rect(
            minX: inset[1], minY: inset[0], width: containerWidth - inset[1] - inset[3],
            height: containerHeight - inset[0] - inset[2],
            margins: Array(repeating: LinearExpression(0), count: 4), label: nil)
    }

    /// `attribute` of `rect` as an expression; `leading`/`trailing` follow `direction`.
    /// Baselines of non-label items are their bottom edge, as in Auto Layout; a control's centred
    /// text (`kind: textField`, `button`) has one baseline, `centerY + (ascent − descent) / 2`.
    package func expression(
        _ attribute: LayoutAttribute, of rect: Rect, direction: ReadingDirection
    ) -> LinearExpression {
        let maxX = rect.minX + rect.width
        let maxY = rect.minY + rect.height
        let rtl = direction == .rightToLeft
        var rect = rect
        if rtl, rect.marginsFollowReadingDirection {
            // Directional margins: the leading one (written second) is on the right.
            rect.margins.swapAt(1, 3)
        }
        switch attribute {
        case .left: return rect.minX
        case .right: return maxX
        case .top: return rect.minY
        case .bottom: return maxY
        case .leading: return rtl ? maxX : rect.minX
        case .trailing: return rtl ? rect.minX : maxX
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.minX + rect.width * 0.5
        case .centerY: return rect.minY + rect.height * 0.5
        case .firstBaseline, .lastBaseline, .baseline:
            guard let label = rect.label else { return maxY }
            if rect.centersText {
                // One line of text centred in the frame: its line box (ascent + descent) starts at
                // (height − ascent − descent) / 2 below the top, the baseline an ascent lower.
                return rect.minY + rect.height * 0.5
                    + (LinearExpression(.ascent(label)) - LinearExpression(.descent(label))) * 0.5
            }
            return attribute == .firstBaseline
                ? rect.minY + LinearExpression(.ascent(label)) : maxY - LinearExpression(.descent(label))
        case .leftMargin: return rect.minX + rect.margins[1]
        case .rightMargin: return maxX - rect.margins[3]
        case .topMargin: return rect.minY + rect.margins[0]
        case .bottomMargin: return maxY - rect.margins[2]
        case .leadingMargin: return rtl ? maxX - rect.margins[3] : rect.minX + rect.margins[1]
        case .trailingMargin: return rtl ? rect.minX + rect.margins[1] : maxX - rect.margins[3]
        case .centerXWithinMargins:
            return (rect.minX + rect.margins[1] + maxX - rect.margins[3]) * 0.5
        case .centerYWithinMargins:
            return (rect.minY + rect.margins[0] + maxY - rect.margins[2]) * 0.5
        }
    }
}
