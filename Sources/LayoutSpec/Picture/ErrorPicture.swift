import Foundation

/// The picture `render` draws for a spec the solver rejects (docs/CLI-AND-PLUGIN.md, "render"): the
/// witness input named by the diagnostic (`… conflict when container.width < 320 (for example
/// container.width = 300)`), and the views its constraints mention, marked.
///
/// To have frames to draw, the constraints the diagnostic names are relaxed — conflicting required
/// ones become `@999`, `@998`, … in the order named, the first of tied ones gains one priority
/// level, an undetermined attribute gets a stand-in value at priority 1 (a size of 100, a position
/// of 0) — and the relaxed layout is solved and evaluated at the witness. When even that fails, the
/// panel shows the container alone.
package enum ErrorPicture {
    /// One panel for the first solver error in `error`, or `nil` when it names no constraint.
    package static func panel(
        contents: String, path: String, error: SpecError,
        request: EvaluationRequest
    ) -> (interface: LayoutInterface, panel: LayoutPicturePanel)? {
        guard let root = try? DocumentReader.read(contents: contents, path: path),
            let specification = try? SpecParser.parse(root, path: path),
            let lowered = try? SpecLowering.lower(specification),
            let diagnostic = error.diagnostics.first(where: { $0.severity == .error && !$0.notes.isEmpty })
                ?? error.diagnostics.first(where: { $0.severity == .error && $0.message.contains(" is not determined") }
                )
        else {
            return nil
        }
        let noted = Set(diagnostic.notes.compactMap(\.location))
        var witness = request
        // A measured view the options give no size takes the typical one the witness assumes
        // (100 × 20), so that tied and squeezed texts are drawn rather than 0 × 0.
        for view in lowered.interface.measuredViews where witness.sizes[view.name] == nil {
            witness.sizes[view.name] = CGSize(
                width: TypicalInput.value(of: .intrinsicWidth(view.name)),
                height: TypicalInput.value(of: .intrinsicHeight(view.name)))
        }
        for (name, value) in witnessValues(diagnostic.message) {
            apply(name, value, to: &witness, interface: lowered.interface)
        }
        var system = lowered.system
        var bumped = false
        // Conflicting required constraints become optional at distinct levels (999, 998, … in the
        // order the diagnostic names them), so the relaxed layout has one solution.
        let order = diagnostic.notes.compactMap(\.location)
        for index in system.constraints.indices where system.constraints[index].origin.location.isIn(noted) {
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
        for undetermined in error.diagnostics where undetermined.severity == .error {
            for item in lowered.interface.items {
                for attribute in FrameAttribute.allCases
                where undetermined.message.hasPrefix("\(Variable(item.name, attribute)) is not determined") {
                    let value: Double = attribute == .width || attribute == .height ? 100 : 0
                    system.constraints.append(
                        LinearConstraint(
                            LinearExpression(Variable(item.name, attribute)) + (-value), .equal, priority: 1,
                            origin: ConstraintOrigin(
                                location: undetermined.location ?? SourceLocation(path: path, line: 1, column: 1),
                                text: "the picture's stand-in value", notation: .specKey)))
                }
            }
        }
        let itemNames = Set(lowered.interface.items.map(\.name))
        var marked = Set<String>()
        for note in diagnostic.notes {
            for word in identifiers(in: note.message) where itemNames.contains(word) { marked.insert(word) }
        }
        for word in identifiers(in: diagnostic.message.components(separatedBy: " is not determined").first ?? "")
        where itemNames.contains(word) && diagnostic.message.contains(" is not determined") {
            marked.insert(word)
        }
        let layout: EvaluatedLayout
        if let solution = try? LayoutSolver().solve(system) {
            let code = LayoutCodeGenerator.generate(interface: lowered.interface, solution: solution)
            layout = GeneratedCodeInterpreter.evaluate(code, input: witness)
        } else {
            layout = EvaluatedLayout(order: [], frames: [:])
        }
        let size = CGSize(
            width: lowered.interface.fitsWidth
                ? layout.fittingSize.map { Double($0.width) } ?? witness.width : witness.width,
            height: lowered.interface.fitsHeight
                ? layout.fittingSize.map { Double($0.height) } ?? witness.height : witness.height)
        let caption =
            "error at " + (diagnostic.location.map { "line \($0.line)" } ?? "the spec") + ": "
            + SVGLayoutPicture.number(size.width) + " × " + SVGLayoutPicture.number(size.height)
            + (marked.isEmpty ? "" : "; involved: " + marked.sorted().joined(separator: ", "))
        return (
            lowered.interface,
            LayoutPicturePanel(caption: caption, containerSize: size, layout: layout, markedItems: marked)
        )
    }

    /// `name = value` pairs of a diagnostic's witness (`container.width = 300, spacing = 8`).
    static func witnessValues(_ message: String) -> [(String, Double)] {
        var result: [(String, Double)] = []
        let pattern = #"([A-Za-z_][A-Za-z0-9_.]*) = (-?[0-9]+(?:\.[0-9]+)?)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(message.startIndex..., in: message)
        for match in expression.matches(in: message, range: range) {
            guard let nameRange = Range(match.range(at: 1), in: message),
                let valueRange = Range(match.range(at: 2), in: message),
                let value = Double(message[valueRange])
            else { continue }
            result.append((String(message[nameRange]), value))
        }
        return result
    }

    private static func apply(
        _ name: String, _ value: Double, to request: inout EvaluationRequest, interface: LayoutInterface
    ) {
        switch name {
        case "container.width": request.width = max(value, 0)
        case "container.height": request.height = max(value, 0)
        default:
            if interface.inputs.contains(name) {
                request.inputs[name] = value
            } else if name.hasSuffix(".intrinsicWidth") || name.hasSuffix(".intrinsicHeight") {
                let view = String(name.prefix { $0 != "." })
                guard interface.measuredViews.contains(where: { $0.name == view }) else { return }
                var size = request.sizes[view] ?? .zero
                if name.hasSuffix("Width") {
                    size.width = CGFloat(max(value, 0))
                } else {
                    size.height = CGFloat(max(value, 0))
                }
                request.sizes[view] = size
            }
        }
    }

    private static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}

private extension SourceLocation {
    func isIn(_ locations: Set<SourceLocation>) -> Bool { locations.contains(self) }
}
