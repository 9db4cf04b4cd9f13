import Foundation

/// The picture `render` draws for a spec the solver rejects (docs/CLI-AND-PLUGIN.md, "render"): the
/// witness input of the first solver error (`… conflict when container.width < 320 (for example
/// container.width = 300)`), and the views its constraints mention, marked.
///
/// Everything is read from the compilation session: its lowered layout, and its errors' typed
/// payloads (`DiagnosticKind`: a conflict's or tie's constraints and witness, an undetermined
/// attribute). To have frames to draw, the constraints the error is about are relaxed —
/// conflicting required ones become `@999`, `@998`, … in the order named, the first of tied ones
/// gains one priority level, an undetermined attribute gets a stand-in value at priority 1 (a size of
/// 100, a position of 0) — and the relaxed layout is solved and evaluated at the witness. When
/// even that fails, the panel shows the container alone.
package enum ErrorPicture {
    /// One panel for the first solver error of `session`, or `nil` when the spec compiled, did not
    /// lower, or has no solver error.
    package static func panel(
        _ session: CompilationSession, request: EvaluationRequest
    ) -> (interface: LayoutInterface, panel: LayoutPicturePanel)? {
        guard let lowered = session.lowered, let error = session.failure else { return nil }
        let errors = error.diagnostics.filter { $0.severity == .error }
        guard
            let diagnostic = errors.first(where: { !constraints(of: $0.kind).isEmpty })
                ?? errors.first(where: { if case .undetermined = $0.kind { true } else { false } })
        else { return nil }
        let interface = lowered.interface
        // A measured view the options give no size takes the typical one the witness assumes
        // (100 × 20), so that tied and squeezed texts are drawn rather than 0 × 0.
        var witness = request
        for (name, size) in interface.typicalSizes(missingFrom: request) { witness.sizes[name] = size }
        let inputs = parametersByName(interface)
        for entry in witnessPoint(of: diagnostic.kind).entries {
            guard let parameter = inputs[entry.name] else { continue }
            // The value as the message prints it, which is the input the caption names.
            apply(parameter, DiagnosticText.rounded(entry.value), to: &witness)
        }
        var system = lowered.system
        // Conflicting required constraints become optional at distinct levels (999, 998, … in the
        // order the diagnostic names them), so the relaxed layout has one solution.
        let order = constraints(of: diagnostic.kind).map(\.location)
        let named = Set(order)
        var bumped = false
        for index in system.constraints.indices where named.contains(system.constraints[index].origin.location) {
            if system.constraints[index].priority == LinearConstraint.required {
                let rank = order.firstIndex(of: system.constraints[index].origin.location) ?? 0
                system.constraints[index].priority = max(999 - rank, 1)
            } else if !bumped {
                system.constraints[index].priority += 1
                bumped = true
            }
        }
        // Undetermined attributes get a value at the lowest priority (a size of 100, a position of
        // 0), so that the rest of the layout can be drawn around them.
        for undetermined in errors {
            guard let variable = undeterminedVariable(of: undetermined.kind, in: interface) else { continue }
            let value: Double = variable.attribute == .width || variable.attribute == .height ? 100 : 0
            system.constraints.append(
                LinearConstraint(
                    LinearExpression(variable) + (-value), .equal, priority: 1,
                    origin: ConstraintOrigin(
                        location: undetermined.location ?? SourceLocation(path: session.path, line: 1, column: 1),
                        text: "the picture's stand-in value", notation: .specKey)))
        }
        let itemNames = Set(interface.items.map(\.name))
        var marked = Set<String>()
        for constraint in lowered.system.constraints where named.contains(constraint.origin.location) {
            marked.formUnion(constraint.expression.variables.keys.map(\.item).filter(itemNames.contains))
        }
        if let variable = undeterminedVariable(of: diagnostic.kind, in: interface) { marked.insert(variable.item) }
        let layout: EvaluatedLayout
        if let solution = try? LayoutSolver().solve(system) {
            let code = LayoutCodeGenerator.generate(interface: interface, solution: solution)
            layout = GeneratedCodeInterpreter.evaluate(code, input: witness)
        } else {
            layout = EvaluatedLayout(order: [], frames: [:])
        }
        let size = CGSize(
            width: interface.fitsWidth ? layout.fittingSize.map { Double($0.width) } ?? witness.width : witness.width,
            height: interface.fitsHeight
                ? layout.fittingSize.map { Double($0.height) } ?? witness.height : witness.height)
        let caption =
            "error at " + (diagnostic.location.map { "line \($0.line)" } ?? "the spec") + ": "
            + SVGLayoutPicture.number(size.width) + " × " + SVGLayoutPicture.number(size.height)
            + (marked.isEmpty ? "" : "; involved: " + marked.sorted().joined(separator: ", "))
        return (
            interface, LayoutPicturePanel(caption: caption, containerSize: size, layout: layout, markedItems: marked)
        )
    }

    /// The constraints an error is about: a conflict's, a tie's, or those of a group past the
    /// solver's limits.
    static func constraints(of kind: DiagnosticKind) -> [DiagnosticConstraint] {
        switch kind {
        case .conflict(let conflict): return conflict.constraints
        case .tie(let tie): return tie.tied
        case .workBudget(let budget): return budget.constraints
        default: return []
        }
    }

    /// The input at which an error happens.
    static func witnessPoint(of kind: DiagnosticKind) -> DiagnosticWitness {
        switch kind {
        case .conflict(let conflict): return conflict.witness
        case .tie(let tie): return tie.witness
        case .undetermined(let undetermined): return undetermined.witness
        default: return DiagnosticWitness()
        }
    }

    /// The attribute a tie or an undetermined attribute leaves open, among the interface's items.
    static func undeterminedVariable(of kind: DiagnosticKind, in interface: LayoutInterface) -> Variable? {
        let (item, name): (String, String)
        switch kind {
        case .tie(let tie): (item, name) = (tie.item, tie.variable)
        case .undetermined(let undetermined): (item, name) = (undetermined.item, undetermined.variable)
        default: return nil
        }
        guard interface.items.contains(where: { $0.name == item }) else { return nil }
        return FrameAttribute.allCases.map { Variable(item, $0) }.first { "\($0)" == name }
    }

    /// The inputs a witness may name that a request can set, by the names diagnostics print.
    private static func parametersByName(_ interface: LayoutInterface) -> [String: Parameter] {
        let parameters: [Parameter] =
            [.containerWidth, .containerHeight] + interface.inputs.map(Parameter.input)
            + interface.measuredViews.flatMap { [Parameter.intrinsicWidth($0.name), .intrinsicHeight($0.name)] }
        return Dictionary(parameters.map { ("\($0)", $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func apply(_ parameter: Parameter, _ value: Double, to request: inout EvaluationRequest) {
        switch parameter {
        case .containerWidth: request.width = max(value, 0)
        case .containerHeight: request.height = max(value, 0)
        case .input(let name): request.inputs[name] = value
        case .intrinsicWidth(let view):
            request.sizes[view, default: .zero].width = CGFloat(max(value, 0))
        case .intrinsicHeight(let view):
            request.sizes[view, default: .zero].height = CGFloat(max(value, 0))
        default: break
        }
    }
}
