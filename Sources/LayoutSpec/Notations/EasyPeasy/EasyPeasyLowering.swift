/// Lowers EasyPeasy attributes (`attributes:`, docs/notations/easypeasy.md) to linear constraints.
///
/// Each attribute becomes `view.ATTR RELATION reference·multiplier + constant`:
/// - sizes (`Width`, `Height`) without `.like`/`.to` are `view.width RELATION value`
///   (the multiplier needs a reference); with `.like(item[, .attr])` they relate to that
///   attribute of `item` (default the same one);
/// - positions relate to `.to(item[, .attr])`, by default the superview's same attribute; a
///   containing item (the view's superview, `superview`, `container`, `margins`, `safeArea`) gives
///   the same attribute, any other item the opposite one (`Top(10).to(header)` is
///   `top == header.bottom + 10`);
/// - the constant is an inset (negated) for `Right Bottom Trailing LastBaseline RightMargin
///   BottomMargin TrailingMargin`; the relation is kept, so `Right(>=10)` is
///   `right >= S.right − 10`;
/// - `leading`/`trailing` lower once per reading direction, guarded by `!rtl`/`rtl`; under `rtl`
///   the constant is negated and the relation flipped, as Auto Layout mirrors directional
///   constraints (`Leading(>=10)` keeps at least 10 from the leading edge in both directions);
/// - `Edges(...).to(item)` is rebuilt as same-named edges with the insets dropped, as EasyPeasy
///   does (see `EasyPeasyEdgesTo`);
/// - earlier attributes replaced by later ones are dropped or guarded (see `EasyPeasyReplacement`).
package enum EasyPeasyLowering {
    /// Attributes whose constant is an inset from the reference (negated).
    static let insetAttributes: Set<LayoutAttribute> = [
        .right, .bottom, .trailing, .lastBaseline, .rightMargin, .bottomMargin, .trailingMargin
    ]

    /// Lowers every view's attributes: each string's attributes, as the Spec stage parsed them.
    /// Throws every error found (syntax, unknown attributes, items, names, conditions, priorities).
    package static func lower(
        attributes: [EasyPeasyViewAttributes], context: LoweringContext
    ) throws
        -> [LinearConstraint]
    {
        var warnings: [Diagnostic] = []
        return try lower(attributes: attributes, context: context, warnings: &warnings)
    }

    /// Lowers every view's attributes, appending warnings (such as `Edges(8).to(card)`'s dropped
    /// insets) to `warnings`. Throws every error found.
    package static func lower(
        attributes: [EasyPeasyViewAttributes], context: LoweringContext,
        warnings: inout [Diagnostic]
    ) throws -> [LinearConstraint] {
        var collector = DiagnosticCollector()
        var constraints: [LinearConstraint] = []
        for viewAttributes in attributes {
            if let lowered = collector.attempt({ try lower(viewAttributes, context: context, warnings: &warnings) }) {
                constraints += lowered
            }
        }
        try collector.throwIfErrors()
        return constraints
    }

    /// One flattened attribute, ready to lower.
    private struct FlatAttribute {
        var attribute: LayoutAttribute
        var constant: EasyPeasyConstant
        var reference: EasyPeasyReference?
        var priority: Int
        var condition: ConditionExpression?
        var origin: ConstraintOrigin
        /// Where the item of `reference` is written.
        var referenceLocation: SourceLocation?
        /// Where the constant is written.
        var constantLocation: SourceLocation
    }

    private static func lower(
        _ attributes: EasyPeasyViewAttributes, context: LoweringContext,
        warnings: inout [Diagnostic]
    ) throws -> [LinearConstraint] {
        let view = attributes.view
        guard context.geometry.isItem(view) else {
            throw SpecError(
                at: attributes.statements.first?.location,
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: view, expected: "view", detail: " in `attributes`; declare it under `views`",
                        suggestions: context.suggestions(for: view))))
        }
        var collector = DiagnosticCollector()
        var flattened: [FlatAttribute] = []
        for written in attributes.statements {
            let base = written.source.start
            guard let syntax = collector.attempt({ try written.tree() }) else {
                continue
            }
            for attribute in syntax {
                if let error = EasyPeasyEdgesTo.namedAttributeError(attribute, base: base) {
                    collector.add(error)
                    continue
                }
                if let warning = EasyPeasyEdgesTo.droppedInsetsWarning(attribute, base: base) {
                    warnings.append(warning)
                }
                for rebuilt in EasyPeasyEdgesTo.rebuilt(attribute) {
                    if let flat = collector.attempt({ try flatten(rebuilt, base: base, context: context) }) {
                        flattened += flat
                    }
                }
            }
        }
        try collector.throwIfErrors()

        let surviving = EasyPeasyReplacement.survivingConditions(
            flattened.map {
                EasyPeasyReplacement.Entry(
                    attribute: $0.attribute, relation: $0.constant.relation, priority: $0.priority,
                    condition: $0.condition)
            })
        var constraints: [LinearConstraint] = []
        for (flat, condition) in zip(flattened, surviving) {
            guard case .some(let activeCondition) = condition else { continue }
            var attribute = flat
            attribute.condition = activeCondition
            if let lowered = collector.attempt({ try constraintsFor(attribute, view: view, context: context) }) {
                constraints += lowered
            }
        }
        try collector.throwIfErrors()
        return constraints
    }

    /// Expands compounds and checks the constants, modifiers and condition names of one attribute.
    private static func flatten(
        _ syntax: EasyPeasyAttributeSyntax, base: SourceLocation,
        context: LoweringContext
    ) throws -> [FlatAttribute] {
        let location = base.advanced(by: syntax.nameOffset)
        let components: [LayoutAttribute]
        switch syntax.target {
        case .single(let attribute): components = [attribute]
        case .compound(let compound): components = compound.components
        }
        let constants: [EasyPeasyConstant]
        switch syntax.constants.count {
        case 0: constants = components.map { _ in .zero(at: syntax.nameOffset) }
        case 1: constants = components.map { _ in syntax.constants[0] }
        case components.count: constants = syntax.constants
        default:
            let counts = components.count == 1 ? "0 or 1" : "0, 1 or \(components.count)"
            throw SpecError(at: location, "`\(syntax.name)` takes \(counts) constants, found \(syntax.constants.count)")
        }
        if let reference = syntax.reference {
            let isSize = components.allSatisfy(\.isSize)
            if reference.isLike, !isSize {
                throw SpecError(
                    at: location, "`.like` applies to `Width`, `Height` and `Size`; use `.to` for `\(syntax.name)`")
            }
        }
        let condition = try syntax.condition.map {
            try EasyPeasyConditionNames.resolve($0, declared: context.conditions, location: base)
        }
        let origin = ConstraintOrigin(location: location, text: syntax.text, notation: .easyPeasy)
        return zip(components, constants).map { attribute, constant in
            FlatAttribute(
                attribute: attribute, constant: constant, reference: syntax.reference,
                priority: syntax.priority ?? LinearConstraint.required, condition: condition, origin: origin,
                referenceLocation: syntax.reference.map { base.advanced(by: $0.itemOffset) },
                constantLocation: base.advanced(by: constant.offset))
        }
    }

    /// The constraint(s) of one surviving attribute: one, or one per reading direction.
    private static func constraintsFor(
        _ flat: FlatAttribute, view: String, context: LoweringContext
    ) throws -> [LinearConstraint] {
        let geometry = context.geometry
        guard let viewRect = geometry.rect(of: .named(view), subject: nil) else { return [] }
        let attribute = flat.attribute

        // The reference item and attribute (nil item: a size with a plain constant).
        var referenceRect: ItemGeometry.Rect?
        var referenceAttribute: LayoutAttribute?
        if let reference = flat.reference {
            let item = ItemReference(name: reference.item)
            guard let rect = geometry.rect(of: item, subject: view) else {
                throw SpecError(
                    at: flat.referenceLocation,
                    kind: .unknownName(
                        UnknownNameDiagnostic(
                            name: reference.item, expected: "item",
                            detail: "; expected a view, a guide, `superview`, `container`, `margins` or `safeArea`")))
            }
            referenceRect = rect
            referenceAttribute =
                reference.attribute
                ?? (attribute.isSize || isContaining(item, of: view, geometry: geometry)
                    ? attribute : opposite(of: attribute))
        } else if !attribute.isSize, let superview = geometry.rect(of: .superview, subject: view) {
            referenceRect = superview
            referenceAttribute = attribute
        }

        let value: LinearExpression
        switch flat.constant.value {
        case .number(let number): value = LinearExpression(number)
        case .named(let name, let negated):
            guard let named = context.value(named: name) else {
                throw SpecError(
                    at: flat.constantLocation,
                    kind: .unknownName(UnknownNameDiagnostic(name: name, expected: "metric or input")))
            }
            value = negated ? -named : named
        }
        let offset = insetAttributes.contains(attribute) ? -value : value

        let absolute: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
        if let referenceAttribute,
            (attribute.isDirectional && absolute.contains(referenceAttribute))
                || (absolute.contains(attribute) && referenceAttribute.isDirectional)
        {
            throw SpecError(
                at: flat.origin.location,
                "`\(attribute)` cannot be related to `\(referenceAttribute)`: Auto Layout does not mix leading/trailing with left/right"
            )
        }
        let directional = attribute.isDirectional || (referenceAttribute?.isDirectional ?? false)
        var guarded = context
        guarded.condition = [context.condition, flat.condition].compactMap { $0 }.reduce(nil) { partial, next in
            partial.map { .and($0, next) } ?? next
        }
        let directions: [ReadingDirection] = directional ? [.leftToRight, .rightToLeft] : [.leftToRight]
        return directions.map { direction in
            let lhs = geometry.expression(attribute, of: viewRect, direction: direction)
            let mirrored = direction == .rightToLeft && directional
            var rhs = mirrored ? -offset : offset
            if let referenceRect, let referenceAttribute {
                rhs =
                    geometry.expression(referenceAttribute, of: referenceRect, direction: direction)
                    * flat.constant.multiplier + rhs
            }
            let relation = mirrored ? flat.constant.relation.flipped : flat.constant.relation
            return LinearConstraint(
                lhs, relation, rhs, priority: flat.priority, origin: flat.origin,
                condition: directional ? guarded.condition(for: direction) : guarded.condition)
        }
    }

    /// Whether `item` contains the view (EasyPeasy's "the reference is the superview" case).
    private static func isContaining(_ item: ItemReference, of view: String, geometry: ItemGeometry) -> Bool {
        switch item {
        case .superview, .margins, .safeArea, .layoutMarginsGuide: return true
        case .container: return geometry.views[view]?.parent == nil
        case .named(let name): return geometry.views[view]?.parent == name
        }
    }

    /// EasyPeasy's opposite attribute for a sibling reference.
    static func opposite(of attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        case .leftMargin: return .rightMargin
        case .rightMargin: return .leftMargin
        case .topMargin: return .bottomMargin
        case .bottomMargin: return .topMargin
        case .leadingMargin: return .trailingMargin
        case .trailingMargin: return .leadingMargin
        default: return attribute
        }
    }
}
