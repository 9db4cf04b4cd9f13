import LayoutRuntime

extension BuiltInConditions {
    /// `expression` over the independent built-in traits only: each size class is exactly one of
    /// compact/regular (an unspecified one counts as compact) and the idiom exactly one of
    /// phone/pad (anything but a pad counts as a phone) — docs/SpecLanguage.md, "Built-in
    /// conditions". So `compactWidth` is `!regularWidth`, `compactHeight` is `!regularHeight` and
    /// `phone` is `!pad` (EasyPeasy's names likewise): condition assignments are enumerated over
    /// `rtl`, `regularWidth`, `regularHeight`, `pad` and the declared conditions, and
    /// `Height(100).when(isPad), Height(60).when(isPhone)` covers every case.
    static func canonical(_ expression: ConditionExpression) -> ConditionExpression {
        switch expression {
        case .name(let name): return canonical(name: name)
        case .not(let operand):
            if case .not(let inner) = canonical(operand) { return inner }
            return .not(canonical(operand))
        case .and(let lhs, let rhs): return .and(canonical(lhs), canonical(rhs))
        case .or(let lhs, let rhs): return .or(canonical(lhs), canonical(rhs))
        }
    }

    /// One name over the independent traits (`BuiltInCondition.Trait`, by their raw names):
    /// the conjunction of its literals; a declared name is itself.
    private static func canonical(name: String) -> ConditionExpression {
        guard let literals = BuiltInCondition.named[name]?.literals, let first = literals.first else {
            return .name(name)
        }
        func literal(_ literal: BuiltInCondition.Literal) -> ConditionExpression {
            literal.holds ? .name(literal.trait.rawValue) : .not(.name(literal.trait.rawValue))
        }
        return literals.dropFirst().reduce(literal(first)) { .and($0, literal($1)) }
    }
}
