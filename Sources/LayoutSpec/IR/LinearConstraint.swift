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
    public var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}

/// Where a lowered constraint came from: the spec statement's position and text, for every
/// diagnostic that names it.
///
/// A constraint lowered from one piece of a long statement names the piece and quotes the
/// statement (`the gap between [v3] and [v4] in H:|[v0]…|`): the quoted statement is kept as its
/// own string, shared by every constraint of that statement, and `text` joins the two only when it
/// is read (in a diagnostic). Built eagerly, a 1,000-view VFL row's thousands of constraints would
/// each copy its 10,000 characters, which is quadratic in the views.
public struct ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The statement's (or the token's) position.
    public var location: SourceLocation
    /// `text` up to `quoted`.
    private var head: String
    /// The statement `text` ends with, shared with the other pieces of that statement; empty when
    /// `head` is the whole text.
    private var quoted: String

    /// The statement as written (or a short description of an implied constraint, such as
    /// "title's intrinsic width (hugging 250)", or of a piece of a statement, quoting it).
    public var text: String {
        get { quoted.isEmpty ? head : head + quoted }
        set {
            head = newValue
            quoted = ""
        }
    }

    /// `text` in order, as at most two strings, without joining them (see the type's comment).
    public var textParts: [String] { quoted.isEmpty ? [head] : [head, quoted] }

    /// Creates an origin.
    public init(location: SourceLocation, text: String) {
        self.location = location
        self.head = text
        self.quoted = ""
    }

    /// An origin whose text is `piece` followed by ` in ` and `statement`: a constraint lowered from
    /// part of `statement`. `statement`'s storage is shared, not copied.
    public init(location: SourceLocation, piece: String, in statement: String) {
        self.location = location
        self.head = piece + " in "
        self.quoted = statement
    }

    /// `PATH:LINE:COL: text`.
    public var description: String { "\(location): \(text)" }

    /// The same position and text (however the text is held).
    public static func == (lhs: ConstraintOrigin, rhs: ConstraintOrigin) -> Bool {
        lhs.location == rhs.location && lhs.text == rhs.text
    }

    /// Hashes the position and the text, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        hasher.combine(text)
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
    public var origin: ConstraintOrigin
    /// Active only when this holds; `nil` is always active.
    public var condition: ConditionExpression?
    /// The constraint's place in its priority level's *secondary order* (`nil`: none): once the
    /// level's total error is as small as it can be, the errors of the level's ranked constraints
    /// are minimised one rank after another, the lowest rank first (the constraints of one rank
    /// together), each rank keeping the optimum of those before it. Ranks never change a priority,
    /// so they need no free priority numbers: `ties: viewOrder` ranks each measured view's hugging
    /// and compression resistance by its place in `views:` (docs/Solving.md, "Equal priorities
    /// tie"); any lowering may rank constraints the same way to break their ties by an order.
    public var tieBreakRank: Int?

    /// Creates `expression RELATION 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Int = LinearConstraint.required,
                origin: ConstraintOrigin, condition: ConditionExpression? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.origin = origin
        self.condition = condition
    }

    /// Creates `lhs RELATION rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                priority: Int = LinearConstraint.required, origin: ConstraintOrigin,
                condition: ConditionExpression? = nil) {
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
