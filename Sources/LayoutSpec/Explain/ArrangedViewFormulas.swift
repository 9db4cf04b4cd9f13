/// `explain`'s formulas for the views a stack arranges (docs/notations/stacks.md, "One model"):
/// each arranged view's left, top, width and height as the stack model computes them, in the
/// stack's solved frame and the inputs, piece by piece (`fill`'s extra length going to one view
/// and its missing length coming off another are two pieces, split where the stack's canvas
/// equals its content), with the stack rule each comes from.
///
/// Where the stack's frame is one affine value in a case of the solution, it is written in: the
/// formulas are then in the container's size and the inputs, like every solved attribute's. A
/// stack with hidden views is explained with every view shown.
enum ArrangedViewFormulas {
    /// A value in two pieces: while the canvas is at least the content (`growing`), and otherwise.
    private struct TwoPieces: Equatable {
        var growing: LinearExpression
        var shrinking: LinearExpression

        init(_ growing: LinearExpression, _ shrinking: LinearExpression) {
            self.growing = growing
            self.shrinking = shrinking
        }

        init(_ value: LinearExpression) { self.init(value, value) }

        static func + (lhs: TwoPieces, rhs: TwoPieces) -> TwoPieces {
            TwoPieces(lhs.growing + rhs.growing, lhs.shrinking + rhs.shrinking)
        }
    }

    /// The lines for `arrangement`, whose stack's frame attributes are `frame` (in one case of the
    /// solution, or the stack's own variables), under right to left when `rightToLeft`.
    static func lines(
        _ arrangement: StackArrangement, frame: (FrameAttribute) -> LinearExpression, rightToLeft: Bool
    ) -> [(name: String, lines: [String])] {
        let items = arrangement.items
        let horizontal = arrangement.isHorizontal
        let length = frame(horizontal ? .width : .height)
        let thickness = frame(horizontal ? .height : .width)
        let margins = arrangement.margins
        let canvas = length - LinearExpression(margins[0] + margins[1])
        let canvasAcross = thickness - LinearExpression(margins[2] + margins[3])
        let gaps = arrangement.gaps
        let content = items.map(\.contentAlong).reduce(LinearExpression(0), +) + gaps.reduce(LinearExpression(0), +)
        let extra = canvas - content
        let lengths = self.lengths(arrangement, canvas: canvas, extra: extra)
        // Positions along: the running sum of lengths and gaps from the canvas's start.
        var cursor = TwoPieces(LinearExpression(margins[0]))
        var starts: [TwoPieces] = []
        for index in items.indices {
            if index > 0 { cursor = cursor + gap(arrangement, before: index, extra: extra) }
            starts.append(cursor)
            cursor = cursor + lengths[index]
        }
        var result: [(name: String, lines: [String])] = []
        for (index, item) in items.enumerated() {
            let across = acrossValue(arrangement, item: item, canvas: canvasAcross)
            let along = starts[index]
            let reading =
                horizontal && rightToLeft
                ? TwoPieces(
                    length - along.growing - lengths[index].growing, length - along.shrinking - lengths[index].shrinking
                )
                : along
            let origin = TwoPieces(frame(horizontal ? .minX : .minY))
            var lines: [String] = []
            let (width, height) =
                horizontal ? (lengths[index], TwoPieces(across.size)) : (TwoPieces(across.size), lengths[index])
            var offsetAcross = across.offset
            if !horizontal, rightToLeft {
                // A vertical stack's leading and trailing are mirrored right to left.
                offsetAcross = thickness - across.offset - across.size
            }
            let (left, top) =
                horizontal
                ? (origin + reading, TwoPieces(frame(.minY) + offsetAcross))
                : (TwoPieces(frame(.minX) + offsetAcross), origin + reading)
            for (attribute, value) in [("left", left), ("top", top), ("width", width), ("height", height)] {
                lines += describe("\(item.name).\(attribute)", value, extra: extra)
            }
            result.append((item.name, lines))
        }
        return result
    }

    /// Each item's length along the axis.
    private static func lengths(
        _ arrangement: StackArrangement, canvas: LinearExpression, extra: LinearExpression
    )
        -> [TwoPieces]
    {
        let items = arrangement.items
        let gaps = arrangement.gaps.reduce(LinearExpression(0), +)
        switch arrangement.distribution {
        case .fillEqually:
            let unit = (canvas - gaps) / Double(max(items.count, 1))
            return items.map { _ in TwoPieces(unit) }
        case .fillProportionally, .fill, .equalSpacing:
            let grows = arrangement.distribution == .fill ? arrangement.givingWayOrder(\.hugging).first : nil
            let shrinks = arrangement.givingWayOrder(\.compression).first
            return items.indices.map { index in
                let content = items[index].contentAlong
                if arrangement.distribution == .fillProportionally, !items[index].isRigidAlong {
                    return TwoPieces(content)  // a share of the canvas: see the stack's paragraph
                }
                return TwoPieces(
                    index == grows ? content + extra : content, index == shrinks ? content + extra : content)
            }
        }
    }

    /// The gap before item `index` (`equalSpacing`'s gaps grow equally; the others keep theirs).
    private static func gap(_ arrangement: StackArrangement, before index: Int, extra: LinearExpression) -> TwoPieces {
        let spacing = arrangement.gaps[index - 1]
        guard arrangement.distribution == .equalSpacing else { return TwoPieces(spacing) }
        return TwoPieces(spacing + extra / Double(max(arrangement.gaps.count, 1)), spacing)
    }

    /// An item's size across the axis and its offset from the stack's edge, while it fits across
    /// the canvas (the stack fits its thickest view unless something sizes it; a view that does
    /// not fit is as thick as the canvas, at its start).
    private static func acrossValue(
        _ arrangement: StackArrangement, item: StackArrangement.Item, canvas: LinearExpression
    ) -> (size: LinearExpression, offset: LinearExpression) {
        let start = LinearExpression(arrangement.margins[2])
        switch arrangement.alignment {
        case .fill: return (canvas, start)
        case .start, .firstBaseline: return (item.contentAcross, start)
        case .center: return (item.contentAcross, start + (canvas - item.contentAcross) * 0.5)
        case .end, .lastBaseline: return (item.contentAcross, start + canvas - item.contentAcross)
        }
    }

    /// `name = value`, or its two pieces with the threshold between them.
    private static func describe(_ name: String, _ value: TwoPieces, extra: LinearExpression) -> [String] {
        if value.growing == value.shrinking {
            return ["\(name) = " + ExplanationText.expression(value.growing)]
        }
        return [
            "\(name), by region:",
            "    = " + ExplanationText.expression(value.growing) + " while " + LayoutExplanation.threshold(extra),
            "    = " + ExplanationText.expression(value.shrinking) + " otherwise"
        ]
    }
}
