/// Stacks arranged by the stack model (`StackArrangement`): their views placed in their solved
/// frames after the components (their content sizes: `FramesBodyBuilder+StackContents.swift`).
extension FramesBodyBuilder {
    /// Every stack's views placed in its frame, outermost first (a nested stack's frame comes
    /// from its parent's placement).
    mutating func emitStackPlacements(_ arrangements: [StackArrangement]) {
        guard !arrangements.isEmpty else { return }
        statements.append(.comment("Stacks with hidden views: arranged views placed in their stack's frame"))
        for arrangement in arrangements {
            // A content height no component read is summed for the placement.
            emitMeasuredStackContent(arrangement)
            emitPlacement(of: arrangement)
        }
    }

    /// The first shown item in `order` gets 1, the others 0 (`taken`: 1 once one is shown).
    /// In index order, `placedBefore` is that flag already.
    private mutating func firstShown(
        _ order: [Int], _ sums: StackRunningSums, placedBefore: [SwiftExpression], _ name: String
    ) -> [Int: SwiftExpression] {
        var result: [Int: SwiftExpression] = [:]
        if order == Array(placedBefore.indices) {
            for index in order {
                result[index] = bound(
                    Fold.multiply(sums.shown[index], Fold.subtract(.number(1), placedBefore[index])),
                    "\(name)\(index + 1)")
            }
            return result
        }
        var taken = SwiftExpression.number(0)
        for index in order {
            if taken == .number(1) { break }
            let shown = sums.shown[index]
            result[index] = bound(Fold.multiply(shown, Fold.subtract(.number(1), taken)), "\(name)\(index + 1)")
            taken = bound(Fold.maximum(taken, shown), "\(name)Taken")
        }
        return result
    }

    /// What each item in `order` takes of `amount` (a growth ≥ 0 or a shrink ≤ 0): the first shown
    /// item all of it, unless a required bound stops it, when it takes what its bound allows and
    /// the next shown item in `order` the rest (UIStackView's equal priorities give way by index).
    mutating func givingWay(
        _ amount: SwiftExpression, order: [Int], growing: Bool, of arrangement: StackArrangement,
        _ sums: StackRunningSums, placedBefore: [SwiftExpression], _ name: String
    ) -> [Int: SwiftExpression] {
        let items = arrangement.items
        let limits = growing ? sums.greatest : sums.least
        guard order.contains(where: { limits[$0] != nil }) else {
            return firstShown(order, sums, placedBefore: placedBefore, "\(arrangement.name)_\(name)").mapValues {
                Fold.multiply($0, amount)
            }
        }
        var remaining = amount
        var result: [Int: SwiftExpression] = [:]
        for index in order {
            let shown = sums.shown[index]
            let taken: SwiftExpression
            if let limit = limits[index] {
                let room = Fold.multiply(shown, Fold.subtract(limit, sums.content[index]))
                taken =
                    growing
                    ? Fold.minimum(remaining, Fold.maximum(room, .number(0)))
                    : Fold.maximum(remaining, Fold.minimum(room, .number(0)))
            } else {
                taken = Fold.multiply(shown, remaining)
            }
            result[index] = bound(taken, "\(items[index].name)_\(growing ? "grown" : "shrunk")")
            remaining = bound(Fold.subtract(remaining, result[index] ?? .number(0)), "\(arrangement.name)_\(name)Left")
        }
        return result
    }

