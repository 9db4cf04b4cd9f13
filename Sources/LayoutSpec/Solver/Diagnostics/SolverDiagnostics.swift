import Foundation

/// The solver's errors as typed diagnostics (undetermined attributes, ties, work and region limits;
/// `DiagnosticText` words them), and the numbers, witnesses and notes a conflict (`SolverConflict`)
/// is worded with.
enum SolverDiagnostics {
    /// A number as a user would write it: `40`, `12.5`, `-3.25` (at most `decimals` decimals).
    static func format(_ value: Double, decimals: Int = 2) -> String {
        DiagnosticText.number(value, decimals: decimals)
    }

    /// `container.width = 40, spacing = 8` (empty when there are no parameters).
    static func witness(_ parameters: [Parameter], _ point: [Double]) -> String {
        DiagnosticText.witness(witnessPoint(parameters, point))
    }

    /// The point as a diagnostic carries it: each input by its name.
    static func witnessPoint(_ parameters: [Parameter], _ point: [Double]) -> DiagnosticWitness {
        DiagnosticWitness(zip(parameters, point).map { DiagnosticWitness.Entry(name: "\($0)", value: $1) })
    }

    /// A constraint as a diagnostic names it.
    static func reference(_ constraint: LinearConstraint) -> DiagnosticConstraint {
        DiagnosticConstraint(
            location: constraint.origin.location, text: "\(constraint.origin.text)", priority: constraint.priority)
    }

    /// What to add so that `variable` is determined.
    static func hint(for variable: Variable) -> String {
        if variable.item == ReservedNames.container {
            let (dimension, edge, item) =
                variable.attribute == .width
                ? ("width", "trailing", "last.trailing + 16") : ("height", "bottom", "last.bottom + 16")
            return "the container's \(dimension) fits its content (`container: {\(dimension): fit}`), so constraints "
                + "must give it one value: relate `superview.\(edge)` to the content (`superview.\(edge) == \(item)`), "
                + "or, with `>=` constraints only, add `superview.\(dimension) == 0 @1` to take the smallest fitting size"
        }
        switch variable.attribute {
        case .width: return "add a width, or a right or trailing constraint"
        case .minX: return "add a left, leading, right or centerX constraint"
        case .height: return "add a height, or a bottom constraint"
        case .minY: return "add a top, bottom or centerY constraint"
        }
    }

    /// A note naming one constraint at its origin.
    static func note(_ prefix: String, _ origin: ConstraintOrigin) -> Diagnostic {
        .note(at: origin.location, "\(prefix): \(origin.text)")
    }

    /// "a.width is not determined …" (`.undetermined`), or, when constraints are tied, a `.tie`
    /// with the tied constraints as notes. `level` (the tied constraints when `nil`) are the
    /// constraints of the tied kinds — priority and relation — whose order `ties: viewOrder` would use.
    static func undetermined(
        _ variable: Variable, witness: DiagnosticWitness, conditions: [String: Bool] = [:],
        extent: TieDiagnostic.Threshold? = nil, tied: [LinearConstraint], fixedSizeViews: Set<String> = [],
        level: [LinearConstraint]? = nil,
        hint: String? = nil, location: SourceLocation?
    ) -> Diagnostic {
        if tied.isEmpty {
            let fix =
                variable.item == ReservedNames.container ? self.hint(for: variable) : hint ?? self.hint(for: variable)
            return .error(
                at: location,
                kind: .undetermined(
                    UndeterminedDiagnostic(
                        item: variable.item, variable: "\(variable)", witness: witness, conditions: conditions,
                        hint: fix)))
        }
        let alternatives =
            (viewOrderFix(level ?? tied).map { [TieDiagnostic.Alternative.viewOrder(effect: $0)] } ?? [])
            + (priorityFix(tied, fixedSizeViews: fixedSizeViews).map {
                [TieDiagnostic.Alternative.priority(change: $0)]
            }
                ?? [])
        let tie = TieDiagnostic(
            item: variable.item, variable: "\(variable)", tied: tied.map(reference), witness: witness,
            conditions: conditions, threshold: witness.isEmpty ? nil : extent, alternatives: alternatives)
        return .error(
            at: location, kind: .tie(tie),
            notes: tied.map { note("tied constraint @\($0.priority)", $0.origin) })
    }

    /// What `ties: viewOrder` would do with a tie of measured views' hugging or compression
    /// resistance constraints of one kind (`title keeps its intrinsic width before detail; detail
    /// is compressed first`), or `nil` when the tie is not one it breaks. Measured views' constraints
    /// are lowered in the order of `views:`, so the tied constraints' order is the views' order.
    static func viewOrderFix(_ tied: [LinearConstraint]) -> String? {
        var views: [String] = []
        var kinds = Set<String>()
        for constraint in tied {
            guard let measured = measuredSize(constraint), !views.contains(measured.view) else { return nil }
            views.append(measured.view)
            kinds.insert("\(measured.what) \(constraint.relation)")
        }
        guard views.count > 1, kinds.count == 1, let kind = kinds.first, let last = views.last else { return nil }
        let what = kind.hasPrefix("width") ? "intrinsic width" : "height"
        let chain = zip(views, views.dropFirst()).map { "\($0) before \($1)" }.joined(separator: ", ")
        return "\(views[0]) keeps its \(what) \(chain.dropFirst(views[0].count + 1)); "
            + "\(last) is \(kind.hasSuffix("<=") ? "stretched" : "compressed") first"
    }

