/// `{when: EXPR, constraints: [...], else: [...]}` (docs/SpecLanguage.md §7, conditions).
package struct ConditionalGroup: Hashable, Sendable {
    /// The parsed `when:` expression.
    package var condition: ConditionExpression
    /// Where the `when:` expression is written.
    package var conditionLocation: SourceLocation
    /// Active when `condition` holds.
    package var constraints: [ConstraintEntry]
    /// Active when it does not.
    package var otherwise: [ConstraintEntry]
    /// Seed-notation sections written in the group; active when `condition` holds.
    package var sections: GroupSections

    /// Creates a group.
    package init(
        condition: ConditionExpression, conditionLocation: SourceLocation, constraints: [ConstraintEntry],
        otherwise: [ConstraintEntry] = [], sections: GroupSections = GroupSections()
    ) {
        self.condition = condition
        self.conditionLocation = conditionLocation
        self.constraints = constraints
        self.otherwise = otherwise
        self.sections = sections
    }
}

/// An item of a `constraints:` list: a statement or a conditional group (groups nest).
package enum ConstraintEntry: Hashable, Sendable {
    /// A constraint string as written, with its syntax tree (or its parse errors).
    case statement(ParsedStatement<StatementSyntax>)
    /// A `when` group.
    case group(ConditionalGroup)
}