    private mutating func emitPlacement(of arrangement: StackArrangement) {
        let stack = arrangement.name
        guard let sums = stackSums[stack] else { return }
        let items = arrangement.items
        let margins = arrangement.margins.map { SwiftExpression.number($0) }
        func frame(_ attribute: FrameAttribute) -> SwiftExpression {
            variableValues[Variable(stack, attribute)] ?? .number(0)
        }
        let horizontal = arrangement.isHorizontal
        let length = horizontal ? frame(.width) : frame(.height)
        let thickness = horizontal ? frame(.height) : frame(.width)
        let canvas = bound(
            Fold.subtract(Fold.subtract(length, margins[0]), margins[1]), "\(stack)_canvasLength")
        let canvasAcross = bound(
            Fold.subtract(Fold.subtract(thickness, margins[2]), margins[3]), "\(stack)_canvasThickness")

        let (sizes, gaps) = sums.placedAlong ?? alongLayout(of: arrangement, sums, canvas: canvas)

        // Positions: a running sum from the canvas's start (reading start for horizontal stacks).
        var cursor = margins[0]
        var starts: [SwiftExpression] = []
        for index in items.indices {
            let start = bound(Fold.add(cursor, gaps[index]), "\(items[index].name)_offset")
            starts.append(start)
            cursor = bound(Fold.add(start, sizes[index]), "\(items[index].name)_end")
        }

        // Across the axis: the alignment, from the canvas's (reading) start.
        let rtl = conditionValues[BuiltInConditions.rightToLeft] ?? .boolean(false)
        for (index, item) in items.enumerated() {
            let acrossSize: SwiftExpression
            let acrossOffset: SwiftExpression
            switch arrangement.alignment {
            case .fill:
                acrossSize = canvasAcross
                acrossOffset = margins[2]
            case .start, .center, .end, .firstBaseline, .lastBaseline:
                acrossSize = bound(Fold.minimum(sums.acrossContent[index], canvasAcross), "\(item.name)_thickness")
                let room = Fold.subtract(canvasAcross, acrossSize)
                let share: SwiftExpression
                switch arrangement.alignment {
                case .center: share = Fold.multiply(room, .number(0.5))
                case .end: share = room
                // The group's first baseline as far down as the view that reaches highest above it.
                case .firstBaseline: share = Fold.subtract(sums.baselineExtent, sums.baseline[index])
                // The group's last baseline as far up as the view that reaches lowest below it.
                case .lastBaseline:
                    share = Fold.subtract(
                        Fold.add(Fold.subtract(canvasAcross, sums.baselineExtent), sums.baseline[index]), acrossSize)
                default: share = .number(0)
                }
                acrossOffset = bound(Fold.add(margins[2], share), "\(item.name)_acrossOffset")
            }
            let (readingOffset, readingSize) = horizontal ? (starts[index], sizes[index]) : (acrossOffset, acrossSize)
            // A vertical stack that fills or centres its views between equal side margins places
            // them alike in both directions: no `if`.
            let mirrorsAlike =
                !horizontal && (arrangement.alignment == .fill || arrangement.alignment == .center)
                && arrangement.margins[2] == arrangement.margins[3]
            let minX =
                mirrorsAlike
                ? bound(Fold.add(frame(.minX), readingOffset), "\(item.name)_minX")
                : chosen(
                    "\(item.name)_minX", if: rtl,
                    then: Fold.subtract(Fold.add(frame(.minX), frame(.width)), Fold.add(readingOffset, readingSize)),
                    else: Fold.add(frame(.minX), readingOffset))
            let minY = bound(Fold.add(frame(.minY), horizontal ? acrossOffset : starts[index]), "\(item.name)_minY")
            variableValues[Variable(item.name, .minX)] = minX
            variableValues[Variable(item.name, .minY)] = minY
            variableValues[Variable(item.name, .width)] = horizontal ? sizes[index] : acrossSize
            variableValues[Variable(item.name, .height)] = horizontal ? acrossSize : sizes[index]
        }
    }

