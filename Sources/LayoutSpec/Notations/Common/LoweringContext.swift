/// What every notation's lowering reads: the items' geometry, the names of metrics and inputs,
/// and the `when` guard of the group a statement sits in.
package struct LoweringContext: Sendable {
    /// Items and their rectangles.
    package var geometry: ItemGeometry
    /// `metrics`: build-time constants by name.
    package var metrics: [String: Double]
    /// `inputs`: runtime numbers by name.
    package var inputs: Set<String>
    /// Declared `conditions` names (built-in ones are always available).
    package var conditions: Set<String>
    /// The guard of the enclosing `when` group (or its `else`), `nil` at top level.
    package var condition: ConditionExpression?

    /// Creates a context.
    package init(
        geometry: ItemGeometry, metrics: [String: Double] = [:], inputs: Set<String> = [],
        conditions: Set<String> = [], condition: ConditionExpression? = nil
    ) {
        self.geometry = geometry
        self.metrics = metrics
        self.inputs = inputs
        self.conditions = conditions
        self.condition = condition
    }

    /// A metric (as a constant) or an input (as a parameter) named `name`, else `systemSpacing`
    /// (UIKit's system spacing, a constant), or `nil`.
    package func value(named name: String) -> LinearExpression? {
        if let metric = metrics[name] { return LinearExpression(metric) }
        if inputs.contains(name) { return LinearExpression(.input(name)) }
        if name == UIKitSpellings.systemSpacing { return LinearExpression(UIKitSpellings.systemSpacingValue) }
        return nil
    }

    /// `condition` combined with the reading direction's guard, for statements that mention
    /// `leading`/`trailing` and are lowered once per direction.
    package func condition(for direction: ReadingDirection) -> ConditionExpression {
        guard let condition else { return direction.condition }
        return .and(condition, direction.condition)
    }
}
