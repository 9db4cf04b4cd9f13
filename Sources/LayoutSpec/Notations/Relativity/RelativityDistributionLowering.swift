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
    public static func lower(distribution node: DocumentNode, context: LoweringContext) throws -> [LinearConstraint] {
        try lowerWithChain(distribution: node, context: context).constraints
    }

    /// The pixel-rounded chain Relativity's `SubviewDistributor` walks for one `distribute:`
    /// entry (see `RelativityPixelChain`), or `nil` when the entry has errors.
    static func pixelChain(distribution node: DocumentNode, context: LoweringContext) -> RelativityPixelChain? {
        try? lowerWithChain(distribution: node, context: context).chain
    }

    /// The constraints of one `distribute:` entry and the chain of its items.
    static func lowerWithChain(distribution node: DocumentNode, context: LoweringContext) throws
        -> (constraints: [LinearConstraint], chain: RelativityPixelChain) {
        let specification = try RelativityDistributionSpecification(node: node)
        do {
            return try lowerItems(of: specification, node: node, context: context)
        } catch let error as SpecError {
            throw specification.relocated(error)
        }
    }

    /// Lowers one parsed entry (see `lowerWithChain`).
    private static func lowerItems(of specification: RelativityDistributionSpecification, node: DocumentNode,
                                   context: LoweringContext) throws
        -> (constraints: [LinearConstraint], chain: RelativityPixelChain) {
        let distribution = try RelativityDistributionParser.parse(specification.items, base: specification.itemsBase)
        if let writtenAxis = distribution.axis, let declaredAxis = specification.axis, writtenAxis != declaredAxis {
            throw SpecError(at: specification.itemsBase.advanced(by: distribution.axisOffset),
                            "the items say `\(writtenAxis == .horizontal ? "H:" : "V:")` but `axis` is "
                            + "`\(declaredAxis.rawValue)`")
        }
        let axis = distribution.axis ?? specification.axis ?? .horizontal
        if specification.mirrorsUnderRightToLeft, axis == .vertical {
            throw SpecError(at: specification.directionLocation,
                            "`direction: leadingToTrailing` flips a horizontal row; a vertical distribution "
                            + "has no reading direction")
        }
        let resolver = RelativityResolver(context: context, base: specification.itemsBase)

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
                        throw SpecError(at: specification.itemsBase.advanced(by: offset),
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
                    throw SpecError(at: specification.itemsBase.advanced(by: offset),
                                    "unknown item `\(name)`: not a view, guide, metric or input")
                } else {
                    throw SpecError(at: specification.itemsBase.advanced(by: offset),
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
            throw SpecError(at: specification.itemsBase, "a distribution needs at least one view")
        }
        if startsWithView { gaps[0].weight += 1 }
        if endsWithView { gaps[gaps.count - 1].weight += 1 }

        let parent = context.geometry.views[firstView.name]?.parent
        if let stranger = views.first(where: { context.geometry.views[$0.name]?.parent != parent }) {
            throw SpecError(at: specification.itemsBase.advanced(by: stranger.offset),
                            "`\(stranger.name)` has another parent than `\(firstView.name)`; "
                            + "distributed views share one superview")
        }
        let withinName = specification.within?.name ?? "superview"
        guard let span = context.geometry.rect(of: ItemReference(name: withinName), subject: firstView.name) else {
            throw SpecError(at: specification.within?.location ?? node.location,
                            "unknown item `\(withinName)` in `within`; declare it under `views` or `guides`")
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

        let origin = ConstraintOrigin(location: node.location, text: specification.originText)
        var constraints: [LinearConstraint] = []
        let directions: [(mirrored: Bool, condition: ConditionExpression?)] = mirrors
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
                constraints.append(LinearConstraint(middleAcross(view.rect), .equal, middleAcross(span),
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

/// The shape of one `distribute:` entry before its items string is parsed.
struct RelativityDistributionSpecification {
    /// The items string.
    var items: String
    /// Where the items string's first character is.
    var itemsBase: SourceLocation
    /// `axis:` when given.
    var axis: RelativityAxis?
    /// `within:` when given, with the value's location.
    var within: (name: String, location: SourceLocation)?
    /// The entry as written, for constraint origins.
    var originText: String
    /// `direction: leadingToTrailing`: a horizontal row that flips under `rtl` (default
    /// `leftToRight`, Relativity's).
    var mirrorsUnderRightToLeft = false
    /// Where `direction:`'s value is written.
    var directionLocation: SourceLocation?
    /// For the one-item-per-line list form: where each item starts in `items` (joined with
    /// ` <> ` and parsed at the synthetic line 0) and where it is written in the file.
    var listItems: [(start: Int, location: SourceLocation)] = []

    /// The keys a mapping entry may have.
    static let keys = ["axis", "within", "items", "direction"]

    /// Reads a string entry or a mapping entry.
    init(node: DocumentNode) throws {
        switch node.kind {
        case .scalar(let text, _):
            items = text
            itemsBase = node.contentLocation
            originText = text
        case .sequence(let nodes):
            // Relativity's result-builder form, one item per line: `- [blue, "~2~", red, 20, yellow]`.
            (items, itemsBase, listItems) = try Self.joined(nodes, at: node.location)
            originText = DocumentNodeSourceText.render(node)
        case .mapping(let entries):
            var itemsNode: DocumentNode?
            for entry in entries {
                switch entry.key {
                case "items": itemsNode = entry.value
                case "axis":
                    guard let value = entry.value.scalar, let parsed = RelativityAxis(rawValue: value) else {
                        throw SpecError(at: entry.value.location,
                                        "`axis` is `horizontal` or `vertical`, not \(Self.describe(entry.value))")
                    }
                    axis = parsed
                case "within":
                    guard let value = entry.value.scalar, !value.isEmpty else {
                        throw SpecError(at: entry.value.location,
                                        "`within` names a view, guide, `superview`, `container`, `margins` or "
                                        + "`safeArea`, not \(entry.value.kindDescription)")
                    }
                    within = (value, entry.value.location)
                case "direction":
                    directionLocation = entry.value.location
                    switch entry.value.scalar {
                    case "leftToRight": mirrorsUnderRightToLeft = false
                    case "leadingToTrailing": mirrorsUnderRightToLeft = true
                    default:
                        throw SpecError(at: entry.value.location,
                                        "`direction` is `leftToRight` (Relativity's, the default) or "
                                        + "`leadingToTrailing` (flips under `rtl`), not \(Self.describe(entry.value))")
                    }
                default:
                    throw SpecError(at: entry.keyLocation,
                                    "unknown key `\(entry.key)` in a distribution; expected one of "
                                    + Self.keys.joined(separator: ", "))
                }
            }
            guard let itemsNode else {
                throw SpecError(at: node.location, "a distribution mapping needs `items`, such as \"a <> ~1~ <> b\"")
            }
            if case .sequence(let nodes) = itemsNode.kind {
                (items, itemsBase, listItems) = try Self.joined(nodes, at: itemsNode.location)
            } else if let text = itemsNode.scalar {
                items = text
                itemsBase = itemsNode.contentLocation
            } else {
                throw SpecError(at: itemsNode.location,
                                "`items` is a string such as \"a <> ~1~ <> b\" or a list of items, not "
                                    + itemsNode.kindDescription)
            }
            originText = DocumentNodeSourceText.render(node)
        case .null:
            throw SpecError(at: node.location,
                            "a distribution is a string such as \"H: a <> ~1~ <> b\", a list of items or a "
                            + "mapping {axis, within, items}, not \(node.kindDescription)")
        }
    }

    /// The list form's items joined with ` <> `, parsed at the synthetic line 0 of the file (see
    /// `relocated`), and where each item starts.
    private static func joined(_ nodes: [DocumentNode], at location: SourceLocation) throws
        -> (String, SourceLocation, [(start: Int, location: SourceLocation)]) {
        guard !nodes.isEmpty else {
            throw SpecError(at: location, "a distribution list needs at least one item, such as `[a, \"~1~\", b]`")
        }
        var text = ""
        var starts: [(start: Int, location: SourceLocation)] = []
        for item in nodes {
            guard let scalar = item.scalar else {
                throw SpecError(at: item.location, "each item of a distribution list is a view, a number, a metric "
                                    + "or input, or `~N~`, not \(item.kindDescription)")
            }
            if !text.isEmpty { text += " <> " }
            starts.append((text.unicodeScalars.count, item.contentLocation))
            text += scalar
        }
        return (text, SourceLocation(path: location.path, line: 0, column: 1), starts)
    }

    /// `error` with the list form's synthetic line-0 locations moved to the items as written.
    func relocated(_ error: SpecError) -> SpecError {
        guard !listItems.isEmpty else { return error }
        func move(_ diagnostic: Diagnostic) -> Diagnostic {
            var moved = diagnostic
            if let location = diagnostic.location, location.line == 0 {
                let offset = location.column - 1
                if let item = listItems.last(where: { $0.start <= offset }) ?? listItems.first {
                    moved.location = item.location.advanced(by: max(0, offset - item.start))
                }
            }
            moved.notes = diagnostic.notes.map(move)
            return moved
        }
        return SpecError(error.diagnostics.map(move))
    }

    private static func describe(_ node: DocumentNode) -> String {
        if let text = node.scalar { return "`\(text)`" }
        return node.kindDescription
    }
}
