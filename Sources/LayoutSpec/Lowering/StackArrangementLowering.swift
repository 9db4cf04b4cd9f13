/// Stacks with hidden arranged views (`hideable:`, docs/notations/stacks.md, "Hidden arranged
/// views"): instead of lowering them to UIStackView's constraints, each becomes a
/// `StackArrangement` the generated code runs over the visible views, and the solver sees only the
/// outermost such stack, as one item with a content size (`Parameter.contentWidth`/`contentHeight`)
/// that resists growing and shrinking at its arranged views' lowest priorities.
///
/// So no combination of hidden flags is ever solved: the flags are read by straight-line running
/// sums in the generated code. A stack arranged in such a stack is arranged the same way, and the
/// stack places its arranged views alone: a constraint may only fix an arranged view's own width
/// or height.
struct StackArrangementLowering {
    /// The stacks the model arranges, outermost first: every stack it can arrange (all of them but
    /// those `StackModelEligibility` leaves to the solver), and every stack with hidden views or
    /// `fillProportionally` (a ratio of run-time sizes) with the stacks arranged in it.
    let stacks: [StackDeclaration]
    /// Every item (view or stack) one of `stacks` arranges.
    let arrangedItems: [String: StackDeclaration]
    /// Why each stack left to the solver is (for `explain`), by the stack's name.
    let solvedReasons: [String: String]
    /// Why each `equalCentering` stack is beyond the model's closed form, by the stack's name.
    private let centeringReasons: [String: String]

    /// UIStackView's fit of a stack to its views where nothing else sizes it (as in `StackLowering`).
    private static let fitPriority = StackLowering.fitPriority

