/// One predicate of a VFL connection or view: `>=8@750`, `==b`, `48`.
public struct VisualFormatPredicate: Hashable, Sendable {
    /// What the predicate compares with.
    public enum Object: Hashable, Sendable {
        /// A number (negative only inside parentheses: `-(-8)-`).
        case number(Double)
        /// A metric or input; in a view's predicates also another view (`[b(==a)]`).
        case name(String)
    }

    /// The relation; `==` when omitted.
    public var relation: Relation
    /// What it compares with.
    public var object: Object
    /// Offset of the object.
    public var objectOffset: Int
    /// `@priority`; `nil` is required.
    public var priority: PrioritySyntax?
    /// Offset of the predicate's first character.
    public var offset: Int

    /// Creates a predicate.
    public init(relation: Relation, object: Object, objectOffset: Int, priority: PrioritySyntax?, offset: Int) {
        self.relation = relation
        self.object = object
        self.objectOffset = objectOffset
        self.priority = priority
        self.offset = offset
    }
}

/// The space between two neighbours in a VFL line (views or a view and `|`).
public enum VisualFormatConnection: Hashable, Sendable {
    /// Nothing between them (`[a][b]`, `|[a]`): a gap of 0.
    case flush(offset: Int)
    /// `-` alone: the standard spacing (8 between views, 20 to the superview).
    case standard(offset: Int)
    /// `-8-`, `-metric-`, `-(>=8@750,<=20)-`.
    case predicates([VisualFormatPredicate], offset: Int)

    /// Offset of the connection's first character (or of the next token, for `flush`).
    public var offset: Int {
        switch self {
        case .flush(let offset), .standard(let offset), .predicates(_, let offset): return offset
        }
    }
}

/// A `[name(predicates)]` view in a VFL line.
public struct VisualFormatView: Hashable, Sendable {
    /// The view's (or guide's) name.
    public var name: String
    /// Offset of the name.
    public var offset: Int
    /// Predicates on its width (`H:`) or height (`V:`).
    public var predicates: [VisualFormatPredicate]

    /// Creates a view.
    public init(name: String, offset: Int, predicates: [VisualFormatPredicate]) {
        self.name = name
        self.offset = offset
        self.predicates = predicates
    }
}

/// One parsed VFL line (docs/SpecLanguage.md §4).
public struct VisualFormat: Hashable, Sendable {
    /// `H:` (the default) or `V:`.
    public enum Axis: Hashable, Sendable {
        /// `H:`: leading → trailing.
        case horizontal
        /// `V:`: top → bottom.
        case vertical
    }

    /// The axis.
    public var axis: Axis
    /// The connection from a leading `|` to the first view; `nil` when the line does not start at `|`.
    public var leadingEdge: VisualFormatConnection?
    /// The views, in order (at least one).
    public var views: [VisualFormatView]
    /// The connections between consecutive views (`views.count - 1` of them).
    public var connections: [VisualFormatConnection]
    /// The connection from the last view to a trailing `|`; `nil` when the line does not end at `|`.
    public var trailingEdge: VisualFormatConnection?

    /// Creates a line.
    public init(
        axis: Axis, leadingEdge: VisualFormatConnection?, views: [VisualFormatView],
        connections: [VisualFormatConnection], trailingEdge: VisualFormatConnection?
    ) {
        self.axis = axis
        self.leadingEdge = leadingEdge
        self.views = views
        self.connections = connections
        self.trailingEdge = trailingEdge
    }
}
