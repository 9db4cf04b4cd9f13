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
    /// One panel for the first solver error of `session` at its witness, or `nil` when the spec
    /// compiled, did not lower, or has no solver error.
    package static func panel(
        _ session: CompilationSession, request: EvaluationRequest
    ) -> (interface: LayoutInterface, panel: LayoutPicturePanel)? {
        guard let scene = ErrorScene(session, request: request) else { return nil }
        return (scene.interface, scene.panel(scene.relaxed, at: scene.witness, caption: scene.errorCaption(_:)))
    }

    /// The panels that show the first solver error of `session`, and notes on what the picture
    /// assumed; `nil` when the spec compiled, did not lower, or has no solver error:
    /// - a conflict that depends on one input: the layout where it holds (at the threshold) beside
    ///   the layout where it conflicts, far enough past the threshold (max(40, 20 %)) that the
    ///   broken frames are seen, the constraints relaxed in the order named;
    /// - a tie: one panel per way it can go, each with one of the tied constraints winning;
    /// - anything else: the witness, relaxed.
    /// Measured views nobody sized are drawn at their typical size, and an undetermined attribute
    /// at a stand-in value, both said in the notes. Panels are as tall as their content when the
    /// layout does not read the container's height.
    package static func panels(
        _ session: CompilationSession, request: EvaluationRequest
    ) -> (interface: LayoutInterface, panels: [LayoutPicturePanel], notes: [String])? {
        guard let scene = ErrorScene(session, request: request) else { return nil }
        var panels: [LayoutPicturePanel] = []
        switch scene.diagnostic.kind {
        case .conflict(let conflict):
            if let sides = ConflictSides(conflict), let parameter = scene.inputs[sides.name] {
                var valid = scene.witness
                apply(parameter, sides.valid, to: &valid)
                var broken = scene.witness
                apply(parameter, sides.broken, to: &broken)
                panels.append(
                    scene.panel(
                        scene.relaxed, at: valid,
                        caption: { size in
                            "holds at \(sides.name) = \(SVGLayoutPicture.number(sides.valid)): "
                                + SVGLayoutPicture.number(size.width) + " × " + SVGLayoutPicture.number(size.height)
                        }, marked: []))
                panels.append(
                    scene.panel(
                        scene.relaxed, at: broken,
                        caption: scene.errorCaption(at: "\(sides.name) = \(SVGLayoutPicture.number(sides.broken))")))
            }
        case .tie(let tie):
            for winner in tie.tied.prefix(3) {
                panels.append(
                    scene.panel(
                        scene.relaxedSystem(winner: winner), at: scene.witness,
                        caption: { _ in "if `\(winner.text)` wins" }))
            }
            if panels.count < 2 { panels = [] }
        default:
            break
        }
        if panels.isEmpty {
            panels = [scene.panel(scene.relaxed, at: scene.witness, caption: scene.errorCaption(_:))]
        }
        return (scene.interface, panels, scene.notes)
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
    static func parametersByName(_ interface: LayoutInterface) -> [String: Parameter] {
        let parameters: [Parameter] =
            [.containerWidth, .containerHeight] + interface.inputs.map(Parameter.input)
            + interface.measuredViews.flatMap { [Parameter.intrinsicWidth($0.name), .intrinsicHeight($0.name)] }
        return Dictionary(parameters.map { ("\($0)", $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func apply(_ parameter: Parameter, _ value: Double, to request: inout EvaluationRequest) {
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