    /// Decides which stacks of `specification` the model arranges; `constraints` are the spec's
    /// constraints lowered so far (an arranged view may only have its own size fixed).
    init(_ specification: LayoutSpecification, constraints: [LinearConstraint], mode: StackLoweringMode = .model) {
        let byName = Dictionary(specification.stacks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let eligibility = StackModelEligibility(specification, constraints: constraints)
        // Every stack arranged at run time: the seeds and, transitively, the stacks arranged in them.
        var runtime: Set<String> = []
        var pending = specification.stacks.filter {
            !$0.hideable.isEmpty || $0.distribution == .fillProportionally
                || (mode == .model && eligibility.arranges($0.name))
        }
        while let stack = pending.popLast() {
            guard runtime.insert(stack.name).inserted else { continue }
            pending += stack.arranged.compactMap { byName[$0.name] }
        }
        var arranged: [String: StackDeclaration] = [:]
        for stack in specification.stacks where runtime.contains(stack.name) {
            for item in stack.arranged { arranged[item.name] = stack }
        }
        // Parents before children: breadth first from the stacks no runtime stack arranges.
        var ordered = specification.stacks.filter { runtime.contains($0.name) && arranged[$0.name] == nil }
        var next = 0
        while next < ordered.count {
            ordered += ordered[next].arranged.compactMap { byName[$0.name] }
            next += 1
        }
        self.stacks = ordered
        self.arrangedItems = arranged
        self.solvedReasons = eligibility.reasons.filter { !runtime.contains($0.key) }
        self.centeringReasons = eligibility.centeringReasons
    }

    /// Whether no stack is arranged at run time.
    var isEmpty: Bool { stacks.isEmpty }

    /// Whether `stack` is arranged at run time (its constraints are not lowered by `StackLowering`).
    func arranges(_ stack: String) -> Bool { stacks.contains { $0.name == stack } }

    /// The outermost stacks arranged at run time: items of the solved layout.
    var roots: [StackDeclaration] { stacks.filter { arrangedItems[$0.name] == nil } }

    /// The result of `lower`.
    struct Result {
        /// The constraints left to solve, plus the roots' content-size constraints.
        var constraints: [LinearConstraint]
        /// The arrangements, outermost first.
        var arrangements: [StackArrangement]
    }

    /// Takes the arranged views' constraints out of `constraints` (their own fixed sizes become
    /// content sizes; anything else is an error), builds each arrangement, and adds the content-size
    /// constraints of the outermost stacks. `ranks` are the ties by index of stacks the solver lays
    /// out (a root arranged in one gets its rank).
    func lower(
        _ constraints: [LinearConstraint], of specification: LayoutSpecification, in context: LoweringContext,
        ranks: [String: (FrameAttribute, Int)], diagnostics: inout DiagnosticCollector
    ) -> Result {
        let views = Dictionary(specification.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        checkSupported(views: views, specification: specification, diagnostics: &diagnostics)
        var fixed: [Variable: StackModelEligibility.OwnSize] = [:]
        var bounds: [BoundKey: StackModelEligibility.OwnSize] = [:]
        var aspects: [Variable: StackArrangement.LengthPerWidth] = [:]
        var kept: [LinearConstraint] = []
        for constraint in constraints {
            switch StackModelEligibility.reading(
                constraint, arrangedIn: arrangedItems, isStack: arranges, views: views)
            {
            case .unrelated:
                kept.append(constraint)
            case .measuredSize:
                continue  // hugging and compression resistance: read from the view's declaration
            case .other(let variable):
                diagnostics.add(
                    .error(
                        at: constraint.origin.location,
                        Self.unsupported(constraint, naming: variable, in: arrangedItems[variable.item]?.name ?? "")))
            case .aspectRatio(let variable, let ratio):
                if let previous = aspects[variable],
                    previous.slope != ratio.slope
                        || previous.intercept != ratio.intercept
                {
                    diagnostics.add(
                        .error(
                            at: constraint.origin.location,
                            "`\(variable.item)` has two different aspect ratios: keep one of the constraints"))
                }
                aspects[variable] = ratio
            case .ownSize(let variable, let size):
                if size.relation != .equal {
                    let key = BoundKey(variable: variable, isMinimum: size.relation == .greaterThanOrEqual)
                    if let previous = bounds[key], previous.value != size.value {
                        diagnostics.add(
                            .error(
                                at: constraint.origin.location,
                                "`\(variable.item).\(variable.attribute)` is bounded twice on the same side: "
                                    + "keep one of the constraints"))
                    }
                    bounds[key] = size
                    continue
                }
                if let previous = fixed[variable], previous.value != size.value || previous.priority != size.priority {
                    diagnostics.add(
                        .error(
                            at: constraint.origin.location,
                            "`\(variable.item).\(variable.attribute)` is fixed twice, to different values: "
                                + "keep one of the constraints"))
                }
                fixed[variable] = size
            }
        }
        // A fixed height and an aspect ratio both decide the height: one too many.
        for (variable, ratio) in aspects.sorted(by: { $0.key < $1.key }) where fixed[variable] != nil {
            diagnostics.add(
                .error(
                    at: ratio.origin.location,
                    "`\(variable.item)` has a fixed height and an aspect ratio, and its stack gives it its width: "
                        + "keep one of the constraints"))
        }
        var arrangements: [StackArrangement] = []
        var aggregates: [String: StackArrangementAggregate] = [:]
        for stack in stacks.reversed() {
            guard
                let arrangement = diagnostics.attempt({
                    try arrangement(
                        of: stack, views: views, sizes: OwnSizes(fixed: fixed, bounds: bounds, aspects: aspects),
                        aggregates: aggregates,
                        context: context)
                })
            else { continue }
            Self.internalConflicts(of: arrangement, stack: stack).forEach { diagnostics.add($0) }
            aggregates[stack.name] = StackArrangementAggregate(arrangement, fitPriority: Self.fitPriority)
            arrangements.insert(arrangement, at: 0)
        }
        for arrangement in arrangements where !arrangement.isNested {
            guard let aggregate = aggregates[arrangement.name],
                let stack = stacks.first(where: { $0.name == arrangement.name })
            else { continue }
            kept += aggregate.contentConstraints(of: arrangement, stack: stack, rank: ranks[stack.name])
        }
        return Result(constraints: kept, arrangements: arrangements)
    }

    /// A required bound's key: the size it bounds, and whether from below.
    struct BoundKey: Hashable {
        var variable: Variable
        var isMinimum: Bool
    }

    /// The arranged views' own sizes the constraints state.
    struct OwnSizes {
        /// Fixed sizes (`==`), by the size they fix.
        var fixed: [Variable: StackModelEligibility.OwnSize]
        /// Required bounds along the axis.
        var bounds: [BoundKey: StackModelEligibility.OwnSize]
        /// Aspect ratios, by the height they decide.
        var aspects: [Variable: StackArrangement.LengthPerWidth]
    }

    /// The error for a constraint on a view arranged in a stack with hidden views (or
    /// `fillProportionally`) that the stack model cannot take: what it may say instead.
    private static func unsupported(
        _ constraint: LinearConstraint, naming variable: Variable, in stack: String
    ) -> String {
        let item = variable.item
        let size = variable.attribute == .width || variable.attribute == .height
        let head =
            "`\(item)` is arranged in stack `\(stack)`, which has hidden views (`hideable:`) or "
            + "`fillProportionally`: the stack places it, so a constraint may only give it its own "
        if size, constraint.expression.variables.count == 1, constraint.relation != .equal {
            return head + "size with `==` (`\(item).\(variable.attribute) == 50`), not a bound; "
                + "or remove `hideable:` to have the stack solved with its constraints"
        }
        if size, constraint.expression.variables.count == 1, constraint.condition != nil {
            return head + "size unconditionally, not under `when:`; or remove `hideable:` to have the stack solved "
                + "with its constraints"
        }
        return head + "size (`\(item).width == 24`); constrain `\(stack)` instead, or remove `hideable:` to have "
            + "the stack solved with its constraints"
    }

    /// What a stack with hidden views cannot do yet, as errors.
    private func checkSupported(
        views: [String: ViewDeclaration], specification: LayoutSpecification, diagnostics: inout DiagnosticCollector
    ) {
        var names = Set(specification.views.map(\.name))
        names.formUnion(specification.guides.map(\.name))
        names.formUnion(specification.inputs.map(\.name))
        names.formUnion(specification.metrics.map(\.name))
        names.formUnion(specification.conditions.map(\.name))
        for stack in stacks {
            if let reason = centeringReasons[stack.name] {
                diagnostics.add(
                    .error(
                        at: stack.location,
                        "stack `\(stack.name)`: `equalCentering` in a stack with hidden views (or inside one) is "
                            + "arranged by the stack model, which cannot arrange this one: \(reason); change that, or "
                            + "use `equalSpacing`"))
            }
            if stack.isBaselineRelative {
                diagnostics.add(
                    .error(
                        at: stack.location,
                        "stack `\(stack.name)`: `baselineRelativeArrangement` is not supported in a stack with "
                            + "hidden views or inside one: remove it, or the `hideable:` list"))
            }
            for flag in stack.hideable where names.contains(BuiltInConditions.hiddenFlag(of: flag.name)) {
                diagnostics.add(
                    .error(
                        at: flag.location,
                        "the hidden flag `\(BuiltInConditions.hiddenFlag(of: flag.name))` of `\(flag.name)` is already a name in this spec: "
                            + "rename that declaration"))
            }
        }
    }

    /// One stack's arrangement; nested stacks' aggregates are known (inner stacks come first).
    private func arrangement(
        of stack: StackDeclaration, views: [String: ViewDeclaration], sizes: OwnSizes,
        aggregates: [String: StackArrangementAggregate], context: LoweringContext
    ) throws -> StackArrangement {
        let horizontal = stack.axis == .horizontal
        let alongSize: FrameAttribute = horizontal ? .width : .height
        let acrossSize: FrameAttribute = horizontal ? .height : .width
        let hideable = Set(stack.hideable.map(\.name))
        var items: [StackArrangement.Item] = []
        for arranged in stack.arranged {
            let name = arranged.name
            var item = StackArrangement.Item(
                name: name, isHideable: hideable.contains(name), contentAlong: LinearExpression(0),
                contentAcross: LinearExpression(0), hugging: 0, compression: 0, acrossHugging: 0,
                acrossCompression: 0)
            if let nested = aggregates[name], let inner = stacks.first(where: { $0.name == name }) {
                let sameAxis = inner.axis == stack.axis
                item.isMeasuredAtWidth = nested.dependsOnWidth
                item.contentAlong = sameAxis ? nested.alongContent : nested.acrossContent
                item.contentAcross = sameAxis ? nested.acrossContent : nested.alongContent
                item.hugging = sameAxis ? nested.alongHugging : nested.acrossHugging
                item.compression = sameAxis ? nested.alongCompression : nested.acrossCompression
                item.acrossHugging = sameAxis ? nested.acrossHugging : nested.alongHugging
                item.acrossCompression = sameAxis ? nested.acrossCompression : nested.alongCompression
            } else if let view = views[name] {
                // A wrapping label's width is measured like an intrinsic one; its height is measured
                // at the width the stack gives it.
                let measured = view.measure != .none
                let height: Parameter =
                    view.measure == .heightForWidth ? .measuredHeight(name) : .intrinsicHeight(name)
                if let size = sizes.fixed[Variable(name, alongSize)] {
                    // A required size is a fixed length; a lower one, a content length at that priority.
                    item.contentAlong = size.value
                    (item.hugging, item.compression) = (size.priority, size.priority)
                    item.alongOrigin = size.origin
                } else if measured {
                    item.contentAlong = LinearExpression(horizontal ? .intrinsicWidth(name) : height)
                    item.isMeasuredAtWidth = !horizontal && view.measure == .heightForWidth
                    item.hugging = horizontal ? view.hugging.horizontal : view.hugging.vertical
                    item.compression = horizontal ? view.compression.horizontal : view.compression.vertical
                }
                if let size = sizes.fixed[Variable(name, acrossSize)] {
                    item.contentAcross = size.value
                    (item.acrossHugging, item.acrossCompression) = (size.priority, size.priority)
                    item.acrossOrigin = size.origin
                } else if measured {
                    item.contentAcross = LinearExpression(horizontal ? height : .intrinsicWidth(name))
                    item.isMeasuredAtWidth = item.isMeasuredAtWidth || (horizontal && view.measure == .heightForWidth)
                    item.acrossHugging = horizontal ? view.hugging.vertical : view.hugging.horizontal
                    item.acrossCompression = horizontal ? view.compression.vertical : view.compression.horizontal
                }
            }
            // An aspect ratio: its height follows the width the stack gives it, which fixes it.
            if let ratio = sizes.aspects[Variable(name, alongSize)] {
                item.lengthPerWidth = ratio
                item.isMeasuredAtWidth = true
                (item.hugging, item.compression) = (LinearConstraint.required, LinearConstraint.required)
                item.alongOrigin = ratio.origin
            }
            // Required bounds along the axis: an unmeasured view's content is its least length.
            let along = Variable(name, alongSize)
            if let minimum = sizes.bounds[BoundKey(variable: along, isMinimum: true)] {
                item.minimumAlong = minimum.value
                item.boundOrigin = minimum.origin
                if sizes.fixed[along] == nil, views[name]?.measure == ViewDeclaration.Measure.none {
                    item.contentAlong = minimum.value
                }
            }
            if let maximum = sizes.bounds[BoundKey(variable: along, isMinimum: false)] {
                item.maximumAlong = maximum.value
                item.boundOrigin = item.boundOrigin ?? maximum.origin
            }
            // Required bounds across a stack not aligned `fill`: its content size across within them.
            let across = Variable(name, acrossSize)
            if let minimum = sizes.bounds[BoundKey(variable: across, isMinimum: true)] {
                item.minimumAcross = minimum.value
                item.acrossBoundOrigin = minimum.origin
            }
            if let maximum = sizes.bounds[BoundKey(variable: across, isMinimum: false)] {
                item.maximumAcross = maximum.value
                item.acrossBoundOrigin = item.acrossBoundOrigin ?? maximum.origin
            }
            // Baselines: a label's from its font; a plain view's (and a nested stack's) at its bottom.
            if let view = views[name], view.isLabel, aggregates[name] == nil {
                item.firstBaseline = LinearExpression(.ascent(name))
                item.lastBaseline = LinearExpression(.descent(name))
            } else {
                item.firstBaseline = item.contentAcross
            }
            items.append(item)
        }
        let builder = StackConstraintBuilder(stack: stack, context: context)
        var gaps: [LinearExpression] = []
        for item in stack.arranged.dropLast() {
            gaps.append(try builder.value(of: stack.customSpacing[item.name] ?? stack.spacing))
        }
        let margins = stack.isLayoutMarginsRelative ? stack.layoutMargins : [0, 0, 0, 0]
        let distribution: StackArrangement.Distribution
        switch stack.distribution {
        case .fillEqually: distribution = .fillEqually
        case .fillProportionally: distribution = .fillProportionally
        case .equalSpacing: distribution = .equalSpacing
        case .equalCentering: distribution = .equalCentering
        case .fill: distribution = .fill
        }
        let alignment: StackArrangement.Alignment
        switch stack.alignment {
        case .fill: alignment = .fill
        case .leading, .top: alignment = .start
        case .center: alignment = .center
        case .firstBaseline: alignment = .firstBaseline
        case .lastBaseline: alignment = .lastBaseline
        case .trailing, .bottom: alignment = .end
        }
        return StackArrangement(
            name: stack.name, isHorizontal: horizontal, distribution: distribution, alignment: alignment,
            items: items, gaps: gaps,
            margins: horizontal
                ? [margins[1], margins[3], margins[0], margins[2]] : [margins[0], margins[2], margins[1], margins[3]],
            isNested: arrangedItems[stack.name] != nil)
    }

    /// Required sizes the stack cannot give together, whatever its size: two different fixed
    /// lengths in a `fillEqually` stack (every view is as long as the first), or two different
    /// fixed sizes across a `fill`-aligned stack (every view is as thick as the stack). Views that
    /// can be hidden are left out: they conflict only while both are shown.
    static func internalConflicts(of arrangement: StackArrangement, stack: StackDeclaration) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func check(
            _ rigid: [StackArrangement.Item], _ value: (StackArrangement.Item) -> LinearExpression,
            _ origin: (StackArrangement.Item) -> ConstraintOrigin?, rule: String
        ) {
            guard let first = rigid.first, let firstOrigin = origin(first) else { return }
            for other in rigid.dropFirst() {
                let difference = value(other) - value(first)
                guard difference.isConstant, difference.constant != 0, let otherOrigin = origin(other) else { continue }
                result.append(
                    .error(
                        at: otherOrigin.location,
                        "these required constraints conflict: `\(otherOrigin.statement)` and "
                            + "`\(firstOrigin.statement)` (\(firstOrigin.location.line):\(firstOrigin.location.column)): "
                            + "stack `\(stack.name)` \(rule); give one of them a priority below 1000, or remove it"))
            }
        }
        let along = arrangement.isHorizontal ? "width" : "height"
        let across = arrangement.isHorizontal ? "height" : "width"
        if arrangement.distribution == .fillEqually {
            check(
                arrangement.items.filter { $0.isRigidAlong && !$0.isHideable && $0.lengthPerWidth == nil },
                \.contentAlong, \.alongOrigin,
                rule: "(`fillEqually`) gives every arranged view the same \(along)")
        }
        if arrangement.alignment == .fill {
            check(
                arrangement.items.filter(\.fixesAcross), \.contentAcross, \.acrossOrigin,
                rule: "(`alignment: fill`) gives every arranged view its own \(across)")
        }
        return result
    }
}
