/// A warning at each `conditions:` entry that no `when:` group and no lowered constraint uses:
/// such a condition becomes an `Input` field that changes nothing, which is almost always a typo
/// or a leftover.
enum UnusedConditionWarnings {
    /// The warnings for `specification`, whose statements lowered to `constraints`.
    static func warnings(_ specification: LayoutSpecification, constraints: [LinearConstraint]) -> [Diagnostic] {
        var used = Set(constraints.flatMap { $0.condition?.names ?? [] })
        collect(specification.constraints, into: &used)
        return specification.conditions.filter { !used.contains($0.name) }.map { declaration in
            .warning(
                at: declaration.location,
                "condition `\(declaration.name)` is declared but never used: use it in a `when:` group "
                    + "(or `.when(\(declaration.name))`), or remove it from `conditions:`")
        }
    }

    /// Every name in the `when:` expressions of `entries`, nested groups included (a group whose
    /// lists are empty still uses its condition).
    private static func collect(_ entries: [ConstraintEntry], into used: inout Set<String>) {
        for case .group(let group) in entries {
            used.formUnion(group.condition.names)
            collect(group.constraints, into: &used)
            collect(group.otherwise, into: &used)
        }
    }
}
