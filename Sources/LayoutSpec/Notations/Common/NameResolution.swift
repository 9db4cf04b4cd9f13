/// What a name in a constraint stands for.
enum ResolvedName {
    /// A view, guide or special item.
    case item(ItemReference)
    /// A metric (a constant) or an input (a parameter).
    case value(LinearExpression)
}

extension LoweringContext {
    /// `name` as an item, metric or input; `nil` when unknown.
    func resolve(_ name: String) -> ResolvedName? {
        let reference = ItemReference(name: name)
        if case .named(let item) = reference {
            if geometry.isItem(item) { return .item(reference) }
            return value(named: name).map(ResolvedName.value)
        }
        return .item(reference)
    }

    /// The item named `name` and its rectangle (with `superview` relative to `subject`), or an
    /// error at `offset` that lists the known items.
    func item(
        _ name: String, at offset: Int, in source: SourceText, subject: String?
    ) throws -> (ItemReference, ItemGeometry.Rect) {
        switch resolve(name) {
        case .item(let reference):
            if let rect = geometry.rect(of: reference, subject: subject) { return (reference, rect) }
        case .value:
            throw SpecError(
                at: source.location(at: offset),
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: name, expected: "item", declaredAs: metrics[name] != nil ? "metric" : "input",
                        detail: "; known items: \(knownItems)")))
        case nil:
            break
        }
        throw SpecError(
            at: source.location(at: offset),
            kind: .unknownName(unknownName(name, expected: "item", detail: "; known items: \(knownItems)")))
    }

    /// An unknown `name` where an `expected` kind of name belongs, `detail` after it: with what to
    /// write instead when it is a UIKit spelling, else with the declared name (item, metric or
    /// input) close to it, if any.
    func unknownName(_ name: String, expected: String, detail: String) -> UnknownNameDiagnostic {
        if let advice = UIKitSpellings.advice(for: name) {
            return UnknownNameDiagnostic(name: name, expected: expected, detail: "\(detail); \(advice)")
        }
        return UnknownNameDiagnostic(
            name: name, expected: expected, detail: detail, suggestions: suggestions(for: name))
    }

    /// The declared names (items, metrics, inputs) close to `name`: the closest, if any.
    func suggestions(for name: String) -> [String] {
        NameSuggestion.closest(
            to: name,
            in: geometry.views.keys.sorted() + geometry.guides.sorted() + ReservedNames.items
                + metrics.keys.sorted() + inputs.sorted()
        ).map { [$0] } ?? []
    }

    /// `message` with what to write instead when `name` is a UIKit spelling, else with
    /// `; did you mean `title`?` when a declared name (item, metric or input) is close to `name`.
    func unknownNameMessage(_ message: String, about name: String) -> String {
        UIKitSpellings.advice(for: name).map { "\(message); \($0)" } ?? message + suggestion(for: name)
    }

    /// `; did you mean `title`?` when a declared name (item, metric or input) is close to `name`.
    func suggestion(for name: String) -> String {
        NameSuggestion.clause(
            for: name,
            in: geometry.views.keys.sorted() + geometry.guides.sorted() + ReservedNames.items
                + metrics.keys.sorted() + inputs.sorted())
    }

    /// Views and guides (sorted), then the special items.
    var knownItems: String {
        (geometry.views.keys.sorted() + geometry.guides.sorted() + ReservedNames.items).joined(separator: ", ")
    }

    /// Metrics and inputs (sorted), for messages.
    var knownValues: String {
        let names = metrics.keys.sorted() + inputs.sorted()
        return names.isEmpty ? "none are declared" : names.joined(separator: ", ")
    }

    /// The priority as a level 1…1000 (required when `nil`); a metric-named priority must be a
    /// declared metric with a whole value in range.
    func priority(_ syntax: PrioritySyntax?, in source: SourceText) throws -> Int {
        guard let syntax else { return LinearConstraint.required }
        switch syntax.value {
        case .literal(let level):
            return level
        case .metric(let name):
            guard let value = metrics[name] else {
                let message =
                    "unknown priority `\(name)`: use a number 1…1000, required, high, medium, low or a metric; known metrics: \(metrics.isEmpty ? "none are declared" : metrics.keys.sorted().joined(separator: ", "))"
                let advice =
                    UIKitSpellings.priorityAdvice(for: name, spellings: PrioritySyntax.namedLevels).map { "; \($0)" }
                    ?? NameSuggestion.clause(
                        for: name, in: ["required", "high", "medium", "low"] + metrics.keys.sorted())
                throw source.error(at: syntax.valueOffset, message + advice)
            }
            guard value >= 1, value <= 1000, value == value.rounded() else {
                throw source.error(
                    at: syntax.valueOffset,
                    "priority metric `\(name)` is \(LinearExpression.format(value)): a priority must be a whole number from 1 to 1000"
                )
            }
            return Int(value)
        }
    }
}
