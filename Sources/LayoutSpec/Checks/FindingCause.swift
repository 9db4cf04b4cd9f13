import Foundation

/// Where a check's finding is reported: at the constraint that places the view at the witness,
/// rather than at the view's declaration. At the witness every unknown is one affine piece of its
/// solution; `ValueDerivation` names the constraints that piece comes from, and the first of them
/// (in spec order) that mentions the view's own attributes is the finding's location — the line
/// to change (`H:|-[a(200)]-[b(100)]` for `b extends past the container's right edge`).
final class FindingCause: @unchecked Sendable {
    private let solution: LayoutSolution
    /// Each component's constraints (`PinnedVariables.constraintsByComponent`).
    private let constraints: [[LinearConstraint]]
    /// Each unknown's component.
    /// Each unknown's component and its position among the component's unknowns.
    private let componentOf: [Variable: (component: Int, position: Int)]
    /// Guards `derivations` (checks may run on any thread).
    private let lock = NSLock()
    /// The derivations built so far, by component and case.
    private var derivations: [SIMD2<Int>: ValueDerivation] = [:]

    /// The causes of findings in `solution` of `system`.
    init(solution: LayoutSolution, system: ConstraintSystem) {
        self.solution = solution
        constraints = PinnedVariables.constraintsByComponent(system.constraints, of: solution)
        var componentOf: [Variable: (component: Int, position: Int)] = [:]
        for (index, component) in solution.components.enumerated() {
            for (position, variable) in component.variables.enumerated() { componentOf[variable] = (index, position) }
        }
        self.componentOf = componentOf
    }

    /// The location of the first constraint (in spec order) among those `placed`'s values come
    /// from at `point` under `conditions` that mentions one of them, else of the first of them;
    /// `nil` when no value has a derivation.
    func location(of placed: [Variable], at point: [Parameter: Double], conditions: [String: Bool]) -> SourceLocation? {
        // The first location of all sources, and of those that mention a placed unknown.
        var first: (any: SourceLocation?, mentioning: SourceLocation?) = (nil, nil)
        for variable in placed {
            guard let (componentIndex, position) = componentOf[variable] else { continue }
            let component = solution.components[componentIndex]
            guard let caseIndex = caseIndex(of: component, conditions: conditions),
                let value = Self.value(at: position, of: component.cases[caseIndex], at: point)
            else { continue }
            let derivation = derivation(componentIndex, caseIndex)
            guard let sources = derivation.sourceIndices(of: LinearExpression(variable), equal: value) else { continue }
            for index in sources {
                let location = derivation.constraints[index].origin.location
                if first.any.map({ location < $0 }) ?? true { first.any = location }
            }
            for placedVariable in placed {
                for index in derivation.constraintIndices(mentioning: placedVariable) where sources.contains(index) {
                    let location = derivation.constraints[index].origin.location
                    if first.mentioning.map({ location < $0 }) ?? true { first.mentioning = location }
                }
            }
        }
        return first.mentioning ?? first.any
    }

    /// The case of `component` under `conditions` (a condition not given does not hold).
    private func caseIndex(of component: SolvedComponent, conditions: [String: Bool]) -> Int? {
        let assignment = Dictionary(
            uniqueKeysWithValues: component.conditionNames.map { ($0, conditions[$0] ?? false) })
        return component.cases.firstIndex { $0.assignment == assignment } ?? (component.cases.isEmpty ? nil : 0)
    }

    private func derivation(_ componentIndex: Int, _ caseIndex: Int) -> ValueDerivation {
        let key = SIMD2(componentIndex, caseIndex)
        if let known = lock.withLock({ derivations[key] }) { return known }
        let built = ValueDerivation(
            constraints: constraints[componentIndex],
            assignment: solution.components[componentIndex].cases[caseIndex].assignment)
        lock.withLock { derivations[key] = built }
        return built
    }

    /// The affine piece of the unknown at `position` that holds at `point`: the region containing
    /// it, or the deciding operands of its `min`/`max` closed form.
    private static func value(
        at position: Int, of solvedCase: SolvedCase, at point: [Parameter: Double]
    )
        -> LinearExpression?
    {
        if solvedCase.regions.isEmpty, let forms = solvedCase.closedForm, position < forms.count {
            return deciding(forms[position], at: point)
        }
        let region =
            solvedCase.regions.first { region in
                region.bounds.allSatisfy { $0.evaluate(point) >= -1e-9 * max(1, abs($0.constant)) }
            } ?? solvedCase.regions.last
        guard let region, position < region.values.count else { return nil }
        return region.values[position]
    }

    /// The operand of a `min`/`max` (recursively) whose value it takes at `point` (the first of equals).
    private static func deciding(_ value: SolvedValue, at point: [Parameter: Double]) -> LinearExpression? {
        switch value {
        case .affine(let expression): return expression
        case .minimum(let operands), .maximum(let operands):
            let isMinimum = if case .minimum = value { true } else { false }
            let pieces = operands.compactMap { deciding($0, at: point) }
            guard var best = pieces.first else { return nil }
            for piece in pieces.dropFirst() {
                let (candidate, current) = (piece.evaluate(point), best.evaluate(point))
                if isMinimum ? candidate < current : candidate > current { best = piece }
            }
            return best
        }
    }
}
