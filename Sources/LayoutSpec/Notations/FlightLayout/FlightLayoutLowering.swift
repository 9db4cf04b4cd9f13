import Foundation

/// Lowers FlightLayout's `align:` entries (docs/notations/flightlayout.md) to linear constraints.
///
/// With `R` the `to` item (default the view's superview) and `(w, h)` the view's own width and
/// height unknowns: `x = H(R, w) + dx` and `y = V(R, h) + dy` per the alignment table, and `size`
/// adds `width == w`, `height == h`. FlightLayout rounds the origin to whole points; here positions
/// are exact and pixel rounding happens at run time (docs/GeneratedCode.md, runtime).
public enum FlightLayoutLowering {
    /// Lowers `view: {to, horizontal, vertical, size, offset}`: the x equation, the y equation, then
    /// (when `size` is given) the width and height equations, all required.
    ///
    /// - Parameters:
    ///   - alignment: the entry as `SpecParser` read it; its view's key is the constraints' origin.
    ///   - context: the spec's items, metrics, inputs and the enclosing `when` guard.
    /// - Throws: `SpecError` at the offending key or value.
    public static func lower(_ alignment: FlightLayoutAlignment, context: LoweringContext) throws -> [LinearConstraint] {
        let view = alignment.view
        let viewLocation = alignment.viewLocation
        guard case .named = ItemReference(name: view),
              let viewRect = context.geometry.rect(of: .named(view), subject: nil) else {
            throw SpecError(at: viewLocation, "unknown view `\(view)` in `align`; declare it under `views` or `guides`")
        }
        let referenceName = alignment.reference?.text ?? "superview"
        guard let reference = context.geometry.rect(of: ItemReference(name: referenceName), subject: view) else {
            throw SpecError(at: alignment.reference?.location ?? viewLocation,
                            "unknown item `\(referenceName)` in `to`; declare it under `views` or `guides`")
        }
        let origin = ConstraintOrigin(location: viewLocation, text: alignment.originText)
        func equation(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearConstraint {
            LinearConstraint(lhs, .equal, rhs, origin: origin, condition: context.condition)
        }

        let dx = try alignment.offset.map { try value(of: $0.first, context: context) } ?? LinearExpression()
        let dy = try alignment.offset.map { try value(of: $0.second, context: context) } ?? LinearExpression()
        var constraints = [
            equation(viewRect.minX, horizontalPosition(alignment.horizontal, reference: reference,
                                                       width: viewRect.width) + dx),
            equation(viewRect.minY, verticalPosition(alignment.vertical, reference: reference,
                                                     height: viewRect.height) + dy),
        ]
        if let size = alignment.size {
            constraints.append(equation(viewRect.width, try value(of: size.first, context: context)))
            constraints.append(equation(viewRect.height, try value(of: size.second, context: context)))
        }
        return constraints
    }

    /// The view's `x` for an alignment against `reference` (docs/notations/flightlayout.md's table, without offset).
    static func horizontalPosition(_ alignment: FlightLayoutHorizontalAlignment, reference: ItemGeometry.Rect,
                                   width: LinearExpression) -> LinearExpression {
        switch alignment {
        case .left: return reference.minX - width
        case .leftEdge: return reference.minX
        case .center: return reference.minX + reference.width * 0.5 - width * 0.5
        case .rightEdge: return reference.minX + reference.width - width
        case .right: return reference.minX + reference.width
        }
    }

    /// The view's `y` for an alignment against `reference` (docs/notations/flightlayout.md's table, without offset).
    static func verticalPosition(_ alignment: FlightLayoutVerticalAlignment, reference: ItemGeometry.Rect,
                                 height: LinearExpression) -> LinearExpression {
        switch alignment {
        case .above: return reference.minY - height
        case .top: return reference.minY
        case .center: return reference.minY + reference.height * 0.5 - height * 0.5
        case .base: return reference.minY + reference.height - height
        case .below: return reference.minY + reference.height
        }
    }

    /// A number, or a metric (constant) or input (runtime parameter) by name, optionally with a
    /// leading minus (`-spacing`).
    static func value(of written: FlightLayoutAlignment.Written, context: LoweringContext) throws -> LinearExpression {
        let text = written.text.trimmingCharacters(in: .whitespaces)
        if let number = Double(text) {
            try NumberRange.check(number, text: text, at: written.location)
            return LinearExpression(number)
        }
        let isNegated = text.hasPrefix("-")
        let name = isNegated ? String(text.dropFirst()) : text
        guard let named = context.value(named: name) else {
            throw SpecError(at: written.location,
                            "`\(text)` is not a number, metric or input; declare it under `metrics` or `inputs`")
        }
        return isNegated ? -named : named
    }
}
