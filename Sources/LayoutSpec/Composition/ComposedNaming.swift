/// How the items, inputs and conditions of a spec composed into a view are named in the spec that
/// composes it (docs/SpecLanguage.md, "Composition"): the view's name followed by the name with
/// its first letter capitalised (`title` of view `info` is `infoTitle`), so that every name stays a
/// Swift identifier of the generated `Input` and `Frames`. Built-in conditions (`rtl`, the size
/// classes) are the composing spec's own and keep their names.
struct ComposedNaming {
    /// The view the spec lays out.
    var view: String
    /// The composed spec's declared names that are renamed: its views (stacks included), guides,
    /// inputs (but those given values) and conditions, and its hidden flags.
    var renamed: Set<String>
    /// The composed spec's inputs given values by the view's `inputs:`: numbers, or this spec's
    /// inputs.
    var bound: [String: LinearExpression]

    /// The naming for `specification` composed into `view`, with its inputs `bound`.
    init(view: String, composing specification: LayoutSpecification, bound: [String: LinearExpression] = [:]) {
        self.view = view
        self.bound = bound
        let views = specification.views.map(\.name)
        renamed = Set(
            views + specification.guides.map(\.name) + specification.inputs.map(\.name).filter { bound[$0] == nil }
                + specification.conditions.map(\.name)
                + specification.stacks.flatMap { $0.hideable.map { BuiltInConditions.hiddenFlag(of: $0.name) } })
    }

    /// `name` in the composing spec.
    func name(_ name: String) -> String {
        renamed.contains(name) ? Self.name(name, in: view) : name
    }

    /// The name a composed spec's item, input or condition `name` has in the spec composing it into
    /// `view`: `info` + `Title` = `infoTitle`.
    static func name(_ name: String, in view: String) -> String {
        guard let first = name.first else { return view }
        return view + first.uppercased() + name.dropFirst()
    }

    /// A condition with its declared names renamed; built-in names are kept.
    func condition(_ condition: ConditionExpression) -> ConditionExpression {
        switch condition {
        case .name(let text): return .name(name(text))
        case .not(let operand): return .not(self.condition(operand))
        case .and(let lhs, let rhs): return .and(self.condition(lhs), self.condition(rhs))
        case .or(let lhs, let rhs): return .or(self.condition(lhs), self.condition(rhs))
        }
    }

    /// Where a composed spec's expression refers to something the composing spec cannot give it.
    struct Unavailable: Error {
        /// What it refers to, in the user's words.
        var what: String
    }

    /// An expression of the composed spec in the composing spec's unknowns: positions are taken
    /// relative to the view (the composed spec's container), the container's size is the view's,
    /// measured sizes, font metrics and inputs are renamed. The safe area is the view's bounds:
    /// UIKit insets a subview's safe area only where the window's safe area overlaps it, which a
    /// view inside a layout (a cell's, a card's) does not.
    ///
    /// - Throws: `Unavailable` for runtime container margins, which the view does not have (its
    ///   margins are the composed spec's numbers).
    func expression(_ expression: LinearExpression) throws(Unavailable) -> LinearExpression {
        var result = LinearExpression(expression.constant)
        for (variable, coefficient) in expression.variableTerms {
            result = result + self.variable(variable) * coefficient
        }
        for (parameter, coefficient) in expression.parameterTerms {
            result = result + (try self.parameter(parameter)) * coefficient
        }
        return result
    }

    /// An unknown: `minX` and `minY` are in the composed spec's container space, which starts at
    /// the view's top-left corner; a fitting container's size is the view's size.
    private func variable(_ variable: Variable) -> LinearExpression {
        if variable.item == ReservedNames.container { return LinearExpression(Variable(view, variable.attribute)) }
        let renamedVariable = LinearExpression(Variable(name(variable.item), variable.attribute))
        switch variable.attribute {
        case .minX, .minY: return renamedVariable - LinearExpression(Variable(view, variable.attribute))
        case .width, .height: return renamedVariable
        }
    }

    private func parameter(_ parameter: Parameter) throws(Unavailable) -> LinearExpression {
        switch parameter {
        case .containerWidth: return LinearExpression(Variable(view, .width))
        case .containerHeight: return LinearExpression(Variable(view, .height))
        case .input(let input): return bound[input] ?? LinearExpression(.input(name(input)))
        case .intrinsicWidth(let item): return LinearExpression(.intrinsicWidth(name(item)))
        case .intrinsicHeight(let item): return LinearExpression(.intrinsicHeight(name(item)))
        case .measuredHeight(let item): return LinearExpression(.measuredHeight(name(item)))
        case .capInset(let item): return LinearExpression(.capInset(name(item)))
        case .ascent(let item): return LinearExpression(.ascent(name(item)))
        case .descent(let item): return LinearExpression(.descent(name(item)))
        case .contentWidth(let item): return LinearExpression(.contentWidth(name(item)))
        case .contentHeight(let item): return LinearExpression(.contentHeight(name(item)))
        case .centeringSlack(let item): return LinearExpression(.centeringSlack(name(item)))
        case .containerMargin(let edge):
            throw Unavailable(what: "the container's runtime margins (`margins.\(edge.name)`)")
        case .safeAreaInset: return LinearExpression(0)
        }
    }

    /// A lowered constraint of the composed spec, in the composing spec's names; its origin still
    /// points into the composed spec's file.
    func constraint(_ constraint: LinearConstraint) throws(Unavailable) -> LinearConstraint {
        var result = constraint
        result.expression = try expression(constraint.expression)
        result.condition = constraint.condition.map(condition)
        return result
    }

    /// A Relativity pixel walk of the composed spec, in the composing spec's names. Its start and
    /// middle line are positions, which the walk gives its views in the container's space: they
    /// are moved by the view's origin.
    func pixelChain(_ chain: RelativityPixelChain) throws(Unavailable) -> RelativityPixelChain {
        var result = chain
        let (along, across): (FrameAttribute, FrameAttribute) = chain.isHorizontal ? (.minX, .minY) : (.minY, .minX)
        result.spanStart = try expression(chain.spanStart) + LinearExpression(Variable(view, along))
        result.remainder = try expression(chain.remainder)
        result.spanMiddleAcross = try expression(chain.spanMiddleAcross) + LinearExpression(Variable(view, across))
        result.steps = try chain.steps.map { step throws(Unavailable) in
            switch step {
            case .fixed(let length): return .fixed(try expression(length))
            case .flexible(let weight): return .flexible(weight)
            case .view(let item): return .view(name(item))
            }
        }
        result.condition = chain.condition.map(condition)
        return result
    }
}
