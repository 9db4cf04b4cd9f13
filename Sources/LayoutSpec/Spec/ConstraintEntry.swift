/// `{when: EXPR, constraints: [...], else: [...]}` (contract §8).
public struct ConditionalGroup: Hashable, Sendable {
    /// The parsed `when:` expression.
    public var condition: ConditionExpression
    /// Where the `when:` expression is written.
    public var conditionLocation: SourceLocation
    /// Active when `condition` holds.
    public var constraints: [ConstraintEntry]
    /// Active when it does not.
    public var otherwise: [ConstraintEntry]

    /// Creates a group.
    public init(condition: ConditionExpression, conditionLocation: SourceLocation, constraints: [ConstraintEntry],
                otherwise: [ConstraintEntry] = []) {
        self.condition = condition
        self.conditionLocation = conditionLocation
        self.constraints = constraints
        self.otherwise = otherwise
    }
}

/// An item of a `constraints:` list: a statement or a conditional group (groups nest).
public enum ConstraintEntry: Hashable, Sendable {
    /// A constraint string.
    case statement(ConstraintStatement)
    /// A `when` group.
    case group(ConditionalGroup)
}
