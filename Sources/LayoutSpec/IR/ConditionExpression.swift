/// A boolean expression over condition names (`rtl`, `compactWidth`, spec `conditions`), as
/// written after `when:` (docs/SpecLanguage.md §7, conditions). Constraints guarded by one are active only when it holds.
public indirect enum ConditionExpression: Hashable, Sendable, CustomStringConvertible {
    /// A condition by name.
    case name(String)
    /// `!e`.
    case not(ConditionExpression)
    /// `a && b`.
    case and(ConditionExpression, ConditionExpression)
    /// `a || b`.
    case or(ConditionExpression, ConditionExpression)

    /// The value under an assignment of names to booleans (a missing name is false).
    public func evaluate(_ assignment: [String: Bool]) -> Bool {
        switch self {
        case .name(let name): return assignment[name] ?? false
        case .not(let e): return !e.evaluate(assignment)
        case .and(let a, let b): return a.evaluate(assignment) && b.evaluate(assignment)
        case .or(let a, let b): return a.evaluate(assignment) || b.evaluate(assignment)
        }
    }

    /// Every name used, sorted.
    package var names: [String] {
        var result = Set<String>()
        func visit(_ e: ConditionExpression) {
            switch e {
            case .name(let n): result.insert(n)
            case .not(let a): visit(a)
            case .and(let a, let b), .or(let a, let b): visit(a); visit(b)
            }
        }
        visit(self)
        return result.sorted()
    }

    /// Fully parenthesised source form.
    public var description: String {
        switch self {
        case .name(let n): return n
        case .not(let e): return "!\(e)"
        case .and(let a, let b): return "(\(a) && \(b))"
        case .or(let a, let b): return "(\(a) || \(b))"
        }
    }
}