    /// A priority change that breaks a tie, in the spec's words (`raise … to 751: …`): the first tied
    /// constraint one level up (down from 999, which would make it required), as the view option
    /// of a measured view's hugging or compression resistance, else as the priority of the
    /// statement at its position. A view of `fixedSizeViews` (a switch, whose size never varies)
    /// is never the one left to give way first: its constraint is the one raised, and never the
    /// one lowered. `nil` when nothing is tied.
    static func priorityFix(_ tied: [LinearConstraint], fixedSizeViews: Set<String> = []) -> String? {
        guard let first = tied.first else { return nil }
        let raise = first.priority < LinearConstraint.required - 1
        let isFixed = { (constraint: LinearConstraint) in
            measuredSize(constraint).map { fixedSizeViews.contains($0.view) } ?? false
        }
        let changed =
            raise
            ? tied.first(where: isFixed) ?? first
            : tied.dropFirst().first(where: { !isFixed($0) }) ?? tied.first(where: { !isFixed($0) })
                ?? tied.dropFirst().first ?? first
        let level = raise ? changed.priority + 1 : changed.priority - 1
        let verb = raise ? "raise" : "lower"
        if let measured = measuredSize(changed) {
            let option = changed.relation == .lessThanOrEqual ? "hugging" : "compression"
            let (axis, value) =
                measured.what == "width" ? ("horizontal", "[\(level), …]") : ("vertical", "[…, \(level)]")
            let effect = changed.relation == .lessThanOrEqual ? "stretched" : "compressed"
            return
                "\(verb) \(measured.view)'s \(axis) \(option) to \(level): `\(option): \(value)` in its "
                + "`views:` entry; \(measured.view) is then \(effect) \(raise ? "last" : "first")"
        }
        let location = changed.origin.location
        let what = changed.origin.piece.map { "\($0) in `\(changed.origin.statement)`" } ?? "`\(changed.origin.text)`"
        return "\(verb) \(what) at \(location.line):\(location.column) to @\(level)"
    }

    /// The view and dimension of a measured view's hugging or compression resistance constraint
    /// (`size − measured size RELATION 0`, optional), else `nil`.
    private static func measuredSize(_ constraint: LinearConstraint) -> (view: String, what: String)? {
        guard !constraint.isRequired, constraint.relation != .equal, constraint.expression.constant == 0,
            constraint.expression.variables.count == 1, constraint.expression.parameters.count == 1,
            let (variable, a) = constraint.expression.variables.first,
            let (parameter, b) = constraint.expression.parameters.first, a == 1, b == -1
        else { return nil }
        switch (variable.attribute, parameter) {
        case (.width, .intrinsicWidth(let view)) where view == variable.item: return (view, "width")
        case (.height, .intrinsicHeight(let view)) where view == variable.item,
            (.height, .measuredHeight(let view)) where view == variable.item:
            return (view, "height")
        default: return nil
        }
    }

    /// The error (a `.workBudget`) for a component that needs more regions than allowed.
    static func tooManyRegions(_ constraints: [LinearConstraint], limit: Int, fallback: SourceLocation?) -> Diagnostic {
        budgetError(.regions(limit), constraints, fallback: fallback)
    }

    /// The error (a `.workBudget`) for a component whose solving needs more work than
    /// `SolverOptions.workBudget`.
    static func workExhausted(_ constraints: [LinearConstraint], fallback: SourceLocation?) -> Diagnostic {
        budgetError(.work, constraints, fallback: fallback)
    }

    /// A `.workBudget` error at the group's first constraint, its first 12 constraints as notes.
    private static func budgetError(
        _ limit: WorkBudgetDiagnostic.Limit, _ constraints: [LinearConstraint], fallback: SourceLocation?
    ) -> Diagnostic {
        .error(
            at: constraints.first?.origin.location ?? fallback,
            kind: .workBudget(
                WorkBudgetDiagnostic(
                    limit: limit, constraints: constraints.map(reference),
                    crowdedLevel: crowdedLevel(constraints).map {
                        WorkBudgetDiagnostic.CrowdedLevel(level: $0.level, count: $0.count)
                    })),
            notes: constraints.prefix(12).map { note("constraint", $0.origin) })
    }

    /// The priority level holding the most optional constraints, when it holds several.
    private static func crowdedLevel(_ constraints: [LinearConstraint]) -> (level: Int, count: Int)? {
        var counts: [Int: Int] = [:]
        for constraint in constraints where !constraint.isRequired { counts[constraint.priority, default: 0] += 1 }
        guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
            best.value > 2
        else { return nil }
        return (best.key, best.value)
    }
}
