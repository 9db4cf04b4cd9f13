/// A SnapKit `makeConstraints` closure written in `constraints:` (docs/notations/snapkit.md):
/// `title.snp.makeConstraints { make in make.leading.equalTo(avatar.snp.trailing).offset(12) }`,
/// its `make.` (or `$0.`) statements separated by `;`.
package struct SnapKitStatement: Hashable, Sendable {
    /// The view the closure constrains, as code names it (`title`, `self.title`).
    package var view: SnapKitItem
    /// The closure's statements, in order.
    package var makes: [SnapKitMake]

    /// Creates a statement.
    package init(view: SnapKitItem, makes: [SnapKitMake]) {
        self.view = view
        self.makes = makes
    }
}

/// A view or guide as code names it: `avatar`, `view.safeAreaLayoutGuide`, `self` (the view being
/// laid out, `item` nil).
package struct SnapKitItem: Hashable, Sendable {
    /// The view's name without `self.`; `nil` for the view being laid out.
    package var item: String?
    /// Offset of the name.
    package var offset: Int
    /// A guide of the item: its safe area or its layout margins.
    package var guide: AnchorGuide?

    /// Creates an item.
    package init(item: String?, offset: Int, guide: AnchorGuide?) {
        self.item = item
        self.offset = offset
        self.guide = guide
    }
}

/// An attribute name as written after `make.` or `.snp.` (`leading`, `edges`), with its offset.
package struct SnapKitAttribute: Hashable, Sendable {
    /// The name.
    package var name: String
    /// Its offset.
    package var offset: Int

    /// Creates an attribute.
    package init(_ name: String, at offset: Int) {
        self.name = name
        self.offset = offset
    }
}

/// One `make.ATTRIBUTES.RELATION(TARGET).MODIFIERS` statement.
package struct SnapKitMake: Hashable, Sendable {
    /// The attributes written after `make.` (`leading`, `edges`, …).
    package var attributes: [SnapKitAttribute]
    /// `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo` (or their `…Superview()` forms).
    package var relation: Relation
    /// Offset of the relation's name.
    package var relationOffset: Int
    /// What the attributes are related to.
    package var target: SnapKitTarget
    /// `.offset(x)`: every attribute's constant (it replaces a constant target's, as in SnapKit).
    package var offset: EquationExpression?
    /// `.inset(x)` or `.inset(UIEdgeInsets(top:left:bottom:right:))`: top, left, bottom, right.
    package var inset: [EquationExpression]?
    /// `.multipliedBy(m)`, or `.dividedBy(d)` as `1 / d`.
    package var multiplier: EquationExpression?
    /// `.priority(…)`; `nil` is required.
    package var priority: PrioritySyntax?

    /// Creates a statement.
    package init(attributes: [SnapKitAttribute], relation: Relation, relationOffset: Int, target: SnapKitTarget) {
        self.attributes = attributes
        self.relation = relation
        self.relationOffset = relationOffset
        self.target = target
    }
}

/// What a SnapKit relation's argument names.
package enum SnapKitTarget: Hashable, Sendable {
    /// `equalToSuperview()`: the view's parent, the same attribute.
    case superview
    /// A view or guide (`avatar`, `view.safeAreaLayoutGuide`): the same attribute of it; with an
    /// attribute (`avatar.snp.trailing`): that attribute.
    case item(SnapKitItem, attribute: SnapKitAttribute?)
    /// A number or metric (`equalTo(44)`): a size alone, or the superview's same attribute plus it.
    case constant(EquationExpression)
    /// `CGSize(width: w, height: h)`: the width and the height.
    case size(EquationExpression, EquationExpression)
}
