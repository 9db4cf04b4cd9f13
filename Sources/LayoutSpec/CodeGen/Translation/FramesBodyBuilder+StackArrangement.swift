/// Stacks with hidden views (`StackArrangement`): their content sizes summed over the shown views
/// before the components are solved, and their views placed in their solved frames after.
extension FramesBodyBuilder {
    private typealias Fold = FoldedArithmetic

    /// `let name: CGFloat = value`, unless `value` is already a name or a number.
    private mutating func bound(_ value: SwiftExpression, _ name: String) -> SwiftExpression {
        switch value {
        case .identifier, .number: return value
        default:
            let local = names.make(name)
            statements.append(.constant(name: local, type: .cgFloat, value: value))
            return .identifier(local)
        }
    }

    /// An affine value of the inputs (a content size, a spacing), reading the inputs it needs.
    private mutating func inputValue(_ expression: LinearExpression, _ name: String) -> SwiftExpression {
        for parameter in expression.parameters.keys.sorted() where parameterValues[parameter] == nil {
            readIntoLet(parameter)
        }
        var parts: [SwiftStatement] = []
        let value = affineExpression(expression, name: name, into: &parts)
        statements += parts
        return bound(value, name)
    }

    /// `let name: CGFloat; if condition { name = then } else { name = otherwise }`.
    private mutating func chosen(
        _ name: String, if condition: SwiftExpression, then: SwiftExpression, else otherwise: SwiftExpression
    ) -> SwiftExpression {
        let local = names.make(name)
        statements.append(.uninitializedConstant(name: local, type: .cgFloat))
        statements.append(
            .conditional(
                branches: [
                    SwiftConditionalBranch(
                        condition: condition,
                        body: [.assignment(target: .identifier(local), value: then)])
                ],
                otherwise: [.assignment(target: .identifier(local), value: otherwise)]))
        return .identifier(local)
    }

    /// A sum of many values, a few terms per `let`.
    private mutating func sum(_ values: [SwiftExpression], _ name: String) -> SwiftExpression {
        var total = SwiftExpression.number(0)
        var terms = 0
        for value in values where value != .number(0) {
            if terms == Self.maximumTermsPerStatement {
                total = bound(total, name)
                terms = 1
            }
            total = Fold.add(total, value)
            terms += 1
        }
        return bound(total, name)
    }

    /// The largest of `values` (0 for none), one `fmax` per `let`.
    private mutating func largest(_ values: [SwiftExpression], _ name: String) -> SwiftExpression {
        guard var result = values.first else { return .number(0) }
        for value in values.dropFirst() {
            result = bound(Fold.maximum(result, value), name)
        }
        return bound(result, name)
    }

    // MARK: Content

    /// Every stack's content size, innermost first (a nested stack's is an item of its parent's).
    /// A content height measured at the stack's width waits for that width
    /// (`emitMeasuredStackContent`).
    mutating func emitStackContents(_ arrangements: [StackArrangement]) {
        guard !arrangements.isEmpty else { return }
        statements.append(
            .comment("Stacks with hidden views: content sizes summed over the shown views (docs/notations/stacks.md)"))
        for arrangement in arrangements.reversed() {
            emitContent(of: arrangement)
        }
        pendingStackContents = arrangements.filter { $0.dependsOnWidth && !$0.isNested }
        for arrangement in arrangements where arrangement.isNested {
            nestedArrangements[arrangement.name] = arrangement
        }
    }

