extension RelativityLowering {
    /// Lowers one `distribute:` entry (contract §4.3): a string `"H: 8 <> a <> ~1~ <> b"` or a mapping
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
    public static func lower(distribution specification: DistributionEntry, context: LoweringContext) throws -> [LinearConstraint] {
        let itemsBase = specification.items.start
        let distribution = try RelativityDistributionParser.parse(specification.items.text, base: itemsBase)
        let declared = specification.axis.map { $0 == .horizontal ? RelativityAxis.horizontal : .vertical }
        if let writtenAxis = distribution.axis, let declaredAxis = declared, writtenAxis != declaredAxis {
            throw SpecError(at: itemsBase.advanced(by: distribution.axisOffset),
                            "the items say `\(writtenAxis == .horizontal ? "H:" : "V:")` but `axis` is "
                            + "`\(declaredAxis.rawValue)`")
        }
        let axis = distribution.axis ?? declared ?? .horizontal
        let resolver = RelativityResolver(context: context, base: itemsBase)

        // Views with the gaps before, between and after them: gaps.count == views.count + 1.
        var views: [(name: String, offset: Int, rect: ItemGeometry.Rect)] = []
        var gaps: [(fixed: LinearExpression, weight: Int)] = [(LinearExpression(), 0)]
        var startsWithView = false
        var endsWithView = false
        for (position, element) in distribution.elements.enumerated() {
            endsWithView = false
            switch element {
            case .name(let name, let offset):
                if context.geometry.isItem(name), case .named = ItemReference(name: name) {
                    if views.contains(where: { $0.name == name }) {
                        throw SpecError(at: itemsBase.advanced(by: offset),
                                        "`\(name)` appears twice in the distribution")
                    }
                    let rect = try resolver.rect(named: name, offset: offset, superviewOf: nil)
                    views.append((name, offset, rect))
                    gaps.append((LinearExpression(), 0))
                    endsWithView = true
                    if position == 0 { startsWithView = true }
                } else if let value = context.value(named: name) {
                    gaps[gaps.count - 1].fixed = gaps[gaps.count - 1].fixed + value
                } else if case .named = ItemReference(name: name) {
                    throw SpecError(at: itemsBase.advanced(by: offset),
                                    "unknown item `\(name)`: not a view, guide, metric or input")
                } else {
                    throw SpecError(at: itemsBase.advanced(by: offset),
                                    "`\(name)` cannot be distributed; distribute views or guides "
                                    + "(name the span with `within:`)")
                }
            case .fixed(let scalar):
                gaps[gaps.count - 1].fixed = gaps[gaps.count - 1].fixed + (try resolver.value(of: scalar))
            case .flexible(let weight, _):
                gaps[gaps.count - 1].weight += weight
            }
        }
        guard let firstView = views.first else {
            throw SpecError(at: itemsBase, "a distribution needs at least one view")
        }
        if startsWithView { gaps[0].weight += 1 }
        if endsWithView { gaps[gaps.count - 1].weight += 1 }

        let parent = context.geometry.views[firstView.name]?.parent
        if let stranger = views.first(where: { context.geometry.views[$0.name]?.parent != parent }) {
            throw SpecError(at: itemsBase.advanced(by: stranger.offset),
                            "`\(stranger.name)` has another parent than `\(firstView.name)`; "
                            + "distributed views share one superview")
        }
        let withinName = specification.within?.name ?? "superview"
        guard let span = context.geometry.rect(of: ItemReference(name: withinName), subject: firstView.name) else {
            throw SpecError(at: specification.within?.location ?? specification.location,
                            "unknown item `\(withinName)` in `within`; declare it under `views` or `guides`")
        }

        func along(_ rect: ItemGeometry.Rect) -> (start: LinearExpression, length: LinearExpression) {
            axis == .horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
        }
        func middleAcross(_ rect: ItemGeometry.Rect) -> LinearExpression {
            axis == .horizontal ? rect.minY + rect.height * 0.5 : rect.minX + rect.width * 0.5
        }

        let totalWeight = gaps.reduce(0) { $0 + $1.weight }
        var remainder = along(span).length
        for gap in gaps { remainder = remainder - gap.fixed }
        for view in views { remainder = remainder - along(view.rect).length }

        let origin = ConstraintOrigin(location: specification.location, text: specification.originText)
        var constraints: [LinearConstraint] = []
        var previousEnd = along(span).start
        for (index, view) in views.enumerated() {
            let gap = gaps[index]
            // start == previousEnd + fixed + weight · remainder / totalWeight, times totalWeight.
            var difference = along(view.rect).start - previousEnd - gap.fixed
            if totalWeight > 0 {
                difference = difference * Double(totalWeight) - remainder * Double(gap.weight)
            }
            constraints.append(LinearConstraint(difference, .equal, origin: origin, condition: context.condition))
            constraints.append(LinearConstraint(middleAcross(view.rect), .equal, middleAcross(span),
                                                origin: origin, condition: context.condition))
            previousEnd = along(view.rect).start + along(view.rect).length
        }
        return constraints
    }
}
