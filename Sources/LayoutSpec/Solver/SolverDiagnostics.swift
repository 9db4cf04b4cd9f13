import Foundation

/// The wording of the solver's errors: conflicts, undetermined attributes, ties and region caps.
enum SolverDiagnostics {
    /// A number as a user would write it: `40`, `12.5`, `-3.25`.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `container.width = 40, spacing = 8` (empty when there are no parameters).
    static func witness(_ parameters: [Parameter], _ point: [Double]) -> String {
        zip(parameters, point).map { "\($0) = \(format($1))" }.joined(separator: ", ")
    }

    /// What to add so that `variable` is determined.
    static func hint(for variable: Variable) -> String {
        if variable.item == ReservedNames.container {
            let (dimension, edge, item) = variable.attribute == .width
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
    static func note(_ prefix: String, _ constraint: LinearConstraint) -> Diagnostic {
        .note(at: constraint.origin.location, "\(prefix): \(constraint.origin.text)")
    }

    /// "these required constraints conflict …" with one note per constraint of the conflict.
    static func conflict(_ constraints: [LinearConstraint], condition: String) -> Diagnostic {
        let message = "these required constraints conflict" + (condition.isEmpty ? "" : " " + condition)
        return .error(at: constraints.first?.origin.location, message,
                      notes: constraints.map { note("conflicting constraint", $0) })
    }

    /// "a.width is not determined …", with the tied constraints as notes when there is a tie.
    static func undetermined(_ variable: Variable, witness: String, conditions: [String: Bool] = [:], extent: String? = nil,
                             tied: [LinearConstraint], hint: String? = nil, location: SourceLocation?) -> Diagnostic {
        let combination = ConditionCombinationText.describe(conditions)
        var when = ""
        if let extent, !witness.isEmpty {
            when = " \(extent), where the tied constraints cannot all hold (for example when \(witness)"
                + (combination.isEmpty ? "" : " and \(combination)") + ")"
        } else if !witness.isEmpty {
            when = " (for example when \(witness)" + (combination.isEmpty ? "" : " and \(combination)") + ")"
        } else if !combination.isEmpty {
            when = " when \(combination)"
        }
        if tied.isEmpty {
            let fix = variable.item == ReservedNames.container ? self.hint(for: variable) : hint ?? self.hint(for: variable)
            return .error(at: location, "\(variable) is not determined\(when): \(fix)")
        }
        let priorities = Set(tied.map(\.priority)).sorted(by: >).map { "@\($0)" }.joined(separator: ", ")
        return .error(at: location,
                      "\(variable) is not determined\(when): equal priorities tie (\(priorities)); "
                        + "change the priority of one of the tied constraints",
                      notes: tied.map { note("tied constraint @\($0.priority)", $0) })
    }

    /// The error for a component that needs more regions than allowed.
    static func tooManyRegions(_ constraints: [LinearConstraint], limit: Int, fallback: SourceLocation?) -> Diagnostic {
        let shown = constraints.prefix(12)
        return .error(at: constraints.first?.origin.location ?? fallback,
                      "these constraints need more than \(limit) different solutions over the input domain; "
                        + "simplify them or declare tighter input ranges",
                      notes: shown.map { note("constraint", $0) })
    }
}
