/// One predicate of a VFL connection or view: `>=8@750`, `==b`, `48`.
package struct VisualFormatPredicate: Hashable, Sendable {
    /// What the predicate compares with.
    package enum Object: Hashable, Sendable {
        /// A number (negative only inside parentheses: `-(-8)-`).
        case number(Double)
        /// A metric or input; in a view's predicates also another view (`[b(==a)]`).
        case name(String)
    }

    /// The relation; `==` when omitted.
    package var relation: Relation
    /// What it compares with.
    package var object: Object
    /// Offset of the object.
    package var objectOffset: Int
    /// `@priority`; `nil` is required.
    package var priority: PrioritySyntax?
    /// Offset of the predicate's first character.
    package var offset: Int

    /// Creates a predicate.
    package init(relation: Relation, object: Object, objectOffset: Int, priority: PrioritySyntax?, offset: Int) {
        self.relation = relation
        self.object = object
        self.objectOffset = objectOffset
        self.priority = priority
        self.offset = offset
    }
}

/// The space between two neighbours in a VFL line (views or a view and `|`).
package enum VisualFormatConnection: Hashable, Sendable {
    /// Nothing between them (`[a][b]`, `|[a]`): a gap of 0.
    case flush(offset: Int)
    /// `-` alone: the standard spacing (8 between views, 20 to the superview).
    case standard(offset: Int)
    /// `-8-`, `-metric-`, `-(>=8@750,<=20)-`.
    case predicates([VisualFormatPredicate], offset: Int)

    /// Offset of the connection's first character (or of the next token, for `flush`).
    package var offset: Int {
        switch self {
        case .flush(let offset), .standard(let offset), .predicates(_, let offset): return offset
        }
    }
}

/// A `[name(predicates)]` view in a VFL line.
package struct VisualFormatView: Hashable, Sendable {
    /// The view's (or guide's) name.
    package var name: String
    /// Offset of the name.
    package var offset: Int
    /// Predicates on its width (`H:`) or height (`V:`).
    package var predicates: [VisualFormatPredicate]

    /// Creates a view.
    package init(name: String, offset: Int, predicates: [VisualFormatPredicate]) {
        self.name = name
        self.offset = offset
        self.predicates = predicates
    }
}

/// One parsed VFL line (docs/SpecLanguage.md §4).
package struct VisualFormat: Hashable, Sendable {
    /// `H:` (the default) or `V:`.
    package enum Axis: Hashable, Sendable {
        /// `H:`: leading → trailing.
        case horizontal
        /// `V:`: top → bottom.
        case vertical
    }

    /// The axis.
    package var axis: Axis
    /// The connection from a leading `|` to the first view; `nil` when the line does not start at `|`.
    package var leadingEdge: VisualFormatConnection?
    /// The views, in order (at least one).
    package var views: [VisualFormatView]
    /// The connections between consecutive views (`views.count - 1` of them).
    package var connections: [VisualFormatConnection]
    /// The connection from the last view to a trailing `|`; `nil` when the line does not end at `|`.
    package var trailingEdge: VisualFormatConnection?

    /// Creates a line.
    package init(
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
