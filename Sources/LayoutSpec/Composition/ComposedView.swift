/// One view laid out by another spec, merged into the spec that declares it (`LayoutComposition`).
struct ComposedView {
    /// The view, as declared in the composing spec.
    var view: ViewDeclaration
    /// Its `layout:`.
    var reference: ComposedLayoutReference
    /// The spec that lays it out, composed itself and lowered.
    var composed: LayoutComposition.ComposedSpec

    /// The spec that lays the view out.
    var specification: LayoutSpecification { composed.specification }

    /// Adds the composed spec's items, inputs, conditions and lowered constraints to `composing`,
    /// renamed (`ComposedNaming`): its views become subviews of the view (right after it, in its
    /// order), and the view takes its container's margins.
    ///
    /// - Throws: `SpecError` for the composed spec's lowering errors, for what a view cannot give it
    ///   (the safe area, runtime margins) and for a renamed name this spec already declares.
    func merge(into composing: inout LayoutSpecification) throws {
        let naming = ComposedNaming(
            view: view.name, composing: specification, bound: try boundInputs(in: composing))
        try checkNames(naming, against: composing)
        if let stack = composing.stacks.first(where: { stack in
            stack.arranged.contains { $0.name == view.name }
                && (!stack.hideable.isEmpty || stack.distribution == .fillProportionally)
        }) {
            throw SpecError(
                at: reference.location,
                "view `\(view.name)` is laid out by `\(reference.name)` and arranged in stack `\(stack.name)`, which has "
                    + "hidden views (`hideable:`) or `fillProportionally`: such a stack places its views by their own "
                    + "sizes alone, so its views cannot hold subviews placed with them; arrange `\(view.name)` in a "
                    + "stack without them, or measure it (`measure: intrinsic`) and lay `\(reference.name)` out with its "
                    + "own `frames(for:)`")
        }
        var constraints: [LinearConstraint] = []
        for constraint in composed.lowered.statementConstraints {
            do {
                constraints.append(try naming.constraint(constraint))
            } catch {
                throw SpecError(at: constraint.origin.location, unavailableMessage(error))
            }
        }
        let pixelChains: [RelativityPixelChain]
        do {
            pixelChains = try composed.lowered.pixelChains.map(naming.pixelChain)
        } catch {
            throw SpecError(at: reference.location, unavailableMessage(error))
        }
        guard case .fixed(let margins) = specification.container.margins else {
            throw SpecError(
                at: reference.location,
                "`\(reference.name)` declares `margins: input`, but the view `\(view.name)` it lays out has its "
                    + "margins from the spec: write them as numbers in `\(reference.name)`'s `container:`")
        }
        let views = specification.views.map { inner in
            var renamed = inner
            renamed.name = naming.name(inner.name)
            renamed.parent = inner.parent.map(naming.name) ?? view.name
            return renamed
        }
        if let index = composing.views.firstIndex(where: { $0.name == view.name }) {
            composing.views[index].margins = margins
            composing.views[index].marginsFollowReadingDirection = false
            composing.views.insert(contentsOf: views, at: index + 1)
        }
        composing.guides += specification.guides.map {
            NamedDeclaration(name: naming.name($0.name), location: $0.location)
        }
        for guide in specification.guides {
            composing.guideParents[naming.name(guide.name)] =
                specification.guideParents[guide.name].map(naming.name) ?? view.name
        }
        composing.stacks += specification.stacks.map { stack(renaming: $0, by: naming) }
        composing.inputs += specification.inputs.filter { naming.bound[$0.name] == nil }.map { input in
            var renamed = input
            renamed.name = naming.name(input.name)
            return renamed
        }
        composing.conditions += specification.conditions.map {
            NamedDeclaration(name: naming.name($0.name), location: $0.location)
        }
        composing.composedConstraints += constraints
        composing.composedPixelChains += pixelChains
    }

    /// A stack of the composed spec in the composing spec's names; a spacing named by a metric is
    /// that metric's value (metrics are the composed spec's own).
    private func stack(renaming stack: StackDeclaration, by naming: ComposedNaming) -> StackDeclaration {
        var result = stack
        result.name = naming.name(stack.name)
        result.arranged = stack.arranged.map { NamedDeclaration(name: naming.name($0.name), location: $0.location) }
        result.hideable = stack.hideable.map { NamedDeclaration(name: naming.name($0.name), location: $0.location) }
        result.spacing = spacing(stack.spacing, by: naming)
        result.customSpacing = Dictionary(
            uniqueKeysWithValues: stack.customSpacing.map { (naming.name($0.key), spacing($0.value, by: naming)) })
        return result
    }

