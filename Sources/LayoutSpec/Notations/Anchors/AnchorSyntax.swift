/// One constraint written as UIKit code (docs/notations/anchors.md): an `NSLayoutAnchor` call,
/// `title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12)`, or
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, with the
/// `.isActive = true` and `.priority = …` that follow it in code.
package struct AnchorStatement: Hashable, Sendable {
    /// The constrained anchor.
    package var left: AnchorReference
    /// `equalTo…`, `greaterThanOrEqualTo…`, `lessThanOrEqualTo…`.
    package var relation: Relation
    /// Offset of the argument label that gives the relation (`equalTo`).
    package var relationOffset: Int
    /// The anchor the left one is related to; `nil` for `equalToConstant:` (a size alone).
    package var right: AnchorReference?
    /// `multiplier:` (dimension anchors only); `nil` when not written.
    package var multiplier: EquationExpression?
    /// `constant:`, the constant of `equalToConstant:`, or the system spacing times its
    /// multiplier; `nil` when not written.
    package var constant: EquationExpression?
    /// The priority: `.priority = …` or a trailing `@N`; `nil` is required.
    package var priority: PrioritySyntax?
    /// The variable the code keeps the constraint in (`heightConstraint = …`), whose later
    /// `.priority = …` statement sets this one's priority.
    package var variable: String?
    /// The statement's characters inside an `NSLayoutConstraint.activate` block (its origin in
    /// diagnostics and `explain`); `nil` for a statement that is the whole item.
    package var span: Range<Int>?

    /// Creates a statement.
    package init(
        left: AnchorReference, relation: Relation, relationOffset: Int, right: AnchorReference?,
        multiplier: EquationExpression?, constant: EquationExpression?, priority: PrioritySyntax?
    ) {
        self.left = left
        self.relation = relation
        self.relationOffset = relationOffset
        self.right = right
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

/// An anchor as code names it: `avatar.trailingAnchor`, `view.safeAreaLayoutGuide.topAnchor`,
/// `contentView.layoutMarginsGuide.leadingAnchor`, or a bare `topAnchor` (the view being laid out).
package struct AnchorReference: Hashable, Sendable {
    /// The view or guide's name, without `self.`; `nil` for the view being laid out itself
    /// (`self`, `self.view`, a bare anchor).
    package var item: String?
    /// Offset of the item's name (of the anchor for a bare anchor).
    package var itemOffset: Int
    /// A guide of the item: its safe area or its layout margins.
    package var guide: AnchorGuide?
    /// The attribute the anchor stands for.
    package var attribute: LayoutAttribute
    /// Offset of the anchor's name.
    package var attributeOffset: Int

    /// Creates a reference.
    package init(
        item: String?, itemOffset: Int, guide: AnchorGuide?, attribute: LayoutAttribute, attributeOffset: Int
    ) {
        self.item = item
        self.itemOffset = itemOffset
        self.guide = guide
        self.attribute = attribute
        self.attributeOffset = attributeOffset
    }
}

/// A layout guide UIKit code reaches through a view.
package enum AnchorGuide: String, Hashable, Sendable {
    /// `safeAreaLayoutGuide`.
    case safeArea = "safeAreaLayoutGuide"
    /// `layoutMarginsGuide`.
    case margins = "layoutMarginsGuide"
    /// `readableContentGuide`: the spec's built-in guide of that name (docs/SpecLanguage.md).
    case readable = "readableContentGuide"
    /// `keyboardLayoutGuide`: the spec's built-in guide of that name.
    case keyboard = "keyboardLayoutGuide"
}

/// `title.setContentHuggingPriority(.defaultHigh, for: .horizontal)` or
/// `…setContentCompressionResistancePriority(…)`: a view's content priority, set in code.
package struct ContentPriorityStatement: Hashable, Sendable {
    /// Which priority is set.
    package enum Kind: Hashable, Sendable {
        /// `setContentHuggingPriority`.
        case hugging
        /// `setContentCompressionResistancePriority`.
        case compression
    }

    /// The view, without `self.`.
    package var view: String
    /// Offset of the view's name.
    package var viewOffset: Int
    /// Hugging or compression resistance.
    package var kind: Kind
    /// `.horizontal` (true) or `.vertical`.
    package var isHorizontal: Bool
    /// The priority, 1…1000.
    package var level: Int

    /// Creates a statement.
    package init(view: String, viewOffset: Int, kind: Kind, isHorizontal: Bool, level: Int) {
        self.view = view
        self.viewOffset = viewOffset
        self.kind = kind
        self.isHorizontal = isHorizontal
        self.level = level
    }
}

/// What one `constraints:` item written as UIKit code holds: one constraint, or the constraints
/// of an `NSLayoutConstraint.activate([…])` block and the variables it names.
package struct AnchorStatements: Hashable, Sendable {
    /// The constraints, in order.
    package var statements: [AnchorStatement]
    /// The constraints kept in variables that the block names alone (`[top, …]`): each is made by
    /// its own statement.
    package var activated: [ConstraintVariableStatement]
    /// The variable an array of constraints is kept in (`let constraints = […]`), or `nil`.
    package var arrayName: String?

    /// Creates the contents of an item.
    package init(statements: [AnchorStatement], activated: [ConstraintVariableStatement] = []) {
        self.statements = statements
        self.activated = activated
    }
}

/// A statement about a constraint kept in a variable (docs/notations/anchors.md): `top.priority
/// = .defaultHigh` sets the priority of the statement that made `top`; a bare `top` (as an
/// `NSLayoutConstraint.activate` list names it) or `top.isActive = true` activates it, which it
/// already is.
package struct ConstraintVariableStatement: Hashable, Sendable {
    /// The variable's name, without `self.`.
    package var name: String
    /// Offset of the name.
    package var nameOffset: Int
    /// The priority it sets, or `nil`.
    package var priority: PrioritySyntax?

    /// Creates a statement.
    package init(name: String, nameOffset: Int, priority: PrioritySyntax?) {
        self.name = name
        self.nameOffset = nameOffset
        self.priority = priority
    }
}
