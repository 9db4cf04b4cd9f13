/// A stack arranged by the stack model (docs/notations/stacks.md, "One model"): by the generated
/// code over its *visible* views, instead of by the solver.
///
/// The solver sees such a stack as one item whose content size is affine in the inputs when it can
/// be (a fill row's measured widths and gaps), else a `Parameter.contentWidth`/`contentHeight` the
/// generated code computes from the visible views before solving; after solving, the generated
/// code places the arranged views inside the stack's solved frame, with running sums over the
/// visible views (a hidden view has length 0 and no gap after it). A stack arranged inside such a
/// stack is arranged the same way (`isNested`).
package struct StackArrangement: Hashable, Sendable {
    /// How the length along the axis is shared (the distributions the model arranges).
    package enum Distribution: Hashable, Sendable {
        /// The views keep their content lengths; the first visible view of the lowest hugging
        /// (compression resistance) priority takes what is left over (missing).
        case fill
        /// Every visible view gets the same length.
        case fillEqually
        /// The visible views share the length in proportion to their content lengths (equally
        /// when those are all 0).
        case fillProportionally
        /// The views keep their content lengths; the gaps are equal and at least their spacing.
        case equalSpacing
        /// The views keep their content lengths; their centres are equally spaced where the canvas
        /// allows it with every gap at least its spacing; where it does not, the distances give up
        /// being equal one after the other from the last (UIKit's `150 − index` priorities): the
        /// first distances stay equal, one takes what is left, the rest are at their least. Below
        /// the views' content length with every gap at its spacing, the views give way as `fill`'s.
        case equalCentering
    }

    /// Where a view sits across the axis.
    package enum Alignment: Hashable, Sendable {
        /// Across the whole canvas.
        case fill
        /// At the canvas's top or (reading) leading edge, at its content size.
        case start
        /// Centred, at its content size.
        case center
        /// At the canvas's bottom or (reading) trailing edge, at its content size.
        case end
        /// First baselines on one line, the group at the canvas's top (horizontal stacks).
        case firstBaseline
        /// Last baselines on one line, the group at the canvas's bottom (horizontal stacks).
        case lastBaseline
    }

    /// A view's length along a vertical stack as an affine function of its width (an aspect ratio,
    /// `image.width == image.height * 16 / 9`): `height = slope × width + intercept`.
    package struct LengthPerWidth: Hashable, Sendable {
        /// The height per point of width.
        package var slope: Double
        /// The height at width 0 (affine in the inputs).
        package var intercept: LinearExpression
        /// The constraint that states it.
        package var origin: ConstraintOrigin

        /// Creates one.
        package init(slope: Double, intercept: LinearExpression, origin: ConstraintOrigin) {
            self.slope = slope
            self.intercept = intercept
            self.origin = origin
        }
    }

    /// One arranged view or nested stack.
    package struct Item: Hashable, Sendable {
        /// The view's (or nested stack's) name.
        package var name: String
        /// Whether `Input` has a hidden flag for it (`<name>Hidden`).
        package var isHideable: Bool
        /// Its length along the axis when nothing stretches or squeezes it (affine in the inputs).
        package var contentAlong: LinearExpression
        /// Its size across the axis when nothing stretches or squeezes it.
        package var contentAcross: LinearExpression
        /// The priority at which it resists growing along the axis (0: none, 1000: a fixed length).
        package var hugging: Int
        /// The priority at which it resists shrinking along the axis (0: none, 1000: a fixed length).
        package var compression: Int
        /// From its top to its first baseline (a label's ascent; a view's height, as Auto Layout
        /// puts a plain view's baseline at its bottom).
        package var firstBaseline: LinearExpression = LinearExpression(0)
        /// From its last baseline to its bottom (a label's descent; 0 for a plain view).
        package var lastBaseline: LinearExpression = LinearExpression(0)
        /// The priority at which it resists growing across the axis (0: none).
        package var acrossHugging: Int
        /// The priority at which it resists shrinking across the axis (0: none).
        package var acrossCompression: Int
        /// A required least length along the axis (`spacer.width >= 1`): it gives way no further.
        package var minimumAlong: LinearExpression?
        /// A required greatest length along the axis (`a.width <= 200`): it grows no further.
        package var maximumAlong: LinearExpression?
        /// The constraint of its first bound, if it has one.
        package var boundOrigin: ConstraintOrigin?
        /// Whether it has a bound along the axis.
        package var isBounded: Bool { minimumAlong != nil || maximumAlong != nil }
        /// A required least size across the axis (`badge.height >= 20` in a row not aligned `fill`):
        /// its size across is its content size, at least this.
        package var minimumAcross: LinearExpression?
        /// A required greatest size across the axis (`icon.height <= 40`): at most this.
        package var maximumAcross: LinearExpression?
        /// The constraint of its first bound across the axis, if it has one.
        package var acrossBoundOrigin: ConstraintOrigin?
        /// Whether it has a bound across the axis.
        package var isBoundedAcross: Bool { minimumAcross != nil || maximumAcross != nil }
        /// The constraint that fixes its length along the axis (`icon.width == 24`), if one does.
        package var alongOrigin: ConstraintOrigin?
        /// The constraint that fixes its size across the axis, if one does.
        package var acrossOrigin: ConstraintOrigin?
        /// Whether its content height is measured at the width the stack gives it: a
        /// `heightForWidth` view, a view with an aspect ratio (`lengthPerWidth`), or a nested stack
        /// whose content height is (`dependsOnWidth`).
        package var isMeasuredAtWidth = false
        /// Its height as a function of the width the (vertical) stack gives it, when an aspect
        /// ratio states it; its content length along the axis is then that height.
        package var lengthPerWidth: LengthPerWidth?

        /// Whether a required constraint fixes its length along the axis.
        package var isRigidAlong: Bool {
            hugging >= LinearConstraint.required && compression >= LinearConstraint.required
        }
        /// Whether a required constraint fixes its size across the axis.
        package var isRigidAcross: Bool {
            acrossHugging >= LinearConstraint.required && acrossCompression >= LinearConstraint.required
        }
        /// Whether its fixed size across is always there: it cannot be hidden. Across a
        /// `fill`-aligned stack the first such view sets the stack's size across.
        package var fixesAcross: Bool { isRigidAcross && !isHideable }

        /// Creates an item.
        package init(
            name: String, isHideable: Bool, contentAlong: LinearExpression, contentAcross: LinearExpression,
            hugging: Int, compression: Int, acrossHugging: Int, acrossCompression: Int
        ) {
            self.name = name
            self.isHideable = isHideable
            self.contentAlong = contentAlong
            self.contentAcross = contentAcross
            self.hugging = hugging
            self.compression = compression
            self.acrossHugging = acrossHugging
            self.acrossCompression = acrossCompression
        }
    }

    /// The stack's name.
    package var name: String
    /// Whether the axis is horizontal (positions along it are reading positions, mirrored under `rtl`).
    package var isHorizontal: Bool
    /// The distribution.
    package var distribution: Distribution
    /// The alignment.
    package var alignment: Alignment
    /// The arranged items, in order.
    package var items: [Item]
    /// The gap after each item but the last (`customSpacing` or `spacing`), affine in the inputs.
    package var gaps: [LinearExpression]
    /// The margins at the start and end along the axis, then at the start and end across it
    /// (reading start for a horizontal direction): all 0 unless `layoutMarginsRelativeArrangement`.
    package var margins: [Double]
    /// Whether the stack is itself arranged in a stack with hidden views (placed by its arrangement,
    /// not solved).
    package var isNested: Bool
    /// Whether its content height depends on its width: an item is measured at the width the
    /// stack gives it (`Item.isMeasuredAtWidth`). The generated code sums that content once the
    /// stack's width is known (solved, or given by the stack it is arranged in), and the solver
    /// reads it as measured at the stack's width, like a `heightForWidth` view's height.
    package var dependsOnWidth: Bool { items.contains(where: \.isMeasuredAtWidth) }

    /// Creates an arrangement.
    package init(
        name: String, isHorizontal: Bool, distribution: Distribution, alignment: Alignment, items: [Item],
        gaps: [LinearExpression], margins: [Double], isNested: Bool
    ) {
        self.name = name
        self.isHorizontal = isHorizontal
        self.distribution = distribution
        self.alignment = alignment
        self.items = items
        self.gaps = gaps
        self.margins = margins
        self.isNested = isNested
    }

    /// The items that give way along the axis at `priority` (hugging or compression) in the order
    /// they do: lowest priority first, the earlier item first among equals; fixed items never.
    package func givingWayOrder(_ priority: KeyPath<Item, Int>) -> [Int] {
        items.indices.filter { items[$0][keyPath: priority] < LinearConstraint.required }
            .sorted { (items[$0][keyPath: priority], $0) < (items[$1][keyPath: priority], $1) }
    }

    /// The parameter holding the stack's content length along its axis.
    package var contentAlongParameter: Parameter { isHorizontal ? .contentWidth(name) : .contentHeight(name) }
    /// The parameter holding an `equalCentering` stack's centering slack (`Parameter.centeringSlack`).
    package var centeringSlackParameter: Parameter { .centeringSlack(name) }
    /// The parameter holding the stack's content size across its axis.
    package var contentAcrossParameter: Parameter { isHorizontal ? .contentHeight(name) : .contentWidth(name) }
}
