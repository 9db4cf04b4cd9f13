/// Lowers a VFL line (docs/SpecLanguage.md §4): each connection to one gap constraint per predicate, each
/// view predicate to a width (`H:`) or height (`V:`) constraint. `H:` gaps run leading → trailing,
/// so they are lowered once per reading direction.
enum VisualFormatLowering {
    /// Auto Layout's standard spacing between sibling views.
    static let standardSpacing = 8.0
    /// Auto Layout's standard spacing between a view and its superview's edge.
    static let standardEdgeSpacing = 20.0

    /// Lowers a parsed statement: its line, then its `alignAll…` options.
    static func lower(_ statement: VisualFormatStatement, in context: LoweringContext) throws -> [LinearConstraint] {
        let format = statement.format
        var constraints = try lower(
            format, source: statement.line, spelling: statement.spelling, in: context,
            direction: statement.options.fixedDirection)
        constraints += try alignments(statement.options, of: format, source: statement.source, in: context)
        return constraints
    }

    /// `alignAll…` options: each view of the line equals the next one's attribute.
    private static func alignments(
        _ options: VisualFormatOptions, of format: VisualFormat, source: SourceText,
        in context: LoweringContext
    ) throws -> [LinearConstraint] {
        let across: Set<LayoutAttribute> =
            format.axis == .horizontal
            ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
            : [.left, .right, .leading, .trailing, .centerX]
        var result: [LinearConstraint] = []
        for (attribute, offset) in options.alignments {
            guard across.contains(attribute) else {
                throw source.error(
                    at: offset,
                    "`alignAll\(attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst())` "
                        + "aligns along the line; \(format.axis == .horizontal ? "an `H:`" : "a `V:`") line aligns "
                        + across.map(\.rawValue).sorted().joined(separator: ", "))
            }
            for (previous, next) in zip(format.views, format.views.dropFirst()) {
                let (_, first) = try context.item(previous.name, at: previous.offset, in: source, subject: nil)
                let (_, second) = try context.item(next.name, at: next.offset, in: source, subject: nil)
                let origin = ConstraintOrigin(
                    location: source.location(at: offset),
                    piece: "alignAll \(attribute.rawValue) of [\(previous.name)] and [\(next.name)]",
                    in: source.text, notation: .visualFormat, role: .visualFormatAlignment)
                result += context.constraints(.equal, priority: LinearConstraint.required, origin: origin) {
                    direction in
                    (
                        context.geometry.expression(attribute, of: second, direction: direction)
                            - context.geometry.expression(attribute, of: first, direction: direction),
                        attribute.isDirectional
                    )
                }
            }
        }
        return result
    }

