/// One constraint string as written, with its position.
public struct ConstraintStatement: Hashable, Sendable {
    /// The text and where its first character is.
    public var source: SourceText
    /// Where the scalar starts (the opening quote of a quoted scalar).
    public var location: SourceLocation

    /// Creates a statement.
    public init(source: SourceText, location: SourceLocation) {
        self.source = source
        self.location = location
    }

    /// The text.
    public var text: String { source.text }
}

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
    /// Seed-notation sections written in the group (`rules`, `attributes`, `align`,
    /// `distribute`), in the order written; active when `condition` holds.
    public var sections: [DocumentNode.Entry]

    /// Creates a group.
    public init(condition: ConditionExpression, conditionLocation: SourceLocation, constraints: [ConstraintEntry],
                otherwise: [ConstraintEntry] = [], sections: [DocumentNode.Entry] = []) {
        self.condition = condition
        self.conditionLocation = conditionLocation
        self.constraints = constraints
        self.otherwise = otherwise
        self.sections = sections
    }
}

/// An item of a `constraints:` list: a statement or a conditional group (groups nest).
public enum ConstraintEntry: Hashable, Sendable {
    /// A constraint string.
    case statement(ConstraintStatement)
    /// A `when` group.
    case group(ConditionalGroup)
}
