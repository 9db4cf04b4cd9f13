/// `==`, `<=` or `>=`.
public enum Relation: String, Hashable, Sendable, CustomStringConvertible {
    /// `==`.
    case equal = "=="
    /// `<=`.
    case lessThanOrEqual = "<="
    /// `>=`.
    case greaterThanOrEqual = ">="

    /// The operator as written.
    public var description: String { rawValue }

    /// The relation with its sides swapped (`<=` ↔ `>=`).
    package var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// One lowered constraint: `expression RELATION 0` at `priority`, active when `condition` holds.
///
/// This is the single currency between every front end (equations, VFL, the seed notations) and
/// the solver.
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The required priority.
    public static let required = 1000

    /// Left side minus right side.
    public var expression: LinearExpression
    /// How the expression compares with zero.
    public var relation: Relation
    /// 1...1000; 1000 is required.
    public var priority: Int
    /// The statement this came from.
    package var origin: ConstraintOrigin
    /// Active only when this holds; `nil` is always active.
    public var condition: ConditionExpression?
    /// The constraint's place in its priority level's *secondary order* (`nil`: none): once the
    /// level's total error is as small as it can be, the errors of the level's ranked constraints
    /// are minimised one rank after another, the lowest rank first (the constraints of one rank
    /// together), each rank keeping the optimum of those before it. Ranks never change a priority,
    /// so they need no free priority numbers: `ties: viewOrder` ranks each measured view's hugging
    /// and compression resistance by its place in `views:` (docs/Solving.md, "Equal priorities
    /// tie"); any lowering may rank constraints the same way to break their ties by an order.
    package var tieBreakRank: Int?
    /// The statements of the equalities substituted into this constraint by the solver's
    /// `PinnedVariables` pre-pass (an unknown they fix, replaced by its value in the inputs), so
    /// that an error about this constraint names them too.
    package var substitutedOrigins: [ConstraintOrigin] = []

    /// This constraint's statement, then those substituted into it.
    package var allOrigins: [ConstraintOrigin] { [origin] + substitutedOrigins }

    /// Creates `expression RELATION 0`.
    package init(
        _ expression: LinearExpression, _ relation: Relation, priority: Int = LinearConstraint.required,
        origin: ConstraintOrigin, condition: ConditionExpression? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.origin = origin
        self.condition = condition
    }

    /// Creates `lhs RELATION rhs`.
    package init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        priority: Int = LinearConstraint.required, origin: ConstraintOrigin,
        condition: ConditionExpression? = nil
    ) {
        self.init(lhs - rhs, relation, priority: priority, origin: origin, condition: condition)
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= LinearConstraint.required }

    /// `expression RELATION 0 @priority`.
    public var description: String {
        var text = "\(expression) \(relation) 0"
        if !isRequired { text += " @\(priority)" }
        if let condition { text += " when \(condition)" }
        return text
    }
}