    private mutating func emitContent(of arrangement: StackArrangement) {
        var sums = StackRunningSums()
        for item in arrangement.items {
            if item.isHideable, let flag = inputProperties[.hiddenFlag(item.name)] {
                sums.shown.append(
                    chosen("\(item.name)_shown", if: input.member(flag), then: .number(0), else: .number(1)))
            } else {
                sums.shown.append(.number(1))
            }
        }
        // The content height of a stack that depends on its width is summed once the width is known.
        let along = !(arrangement.dependsOnWidth && !arrangement.isHorizontal)
        let across = !(arrangement.dependsOnWidth && arrangement.isHorizontal)
        emitItemContents(of: arrangement, along: along, across: across, into: &sums)
        let length = along ? lengthTotals(of: arrangement, into: &sums) : nil
        let thickness = across ? thicknessTotals(of: arrangement, into: &sums) : nil
        if let length {
            parameterValues[arrangement.contentAlongParameter] = bound(length, "\(arrangement.name)_contentLength")
        }
        if let thickness {
            parameterValues[arrangement.contentAcrossParameter] = bound(
                thickness, "\(arrangement.name)_contentThickness")
        }
        stackSums[arrangement.name] = sums
    }

    /// The content height of `arrangement`, an outermost stack whose content height depends on its
    /// width, at its solved width (once: it leaves `pendingStackContents`).
    mutating func emitMeasuredStackContent(_ arrangement: StackArrangement) {
        guard let index = pendingStackContents.firstIndex(where: { $0.name == arrangement.name }) else { return }
        pendingStackContents.remove(at: index)
        statements.append(
            .comment("Stack \(arrangement.name): its content height, measured at its solved width"))
        emitMeasuredContent(of: arrangement, width: variableValues[Variable(arrangement.name, .width)] ?? .number(0))
    }

    /// The content height of a stack that depends on its width, at `width`: each item measured at
    /// the width the stack gives it (a vertical stack's across its canvas, a horizontal stack's
    /// along its axis, as its placement gives them), nested stacks first at theirs.
    private mutating func emitMeasuredContent(of arrangement: StackArrangement, width: SwiftExpression) {
        let stack = arrangement.name
        guard var sums = stackSums[stack] else { return }
        let margins = arrangement.margins
        var widths: [Int: SwiftExpression] = [:]
        if arrangement.isHorizontal {
            let canvas = bound(
                Fold.subtract(Fold.subtract(width, .number(margins[0])), .number(margins[1])), "\(stack)_canvasLength")
            let placed = alongLayout(of: arrangement, sums, canvas: canvas)
            sums.placedAlong = placed
            for index in arrangement.items.indices where arrangement.items[index].isMeasuredAtWidth {
                widths[index] = placed.sizes[index]
            }
        } else {
            let canvasAcross = bound(
                Fold.subtract(Fold.subtract(width, .number(margins[2])), .number(margins[3])),
                "\(stack)_canvasThickness")
            for (index, item) in arrangement.items.enumerated() where item.isMeasuredAtWidth {
                widths[index] =
                    arrangement.alignment == .fill
                    ? canvasAcross
                    : bound(Fold.minimum(sums.acrossContent[index], canvasAcross), "\(item.name)_thickness")
            }
        }
        for index in widths.keys.sorted() {
            let name = arrangement.items[index].name
            let itemWidth = widths[index] ?? .number(0)
            variableValues[Variable(name, .width)] = itemWidth
            if let nested = nestedArrangements[name] {
                emitMeasuredContent(of: nested, width: itemWidth)
            }
        }
        let vertical = !arrangement.isHorizontal
        emitItemContents(of: arrangement, along: vertical, across: !vertical, into: &sums)
        if vertical {
            parameterValues[arrangement.contentAlongParameter] = bound(
                lengthTotals(of: arrangement, into: &sums), "\(stack)_contentLength")
        } else {
            parameterValues[arrangement.contentAcrossParameter] = bound(
                thicknessTotals(of: arrangement, into: &sums), "\(stack)_contentThickness")
        }
        stackSums[stack] = sums
    }

