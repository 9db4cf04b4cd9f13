extension RelativityLowering {
    /// Lowers one `distribute:` entry (docs/notations/relativity.md, distribution): a string `"H: 8 <> a <> ~1~ <> b"` or a mapping
    /// `{axis: horizontal|vertical, within: ITEM, items: "..."}`.
    ///
    /// Views are chained along the axis in order, from the `within` item's start (left or top;
    /// Relativity has no reading direction). The span minus the views' sizes and the fixed spacers
    /// is shared among the flexible spacers in proportion to their weights; a `~1~` is implied at
    /// an end that is a view. Across the axis every view is centred on the span's middle line.
    /// Without flexible spacers the views are only chained from the start, as in Relativity.
    ///
    /// Per view, in order: the axis equation, then the centring equation. With flexible spacers of
    /// total weight `W`, the axis equation `next.min = prev.max + fixed + w·(remainder / W)` is
    /// multiplied by `W`, so its coefficients stay whole numbers.
    ///
    /// - Throws: `SpecError` at the offending key, value or token (its column inside the string).
    package static func lower(
        distribution specification: DistributionEntry, context: LoweringContext
    ) throws -> [LinearConstraint] {
        try lowerWithChain(distribution: specification, context: context).constraints
    }

    /// The pixel-rounded chain Relativity's `SubviewDistributor` walks for one `distribute:`
    /// entry (see `RelativityPixelChain`), or `nil` when the entry has errors.
    static func pixelChain(
        distribution specification: DistributionEntry, context: LoweringContext
    ) -> RelativityPixelChain? {
        try? lowerWithChain(distribution: specification, context: context).chain
    }

    /// The constraints of one `distribute:` entry and the chain of its items; errors in the list
    /// form are moved to the items as written.
    static func lowerWithChain(
        distribution specification: DistributionEntry, context: LoweringContext
    ) throws
        -> (constraints: [LinearConstraint], chain: RelativityPixelChain)
    {
        do {
            return try lowerItems(of: specification, context: context)
        } catch let error as SpecError {
            throw specification.relocated(error)
        }
    }

    /// Lowers one entry (see `lowerWithChain`).
    private static func lowerItems(
        of specification: DistributionEntry, context: LoweringContext
    ) throws
        -> (constraints: [LinearConstraint], chain: RelativityPixelChain)
    {
        let itemsBase = specification.items.start
        let distribution = try specification.parsedItems.tree()
        let declared = specification.axis.map { $0 == .horizontal ? RelativityAxis.horizontal : .vertical }
        if let writtenAxis = distribution.axis, let declaredAxis = declared, writtenAxis != declaredAxis {
            throw SpecError(
                at: itemsBase.advanced(by: distribution.axisOffset),
                "the items say `\(writtenAxis == .horizontal ? "H:" : "V:")` but `axis` is "
                    + "`\(declaredAxis.rawValue)`")
        }
        let axis = distribution.axis ?? declared ?? .horizontal
        if specification.mirrorsUnderRightToLeft, axis == .vertical {
            throw SpecError(
                at: specification.directionLocation,
                "`direction: leadingToTrailing` flips a horizontal row; a vertical distribution "
                    + "has no reading direction")
        }
        let resolver = RelativityResolver(context: context, base: itemsBase)

        // Views with the gaps before, between and after them: gaps.count == views.count + 1.
        var views: [(name: String, offset: Int, rect: ItemGeometry.Rect)] = []
        var gaps: [(fixed: LinearExpression, weight: Int)] = [(LinearExpression(), 0)]
        var startsWithView = false
        var endsWithView = false
        var steps: [RelativityPixelChain.Step] = []
        for (position, element) in distribution.elements.enumerated() {
            endsWithView = false
            switch element {
            case .name(let name, let offset):
                if context.geometry.isItem(name), case .named = ItemReference(name: name) {
                    if views.contains(where: { $0.name == name }) {
                        throw SpecError(
                            at: itemsBase.advanced(by: offset),
                            "`\(name)` appears twice in the distribution")
                    }
                    let rect = try resolver.rect(named: name, offset: offset, superviewOf: nil)
                    views.append((name, offset, rect))
                    steps.append(.view(name))
                    gaps.append((LinearExpression(), 0))
                    endsWithView = true
                    if position == 0 { startsWithView = true }
                } else if let value = context.value(named: name) {
                    gaps[gaps.count - 1].fixed = gaps[gaps.count - 1].fixed + value
                    steps.append(.fixed(value))
                } else if case .named = ItemReference(name: name) {
                    throw SpecError(
                        at: itemsBase.advanced(by: offset),
                        kind: .unknownName(
                            UnknownNameDiagnostic(
                                name: name, expected: "item", detail: ": not a view, guide, metric or input")))
                } else {
                    throw SpecError(
                        at: itemsBase.advanced(by: offset),
                        "`\(name)` cannot be distributed; distribute views or guides "
                            + "(name the span with `within:`)")
                }
            case .fixed(let scalar):
                let value = try resolver.value(of: scalar)
                gaps[gaps.count - 1].fixed = gaps[gaps.count - 1].fixed + value
                steps.append(.fixed(value))
            case .flexible(let weight, _):
                gaps[gaps.count - 1].weight += weight
                steps.append(.flexible(weight))
            }
        }
        if startsWithView { steps.insert(.flexible(1), at: 0) }
        if endsWithView { steps.append(.flexible(1)) }
        guard let firstView = views.first else {
            throw SpecError(at: itemsBase, "a distribution needs at least one view")
        }
        if startsWithView { gaps[0].weight += 1 }
        if endsWithView { gaps[gaps.count - 1].weight += 1 }

        let parent = context.geometry.views[firstView.name]?.parent
        if let stranger = views.first(where: { context.geometry.views[$0.name]?.parent != parent }) {
            throw SpecError(
                at: itemsBase.advanced(by: stranger.offset),
                "`\(stranger.name)` has another parent than `\(firstView.name)`; "
                    + "distributed views share one superview")
        }
        let withinName = specification.within?.name ?? "superview"
        guard let span = context.geometry.rect(of: ItemReference(name: withinName), subject: firstView.name) else {
            throw SpecError(
                at: specification.within?.location ?? specification.location,
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: withinName, expected: "item", detail: " in `within`; declare it under `views` or `guides`"
                    )))
        }

        // `direction: leadingToTrailing` (horizontal only): under `rtl` the row runs from the span's
        // right edge leftwards, measured as −maxX, like a stack view; otherwise left to right.
        let mirrors = specification.mirrorsUnderRightToLeft
        func along(_ rect: ItemGeometry.Rect, mirrored: Bool) -> (start: LinearExpression, length: LinearExpression) {
            if axis == .vertical { return (rect.minY, rect.height) }
            return mirrored ? (-(rect.minX + rect.width), rect.width) : (rect.minX, rect.width)
        }
        func middleAcross(_ rect: ItemGeometry.Rect) -> LinearExpression {
            axis == .horizontal ? rect.minY + rect.height * 0.5 : rect.minX + rect.width * 0.5
        }

        let totalWeight = gaps.reduce(0) { $0 + $1.weight }
        var remainder = along(span, mirrored: false).length
        for gap in gaps { remainder = remainder - gap.fixed }
        for view in views { remainder = remainder - along(view.rect, mirrored: false).length }

        let origin = ConstraintOrigin(
            location: specification.location, text: specification.originText,
            notation: .relativity)
        var constraints: [LinearConstraint] = []
        let directions: [(mirrored: Bool, condition: ConditionExpression?)] =
            mirrors
            ? [(false, context.condition(for: .leftToRight)), (true, context.condition(for: .rightToLeft))]
            : [(false, context.condition)]
        for (mirrored, condition) in directions {
            var previousEnd = along(span, mirrored: mirrored).start
            for (index, view) in views.enumerated() {
                let gap = gaps[index]
                let placed = along(view.rect, mirrored: mirrored)
                // start == previousEnd + fixed + weight · remainder / totalWeight, times totalWeight.
                var difference = placed.start - previousEnd - gap.fixed
                if totalWeight > 0 {
                    difference = difference * Double(totalWeight) - remainder * Double(gap.weight)
                }
                constraints.append(LinearConstraint(difference, .equal, origin: origin, condition: condition))
                constraints.append(
                    LinearConstraint(
                        middleAcross(view.rect), .equal, middleAcross(span),
                        origin: origin, condition: condition))
                previousEnd = placed.start + placed.length
            }
        }
        let spanAlong = along(span, mirrored: false)
        let chain = RelativityPixelChain(
            isHorizontal: axis == .horizontal, spanStart: spanAlong.start, remainder: remainder,
            totalWeight: totalWeight, spanMiddleAcross: middleAcross(span), steps: steps,
            condition: context.condition, isMirrored: mirrors)
        return (constraints, chain)
    }
}
