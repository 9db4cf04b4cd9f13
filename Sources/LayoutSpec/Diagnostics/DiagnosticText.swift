import Foundation

/// The one place a diagnostic's message is written from its kind and payload: what every
/// `Diagnostic.message` returns. Nothing else reads a message to decide anything
/// (`FolderDependencyTests`); tests that pin wording read it through the golden message files.
package enum DiagnosticText {
    /// The message of `kind`.
    package static func message(_ kind: DiagnosticKind) -> String {
        switch kind {
        case .general(let text), .mustBeQuoted(let text): return text
        case .conflict(let conflict):
            let words = extent(conflict.extent)
            return "these required constraints conflict" + (words.isEmpty ? "" : " " + words)
        case .tie(let tie): return tieMessage(tie)
        case .undetermined(let undetermined):
            let when = circumstances(
                witness: undetermined.witness, conditions: undetermined.conditions, threshold: nil)
            return "\(undetermined.variable) is not determined\(when): \(undetermined.hint)"
        case .unknownName(let unknown): return unknownNameMessage(unknown)
        case .workBudget(let budget): return workBudgetMessage(budget)
        case .checksNotRun(let pieceLimit, let edgeLimit):
            return "layout checks not run: the solution has more min/max pieces than the checks' work limit "
                + "(\(pieceLimit) per attribute, \(edgeLimit) edge pieces in all); "
                + "the layout itself is proven. Turn them off with `checks: {negativeSize: off, outsideParent: off}` "
                + "or split the layout into smaller specs to have them checked"
        case .internalError(let context, let error): return "internal error\(context): \(error)"
        }
    }

    /// A number as a user would write it: `40`, `12.5`, `-3.25` (at most `decimals` decimals).
    package static func number(_ value: Double, decimals: Int = 2) -> String {
        let rounded = self.rounded(value, decimals: decimals)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `value` rounded to `decimals` decimals: the value a message prints.
    package static func rounded(_ value: Double, decimals: Int = 2) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }

    /// `container.width = 40, spacing = 8` (empty when there are no inputs); a stack's content size,
    /// which no spec writes, is said in words after its value.
    package static func witness(_ witness: DiagnosticWitness) -> String {
        witness.entries.map { "\($0.name) = \(number($0.value))" + gloss($0.name) }.joined(separator: ", ")
    }

    /// ` (the width its shown views and spacing take in stack `row`)` after a stack's content size
    /// (`row.contentWidth`), which the generated code sums over the views not hidden; empty for a
    /// name a spec writes.
    package static func gloss(_ name: String) -> String {
        let kinds = [
            (".contentWidth", "the width"), (".contentHeight", "the height"),
            (".centeringSlack", "the length equal centring adds to")
        ]
        for (suffix, words) in kinds where name.hasSuffix(suffix) {
            let stack = name.dropLast(suffix.count)
            return " (\(words) of stack `\(stack)`'s shown views and the spacing between them)"
        }
        return ""
    }

    /// A condition assignment in words, to follow "when" (`""` when it is empty): "rtl holds and
    /// neither compactWidth nor regularWidth does".
    package static func conditions(_ assignment: [String: Bool]) -> String {
        let held = assignment.filter(\.value).keys.sorted()
        let notHeld = assignment.filter { !$0.value }.keys.sorted()
        var parts: [String] = []
        if !held.isEmpty { parts.append(list(held, "and") + (held.count == 1 ? " holds" : " hold")) }
        switch notHeld.count {
        case 0: break
        case 1: parts.append("\(notHeld[0]) does not" + (held.isEmpty ? " hold" : ""))
        case 2: parts.append("neither \(notHeld[0]) nor \(notHeld[1])" + (held.isEmpty ? " holds" : " does"))
        default: parts.append("none of \(list(notHeld, "and"))" + (held.isEmpty ? " holds" : " does"))
        }
        return parts.joined(separator: " and ")
    }

    /// The words after "these required constraints conflict" (empty for `everywhere`).
    package static func extent(_ extent: ConflictDiagnostic.Extent) -> String {
        let f = { number($0) }
        switch extent {
        case .everywhere: return ""
        case .everyValue(let name, let example):
            return "for every \(name)\(gloss(name)) (for example \(name) = \(f(example)))"
        case .below(let name, let threshold, let example):
            return "when \(name)\(gloss(name)) < \(f(threshold)) (for example \(name) = \(f(example)))"
        case .above(let name, let threshold, let example):
            return "when \(name)\(gloss(name)) > \(f(threshold)) (for example \(name) = \(f(example)))"
        case .allBut(let name, let threshold, let below, let above):
            return
                "for every \(name)\(gloss(name)) but \(f(threshold)) (for example \(name) = \(f(below)) or \(f(above)))"
        case .at(let point): return "when " + witness(point)
        }
    }

    /// "a.width is not determined …: equal priorities tie (@750); …".
    private static func tieMessage(_ tie: TieDiagnostic) -> String {
        let when = circumstances(witness: tie.witness, conditions: tie.conditions, threshold: tie.threshold)
        let priorities = Set(tie.tied.map(\.priority)).sorted(by: >).map { "@\($0)" }.joined(separator: ", ")
        var viewOrder = ""
        var change = ""
        for alternative in tie.alternatives {
            switch alternative {
            case .viewOrder(let effect):
                viewOrder = "add `ties: viewOrder` to break it by the order of `views:` (\(effect)), or "
            case .priority(let words): change = " (for example \(words))"
            }
        }
        return "\(tie.variable) is not determined\(when): equal priorities tie (\(priorities)); "
            + "\(viewOrder)change the priority of one of the tied constraints\(change)"
    }

    /// Where an attribute is not determined: ` when x > 3, where the tied constraints cannot all
    /// hold (for example when …)`, ` (for example when …)`, ` when rtl holds`, or nothing.
    private static func circumstances(
        witness: DiagnosticWitness, conditions: [String: Bool], threshold: TieDiagnostic.Threshold?
    ) -> String {
        let combination = self.conditions(conditions)
        let point = self.witness(witness)
        let and = combination.isEmpty ? "" : " and \(combination)"
        if let threshold, !point.isEmpty {
            return " when \(threshold.name) \(threshold.isAbove ? ">" : "<") \(number(threshold.value)), "
                + "where the tied constraints cannot all hold (for example when \(point)\(and))"
        }
        if !point.isEmpty { return " (for example when \(point)\(and))" }
        if !combination.isEmpty { return " when \(combination)" }
        return ""
    }

    /// "unknown view `titel` in `rules`; …; did you mean `title`?", or "`gap` is a metric, not an item; …".
    private static func unknownNameMessage(_ unknown: UnknownNameDiagnostic) -> String {
        let suggestion = unknown.suggestions.first.map { "; did you mean `\($0)`?" } ?? ""
        if let declared = unknown.declaredAs {
            return "`\(unknown.name)` is a \(declared), not an \(unknown.expected)\(unknown.detail)\(suggestion)"
        }
        return "unknown \(unknown.expected) `\(unknown.name)`\(unknown.detail)\(suggestion)"
    }

    /// The error for a group of constraints past the solver's work or region limit.
    private static func workBudgetMessage(_ budget: WorkBudgetDiagnostic) -> String {
        let advice =
            budget.crowdedLevel.map { crowded in
                "give the \(crowded.count) optional constraints at @\(crowded.level) distinct priorities, "
            } ?? ""
        switch budget.limit {
        case .regions(let limit):
            return "these constraints need more than \(limit) different solutions over the input domain; "
                + "simplify them: \(advice)split the group, or declare tighter input ranges"
        case .work:
            let count = budget.constraints.count
            return "solving this group of \(count) linked constraint\(count == 1 ? "" : "s") "
                + "needs more work than the solver allows; "
                + "simplify them: \(advice)split them into independent groups, or replace chains of "
                + "inequalities by equalities"
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ names: [String], _ conjunction: String) -> String {
        guard let last = names.last else { return "" }
        if names.count == 1 { return last }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