    /// Each item's content along the axis (with its bounds, its visible length and the gap before
    /// it) when `along`, and across it when `across`.
    private mutating func emitItemContents(
        of arrangement: StackArrangement, along: Bool, across: Bool, into sums: inout StackRunningSums
    ) {
        let stack = arrangement.name
        var anyShown = SwiftExpression.number(0)
        var lastGap = SwiftExpression.number(0)
        for (index, item) in arrangement.items.enumerated() {
            let shown = sums.shown[index]
            if along {
                var content = inputValue(item.contentAlong, "\(item.name)_contentLength")
                // Required bounds hold over its content length (`max(least, min(greatest, content))`).
                let least = item.minimumAlong.map { inputValue($0, "\(item.name)_leastLength") }
                let greatest = item.maximumAlong.map { inputValue($0, "\(item.name)_greatestLength") }
                if let greatest { content = bound(Fold.minimum(greatest, content), "\(item.name)_boundedLength") }
                if let least { content = bound(Fold.maximum(least, content), "\(item.name)_boundedLength") }
                sums.content.append(content)
                sums.least.append(least)
                sums.greatest.append(greatest)
                sums.visibleLength.append(bound(Fold.multiply(shown, content), "\(item.name)_visibleLength"))
            }
            if across {
                sums.acrossContent.append(inputValue(item.contentAcross, "\(item.name)_contentAcross"))
            }
            guard along else { continue }
            sums.shownBefore.append(anyShown)
            sums.gapBefore.append(
                bound(Fold.multiply(Fold.multiply(shown, anyShown), lastGap), "\(item.name)_gapBefore"))
            guard index < arrangement.gaps.count else { continue }
            let gap = inputValue(arrangement.gaps[index], "\(item.name)_spacingAfter")
            sums.spacings.insert(gap)
            // The spacing that follows the last shown view so far (the same when it cannot change).
            // Before any view could be shown it is read by no gap (each is multiplied by
            // `shownBefore`, 0 there): this view's spacing is the last one whenever it matters, so
            // a stack whose spacings are all alike carries one value, not a chain.
            if gap != lastGap {
                lastGap =
                    anyShown == .number(0)
                    ? gap
                    : bound(
                        Fold.add(Fold.multiply(shown, gap), Fold.multiply(Fold.subtract(.number(1), shown), lastGap)),
                        "\(stack)_lastSpacing")
            }
            // 0 or 1 itself: the first flag needs no `fmax`.
            anyShown = anyShown == .number(0) ? shown : bound(Fold.maximum(anyShown, shown), "\(stack)_shownBefore")
        }
    }

    /// The sums along the axis, and the content length (`contentAlongParameter`'s value).
    private mutating func lengthTotals(
        of arrangement: StackArrangement, into sums: inout StackRunningSums
    ) -> SwiftExpression {
        let stack = arrangement.name
        sums.lengths = sum(sums.visibleLength, "\(stack)_lengths")
        sums.count = sum(sums.shown, "\(stack)_shownCount")
        if sums.spacings.count == 1, let spacing = sums.spacings.first {
            // One spacing: one gap between each two shown views, without a running sum.
            sums.uniformSpacing = spacing
            sums.gaps = bound(
                Fold.multiply(spacing, Fold.maximum(Fold.subtract(sums.count, .number(1)), .number(0))),
                "\(stack)_gaps")
        } else {
            sums.gaps = sum(sums.gapBefore, "\(stack)_gaps")
        }
        let margins = arrangement.margins
        let inner: SwiftExpression
        switch arrangement.distribution {
        case .fill, .fillProportionally:
            inner = Fold.add(sums.lengths, sums.gaps)
        case .fillEqually:
            sums.largest = equalLength(of: arrangement, sums)
            inner = Fold.add(bound(Fold.multiply(sums.count, sums.largest), "\(stack)_equalLengths"), sums.gaps)
        case .equalSpacing:
            sums.largest = widestSpacing(of: arrangement, sums)
            let gapCount = Fold.maximum(Fold.subtract(sums.count, .number(1)), .number(0))
            inner = Fold.add(
                sums.lengths, bound(Fold.multiply(gapCount, sums.largest), "\(stack)_spacings"))
        }
        return Fold.add(inner, .number(margins[0] + margins[1]))
    }

