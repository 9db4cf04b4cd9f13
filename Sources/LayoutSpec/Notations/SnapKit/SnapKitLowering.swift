/// Lowers a SnapKit closure (docs/notations/snapkit.md): each `make.` statement, for each attribute
/// it names (a compound such as `edges` for each of its attributes), as the equation it stands for.
/// `make.leading.equalTo(avatar.snp.trailing).offset(12)` is `title.leading == avatar.trailing + 12`;
/// `make.edges.equalToSuperview().inset(16)` is the four edges 16 inside the superview's.
enum SnapKitLowering {
    /// Lowers `statement`, whose offsets refer to `source`.
    static func lower(
        _ statement: SnapKitStatement, source: SourceText, in context: LoweringContext
    ) throws -> [LinearConstraint] {
        var result: [LinearConstraint] = []
        for make in statement.makes {
            let components = make.attributes.flatMap { attribute in
                (SnapKitVocabulary.attributes[attribute.name] ?? []).map { (attribute: $0, offset: attribute.offset) }
            }
            for (index, component) in components.enumerated() {
                let left = try AnchorLowering.attributeReference(
                    AnchorReference(
                        item: statement.view.item, itemOffset: statement.view.offset, guide: statement.view.guide,
                        attribute: component.attribute, attributeOffset: component.offset),
                    source: source, in: context)
                let right = try rightSide(
                    make, attribute: component.attribute, index: index, count: components.count, source: source,
                    in: context)
                let equation = Equation(
                    left: left, relation: make.relation, relationOffset: make.relationOffset, right: right,
                    priority: make.priority)
                result += try EquationLowering.lower(equation, source: source, in: context, notation: .snapKit)
            }
        }
        return result
    }

    /// The right-hand side for `attribute`, the `index`th of the statement's `count` attributes.
    private static func rightSide(
        _ make: SnapKitMake, attribute: LayoutAttribute, index: Int, count: Int, source: SourceText,
        in context: LoweringContext
    ) throws -> EquationExpression {
        let at = make.relationOffset
        var term: EquationExpression?
        var constant: EquationExpression?
        switch make.target {
        case .superview:
            term = attributeTerm(ReservedNames.superview, attribute, offset: at)
        case .item(let item, let named):
            if named == nil, item.guide == nil, let name = item.item, !context.geometry.isItem(name),
                !AnchorLowering.rootNames.contains(name)
            {
                // A metric or an input (`equalTo(pad)`): a constant.
                constant = .name(name, offset: item.offset)
                term = attribute.isSize ? nil : attributeTerm(ReservedNames.superview, attribute, offset: at)
            } else {
                let target = try targetAttribute(named, for: attribute, index: index, count: count, source: source)
                let reference = try AnchorLowering.attributeReference(
                    AnchorReference(
                        item: item.item, itemOffset: item.offset, guide: item.guide, attribute: target,
                        attributeOffset: named?.offset ?? item.offset),
                    source: source, in: context)
                term = .attribute(reference, arguments: nil)
            }
        case .constant(let value):
            constant = value
            term = attribute.isSize ? nil : attributeTerm(ReservedNames.superview, attribute, offset: at)
        case .size(let width, let height):
            guard attribute.isSize else {
                throw source.error(at: at, "a `CGSize` gives a width and a height, not a \(attribute)")
            }
            constant = attribute == .width ? width : height
        }
        if let multiplier = make.multiplier, let base = term {
            term = .binary(.multiply, base, multiplier, operatorOffset: at)
        }
        // SnapKit's `offset` and `inset` set the constant, replacing a constant target's.
        if let offset = make.offset { constant = offset }
        if let insets = make.inset { constant = SnapKitVocabulary.inset(attribute, insets, at: at) }
        switch (term, constant) {
        case (let term?, let constant?): return .binary(.add, term, constant, operatorOffset: at)
        case (let term?, nil): return term
        case (nil, let constant?): return constant
        case (nil, nil): return .number(0, offset: at)
        }
    }

    /// The target's attribute for the `index`th attribute: the same one when the target names
    /// none; the named one (a compound's `index`th when it names as many).
    private static func targetAttribute(
        _ named: SnapKitAttribute?, for attribute: LayoutAttribute, index: Int, count: Int, source: SourceText
    ) throws -> LayoutAttribute {
        guard let named else { return attribute }
        let components = SnapKitVocabulary.attributes[named.name] ?? []
        if components.count == count { return components[index] }
        if components.count == 1, count == 1, let only = components.first { return only }
        throw source.error(
            at: named.offset,
            "`\(named.name)` stands for \(components.count) attribute\(components.count == 1 ? "" : "s") and the "
                + "statement constrains \(count): relate one attribute to one (`make.leading.equalTo(b.snp.trailing)`) "
                + "or a compound to the same compound")
    }

    /// `item.attribute` as a right-hand term.
    private static func attributeTerm(_ item: String, _ attribute: LayoutAttribute, offset: Int) -> EquationExpression {
        .attribute(
            AttributeReference(item: item, itemOffset: offset, attribute: .single(attribute), attributeOffset: offset),
            arguments: nil)
    }
}
