/// Lowers FlightLayout's `align:` entries (docs/notations/flightlayout.md) to linear constraints.
///
/// With `R` the `to` item (default the view's superview) and `(w, h)` the view's own width and
/// height unknowns: `x = H(R, w) + dx` and `y = V(R, h) + dy` per the alignment table, and `size`
/// adds `width == w`, `height == h`. FlightLayout rounds the origin to whole points; here positions
/// are exact and pixel rounding happens at run time (docs/GeneratedCode.md, runtime).
package enum FlightLayoutLowering {
    /// Lowers `view: {to, horizontal, vertical, size, offset}`: the x equation, the y equation, then
    /// (when `size` is given) the width and height equations, all required.
    ///
    /// - Parameters:
    ///   - alignment: the entry as `SpecParser` read it; its view's key is the constraints' origin.
    ///   - context: the spec's items, metrics, inputs and the enclosing `when` guard.
    /// - Throws: `SpecError` at the offending key or value.
    package static func lower(_ alignment: FlightLayoutAlignment, context: LoweringContext) throws -> [LinearConstraint]
    {
        let view = alignment.view
        let viewLocation = alignment.viewLocation
        guard case .named = ItemReference(name: view),
            let viewRect = context.geometry.rect(of: .named(view), subject: nil)
        else {
            throw SpecError(
                at: viewLocation,
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: view, expected: "view", detail: " in `align`; declare it under `views` or `guides`",
                        suggestions: context.suggestions(for: view))))
        }
        let referenceName = alignment.reference?.text ?? "superview"
        guard let reference = context.geometry.rect(of: ItemReference(name: referenceName), subject: view) else {
            throw SpecError(
                at: alignment.reference?.location ?? viewLocation,
                kind: .unknownName(
                    UnknownNameDiagnostic(
                        name: referenceName, expected: "item", detail: " in `to`; declare it under `views` or `guides`",
                        suggestions: context.suggestions(for: referenceName))))
        }
        let origin = ConstraintOrigin(location: viewLocation, text: alignment.originText, notation: .flightLayout)
        func equation(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearConstraint {
            LinearConstraint(lhs, .equal, rhs, origin: origin, condition: context.condition)
        }

        let dx = try alignment.offset.map { try value(of: $0.first, context: context) } ?? LinearExpression()
        let dy = try alignment.offset.map { try value(of: $0.second, context: context) } ?? LinearExpression()
        var constraints = [
            equation(
                viewRect.minX,
                position(
                    alignment.horizontal, start: reference.minX, length: reference.width,
                    size: viewRect.width) + dx),
            equation(
                viewRect.minY,
                position(
                    alignment.vertical.alongX, start: reference.minY, length: reference.height,
                    size: viewRect.height) + dy)
        ]
        if let size = alignment.size {
            constraints.append(equation(viewRect.width, try value(of: size.first, context: context)))
            constraints.append(equation(viewRect.height, try value(of: size.second, context: context)))
        }
        return constraints
    }

    /// The view's near edge along one axis for an alignment against a reference span starting at
    /// `start` and `length` long (docs/notations/flightlayout.md's table, without offset); a vertical
    /// alignment passes its `alongX` counterpart.
    static func position(
        _ alignment: FlightLayoutHorizontalAlignment, start: LinearExpression,
        length: LinearExpression, size: LinearExpression
    ) -> LinearExpression {
        switch alignment {
        case .left: return start - size
        case .leftEdge: return start
        case .center: return start + length * 0.5 - size * 0.5
        case .rightEdge: return start + length - size
        case .right: return start + length
        }
    }

    /// A number, or a metric (constant) or input (runtime parameter) by name, optionally with a
    /// leading minus (`-spacing`).
    static func value(of written: FlightLayoutAlignment.Written, context: LoweringContext) throws -> LinearExpression {
        switch written.value {
        case .number(let number):
            try NumberRange.check(number, text: written.trimmed, at: written.location)
            return LinearExpression(number)
        case .name(let name, let isNegated):
            guard let named = context.value(named: name) else {
                throw SpecError(
                    at: written.location,
                    "`\(written.trimmed)` is not a number, metric or input; declare it under `metrics` or `inputs`")
            }
            return isNegated ? -named : named
        }
    }
}