    /// The thickest shown view (baselines: the tallest parts above and below the shared baseline)
    /// and the content size across the axis (`contentAcrossParameter`'s value).
    private mutating func thicknessTotals(
        of arrangement: StackArrangement, into sums: inout StackRunningSums
    ) -> SwiftExpression {
        let stack = arrangement.name
        let margins = arrangement.margins
        let acrossShown = arrangement.items.indices.map { Fold.multiply(sums.shown[$0], sums.acrossContent[$0]) }
        var thickest = largest(acrossShown, "\(stack)_thickest")
        if arrangement.alignment == .firstBaseline || arrangement.alignment == .lastBaseline {
            // The views' tallest parts above and below the shared baseline.
            let first = arrangement.alignment == .firstBaseline
            for item in arrangement.items {
                let toBaseline = inputValue(first ? item.firstBaseline : item.lastBaseline, "\(item.name)_baseline")
                sums.baseline.append(toBaseline)
            }
            let near = arrangement.items.indices.map { Fold.multiply(sums.shown[$0], sums.baseline[$0]) }
            let far = arrangement.items.indices.map {
                Fold.multiply(sums.shown[$0], Fold.subtract(sums.acrossContent[$0], sums.baseline[$0]))
            }
            sums.baselineExtent = largest(near, "\(stack)_baselineExtent")
            thickest = Fold.add(sums.baselineExtent, largest(far, "\(stack)_beyondBaseline"))
        }
        return Fold.add(thickest, .number(margins[2] + margins[3]))
    }

    /// `fillEqually`'s common length when the stack fits its views: the fixed length of a shown
    /// view whose length a required constraint fixes (UIStackView makes every view as long as the
    /// first, so a fixed one fixes them all), else the longest shown view.
    private mutating func equalLength(of arrangement: StackArrangement, _ sums: StackRunningSums) -> SwiftExpression {
        let items = arrangement.items
        let rigid = items.indices.filter { items[$0].isRigidAlong }
        let longest = largest(sums.visibleLength, "\(arrangement.name)_longest")
        guard !rigid.isEmpty else { return longest }
        if let fixed = rigid.first(where: { !items[$0].isHideable }) { return sums.visibleLength[fixed] }
        // Fixed views that can be hidden: theirs while one is shown.
        let rigidShown = largest(rigid.map { sums.shown[$0] }, "\(arrangement.name)_fixedShown")
        let rigidLongest = largest(rigid.map { sums.visibleLength[$0] }, "\(arrangement.name)_fixedLength")
        return bound(
            Fold.add(
                Fold.multiply(rigidShown, rigidLongest), Fold.multiply(Fold.subtract(.number(1), rigidShown), longest)),
            "\(arrangement.name)_equalLength")
    }

    /// `equalSpacing`'s least gap: the largest spacing between two shown views (each gap is at least
    /// the spacing after the view before it), whatever its sign; 0 with fewer than two shown views.
    private mutating func widestSpacing(of arrangement: StackArrangement, _ sums: StackRunningSums) -> SwiftExpression {
        var widest = SwiftExpression.number(0)
        var seen = SwiftExpression.number(0)
        for index in arrangement.items.indices.dropFirst() {
            // 1 when this view and one before it are shown: the spacing before it is a gap.
            let gap = Fold.multiply(sums.shown[index], sums.shownBefore[index])
            if gap == .number(0) { continue }
            let spacing = sums.gapBefore[index]
            let target = Fold.add(
                Fold.multiply(seen, Fold.maximum(widest, spacing)),
                Fold.multiply(Fold.subtract(.number(1), seen), spacing))
            widest = bound(
                Fold.add(widest, Fold.multiply(gap, Fold.subtract(target, widest))), "\(arrangement.name)_widestSpacing"
            )
            seen = seen == .number(1) ? seen : bound(Fold.maximum(seen, gap), "\(arrangement.name)_gapSeen")
        }
        return widest
    }

    // MARK: Placement

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
    private mutating func givingWay(
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
    private mutating func alongLayout(
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
