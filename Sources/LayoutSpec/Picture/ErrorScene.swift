import Foundation
import LayoutRuntime

/// What every panel of an error picture shares (`ErrorPicture`): the first solver error, its
/// witness input, the system with the error's constraints relaxed so that it has one solution,
/// the views involved, and notes on what the picture assumed.
struct ErrorScene {
    /// The layout's interface.
    let interface: LayoutInterface
    /// The error drawn: the first with constraints, else the first undetermined attribute.
    let diagnostic: Diagnostic
    /// The request with the witness's inputs and typical sizes for measured views nobody sized.
    let witness: EvaluationRequest
    /// The inputs a witness may name, by the names diagnostics print.
    let inputs: [String: Parameter]
    /// The system relaxed as `relaxedSystem(winner: nil)` gives it.
    let relaxed: ConstraintSystem
    /// The items the error's constraints mention (and an undetermined attribute's).
    let marked: Set<String>
    /// What the picture assumed: typical sizes, stand-in values.
    let notes: [String]
    private let errors: [Diagnostic]
    private let base: ConstraintSystem
    private let named: [SourceLocation]
    private let readsHeight: Bool

    /// The scene of `session`'s first solver error, or `nil` when the spec compiled, did not lower,
    /// or has no solver error.
    init?(_ session: CompilationSession, request: EvaluationRequest) {
        guard let lowered = session.lowered, let error = session.failure else { return nil }
        let errors = error.diagnostics.filter { $0.severity == .error }
        guard
            let diagnostic = errors.first(where: { !ErrorPicture.constraints(of: $0.kind).isEmpty })
                ?? errors.first(where: \.kind.isUndetermined)
        else { return nil }
        let interface = lowered.interface
        self.interface = interface
        self.diagnostic = diagnostic
        self.errors = errors
        // A measured view the options give no size takes the typical one the witness assumes
        // (100 × 20), so that tied and squeezed texts are drawn rather than 0 × 0.
        let typical = interface.fillingTypicalSizes(request)
        var witness = typical.request
        var notes = typical.note.map { [$0] } ?? []
        let inputs = ErrorPicture.parametersByName(interface)
        for entry in ErrorPicture.witnessPoint(of: diagnostic.kind).entries {
            guard let parameter = inputs[entry.name] else { continue }
            // The value as the message prints it, which is the input the caption names.
            ErrorPicture.apply(parameter, DiagnosticText.rounded(entry.value), to: &witness)
        }
        self.witness = witness
        self.inputs = inputs
        // Undetermined attributes get a value at the lowest priority (a size of 100, a position of
        // 0), so that the rest of the layout can be drawn around them.
        var base = lowered.system
        for undetermined in errors {
            guard let variable = ErrorPicture.undeterminedVariable(of: undetermined.kind, in: interface) else {
                continue
            }
            let value: Double = variable.attribute == .width || variable.attribute == .height ? 100 : 0
            base.constraints.append(
                LinearConstraint(
                    LinearExpression(variable) + (-value), .equal, priority: 1,
                    origin: ConstraintOrigin(
                        location: undetermined.location ?? SourceLocation(path: session.path, line: 1, column: 1),
                        text: "the picture's stand-in value", notation: .specKey)))
            let note = "\(variable) is undetermined: drawn at \(SVGLayoutPicture.number(value)), a stand-in value"
            if case .undetermined = undetermined.kind, !notes.contains(note) { notes.append(note) }
        }
        self.base = base
        self.notes = notes
        named = ErrorPicture.constraints(of: diagnostic.kind).map(\.location)
        let itemNames = Set(interface.items.map(\.name))
        var marked = Set<String>()
        let namedSet = Set(named)
        for constraint in lowered.system.constraints where namedSet.contains(constraint.origin.location) {
            marked.formUnion(constraint.expression.variables.keys.map(\.item).filter(itemNames.contains))
        }
        if let variable = ErrorPicture.undeterminedVariable(of: diagnostic.kind, in: interface) {
            marked.insert(variable.item)
        }
        self.marked = marked
        readsHeight =
            interface.fitsHeight
            || lowered.system.constraints.contains { $0.expression.parameters[.containerHeight] != nil }
        relaxed = Self.relax(base, named: named, winner: nil)
    }