    private func spacing(_ spacing: StackDeclaration.Spacing, by naming: ComposedNaming) -> StackDeclaration.Spacing {
        guard case .named(let name, let location) = spacing else { return spacing }
        if let metric = specification.metrics.first(where: { $0.name == name }) { return .points(metric.value) }
        if let binding = reference.inputs.first(where: { $0.input == name }) {
            switch binding.value {
            case .number(let value): return .points(value)
            case .name(let outer): return .named(outer, location)
            }
        }
        return .named(naming.name(name), location)
    }

    /// The view's `inputs:`: each names an input of the composed spec and gives it a number, or a
    /// metric or an input of the composing spec.
    ///
    /// - Throws: `SpecError` at an unknown input, or at a name that is neither.
    private func boundInputs(in composing: LayoutSpecification) throws -> [String: LinearExpression] {
        var result: [String: LinearExpression] = [:]
        var diagnostics = DiagnosticCollector()
        let inputs = specification.inputs.map(\.name)
        for binding in reference.inputs {
            guard inputs.contains(binding.input) else {
                diagnostics.add(
                    .error(
                        at: binding.location,
                        "`\(reference.name)` has no input `\(binding.input)`"
                            + (inputs.isEmpty ? "" : "; its inputs: " + inputs.joined(separator: ", "))
                            + NameSuggestion.clause(for: binding.input, in: inputs)))
                continue
            }
            switch binding.value {
            case .number(let value):
                result[binding.input] = LinearExpression(value)
            case .name(let name):
                if let metric = composing.metrics.first(where: { $0.name == name }) {
                    result[binding.input] = LinearExpression(metric.value)
                } else if composing.inputs.contains(where: { $0.name == name }) {
                    result[binding.input] = LinearExpression(.input(name))
                } else {
                    let names = composing.metrics.map(\.name) + composing.inputs.map(\.name)
                    diagnostics.add(
                        .error(
                            at: binding.valueLocation,
                            "input `\(binding.input)` of `\(reference.name)` is given `\(name)`, which is not a number "
                                + "or a metric or input of this spec" + NameSuggestion.clause(for: name, in: names)))
                }
            }
        }
        try diagnostics.throwIfErrors()
        return result
    }

    /// Every renamed name must be new in the composing spec, and neither a built-in condition nor a
    /// reserved name (which the spec could not declare either); no two may be renamed alike.
    private func checkNames(_ naming: ComposedNaming, against composing: LayoutSpecification) throws {
        let taken = Set(
            composing.views.map(\.name) + composing.guides.map(\.name) + composing.metrics.map(\.name)
                + composing.inputs.map(\.name) + composing.conditions.map(\.name))
        let reserved = BuiltInConditions.names.union(ReservedNames.items).union(ReservedNames.generatedMembers)
        var renamedFrom: [String: String] = [:]
        for name in naming.renamed.sorted() {
            let renamed = naming.name(name)
            if let other = renamedFrom[renamed] {
                throw SpecError(
                    at: reference.location,
                    "`\(reference.name)`'s `\(other)` and `\(name)` are both named `\(renamed)` in this spec: "
                        + "rename one of them in `\(reference.name)`")
            }
            renamedFrom[renamed] = name
            if taken.contains(renamed) {
                throw SpecError(
                    at: reference.location,
                    "`\(reference.name)`'s `\(name)` is named `\(renamed)` in this spec, which already "
                        + "declares that name: rename one of them")
            }
            if reserved.contains(renamed) {
                throw SpecError(
                    at: reference.location,
                    "`\(reference.name)`'s `\(name)` is named `\(renamed)` in this spec, a name of its own "
                        + "(a built-in condition, a special item or a member of the generated code): rename view "
                        + "`\(view.name)` or `\(name)` in `\(reference.name)`")
            }
        }
    }

    private func unavailableMessage(_ unavailable: ComposedNaming.Unavailable) -> String {
        "`\(reference.name)` uses \(unavailable.what), which the view `\(view.name)` it lays out does not have: "
            + "a spec used as a view's `layout:` is laid out in that view's bounds; pin its items to `superview`"
    }
}
