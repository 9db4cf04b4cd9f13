/// Stacks arranged by the stack model (`StackArrangement`): their content sizes summed over the
/// shown views before the components are solved (a content height measured at the stack's width,
/// once that width is solved).
extension FramesBodyBuilder {
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
                // Required bounds hold over its content length.
                // An aspect ratio's height at the width the stack gave the view (set before this).
                let unbounded =
                    item.lengthPerWidth.map { ratio in
                        bound(
                            Fold.add(
                                Fold.multiply(
                                    .number(ratio.slope), variableValues[Variable(item.name, .width)] ?? .number(0)),
                                inputValue(ratio.intercept, "\(item.name)_heightAtNoWidth")),
                            "\(item.name)_contentLength")
                    } ?? inputValue(item.contentAlong, "\(item.name)_contentLength")
                let least = item.minimumAlong.map { inputValue($0, "\(item.name)_leastLength") }
                let greatest = item.maximumAlong.map { inputValue($0, "\(item.name)_greatestLength") }
                let content = clamped(unbounded, least: least, greatest: greatest, "\(item.name)_boundedLength")
                sums.content.append(content)
                sums.least.append(least)
                sums.greatest.append(greatest)
                sums.visibleLength.append(bound(Fold.multiply(shown, content), "\(item.name)_visibleLength"))
            }
            if across {
                let unbounded = inputValue(item.contentAcross, "\(item.name)_contentAcross")
                let least = item.minimumAcross.map { inputValue($0, "\(item.name)_leastThickness") }
                let greatest = item.maximumAcross.map { inputValue($0, "\(item.name)_greatestThickness") }
                sums.acrossContent.append(
                    clamped(unbounded, least: least, greatest: greatest, "\(item.name)_boundedThickness"))
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
        case .equalCentering:
            inner = Fold.add(sums.lengths, sums.gaps)
            centreDistances(of: arrangement, into: &sums)
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
        // A view of fixed size across a `fill` stack that cannot be hidden sets it (as
        // `StackArrangementAggregate.affineThickness` does where it is not measured).
        if arrangement.alignment == .fill,
            let rigid = arrangement.items.firstIndex(where: \.fixesAcross)
        {
            return Fold.add(sums.acrossContent[rigid], .number(margins[2] + margins[3]))
        }
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
        // 1 when a view and one before it are shown: the spacing before it is a gap.
        let gaps = arrangement.items.indices.map { Fold.multiply(sums.shown[$0], sums.shownBefore[$0]) }
        let name = arrangement.name
        return runningLargest(sums.gapBefore, over: gaps, "\(name)_widestSpacing", seen: "\(name)_gapSeen").last
            ?? .number(0)
    }
}
