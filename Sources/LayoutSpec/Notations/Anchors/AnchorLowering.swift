/// Lowers a constraint written as UIKit code (docs/notations/anchors.md) as the equation it
/// stands for: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 12)` is
/// `a.leading == b.trailing + 12`, and `a.widthAnchor.constraint(equalTo: b.widthAnchor,
/// multiplier: 0.5)` is `a.width == b.width * 0.5`.
///
/// The view being laid out (`self`, `self.view`, a bare anchor, and `view` or `contentView` when
/// the spec has no view of that name) is the container; its `safeAreaLayoutGuide` is `safeArea`
/// and its `layoutMarginsGuide` is `layoutMarginsGuide` (margins measured from the safe area, as
/// UIKit insets a root view's); a view's `layoutMarginsGuide` anchors are that view's margin
/// attributes (`leadingMargin`).
enum AnchorLowering {
    /// Lowers `statement`, whose offsets refer to `source`.
    static func lower(
        _ statement: AnchorStatement, source: SourceText, in context: LoweringContext
    ) throws -> [LinearConstraint] {
        let left = try attributeReference(statement.left, source: source, in: context)
        var right: EquationExpression?
        if let anchor = statement.right {
            right = .attribute(try attributeReference(anchor, source: source, in: context), arguments: nil)
            if let multiplier = statement.multiplier {
                right = .binary(.multiply, right ?? multiplier, multiplier, operatorOffset: statement.relationOffset)
            }
        }
        let expression: EquationExpression
        switch (right, statement.constant) {
        case (let right?, let constant?):
            expression = .binary(.add, right, constant, operatorOffset: statement.relationOffset)
        case (let right?, nil): expression = right
        case (nil, let constant?): expression = constant
        case (nil, nil): expression = .number(0, offset: statement.relationOffset)
        }
        let equation = Equation(
            left: left, relation: statement.relation, relationOffset: statement.relationOffset, right: expression,
            priority: statement.priority)
        return try EquationLowering.lower(
            equation, source: source, in: context, notation: .anchor, originSpan: statement.span)
    }

    /// The names UIKit code gives the view being laid out, when the spec has no view of that name:
    /// a view controller's `view` and a cell's `contentView`.
    static let rootNames: Set<String> = ["view", "contentView"]

    /// The spec's `item.attribute` for `anchor` (SnapKit's lowering names its items the same way).
    static func attributeReference(
        _ anchor: AnchorReference, source: SourceText, in context: LoweringContext
    ) throws -> AttributeReference {
        let isRoot = anchor.item.map { rootNames.contains($0) && !context.geometry.isItem($0) } ?? true
        var item = isRoot ? ReservedNames.container : anchor.item ?? ReservedNames.container
        var attribute = anchor.attribute
        switch (anchor.guide, isRoot) {
        case (nil, _):
            break
        case (.safeArea?, true):
            item = ReservedNames.safeArea
        case (.margins?, true):
            // UIKit insets a root view's margins from its safe area (`insetsLayoutMarginsFromSafeArea`).
            item = ReservedNames.layoutMarginsGuide
        case (.readable?, true), (.keyboard?, true):
            item = anchor.guide?.rawValue ?? item
        case (.readable?, false), (.keyboard?, false):
            let guide = anchor.guide?.rawValue ?? ""
            throw source.error(
                at: anchor.itemOffset,
                "`\(item).\(guide)` is the guide of a view inside the screen, which a spec does not have: use "
                    + "`\(guide)` (the container's, `view.\(guide)`) or `\(item)`'s own edges")
        case (.safeArea?, false):
            throw source.error(
                at: anchor.itemOffset,
                "`\(item).safeAreaLayoutGuide` is the safe area of a view inside the screen, which a spec does not "
                    + "have: use `safeArea` (the container's safe area, `view.safeAreaLayoutGuide`) or `\(item)`'s own "
                    + "edges")
        case (.margins?, false):
            guard let margin = AnchorVocabulary.margin(of: attribute) else {
                let edges =
                    attribute == .width || AnchorVocabulary.Kind(attribute) == .xAxis ? "leadingMargin" : "topMargin"
                throw source.error(
                    at: anchor.attributeOffset,
                    "a view's layout margins guide has edges and centres here, not a \(attribute): relate its "
                        + "margins' edges instead (`\(item).\(edges)`)")
            }
            attribute = margin
        }
        return AttributeReference(
            item: item, itemOffset: anchor.itemOffset, attribute: .single(attribute),
            attributeOffset: anchor.attributeOffset)
    }
}
