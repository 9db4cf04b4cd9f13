/// Separates groups of constraints that are linked only through unknowns the inputs fix.
///
/// A required, unconditional equality with one unknown left (`footer.height == spacing + 20`, or
/// `footer.width == footer.height + 20` once `footer.height` is known) fixes that unknown to an
/// affine function of the inputs in every case. Such an unknown links the constraints that
/// mention it without letting them trade anything: `footer.width == footer.height + 20` makes one
/// group of a screen's horizontal and vertical constraints, and the region exploration of that
/// group multiplies the two axes' regions. This pre-pass substitutes the fixed value wherever it
/// splits a group, so that each part is solved on its own with the same solutions; the
/// substituted constraints keep the equalities' statements (`LinearConstraint.substitutedOrigins`)
/// for their errors. A group the substitution does not split is left as written, unless it holds
/// the fixed width a wrapping label is measured at and reads that label's height: substituted,
/// the width is solved before the height that depends on it is measured.
enum PinnedVariables {
    /// `constraints` with the unknowns the inputs fix substituted where that splits a group of
    /// linked constraints (in the same order, one for one). The solver solves these, and what
    /// reads its solution by group (`constraintsByComponent`) reads these too.
    static func separated(_ constraints: [LinearConstraint]) -> [LinearConstraint] {
        let pins = pins(in: constraints)
        var result = constraints
        if !pins.isEmpty {
            let substituted = substituting(pins, into: constraints, withOrigins: false)
            var groupAfter: [Variable: Int] = [:]
            for (k, group) in groups(substituted).enumerated() { for v in group.variables { groupAfter[v] = k } }
            // A group splits when its free unknowns fall into several groups (a pinned unknown left
            // alone with its equality is no split: the solver handles that as it is).
            for group in groups(constraints)
            where Set(group.variables.lazy.filter { pins[$0] == nil }.compactMap { groupAfter[$0] }).count > 1
                || measuresAtAPinnedWidth(group, pins: pins)
            {
                result = substituting(pins, into: result, in: group.constraintIndices, original: constraints)
            }
        }
        // A label's width fixed in each direction alike (`leading`/`trailing` pins it under `rtl`
        // and `!rtl`, to the same value): solved apart too, before its height is measured.
        guard constraints.contains(where: { $0.expression.parameters.keys.contains(where: \.isMeasuredHeight) })
        else { return result }
        let mirrored = directionIndependentPins(in: constraints)
        guard mirrored.count > pins.count else { return result }
        for group in groups(result) where measuresAtAPinnedWidth(group, pins: mirrored) {
            result = substituting(mirrored, into: result, in: group.constraintIndices, original: constraints)
        }
        return result
    }

    /// The groups of linked constraints.
    private static func groups(_ constraints: [LinearConstraint]) -> [ComponentSplitter.Component] {
        ComponentSplitter.split(ConstraintSystem(variables: [], parameters: [], constraints: constraints))
    }

    /// Which equality fixes each pinned unknown (an equality fixing two different unknowns in the
    /// two directions fixes neither: `nil`).
    private static func definitions(_ pins: [Variable: Pin]) -> [Int: Variable]? {
        var pinned: [Int: Variable] = [:]
        for (variable, pin) in pins {
            for index in [pin.constraintIndex] + (pin.otherDirectionIndex.map { [$0] } ?? []) {
                if let other = pinned[index], other != variable { return nil }
                pinned[index] = variable
            }
        }
        return pinned
    }

    /// `constraints` with `pins` substituted (every one but the unknown each equality fixes).
    private static func substituting(
        _ pins: [Variable: Pin], into constraints: [LinearConstraint], withOrigins: Bool
    ) -> [LinearConstraint] {
        let pinned = definitions(pins) ?? [:]
        return constraints.enumerated().map { index, constraint in
            substitute(
                pins, into: constraint, keeping: pinned[index], constraints: constraints, withOrigins: withOrigins)
        }
    }

    /// `current` with `pins` substituted into the constraints at `indices` (the pins' statements
    /// taken from `original`); unchanged when an equality would fix two unknowns.
    private static func substituting(
        _ pins: [Variable: Pin], into current: [LinearConstraint], in indices: [Int], original: [LinearConstraint]
    ) -> [LinearConstraint] {
        guard let pinned = definitions(pins) else { return current }
        var result = current
        for index in indices {
            result[index] = substitute(pins, into: current[index], keeping: pinned[index], constraints: original)
        }
        return result
    }

    /// The unknowns fixed to the same value under `rtl` and `!rtl`: each direction's required
    /// equalities (unconditional, or guarded by `rtl` alone) pin them, and the values agree (a
    /// stack's width pinned by its leading and trailing edges, a view's height by that width).
    private static func directionIndependentPins(in constraints: [LinearConstraint]) -> [Variable: Pin] {
        let rtl = BuiltInConditions.rightToLeft
        func active(_ direction: Bool) -> [LinearConstraint] {
            constraints.map { constraint in
                guard let condition = constraint.condition else { return constraint }
                var result = constraint
                if condition.names == [rtl], condition.evaluate([rtl: direction]) { result.condition = nil }
                return result
            }
        }
        let leftToRight = pins(in: active(false))
        let rightToLeft = pins(in: active(true))
        var result: [Variable: Pin] = [:]
        for (variable, pin) in leftToRight {
            guard let other = rightToLeft[variable], other.value == pin.value else { continue }
            var both = pin
            if other.constraintIndex != pin.constraintIndex { both.otherDirectionIndex = other.constraintIndex }
            result[variable] = both
        }
        return result
    }

