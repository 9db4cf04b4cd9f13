/// Condition names in `.when(...)`: the spec's `conditions`, the built-in ones (docs/SpecLanguage.md §7, conditions) and
/// EasyPeasy's `Context` properties, which are rewritten to the built-in names they read.
enum EasyPeasyConditionNames {
    /// EasyPeasy's `Context` properties and their meaning in built-in conditions (a conjunction
    /// of the trait conditions `BuiltInConditions` gives for each).
    static let easyPeasyNames: [(name: String, meaning: ConditionExpression)] = BuiltInConditions.easyPeasyAliases.map {
        alias in
        let conjunction = alias.meaning.map(ConditionExpression.name).reduce(nil) {
            (sofar: ConditionExpression?, term) in
            sofar.map { .and($0, term) } ?? term
        }
        return (alias.name, conjunction ?? .name(alias.name))
    }

    /// Checks every name of `condition` (an error at the first unknown one) and rewrites
    /// EasyPeasy's names to built-in conditions.
    static func resolve(
        _ condition: EasyPeasyCondition, declared: Set<String>, location: SourceLocation
    ) throws -> ConditionExpression {
        for written in condition.names {
            let known = declared.contains(written.name) || BuiltInConditions.names.contains(written.name)
            guard known else {
                let valid = (declared.sorted() + BuiltInConditions.all).joined(separator: " ")
                throw SpecError(
                    at: location.advanced(by: written.offset),
                    "unknown condition `\(written.name)`; expected one of \(valid)"
                        + NameSuggestion.clause(for: written.name, in: declared.sorted() + BuiltInConditions.all))
            }
        }
        return rewrite(condition.expression, declared: declared)
    }

    private static func rewrite(_ expression: ConditionExpression, declared: Set<String>) -> ConditionExpression {
        switch expression {
        case .name(let name):
            if !declared.contains(name), let meaning = easyPeasyNames.first(where: { $0.name == name })?.meaning {
                return meaning
            }
            return expression
        case .not(let operand): return .not(rewrite(operand, declared: declared))
        case .and(let a, let b): return .and(rewrite(a, declared: declared), rewrite(b, declared: declared))
        case .or(let a, let b): return .or(rewrite(a, declared: declared), rewrite(b, declared: declared))
        }
    }

    /// Whether some assignment of the names makes `condition` true (decided by enumeration;
    /// more than 16 names are assumed satisfiable).
    static func isSatisfiable(_ condition: ConditionExpression) -> Bool {
        let names = condition.names
        guard names.count <= 16 else { return true }
        for bits in 0..<(1 << names.count) {
            var assignment: [String: Bool] = [:]
            for (index, name) in names.enumerated() { assignment[name] = bits & (1 << index) != 0 }
            if condition.evaluate(assignment) { return true }
        }
        return false
    }
}
