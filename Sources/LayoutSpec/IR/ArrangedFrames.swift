/// The frames the stack model gives a stack's arranged views, as piecewise-affine values of the
/// stack's frame and the inputs (docs/notations/stacks.md, "One model"): what `explain` prints and
/// what the layout checks prove over, so that both see inside an arranged stack.
///
/// Along the axis a `fill` (or `equalSpacing`) stack is in two pieces, split where its canvas
/// equals its content: while it is at least the content, the first view of the lowest hugging
/// priority takes the extra length (`equalSpacing`: the gaps share it); otherwise the first view
/// of the lowest compression resistance gives way. Across the axis a view that is not stretched
/// is at its content size while it fits the canvas, and as thick as the canvas otherwise.
/// Positions are the running sums of the generated code, in the container's coordinates.
package enum ArrangedFrames {
    /// One piece of an attribute's value: where it applies (each condition ≥ 0) and the value there.
    package struct Piece: Hashable, Sendable {
        /// Affine functions of the stack's frame and the inputs, each ≥ 0 inside the piece.
        package var conditions: [LinearExpression]
        /// The attribute's value inside the piece.
        package var value: LinearExpression
    }

    /// One arranged item's frame attributes (`minX`, `minY`, `width`, `height`), each in pieces.
    package struct ItemFrame: Sendable {
        /// The item's name.
        package var name: String
        /// Each attribute's pieces, in `FrameAttribute` order.
        package var attributes: [(attribute: FrameAttribute, pieces: [Piece])]
    }

    /// The items' frames, given the stack's frame attributes (`frame`, affine values or the
    /// stack's own variables) and the direction; `nil` where the model's frames are not piecewise
    /// affine in these terms: hidden views (unless `everyViewShown`, which reads them as shown),
    /// `fillProportionally` (a ratio), `equalCentering` (its distances give up one after the other:
    /// a cascade of maxima), bounds (a cascade), aspect ratios (a height that follows the width the
    /// stack gives), or `equalSpacing` with different
    /// spacings (its least gap is a maximum).
    package static func frames(
        of arrangement: StackArrangement, rightToLeft: Bool, everyViewShown: Bool = false,
        frame: (FrameAttribute) -> LinearExpression
    ) -> [ItemFrame]? {
        let items = arrangement.items
        guard !items.isEmpty, everyViewShown || !items.contains(where: \.isHideable),
            arrangement.distribution != .fillProportionally, arrangement.distribution != .equalCentering,
            !items.contains(where: { $0.isBounded || $0.isBoundedAcross || $0.lengthPerWidth != nil })
        else { return nil }
        if arrangement.distribution == .equalSpacing, let first = arrangement.gaps.first,
            !arrangement.gaps.allSatisfy({ $0 == first })
        {
            return nil
        }
        let horizontal = arrangement.isHorizontal
        let length = frame(horizontal ? .width : .height)
        let thickness = frame(horizontal ? .height : .width)
        let margins = arrangement.margins
        let canvas = length - LinearExpression(margins[0] + margins[1])
        let canvasAcross = thickness - LinearExpression(margins[2] + margins[3])
        let gaps = arrangement.gaps.reduce(LinearExpression(0), +)
        let content = items.map(\.contentAlong).reduce(LinearExpression(0), +) + gaps
        let extra = canvas - content
        let lengths = self.lengths(arrangement, canvas: canvas, extra: extra)
        // Positions along: the running sum of lengths and gaps from the canvas's start.
        var cursor = Split(LinearExpression(margins[0]))
        var starts: [Split] = []
        for index in items.indices {
            if index > 0 { cursor = cursor + gap(arrangement, before: index, extra: extra) }
            starts.append(cursor)
            cursor = cursor + lengths[index]
        }
        return items.indices.map { index in
            let item = items[index]
            let along = starts[index]
            let reading =
                horizontal && rightToLeft
                ? Split(
                    length - along.growing - lengths[index].growing, length - along.shrinking - lengths[index].shrinking
                )
                : along
            let alongOrigin = reading + Split(frame(horizontal ? .minX : .minY))
            let across = acrossPieces(
                arrangement, item: item, canvas: canvasAcross, thickness: thickness,
                mirrored: !horizontal && rightToLeft, origin: frame(horizontal ? .minY : .minX))
            let alongPieces = (origin: alongOrigin.pieces(extra), size: lengths[index].pieces(extra))
            let (minX, width) = horizontal ? alongPieces : (across.origin, across.size)
            let (minY, height) = horizontal ? (across.origin, across.size) : alongPieces
            return ItemFrame(
                name: item.name, attributes: [(.minX, minX), (.minY, minY), (.width, width), (.height, height)])
        }
    }

    /// A value in two pieces: while the canvas is at least the content (`growing`), and otherwise.
    private struct Split: Equatable {
        var growing: LinearExpression
        var shrinking: LinearExpression

        init(_ growing: LinearExpression, _ shrinking: LinearExpression) {
            self.growing = growing
            self.shrinking = shrinking
        }

        init(_ value: LinearExpression) { self.init(value, value) }

        static func + (lhs: Split, rhs: Split) -> Split {
            Split(lhs.growing + rhs.growing, lhs.shrinking + rhs.shrinking)
        }

        /// One piece when both agree, else the two with `extra` ≥ 0 and ≤ 0.
        func pieces(_ extra: LinearExpression) -> [Piece] {
            growing == shrinking
                ? [Piece(conditions: [], value: growing)]
                : [Piece(conditions: [extra], value: growing), Piece(conditions: [-extra], value: shrinking)]
        }
    }

    /// Each item's length along the axis.
    private static func lengths(
        _ arrangement: StackArrangement, canvas: LinearExpression, extra: LinearExpression
    )
        -> [Split]
    {
        let items = arrangement.items
        if arrangement.distribution == .equalSpacing, items.count == 1 {
            return [Split(items[0].contentAlong + extra)]  // a lone view fills the canvas
        }
        switch arrangement.distribution {
        case .fillEqually:
            let unit = (canvas - arrangement.gaps.reduce(LinearExpression(0), +)) / Double(items.count)
            return items.map { _ in Split(unit) }
        case .fill, .equalSpacing, .fillProportionally, .equalCentering:
            // (`equalCentering` never comes here: `frames` returns nil for it.)
            // equalSpacing's gaps grow, except a lone view's, which fills the canvas.
            let grows =
                arrangement.distribution == .fill || items.count == 1
                ? arrangement.givingWayOrder(\.hugging).first ?? (items.count == 1 ? 0 : nil) : nil
            let shrinks = arrangement.givingWayOrder(\.compression).first
            return items.indices.map { index in
                let content = items[index].contentAlong
                return Split(index == grows ? content + extra : content, index == shrinks ? content + extra : content)
            }
        }
    }

    /// The gap before item `index` (`equalSpacing`'s equal gaps grow; the others keep theirs).
    private static func gap(_ arrangement: StackArrangement, before index: Int, extra: LinearExpression) -> Split {
        let spacing = arrangement.gaps[index - 1]
        guard arrangement.distribution == .equalSpacing else { return Split(spacing) }
        return Split(spacing + extra / Double(arrangement.gaps.count), spacing)
    }

    /// An item's origin and size across the axis: the canvas for `fill`; otherwise its content size
    /// at its alignment while it fits the canvas, and the canvas at its start while it does not.
    private static func acrossPieces(
        _ arrangement: StackArrangement, item: StackArrangement.Item, canvas: LinearExpression,
        thickness: LinearExpression, mirrored: Bool, origin: LinearExpression
    ) -> (origin: [Piece], size: [Piece]) {
        let start = LinearExpression(arrangement.margins[2])
        func place(_ offset: LinearExpression, _ size: LinearExpression) -> LinearExpression {
            // A vertical stack's leading and trailing are mirrored right to left.
            origin + (mirrored ? thickness - offset - size : offset)
        }
        let offset: LinearExpression
        switch arrangement.alignment {
        case .fill:
            return ([Piece(conditions: [], value: place(start, canvas))], [Piece(conditions: [], value: canvas)])
        case .start: offset = start
        case .center: offset = start + (canvas - item.contentAcross) * 0.5
        case .end: offset = start + canvas - item.contentAcross
        case .firstBaseline, .lastBaseline:
            // Baselines line up on the tallest reach: not affine in the views' sizes.
            let top = arrangement.items.count == 1 ? start : nil
            guard let top else { return ([], []) }
            offset = top
        }
        let fits = canvas - item.contentAcross
        return (
            [
                Piece(conditions: [fits], value: place(offset, item.contentAcross)),
                Piece(conditions: [-fits], value: place(start, canvas))
            ],
            [Piece(conditions: [fits], value: item.contentAcross), Piece(conditions: [-fits], value: canvas)]
        )
    }
}
