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
    /// The stacks arranged at run time: those with hidden views or `fillProportionally` (a ratio of
    /// run-time sizes) and every stack arranged in one, outermost first.
    let stacks: [StackDeclaration]
    /// Every item (view or stack) one of `stacks` arranges.
    let arrangedItems: [String: StackDeclaration]

    /// UIStackView's fit of a stack to its views where nothing else sizes it (as in `StackLowering`).
    private static let fitPriority = StackLowering.fitPriority

    /// Finds the stacks `specification` arranges at run time (none without `hideable:`).
    init(_ specification: LayoutSpecification) {
        let byName = Dictionary(specification.stacks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Every stack arranged at run time: the seeds and, transitively, the stacks arranged in them.
        var runtime: Set<String> = []
        var pending = specification.stacks.filter { !$0.hideable.isEmpty || $0.distribution == .fillProportionally }
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
        var fixed: [Variable: LinearExpression] = [:]
        var kept: [LinearConstraint] = []
        for constraint in constraints {
            let arranged = constraint.expression.variables.keys.filter { arrangedItems[$0.item] != nil }
            guard let variable = arranged.min() else {
                kept.append(constraint)
                continue
            }
            if constraint.origin.notation == .specKey, constraint.origin.role.readsMeasuredSize {
                continue  // hugging and compression resistance: read from the view's declaration
            }
            if let size = ownSize(of: variable, in: constraint, isView: !arranges(variable.item)) {
                if let previous = fixed[variable], previous != size {
                    diagnostics.add(
                        .error(
                            at: constraint.origin.location,
                            "`\(variable.item).\(variable.attribute)` is fixed twice, to different values: "
                                + "keep one of the constraints"))
                }
                fixed[variable] = size
                continue
            }
            let stack = arrangedItems[variable.item]?.name ?? ""
            diagnostics.add(
                .error(
                    at: constraint.origin.location,
                    "`\(variable.item)` is arranged in stack `\(stack)`, which has hidden views (`hideable:`): "
                        + "the stack places it, so a constraint may only fix its own size "
                        + "(`\(variable.item).width == 24`); constrain `\(stack)` instead"))
        }
        var arrangements: [StackArrangement] = []
        var aggregates: [String: Aggregate] = [:]
        for stack in stacks.reversed() {
            guard
                let arrangement = diagnostics.attempt({
                    try arrangement(of: stack, views: views, fixed: fixed, aggregates: aggregates, context: context)
                })
            else { continue }
            aggregates[stack.name] = Aggregate(arrangement, fitPriority: Self.fitPriority)
            arrangements.insert(arrangement, at: 0)
        }
        for arrangement in arrangements where !arrangement.isNested {
            guard let aggregate = aggregates[arrangement.name],
                let stack = stacks.first(where: { $0.name == arrangement.name })
            else { continue }
            kept += contentConstraints(of: arrangement, aggregate: aggregate, stack: stack, ranks: ranks)
        }
        return Result(constraints: kept, arrangements: arrangements)
    }

    /// `size` if `constraint` is a required, unconditional `item.width == value` (or height) of an
    /// arranged view, with `value` affine in the inputs.
    private func ownSize(of variable: Variable, in constraint: LinearConstraint, isView: Bool) -> LinearExpression? {
        guard isView, constraint.isRequired, constraint.condition == nil, constraint.relation == .equal,
            constraint.expression.variables.count == 1,
            variable.attribute == .width || variable.attribute == .height,
            let coefficient = constraint.expression.variables[variable], coefficient != 0
        else { return nil }
        let rest = LinearExpression(
            parameters: constraint.expression.parameters, constant: constraint.expression.constant)
        return rest * (-1 / coefficient)
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
            let hint =
                "; hidden views (`hideable:`) work with `fill`, `fillEqually`, `fillProportionally` and `equalSpacing`"
            switch stack.distribution {
            case .fill, .fillEqually, .equalSpacing, .fillProportionally: break
            case .equalCentering:
                diagnostics.add(
                    .error(
                        at: stack.location,
                        "stack `\(stack.name)`: `\(stack.distribution.rawValue)` is not supported in a stack "
                            + "with hidden views or inside one" + hint))
            }
            if stack.isBaselineRelative {
                diagnostics.add(
                    .error(
                        at: stack.location,
                        "stack `\(stack.name)`: `baselineRelativeArrangement` is not supported in a stack with "
                            + "hidden views or inside one: remove it, or the `hideable:` list"))
            }
            for item in stack.arranged where views[item.name]?.measure == .heightForWidth {
                diagnostics.add(
                    .error(
                        at: item.location,
                        "`\(item.name)` (`measure: heightForWidth`) cannot be arranged in a stack with hidden "
                            + "views or inside one: its height depends on its solved width; use "
                            + "`measure: intrinsic`, or a stack without `hideable:`"))
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
        of stack: StackDeclaration, views: [String: ViewDeclaration], fixed: [Variable: LinearExpression],
        aggregates: [String: Aggregate], context: LoweringContext
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
                let along = LinearExpression(sameAxis ? nested.alongParameter : nested.acrossParameter)
                let across = LinearExpression(sameAxis ? nested.acrossParameter : nested.alongParameter)
                item.contentAlong = along
                item.contentAcross = across
                item.hugging = sameAxis ? nested.alongHugging : nested.acrossHugging
                item.compression = sameAxis ? nested.alongCompression : nested.acrossCompression
                item.acrossHugging = sameAxis ? nested.acrossHugging : nested.alongHugging
                item.acrossCompression = sameAxis ? nested.acrossCompression : nested.alongCompression
            } else if let view = views[name] {
                let measured = view.measure == .intrinsic
                if let size = fixed[Variable(name, alongSize)] {
                    item.contentAlong = size
                    (item.hugging, item.compression) = (LinearConstraint.required, LinearConstraint.required)
                } else if measured {
                    item.contentAlong = LinearExpression(horizontal ? .intrinsicWidth(name) : .intrinsicHeight(name))
                    item.hugging = horizontal ? view.hugging.horizontal : view.hugging.vertical
                    item.compression = horizontal ? view.compression.horizontal : view.compression.vertical
                }
                if let size = fixed[Variable(name, acrossSize)] {
                    item.contentAcross = size
                    (item.acrossHugging, item.acrossCompression) = (
                        LinearConstraint.required, LinearConstraint.required
                    )
                } else if measured {
                    item.contentAcross = LinearExpression(horizontal ? .intrinsicHeight(name) : .intrinsicWidth(name))
                    item.acrossHugging = horizontal ? view.hugging.vertical : view.hugging.horizontal
                    item.acrossCompression = horizontal ? view.compression.vertical : view.compression.horizontal
                }
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
        default: distribution = .fill
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

    /// A stack's content size and the priorities at which it resists growing and shrinking, as an
    /// item of the stack or layout around it.
    struct Aggregate {
        let alongParameter: Parameter
        let acrossParameter: Parameter
        let alongHugging: Int
        let alongCompression: Int
        let acrossHugging: Int
        let acrossCompression: Int

        /// Along the axis the stack grows (shrinks) where its most willing view does: the lowest
        /// hugging (compression resistance) priority, and `equalSpacing`'s gaps grow at the fit
        /// priority. Across it, `fill` stretches every view (the lowest hugging priority), the
        /// other alignments leave the views at their size (the fit priority); it shrinks where the
        /// first view that has a size across gives way. A view of fixed size across a `fill`
        /// stack makes the stack's size across required (the largest shown one, if they differ).
        init(_ arrangement: StackArrangement, fitPriority: Int) {
            alongParameter = arrangement.contentAlongParameter
            acrossParameter = arrangement.contentAcrossParameter
            let items = arrangement.items
            let hugging = items.map(\.hugging).min() ?? 0
            alongHugging = arrangement.distribution == .equalSpacing ? min(hugging, fitPriority) : hugging
            alongCompression = items.map(\.compression).min() ?? 0
            // A view of fixed size across a `fill` stack fixes the stack's size across it.
            let fixedAcross = items.contains { $0.acrossHugging >= LinearConstraint.required }
            if arrangement.alignment == .fill, fixedAcross {
                (acrossHugging, acrossCompression) = (LinearConstraint.required, LinearConstraint.required)
                return
            }
            acrossHugging = arrangement.alignment == .fill ? (items.map(\.acrossHugging).min() ?? 0) : fitPriority
            acrossCompression = items.map(\.acrossCompression).filter { $0 > 0 }.min() ?? 0
        }
    }

    /// The outermost stack's `size <= content @hugging` and `size >= content @compression` along and
    /// across its axis (none at priority 0).
    private func contentConstraints(
        of arrangement: StackArrangement, aggregate: Aggregate, stack: StackDeclaration,
        ranks: [String: (FrameAttribute, Int)]
    ) -> [LinearConstraint] {
        let along: FrameAttribute = arrangement.isHorizontal ? .width : .height
        let across: FrameAttribute = arrangement.isHorizontal ? .height : .width
        let sides: [(FrameAttribute, Parameter, Int, Int)] = [
            (along, aggregate.alongParameter, aggregate.alongHugging, aggregate.alongCompression),
            (across, aggregate.acrossParameter, aggregate.acrossHugging, aggregate.acrossCompression)
        ]
        var result: [LinearConstraint] = []
        for (attribute, parameter, hugging, compression) in sides {
            let size = LinearExpression(Variable(stack.name, attribute))
            let content = LinearExpression(parameter)
            let rank = ranks[stack.name].flatMap { $0.0 == attribute ? $0.1 : nil }
            for (relation, priority) in [(Relation.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)]
            where priority > 0 {
                let grows = relation == .lessThanOrEqual
                let clamped = min(priority, LinearConstraint.required)
                var constraint = LinearConstraint(
                    size, relation, content, priority: clamped,
                    origin: ConstraintOrigin(
                        location: stack.location,
                        text: "stack \(stack.name): its \(attribute) fits its visible views "
                            + "(\(grows ? "hugging" : "compression resistance") \(clamped))",
                        notation: .stackView,
                        role: grows ? .hugging(parameter) : .compressionResistance(parameter)))
                constraint.tieBreakRank = rank
                result.append(constraint)
            }
        }
        return result
    }
}
