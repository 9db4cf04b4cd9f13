/// Lowers an equation statement (docs/SpecLanguage.md §3) to one `LinearConstraint` per component of its
/// left-hand attribute (two, guarded by `!rtl` and `rtl`, for components that touch
/// `leading`/`trailing`).
enum EquationLowering {
    /// Lowers a parsed equation whose offsets refer to `source`, written in `notation` (an
    /// equation, or UIKit code read as one); `originSpan` is the statement's part of `source` when
    /// the source holds several (an `NSLayoutConstraint.activate` block).
    static func lower(
        _ equation: Equation, source: SourceText, in context: LoweringContext, notation: ConstraintNotation = .equation,
        originSpan: Range<Int>? = nil
    ) throws -> [LinearConstraint] {
        let left = equation.left
        let (leftReference, leftRect) = try context.item(left.item, at: left.itemOffset, in: source, subject: nil)
        var subject: String?
        if case .named(let name) = leftReference { subject = name }
        let priority = try context.priority(equation.priority, in: source)
        // Without a priority of its own, the statement yields at 750 (`a.width == 100 @750`).
        let (location, text) = originText(of: source, span: originSpan)
        let origin = ConstraintOrigin(
            location: location, text: text, notation: notation, relaxed: equation.priority == nil ? text + " @750" : nil
        )
        let components = left.attribute.components
        var result: [LinearConstraint] = []
        for (index, attribute) in components.enumerated() {
            try context.checkBaseline(attribute, of: left.item, rect: leftRect, at: left.attributeOffset, in: source)
            result += try context.constraints(equation.relation, priority: priority, origin: origin) { direction in
                var evaluator = ExpressionEvaluator(
                    context: context, source: source, subject: subject, left: left, componentCount: components.count,
                    componentIndex: index, attribute: attribute, direction: direction)
                let right = try evaluator.evaluate(equation.right)
                // Under `rightToLeft` (built only for a statement that reads `leading` or
                // `trailing`), both sides are read from the right edge, positions of either kind.
                let leftValue = context.geometry.readingExpression(
                    attribute, of: leftRect, direction: direction, mirrorsEveryPosition: true)
                return (leftValue - right, attribute.isDirectional || evaluator.dependsOnDirection)
            }
        }
        return result
    }

    /// Where the statement is and its text: `span` of `source` without its surrounding white
    /// space, or the whole source.
    private static func originText(of source: SourceText, span: Range<Int>?) -> (SourceLocation, String) {
        guard let span else { return (source.start, source.text) }
        let scalars = Array(source.text.unicodeScalars)
        var range = max(0, span.lowerBound)..<min(scalars.count, span.upperBound)
        while let last = range.last, range.lowerBound < last, scalars[last].properties.isWhitespace {
            range = range.lowerBound..<last
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[range])
        return (source.location(at: range.lowerBound), String(text))
    }
}

/// Evaluates an equation's right-hand side for one component of the left-hand attribute, in one
/// reading direction, checking that the result stays linear.
struct ExpressionEvaluator {
    /// Names, items and geometry.
    let context: LoweringContext
    /// The statement (for error columns).
    let source: SourceText
    /// The left-hand item (for `superview`), `nil` when it is a special item.
    let subject: String?
    /// The left-hand attribute reference (for messages).
    let left: AttributeReference
    /// How many components the value being evaluated has (1, or a compound's count).
    var componentCount: Int
    /// Which component is being evaluated.
    var componentIndex: Int
    /// The left-hand attribute of this component (what a bare item on the right means).
    let attribute: LayoutAttribute
    /// The reading direction.
    let direction: ReadingDirection
    /// Whether a `leading`/`trailing` attribute was read.
    private(set) var dependsOnDirection = false

    init(
        context: LoweringContext, source: SourceText, subject: String?, left: AttributeReference, componentCount: Int,
        componentIndex: Int, attribute: LayoutAttribute, direction: ReadingDirection
    ) {
        self.context = context
        self.source = source
        self.subject = subject
        self.left = left
        self.componentCount = componentCount
        self.componentIndex = componentIndex
        self.attribute = attribute
        self.direction = direction
    }

    private var leftText: String { "\(left.item).\(left.attribute)" }