    /// Each item's length along the axis and the gap before it, in a canvas `canvas` long.
    mutating func alongLayout(
        of arrangement: StackArrangement, _ sums: StackRunningSums, canvas: SwiftExpression
    ) -> (sizes: [SwiftExpression], gaps: [SwiftExpression]) {
        let stack = arrangement.name
        let items = arrangement.items
        // 1 when a view before this one is shown, from the flags again (they are at hand where
        // the view is placed; the content's running values would have to be passed there).
        var placedBefore: [SwiftExpression] = []
        var anyPlaced = SwiftExpression.number(0)
        for shown in sums.shown {
            placedBefore.append(anyPlaced)
            if anyPlaced == .number(1) { continue }
            anyPlaced =
                anyPlaced == .number(0) || shown == .number(1)
                ? shown : bound(Fold.maximum(anyPlaced, shown), "\(stack)_placedBefore")
        }
        // Lengths along the axis, and the gap before each view.
        var sizes: [SwiftExpression] = []
        var gaps = sums.gapBefore
        if let spacing = sums.uniformSpacing {
            gaps = items.indices.map { index in
                bound(
                    Fold.multiply(Fold.multiply(sums.shown[index], placedBefore[index]), spacing),
                    "\(items[index].name)_gapBefore")
            }
        }
        switch arrangement.distribution {
        case .fill:
            let extra = bound(
                Fold.subtract(canvas, Fold.add(sums.lengths, sums.gaps)), "\(stack)_extra")
            let hugging = arrangement.givingWayOrder(\.hugging)
            if hugging == arrangement.givingWayOrder(\.compression), !items.contains(where: \.isBounded) {
                // The same view grows and shrinks (equal priorities): one share of the signed extra.
                let gives = givingWay(
                    extra, order: hugging, growing: false, of: arrangement, sums, placedBefore: placedBefore, "gives")
                for index in items.indices {
                    sizes.append(
                        bound(
                            Fold.add(sums.visibleLength[index], gives[index] ?? .number(0)),
                            "\(items[index].name)_length"))
                }
                break
            }
            let growth = bound(Fold.maximum(extra, .number(0)), "\(stack)_growth")
            let shrink = bound(Fold.minimum(extra, .number(0)), "\(stack)_shrink")
            let grows = givingWay(
                growth, order: hugging, growing: true, of: arrangement, sums, placedBefore: placedBefore, "grows")
            let shrinks = givingWay(
                shrink, order: arrangement.givingWayOrder(\.compression), growing: false, of: arrangement, sums,
                placedBefore: placedBefore, "shrinks")
            for index in items.indices {
                let grown = grows[index] ?? .number(0)
                let shrunk = shrinks[index] ?? .number(0)
                sizes.append(
                    bound(Fold.add(Fold.add(sums.visibleLength[index], grown), shrunk), "\(items[index].name)_length"))
            }
        case .fillProportionally:
            sizes = proportionalLengths(of: arrangement, sums, canvas: canvas)
        case .equalCentering:
            (sizes, gaps) = centeringLayout(of: arrangement, sums, canvas: canvas, placedBefore: placedBefore)
        case .fillEqually:
            let unit = bound(
                Fold.subtract(canvas, sums.gaps) / Fold.maximum(sums.count, .number(1)), "\(stack)_equalLength")
            for index in items.indices {
                sizes.append(bound(Fold.multiply(sums.shown[index], unit), "\(items[index].name)_length"))
            }
        case .equalSpacing:
            let gapCount = Fold.maximum(Fold.subtract(sums.count, .number(1)), .number(0))
            let extra = bound(
                Fold.subtract(Fold.subtract(canvas, sums.lengths), Fold.multiply(gapCount, sums.largest)),
                "\(stack)_extra")
            // One shown view fills the canvas (it is pinned to both ends).
            let single = bound(
                Fold.minimum(.number(1), Fold.maximum(.number(0), Fold.subtract(.number(2), sums.count))),
                "\(stack)_single")
            let shrink = bound(Fold.minimum(extra, .number(0)), "\(stack)_shrink")
            let shrinks = givingWay(
                shrink, order: arrangement.givingWayOrder(\.compression), growing: false, of: arrangement, sums,
                placedBefore: placedBefore, "shrinks")
            let gapLength = bound(
                Fold.add(
                    sums.largest,
                    Fold.maximum(extra, .number(0)) / Fold.maximum(gapCount, .number(1))),
                "\(stack)_gapLength")
            for index in items.indices {
                let alone = Fold.multiply(single, Fold.multiply(sums.shown[index], extra))
                let shrunk = Fold.multiply(Fold.subtract(.number(1), single), shrinks[index] ?? .number(0))
                sizes.append(
                    bound(Fold.add(Fold.add(sums.visibleLength[index], alone), shrunk), "\(items[index].name)_length"))
                gaps[index] = bound(
                    Fold.multiply(Fold.multiply(sums.shown[index], placedBefore[index]), gapLength),
                    "\(items[index].name)_gap")
            }
        }

        return (sizes, gaps)
    }

    /// `fillProportionally`'s lengths: views of fixed length keep it (their constraint is required,
    /// UIStackView's proportions are not); the others share the rest of the canvas, less the gaps, in
    /// proportion to their content lengths, or equally when those are all 0.
    private mutating func proportionalLengths(
        of arrangement: StackArrangement, _ sums: StackRunningSums, canvas: SwiftExpression
    ) -> [SwiftExpression] {
        let stack = arrangement.name
        let items = arrangement.items
        let flexible = items.indices.filter { !items[$0].isRigidAlong }
        let fixedLengths = sum(
            items.indices.filter { items[$0].isRigidAlong }.map { sums.visibleLength[$0] }, "\(stack)_fixedLengths")
        let flexibleLengths =
            flexible.count == items.count
            ? sums.lengths : sum(flexible.map { sums.visibleLength[$0] }, "\(stack)_flexibleLengths")
        let flexibleCount =
            flexible.count == items.count
            ? sums.count : sum(flexible.map { sums.shown[$0] }, "\(stack)_flexibleCount")
        let room = bound(Fold.subtract(Fold.subtract(canvas, sums.gaps), fixedLengths), "\(stack)_room")
        let equalShare = room / Fold.maximum(flexibleCount, .number(1))
        let scale: SwiftExpression
        let share: SwiftExpression
        if case .number(let total) = flexibleLengths {
            // Known at build time (fixed lengths, no flags): no `if` on a constant.
            scale = total > 0 ? bound(room / flexibleLengths, "\(stack)_scale") : .number(0)
            share = total > 0 ? .number(0) : bound(equalShare, "\(stack)_share")
        } else {
            let proportional = SwiftExpression.binary(.number(0), .less, flexibleLengths)
            scale = chosen("\(stack)_scale", if: proportional, then: room / flexibleLengths, else: .number(0))
            share = chosen("\(stack)_share", if: proportional, then: .number(0), else: equalShare)
        }
        return items.indices.map { index in
            guard !items[index].isRigidAlong else { return sums.visibleLength[index] }
            return bound(
                Fold.add(Fold.multiply(sums.visibleLength[index], scale), Fold.multiply(sums.shown[index], share)),
                "\(items[index].name)_length")
        }
    }
}