    /// Whether `group` reads a wrapping label's measured height and holds that label's width, which
    /// the inputs fix: substituted, the width is solved apart, before the height is measured at it
    /// (a 16:9 image above a wrapping label in a column: the image's height, fixed by its width,
    /// links the column's heights to the label's width, but no width depends on a height).
    private static func measuresAtAPinnedWidth(_ group: ComponentSplitter.Component, pins: [Variable: Pin]) -> Bool {
        group.parameters.contains { parameter in
            guard case .measuredHeight(let view) = parameter else { return false }
            let width = Variable(view, .width)
            return pins[width] != nil && group.variables.contains(width)
        }
    }

    /// `ValueDerivation.constraintsByComponent` over the constraints the solver solved: what
    /// reads a solution by group (spec-line comments, check findings, `explain`) uses this.
    static func constraintsByComponent(
        _ constraints: [LinearConstraint], of solution: LayoutSolution
    ) -> [[LinearConstraint]] {
        ValueDerivation.constraintsByComponent(separated(constraints), of: solution)
    }

    /// An unknown's value in the inputs, and the equality that fixes it.
    struct Pin {
        /// The unknown's value: parameters and a constant only.
        var value: LinearExpression
        /// The index of the equality that fixes it.
        var constraintIndex: Int
        /// The pinned unknowns substituted into that equality.
        var uses: [Variable]
        /// The equality that fixes it in the other direction, when that is another one
        /// (`directionIndependentPins`).
        var otherDirectionIndex: Int? = nil
    }

    /// The most inputs one pinned value may read: a longer value (the end of a long chain of
    /// measured views) is left to the solver, which handles chains without it.
    static let maximumInputs = 32

    /// The unknowns fixed by required, unconditional equalities, found to a fixed point: each
    /// equality with exactly one unknown left after the pins so far fixes it. Each equality is
    /// looked at again only when an unknown it mentions is pinned.
    static func pins(in constraints: [LinearConstraint]) -> [Variable: Pin] {
        var pins: [Variable: Pin] = [:]
        var unpinnedCount: [Int: Int] = [:]
        var mentioning: [Variable: [Int]] = [:]
        var queue: [Int] = []
        for (index, constraint) in constraints.enumerated()
        where constraint.isRequired && constraint.relation == .equal && constraint.condition == nil {
            let unknowns = constraint.expression.variableTerms
            unpinnedCount[index] = unknowns.count
            for (variable, _) in unknowns { mentioning[variable, default: []].append(index) }
            if unknowns.count == 1 { queue.append(index) }
        }
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            let constraint = constraints[index]
            let unknowns = constraint.expression.variableTerms
            guard let (variable, coefficient) = unknowns.first(where: { pins[$0.variable] == nil }),
                abs(coefficient) > 1e-9
            else { continue }
            let uses = unknowns.map(\.variable).filter { $0 != variable }
            var rest = constraint.expression - LinearExpression(variables: [variable: coefficient])
            for used in uses {
                guard let pin = pins[used], let c = rest.variables[used] else { continue }
                rest = rest - LinearExpression(variables: [used: c]) + pin.value * c
            }
            let value = cleaned(rest / -coefficient)
            guard value.isKnown, value.parameters.count <= maximumInputs else { continue }
            pins[variable] = Pin(value: value, constraintIndex: index, uses: uses)
            for other in mentioning[variable] ?? [] {
                guard let count = unpinnedCount[other] else { continue }
                unpinnedCount[other] = count - 1
                if count - 1 == 1 { queue.append(other) }
            }
        }
        return pins
    }

    /// The statements `variable`'s pinned value comes from: its equality's, then, depth first,
    /// those of the pins substituted into it.
    private static func origins(
        of variable: Variable, pins: [Variable: Pin], constraints: [LinearConstraint]
    ) -> [ConstraintOrigin] {
        var origins: [ConstraintOrigin] = []
        var visited = Set<Variable>()
        var stack = [variable]
        while let v = stack.popLast() {
            guard visited.insert(v).inserted, let pin = pins[v] else { continue }
            origins.append(constraints[pin.constraintIndex].origin)
            stack.append(contentsOf: pin.uses.reversed())
        }
        return origins
    }

    /// `constraint` with every pinned unknown but `kept` replaced by its value, carrying the
    /// statements of the pins substituted into it unless `withOrigins` is false.
    static func substitute(
        _ pins: [Variable: Pin], into constraint: LinearConstraint, keeping kept: Variable?,
        constraints: [LinearConstraint], withOrigins: Bool = true
    ) -> LinearConstraint {
        var expression = constraint.expression
        var origins = constraint.substitutedOrigins
        for (variable, coefficient) in constraint.expression.variableTerms where variable != kept {
            guard let pin = pins[variable] else { continue }
            expression = expression - LinearExpression(variables: [variable: coefficient]) + pin.value * coefficient
            if withOrigins { origins += Self.origins(of: variable, pins: pins, constraints: constraints) }
        }
        guard expression != constraint.expression else { return constraint }
        var result = constraint
        result.expression = cleaned(expression)
        if withOrigins {
            result.substitutedOrigins = ConstraintOrigin.distinct(origins).filter { $0 != constraint.origin }
        }
        return result
    }

    /// `expression` without the rounding noise substitution leaves (a coefficient within 1e-12
    /// of zero, relative to the largest).
    private static func cleaned(_ expression: LinearExpression) -> LinearExpression {
        let scale = max(
            1, abs(expression.constant), expression.variables.values.map(abs).max() ?? 0,
            expression.parameters.values.map(abs).max() ?? 0)
        return LinearExpression(
            variables: expression.variables.filter { abs($0.value) > 1e-12 * scale },
            parameters: expression.parameters.filter { abs($0.value) > 1e-12 * scale },
            constant: expression.constant)
    }
}
