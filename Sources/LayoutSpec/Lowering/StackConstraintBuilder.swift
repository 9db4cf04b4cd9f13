/// Collects one stack's constraints: each written as `lhs RELATION rhs` over reading positions
/// (`leading`/`trailing` measured along the reading direction), lowered once, or once per reading
/// direction when it depends on it. Origins point at the stack's name with a readable statement.
struct StackConstraintBuilder {
    /// Reading positions of items for one direction.
    struct Geometry {
        let geometry: ItemGeometry
        let direction: ReadingDirection

        /// `item.attribute`; `leading`/`trailing` as reading positions.
        func edge(_ item: String, _ attribute: LayoutAttribute) -> LinearExpression {
            guard let rect = geometry.rect(of: .named(item), subject: nil) else { return LinearExpression(0) }
            return geometry.readingExpression(attribute, of: rect, direction: direction)
        }

        /// The centre of `item` along `axis`, halfway between its start and end.
        func center(_ item: String, _ axis: StackLowering.AxisAttributes) -> LinearExpression {
            (edge(item, axis.start) + edge(item, axis.end)) * 0.5
        }
    }

    let stack: StackDeclaration
    let context: LoweringContext
    private(set) var constraints: [LinearConstraint] = []

    init(stack: StackDeclaration, context: LoweringContext) {
        self.stack = stack
        self.context = context
    }

    /// Adds `lhs RELATION rhs` at `priority`, described as `text` (prefixed with the stack's name).
    mutating func add(
        _ text: String, _ relation: Relation, priority: Int = LinearConstraint.required,
        _ build: (Geometry) -> (LinearExpression, LinearExpression)
    ) {
        let geometry = context.geometry
        let origin = ConstraintOrigin(
            location: stack.location, text: "stack \(stack.name): \(text)",
            notation: .stackView)
        constraints += context.constraints(relation, priority: priority, origin: origin) { direction in
            let (lhs, rhs) = build(Geometry(geometry: geometry, direction: direction))
            let (ltrLeft, ltrRight) = build(Geometry(geometry: geometry, direction: .leftToRight))
            let (rtlLeft, rtlRight) = build(Geometry(geometry: geometry, direction: .rightToLeft))
            return (lhs - rhs, ltrLeft - ltrRight != rtlLeft - rtlRight)
        }
    }

    /// A spacing's value: points, a metric (a constant) or an input (a parameter), or the system spacing.
    func value(of spacing: StackDeclaration.Spacing) throws -> LinearExpression {
        switch spacing {
        case .points(let value): return LinearExpression(value)
        case .system: return LinearExpression(StackDeclaration.Spacing.systemPoints)
        case .named(let name, let location):
            guard let value = context.value(named: name) else {
                throw SpecError(
                    at: location,
                    "stack `\(stack.name)`: spacing `\(name)` is not a number, a declared metric "
                        + "or input, or `system`")
            }
            return value
        }
    }
}
