/// Lowers a `LayoutSpecification` to a `LoweredLayout`: the generated API's shape and the linear
/// constraints over every item's `minX minY width height`.
///
/// Only what the spec says is lowered: measured views' hugging and compression constraints,
/// every statement, every seed-notation section, and `minWidth`-style bounds of a *fitting*
/// container dimension. There are no implicit constraints (not even `width >= 0`): an
/// under-constrained or negative size is reported by the solver, not hidden here. Bounds of an
/// *input* container dimension narrow its parameter domain instead.
package enum SpecLowering {
    /// Lowers `specification`; throws a `SpecError` with every error found (each statement is
    /// lowered independently, so one bad statement does not hide the next).
    ///
    /// `stacks` chooses how stacks are lowered: by the stack model wherever it can (the product), or
    /// as UIStackView's constraints wherever they need not be arranged (the tests' reference).
    package static func lower(
        _ specification: LayoutSpecification, stacks: StackLoweringMode = .model
    ) throws -> LoweredLayout {
        var diagnostics = DiagnosticCollector()
        let context = makeContext(specification)
        var constraints: [LinearConstraint] = []
        let stackRanks = StackLowering.tieBreakRanks(specification.stacks)
        for (position, view) in specification.views.enumerated() {
            var intrinsic = IntrinsicSizeLowering.constraints(
                for: view,
                tieBreakRank: specification.ties == .viewOrder ? position : nil)
            if let (size, rank) = stackRanks[view.name] {
                StackLowering.rank(&intrinsic, of: Variable(view.name, size), rank: rank)
            }
            constraints += intrinsic
        }
        let statementConstraints = lowerStatements(specification, in: context, diagnostics: &diagnostics)
        constraints += statementConstraints
        let arrangement = StackArrangementLowering(specification, constraints: constraints, mode: stacks)
        constraints += StackLowering.lower(
            specification, skipping: arrangement, in: context, diagnostics: &diagnostics)
        var arrangements: [StackArrangement] = []
        if !arrangement.isEmpty {
            let lowered = arrangement.lower(
                constraints, of: specification, in: context, ranks: stackRanks, diagnostics: &diagnostics)
            constraints = lowered.constraints
            arrangements = lowered.arrangements
        }
        var overflowing: Set<SourceLocation> = []
        for constraint in constraints
        where !NumberRange.isAllowedResult(constraint.expression)
            && overflowing.insert(constraint.origin.location).inserted
        {
            diagnostics.add(
                .error(
                    at: constraint.origin.location,
                    "the arithmetic of this statement gives a number larger than \(Int(NumberRange.maximumResult)) in "
                        + "magnitude (or not finite): use smaller factors"))
        }
        UnusedConditionWarnings.warnings(specification, constraints: constraints).forEach { diagnostics.add($0) }
        try diagnostics.throwIfErrors()
        // Size classes and the idiom are enumerations: conditions over their independent traits.
        for index in constraints.indices {
            constraints[index].condition = constraints[index].condition.map(BuiltInConditions.canonical)
        }
        let system = ConstraintSystem(
            variables: variables(specification).filter { arrangement.arrangedItems[$0.item] == nil },
            parameters: StackContentDomains.measuredAtWidths(
                StackContentDomains.narrowing(
                    parameterDomains(specification, constraints: constraints), by: arrangements),
                of: arrangements),
            constraints: constraints,
            conditionNames: (BuiltInConditions.all + specification.conditions.map(\.name)).sorted(),
            declarationLocations: declarationLocations(specification),
            unmeasuredViews: Set(specification.views.filter { $0.measure == .none }.map(\.name)),
            fixedSizeViews: Set(specification.views.filter { $0.kind == .switch }.map(\.name)))
        let pixelChains =
            specification.composedPixelChains
            + specification.distribute.compactMap {
                RelativityLowering.pixelChain(distribution: $0, context: context)
            }
        var interface = interface(specification)
        interface.fontLabels = Self.labelsReadingFonts(
            interface.labels, constraints: constraints, arrangements: arrangements)
        var lowered = LoweredLayout(
            interface: interface, system: system, warnings: diagnostics.warnings,
            pixelChains: pixelChains, stackArrangements: arrangements, solvedStacks: arrangement.solvedReasons)
        lowered.statementConstraints = statementConstraints
        return lowered
    }

    /// The labels among `labels` whose font metrics the layout reads: a constraint uses one of
    /// their font parameters (a baseline or cap anchor), or a stack aligns them by baseline.
    /// The others get no `FontMetrics` in `Input` (docs/GeneratedCode.md).
    static func labelsReadingFonts(
        _ labels: [String], constraints: [LinearConstraint], arrangements: [StackArrangement]
    ) -> [String] {
        var read = Set<String>()
        for constraint in constraints {
            for parameter in constraint.expression.parameters.keys {
                switch parameter {
                case .ascent(let view), .descent(let view), .capInset(let view): read.insert(view)
                default: break
                }
            }
        }
        for arrangement in arrangements
        where arrangement.alignment == .firstBaseline || arrangement.alignment == .lastBaseline {
            read.formUnion(arrangement.items.map(\.name))
        }
        return labels.filter(read.contains)
    }

    /// Where each view and guide is declared, and the container's `fit` dimension.
    static func declarationLocations(_ specification: LayoutSpecification) -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        for view in specification.views { locations[view.name] = view.location }
        for guide in specification.guides { locations[guide.name] = guide.location }
        if let fit = specification.container.widthLocation ?? specification.container.heightLocation {
            locations[ReservedNames.container] = fit
        }
        return locations
    }

    /// The statement dispatcher: lowers one `constraints:` statement's tree with its notation's
    /// lowering, under `context`'s `when` guard; a statement that did not parse throws its parse
    /// errors here, in its place among the statements.
    package static func lowerStatement(
        _ statement: ParsedStatement<StatementSyntax>, in context: LoweringContext
    ) throws -> [LinearConstraint] {
        let written = statement.written
        switch try statement.tree() {
        case .equation(let equation): return try EquationLowering.lower(equation, source: written.source, in: context)
        case .visualFormat(let line): return try VisualFormatLowering.lower(line, in: context)
        case .relativity(let relativity):
            return try RelativityLowering.lower(relativity, written: written, context: context)
        case .anchor(let anchors):
            return try anchors.statements.flatMap { try AnchorLowering.lower($0, source: written.source, in: context) }
        case .snapKit(let closure): return try SnapKitLowering.lower(closure, source: written.source, in: context)
        case .contentPriority: return []  // applied to its view's declaration by the parser
        case .constraintVariable: return []  // applied to the statement that made the constraint by the parser
        }
    }

    /// Statements and nested `when` groups, with the seed-notation sections a group holds (each
    /// lowered by its notation, on its own, under the group's guard); `else` branches are guarded
    /// by `!(when)`.
    static func lowerEntries(
        _ entries: [ConstraintEntry], of specification: LayoutSpecification,
        in context: LoweringContext, into constraints: inout [LinearConstraint],
        diagnostics: inout DiagnosticCollector
    ) {
        for entry in entries {
            switch entry {
            case .statement(let statement):
                if let lowered = diagnostics.attempt({ try lowerStatement(statement, in: context) }) {
                    constraints += lowered
                }
            case .group(let group):
                var inner = context
                inner.condition = context.condition.map { .and($0, group.condition) } ?? group.condition
                lowerEntries(
                    group.constraints, of: specification, in: inner, into: &constraints,
                    diagnostics: &diagnostics)
                if !group.sections.isEmpty {
                    var scoped = specification
                    scoped.rules = group.sections.rules
                    scoped.attributes = group.sections.attributes
                    scoped.align = group.sections.align
                    scoped.distribute = group.sections.distribute
                    for lowering in SeedNotationRegistry.lowerings {
                        constraints += lowering.lower(scoped, in: inner, diagnostics: &diagnostics)
                    }
                }
                let negated = ConditionExpression.not(group.condition)
                inner.condition = context.condition.map { .and($0, negated) } ?? negated
                lowerEntries(
                    group.otherwise, of: specification, in: inner, into: &constraints,
                    diagnostics: &diagnostics)
            }
        }
    }
}

extension SpecLowering {
    /// What a spec says about its own items (`LoweredLayout.statementConstraints`): the bounds of a
    /// fitting container, what it composes, its statements and its seed notations' sections.
    static func lowerStatements(
        _ specification: LayoutSpecification, in context: LoweringContext, diagnostics: inout DiagnosticCollector
    ) -> [LinearConstraint] {
        var constraints = fittingContainerBounds(specification.container) + specification.composedConstraints
        lowerEntries(
            specification.constraints, of: specification, in: context, into: &constraints,
            diagnostics: &diagnostics)
        for lowering in SeedNotationRegistry.lowerings {
            constraints += lowering.lower(specification, in: context, diagnostics: &diagnostics)
        }
        return constraints
    }
}