    /// The system with the error's constraints relaxed: conflicting required ones become optional at
    /// distinct levels (999, 998, … in the order the diagnostic names them), so the relaxed layout
    /// has one solution; and one optional one gains a level: `winner` (a tied constraint), else the
    /// first named.
    func relaxedSystem(winner: DiagnosticConstraint?) -> ConstraintSystem {
        Self.relax(base, named: named, winner: winner)
    }

    private static func relax(
        _ base: ConstraintSystem, named order: [SourceLocation], winner: DiagnosticConstraint?
    ) -> ConstraintSystem {
        var system = base
        let named = Set(order)
        var bumped = false
        for index in system.constraints.indices where named.contains(system.constraints[index].origin.location) {
            let location = system.constraints[index].origin.location
            if system.constraints[index].priority == LinearConstraint.required {
                let rank = order.firstIndex(of: location) ?? 0
                system.constraints[index].priority = max(999 - rank, 1)
            } else if !bumped, winner.map({ Self.constraint(system.constraints[index], is: $0) }) ?? true {
                system.constraints[index].priority += 1
                bumped = true
            }
        }
        return system
    }

    /// Whether `constraint` is the one `written` names: at its place and priority (a view's
    /// hugging and compression resistance share its place, not their priority).
    private static func constraint(_ constraint: LinearConstraint, is written: DiagnosticConstraint) -> Bool {
        constraint.origin.location == written.location && constraint.priority == written.priority
    }

    /// "error at line 3: 300 × 100; involved: a, b", for a panel of `size`.
    func errorCaption(_ size: CGSize) -> String {
        errorCaption(at: nil)(size)
    }

    /// The error's caption, naming the input `input` (`container.width = 272`) when given.
    func errorCaption(at input: String?) -> (CGSize) -> String {
        let line = "error at " + (diagnostic.location.map { "line \($0.line)" } ?? "the spec")
        let involved = marked.isEmpty ? "" : "; involved: " + marked.sorted().joined(separator: ", ")
        return { size in
            line + (input.map { " (\($0))" } ?? "") + ": " + SVGLayoutPicture.number(size.width) + " × "
                + SVGLayoutPicture.number(size.height) + involved
        }
    }

    /// The panel of `system` solved and evaluated at `request`, captioned by `caption` (given the
    /// panel's size), its `marked` items (the scene's when `nil`) drawn as involved. When the
    /// layout does not read the container's height, the panel is as tall as its content plus 16.
    func panel(
        _ system: ConstraintSystem, at request: EvaluationRequest, caption: (CGSize) -> String,
        marked: Set<String>? = nil
    ) -> LayoutPicturePanel {
        let layout: EvaluatedLayout
        if let solution = try? LayoutSolver().solve(system) {
            let code = LayoutCodeGenerator.generate(interface: interface, solution: solution)
            layout = GeneratedCodeInterpreter.evaluate(code, input: request)
        } else {
            layout = EvaluatedLayout(order: [], frames: [:])
        }
        var height =
            interface.fitsHeight ? layout.fittingSize.map { Double($0.height) } ?? request.height : request.height
        if !readsHeight {
            let topLevel = interface.items.filter { $0.parent == nil }.compactMap { layout.frames[$0.name] }
            if let bottom = topLevel.map({ Double($0.maxY) }).max(), bottom.isFinite {
                height = min(height, max(bottom, 0) + 16)
            }
        }
        let size = CGSize(
            width: interface.fitsWidth ? layout.fittingSize.map { Double($0.width) } ?? request.width : request.width,
            height: height)
        return LayoutPicturePanel(
            caption: caption(size), containerSize: size, layout: layout, markedItems: marked ?? self.marked)
    }
}