    /// Lowers a parsed line whose offsets refer to `source` (`spelling`: how it writes its pieces);
    /// `direction` fixes an `H:` line's direction (`nil`: leading → trailing, flipped under `rtl`).
    static func lower(
        _ format: VisualFormat, source: SourceText, spelling: VisualFormatSpelling, in context: LoweringContext,
        direction fixedDirection: ReadingDirection? = nil
    ) throws -> [LinearConstraint] {
        let horizontal = format.axis == .horizontal
        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let geometry = context.geometry

        var rects: [ItemGeometry.Rect] = []
        for view in format.views {
            let (reference, rect) = try context.item(view.name, at: view.offset, in: source, subject: nil)
            guard case .named = reference else {
                throw source.error(
                    at: view.offset,
                    "`[\(view.name)]`: a VFL view must be a view or a guide; write `|` for the superview")
            }
            rects.append(rect)
        }

        var result: [LinearConstraint] = []
        /// `after − before − spacing RELATION 0` for each predicate of `connection`, where `before`
        /// and `after` give the two facing edges in a reading direction.
        func gap(
            _ connection: VisualFormatConnection, before: (ReadingDirection) -> LinearExpression,
            after: (ReadingDirection) -> LinearExpression, toEdge: Bool, between: String
        ) throws {
            let predicates: [(Relation, LinearExpression, Int, Int)]
            let standard =
                toEdge
                ? context.metrics["standardEdgeSpacing"] ?? standardEdgeSpacing
                : context.metrics["standardSpacing"] ?? standardSpacing
            switch connection {
            case .flush(let offset):
                predicates = [(.equal, LinearExpression(0), LinearConstraint.required, offset)]
            case .standard(let offset):
                predicates = [(.equal, LinearExpression(standard), LinearConstraint.required, offset)]
            case .predicates(let list, _):
                predicates = try list.map { predicate in
                    (
                        predicate.relation, try spacingValue(predicate, source: source, in: context),
                        try context.priority(predicate.priority, in: source), predicate.offset
                    )
                }
            }
            let role = ConstraintRole.visualFormatGap(written: spelling.written(connection), betweenViews: !toEdge)
            let grown = spelling.grown(connection, standardSpacing: standard)
            for (relation, spacing, priority, offset) in predicates {
                let origin = ConstraintOrigin(
                    location: source.location(at: offset),
                    piece: "the gap \(between)", in: source.text,
                    notation: .visualFormat, role: role, relaxed: grown)
                result += context.constraints(relation, priority: priority, origin: origin) { direction in
                    let fixed = fixedDirection ?? direction
                    let difference = after(fixed) - before(fixed) - spacing
                    return (difference, horizontal && fixedDirection == nil)
                }
            }
        }

        if let leadingEdge = format.leadingEdge, let first = rects.first, let firstView = format.views.first,
            let superview = geometry.rect(of: .superview, subject: firstView.name)
        {
            try gap(
                leadingEdge, before: { geometry.readingExpression(start, of: superview, direction: $0) },
                after: { geometry.readingExpression(start, of: first, direction: $0) }, toEdge: true,
                between: "from | to [\(firstView.name)]")
        }
        for (index, view) in format.views.enumerated() {
            if index > 0 {
                let previous = rects[index - 1], current = rects[index]
                try gap(
                    format.connections[index - 1],
                    before: { geometry.readingExpression(end, of: previous, direction: $0) },
                    after: { geometry.readingExpression(start, of: current, direction: $0) }, toEdge: false,
                    between: "between [\(format.views[index - 1].name)] and [\(view.name)]")
            }
            let yielding = spelling.yielding(view)
            for predicate in view.predicates {
                let object = try sizeValue(predicate, size: size, source: source, in: context)
                let priority = try context.priority(predicate.priority, in: source)
                let origin = ConstraintOrigin(
                    location: source.location(at: predicate.offset),
                    piece: "the \(size) of [\(view.name)]", in: source.text,
                    notation: .visualFormat, role: .visualFormatSize, relaxed: yielding)
                result.append(
                    LinearConstraint(
                        geometry.expression(size, of: rects[index], direction: .leftToRight), predicate.relation,
                        object, priority: priority, origin: origin, condition: context.condition))
            }
        }
        if let trailingEdge = format.trailingEdge, let last = rects.last, let lastView = format.views.last,
            let superview = geometry.rect(of: .superview, subject: lastView.name)
        {
            try gap(
                trailingEdge, before: { geometry.readingExpression(end, of: last, direction: $0) },
                after: { geometry.readingExpression(end, of: superview, direction: $0) }, toEdge: true,
                between: "from [\(lastView.name)] to |")
        }
        return result
    }

    /// A connection predicate's spacing: a number, a metric or an input.
    private static func spacingValue(
        _ predicate: VisualFormatPredicate, source: SourceText,
        in context: LoweringContext
    ) throws -> LinearExpression {
        switch try resolve(
            predicate, source: source, in: context,
            unknown: {
                UnknownNameDiagnostic(
                    name: $0, expected: "metric", detail: "; metrics and inputs: \(context.knownValues)")
            })
        {
        case .value(let value):
            return value
        case .item(let reference):
            throw source.error(
                at: predicate.objectOffset,
                "`\(reference)` is an item: a spacing must be a number, a metric or an input")
        }
    }

    /// A view predicate's object: a number, a metric or input, or another item's same dimension.
    private static func sizeValue(
        _ predicate: VisualFormatPredicate, size: LayoutAttribute, source: SourceText,
        in context: LoweringContext
    ) throws -> LinearExpression {
        let unknown = { (name: String) in
            UnknownNameDiagnostic(
                name: name, expected: "view or metric",
                detail: "; known items: \(context.knownItems); metrics and inputs: \(context.knownValues)",
                suggestions: context.suggestions(for: name))
        }
        switch try resolve(predicate, source: source, in: context, unknown: unknown) {
        case .value(let value):
            return value
        case .item(let reference):
            guard case .named = reference, let rect = context.geometry.rect(of: reference, subject: nil) else {
                throw source.error(
                    at: predicate.objectOffset,
                    "`\(reference)` cannot size a VFL view: use a number, a metric or another view")
            }
            return context.geometry.expression(size, of: rect, direction: .leftToRight)
        }
    }

    /// A predicate's object as a value (a number, a metric or an input) or an item; `unknown(name)`
    /// is the error at the object when it names nothing declared.
    private static func resolve(
        _ predicate: VisualFormatPredicate, source: SourceText, in context: LoweringContext,
        unknown: (String) -> UnknownNameDiagnostic
    ) throws -> ResolvedName {
        switch predicate.object {
        case .number(let value):
            return .value(LinearExpression(value))
        case .name(let name):
            guard let resolved = context.resolve(name) else {
                throw SpecError(at: source.location(at: predicate.objectOffset), kind: .unknownName(unknown(name)))
            }
            return resolved
        }
    }
}
