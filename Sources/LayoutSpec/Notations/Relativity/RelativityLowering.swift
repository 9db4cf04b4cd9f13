/// Lowers Relativity's notation (docs/notations/relativity.md) to linear constraints: anchor alignment
/// (`a.right --> b.left + (-10, 0)`), sizing between anchors (`b.size == a.topRight |--| c.bottomLeft`)
/// and distributions (`H: 8 <> a <> ~1~ <> b`, in `RelativityDistributionLowering.swift`).
///
/// Every constraint is required and carries the enclosing `when` guard of the context. Relativity
/// has no reading direction: its horizontal anchors and distributions are left to right always.
package enum RelativityLowering {
    /// Lowers an anchor alignment (two equations: x, then y) or a sizing statement (`size`: width
    /// then height; `width`/`height`: one equation).
    ///
    /// - Parameters:
    ///   - statement: the parsed statement.
    ///   - written: the statement as written in `constraints:`; its location is the constraints'
    ///     origin and tokens are reported at their columns inside its text.
    ///   - context: the spec's items, metrics, inputs and the enclosing `when` guard.
    /// - Throws: `SpecError` at the offending token's line and column.
    package static func lower(
        _ statement: RelativityStatement, written: ConstraintStatement, context: LoweringContext
    ) throws -> [LinearConstraint] {
        let text = written.source.text
        let base = written.source.start
        let resolver = RelativityResolver(context: context, base: base)
        let origin = ConstraintOrigin(location: written.location, text: text, notation: .relativity)
        func equation(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearConstraint {
            LinearConstraint(lhs, .equal, rhs, origin: origin, condition: context.condition)
        }

        switch statement {
        case .alignment(let moving, let target):
            guard let movingItem = moving.item, case .named = ItemReference(name: movingItem) else {
                throw SpecError(
                    at: base.advanced(by: moving.itemOffset),
                    "the moved side of `-->` / `<--` must name a view or guide (`view.anchor`)")
            }
            let movingPoint = try resolver.point(moving, superviewOf: movingItem)
            let targetPoint = try resolver.point(target, superviewOf: movingItem)
            return [equation(movingPoint.x, targetPoint.x), equation(movingPoint.y, targetPoint.y)]

        case .sizing(let sizing):
            guard case .named = ItemReference(name: sizing.subject) else {
                throw SpecError(
                    at: base.advanced(by: sizing.subjectOffset),
                    "sizing between anchors sets the size of a view or guide, not `\(sizing.subject)`")
            }
            let subject = try resolver.rect(named: sizing.subject, offset: sizing.subjectOffset, superviewOf: nil)
            // `.anchor` alone is the superview of the item measured from (as in Relativity's
            // `a |--| .right`), or of the sized item when neither side names one.
            func shorthandOwner(_ other: RelativityPoint) -> String {
                if let name = other.item, context.geometry.isItem(name) { return name }
                return sizing.subject
            }
            let from = try resolver.point(sizing.from, superviewOf: shorthandOwner(sizing.to))
            let to = try resolver.point(sizing.to, superviewOf: shorthandOwner(sizing.from))
            // Relativity's distances are absolute: each size is lowered as the signed difference
            // `Q − P` with the role `absoluteDistance`, which the solver solves piecewise on each
            // side of the difference's sign change.
            func distance(
                _ sized: LinearExpression, _ variable: Variable, _ measured: LinearExpression
            ) -> LinearConstraint {
                LinearConstraint(
                    sized, .equal, measured,
                    origin: ConstraintOrigin(
                        location: written.location, text: text, notation: .relativity,
                        role: .absoluteDistance(sized: variable)),
                    condition: context.condition)
            }
            let width = Variable(sizing.subject, .width), height = Variable(sizing.subject, .height)
            let measuredWidth = to.x - from.x
            let measuredHeight = to.y - from.y
            switch sizing.attribute {
            case .size:
                return [distance(subject.width, width, measuredWidth), distance(subject.height, height, measuredHeight)]
            case .width:
                return [distance(subject.width, width, sizing.component == .height ? measuredHeight : measuredWidth)]
            case .height:
                return [distance(subject.height, height, sizing.component == .width ? measuredWidth : measuredHeight)]
            }
        }
    }
}

/// Turns parsed names into expressions: items into rectangles, anchors into points, offsets and
/// spacers into numbers or runtime inputs; unknown names are errors at their columns.
struct RelativityResolver {
    /// The spec's items, metrics and inputs.
    var context: LoweringContext
    /// Where the text's first character is.
    var base: SourceLocation

    /// The rectangle of an item by name; `superviewOf` is the item `superview` is relative to.
    func rect(named name: String, offset: Int, superviewOf subject: String?) throws -> ItemGeometry.Rect {
        let reference = ItemReference(name: name)
        guard let rect = context.geometry.rect(of: reference, subject: subject) else {
            throw SpecError(
                at: base.advanced(by: offset),
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: name, expected: "item", detail: "; declare it under `views` or `guides`",
                        suggestions: context.suggestions(for: name))))
        }
        return rect
    }

    /// The anchor point plus its offsets; `.anchor` alone is `subject`'s superview.
    func point(
        _ point: RelativityPoint, superviewOf subject: String?
    ) throws -> (x: LinearExpression, y: LinearExpression) {
        let rect = try self.rect(named: point.item ?? "superview", offset: point.itemOffset, superviewOf: subject)
        var (x, y) = try anchorPoint(
            point.anchor, of: rect, itemName: point.item ?? "superview",
            anchorOffset: point.anchorOffset)
        for offset in point.offsets {
            if let dx = offset.dx { x = x + (try value(of: dx)) * offset.sign }
            if let dy = offset.dy { y = y + (try value(of: dy)) * offset.sign }
        }
        return (x, y)
    }

    /// An anchor's point on a rectangle (docs/notations/relativity.md, anchors; docs/notations/relativity.md, label anchors).
    func anchorPoint(
        _ anchor: RelativityAnchor, of rect: ItemGeometry.Rect, itemName: String,
        anchorOffset: Int
    ) throws -> (x: LinearExpression, y: LinearExpression) {
        let x: LinearExpression
        switch anchor.horizontal {
        case .minX: x = rect.minX
        case .midX: x = rect.minX + rect.width * 0.5
        case .maxX: x = rect.minX + rect.width
        }
        let y: LinearExpression
        switch anchor.vertical {
        case .minY: y = rect.minY
        case .midY: y = rect.minY + rect.height * 0.5
        case .maxY: y = rect.minY + rect.height
        case .capLine, .baseline:
            guard let label = rect.label else {
                throw SpecError(
                    at: base.advanced(by: anchorOffset),
                    "`\(anchor.rawValue)` is a label anchor, but `\(itemName)` is not a label "
                        + "(declare it with `label: true`); use one of \(RelativityAnchor.rectangleSpellings)")
            }
            y =
                anchor.vertical == .capLine
                ? rect.minY + LinearExpression(.capInset(label))
                : rect.minY + rect.height - LinearExpression(.descent(label))
        }
        return (x, y)
    }

    /// A number, or a metric (constant) or input (runtime parameter).
    func value(of scalar: RelativityScalar) throws -> LinearExpression {
        let magnitude: LinearExpression
        switch scalar.value {
        case .number(let number):
            magnitude = LinearExpression(number)
        case .name(let name):
            guard let named = context.value(named: name) else {
                throw SpecError(
                    at: base.advanced(by: scalar.offset),
                    kind: .unknownName(
                        UnknownNameDiagnostic(
                            name: name, expected: "metric or input", detail: "; declare it under `metrics` or `inputs`")
                    ))
            }
            magnitude = named
        }
        return scalar.isNegated ? -magnitude : magnitude
    }
}