    /// The value of `expression` for this component.
    mutating func evaluate(_ expression: EquationExpression) throws -> LinearExpression {
        switch expression {
        case .number(let value, _):
            return LinearExpression(value)
        case .name(let name, let offset):
            switch context.resolve(name) {
            case .value(let value):
                return value
            case .item(let reference):
                guard let rect = context.geometry.rect(of: reference, subject: subject) else {
                    throw SpecError(
                        at: source.location(at: offset),
                        kind: .unknownName(
                            context.unknownName(name, expected: "item", detail: "; known items: \(context.knownItems)"))
                    )
                }
                return value(attribute, of: rect)
            case nil:
                throw SpecError(
                    at: source.location(at: offset),
                    kind: .unknownName(
                        context.unknownName(
                            name, expected: "name",
                            detail: ": not a view, guide, metric or input; "
                                + "known items: \(context.knownItems); metrics and inputs: \(context.knownValues)")))
            }
        case .attribute(let reference, let arguments):
            return try evaluateAttribute(reference, arguments: arguments)
        case .tuple(let items, let offset):
            guard items.count == componentCount else {
                if componentCount == 1 {
                    throw source.error(
                        at: offset,
                        "a tuple `(…)` needs a compound attribute on the left, like `\(left.item).size == (48, 48)`")
                }
                throw source.error(
                    at: offset, "the tuple has \(items.count) values but `\(leftText)` has \(componentCount) components"
                )
            }
            var inner = self
            inner.componentCount = 1
            inner.componentIndex = 0
            let result = try inner.evaluate(items[componentIndex])
            dependsOnDirection = dependsOnDirection || inner.dependsOnDirection
            return result
        case .negate(let operand, _):
            return -(try evaluate(operand))
        case .binary(let op, let lhs, let rhs, let offset):
            let a = try evaluate(lhs)
            let b = try evaluate(rhs)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply:
                if a.isConstant { return b * a.constant }
                if b.isConstant { return a * b.constant }
                throw source.error(at: offset, nonlinearMessage(a, b, "multiply"))
            case .divide:
                guard b.isConstant else { throw source.error(at: offset, nonlinearMessage(a, b, "divide")) }
                guard b.constant != 0 else { throw source.error(at: offset, "division by zero") }
                return a / b.constant
            }
        }
    }

    private func nonlinearMessage(_ a: LinearExpression, _ b: LinearExpression, _ verb: String) -> String {
        if !a.variables.isEmpty && !b.variables.isEmpty || verb == "divide" && !b.variables.isEmpty {
            return verb == "multiply"
                ? "a product of two unknowns is not linear: multiply by a number or a metric"
                : "dividing by an unknown is not linear: divide by a number or a metric"
        }
        return
            "a runtime input can only be added or subtracted: \(verb) by a number or a metric (a build-time constant)"
    }

    private mutating func evaluateAttribute(
        _ reference: AttributeReference, arguments: [EquationExpression]?
    ) throws -> LinearExpression {
        let (_, rect) = try context.item(reference.item, at: reference.itemOffset, in: source, subject: subject)
        let written = "\(reference.item).\(reference.attribute)"
        switch reference.attribute {
        case .single(let single):
            guard componentCount == 1 else {
                throw source.error(
                    at: reference.attributeOffset,
                    "`\(written)` is one attribute but `\(leftText)` has \(componentCount) components: "
                        + "write `\(reference.item).\(left.attribute)`, `\(reference.item)` or a tuple (…)")
            }
            try context.checkBaseline(single, of: reference.item, rect: rect, at: reference.attributeOffset, in: source)
            return value(single, of: rect)
        case .compound(let compound):
            let components = compound.components
            guard components.count == componentCount else {
                if componentCount == 1 {
                    throw source.error(
                        at: reference.attributeOffset,
                        "`\(written)` stands for \(components.count) attributes but `\(leftText)` is one: name one attribute, like `\(reference.item).\(attribute)`"
                    )
                }
                throw source.error(
                    at: reference.attributeOffset,
                    "`\(written)` has \(components.count) components but `\(leftText)` has \(componentCount)")
            }
            var result = value(components[componentIndex], of: rect)
            guard let arguments else { return result }
            guard arguments.count == componentCount || arguments.count == 1 else {
                throw source.error(
                    at: reference.attributeOffset,
                    "`\(written)(…)` takes \(componentCount) values (\(components.map(\.rawValue).joined(separator: ", "))) or one for all, found \(arguments.count)"
                )
            }
            let offset = try evaluate(arguments.count == 1 ? arguments[0] : arguments[componentIndex])
            let isInset = (compound == .edges || compound == .margins) && componentIndex >= 2
            result = isInset ? result - offset : result + offset
            return result
        }
    }

    private mutating func value(_ attribute: LayoutAttribute, of rect: ItemGeometry.Rect) -> LinearExpression {
        if rect.dependsOnReadingDirection(attribute) { dependsOnDirection = true }
        return context.geometry.readingExpression(attribute, of: rect, direction: direction, mirrorsEveryPosition: true)
    }
}
