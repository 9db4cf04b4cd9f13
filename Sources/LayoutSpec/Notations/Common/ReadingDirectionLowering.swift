extension ItemGeometry {
    /// `attribute` of `rect` with Auto Layout's meaning of `leading`/`trailing`: positions along
    /// the reading direction. Under `rightToLeft` they are measured from the container's right
    /// edge leftwards (`leading = container.width − maxX`), so `a.leading == b.trailing + 8`
    /// places `a` 8 points *left* of `b`, and `|-16-[a]` keeps `a` 16 points inside the right edge.
    /// Every other attribute is `expression(_:of:direction:)` unchanged, unless
    /// `mirrorsEveryPosition`: then every horizontal position (`left`, `centerX`, ...) is measured
    /// from the right edge too, as a statement that relates one to `leading` or `trailing` must
    /// read both sides in one frame (`a.centerX == b.trailing + 8` puts `a`'s centre 8 points past
    /// `b`'s trailing edge, leftwards under `rightToLeft`).
    package func readingExpression(
        _ attribute: LayoutAttribute, of rect: Rect, direction: ReadingDirection, mirrorsEveryPosition: Bool = false
    ) -> LinearExpression {
        let value = expression(attribute, of: rect, direction: direction)
        let isMirrored =
            attribute.isDirectional || (mirrorsEveryPosition && attribute.isHorizontal && !attribute.isSize)
        guard direction == .rightToLeft, isMirrored else { return value }
        return containerWidth - value
    }
}

extension LoweringContext {
    /// The constraints for one relation `difference RELATION 0`: once with the enclosing group's
    /// guard, or — when building it touched `leading`/`trailing` — twice, guarded by `!rtl` and
    /// `rtl`. `build` returns the difference for a direction and whether it depends on it.
    package func constraints(
        _ relation: Relation, priority: Int, origin: ConstraintOrigin,
        build: (ReadingDirection) throws -> (difference: LinearExpression, dependsOnDirection: Bool)
    )
        rethrows -> [LinearConstraint]
    {
        let leftToRight = try build(.leftToRight)
        guard leftToRight.dependsOnDirection else {
            return [
                LinearConstraint(
                    leftToRight.difference, relation, priority: priority, origin: origin, condition: condition)
            ]
        }
        let rightToLeft = try build(.rightToLeft)
        return [
            LinearConstraint(
                leftToRight.difference, relation, priority: priority, origin: origin,
                condition: condition(for: .leftToRight)),
            LinearConstraint(
                rightToLeft.difference, relation, priority: priority, origin: origin,
                condition: condition(for: .rightToLeft))
        ]
    }
}
