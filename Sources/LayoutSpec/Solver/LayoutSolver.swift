/// Solves a `ConstraintSystem` at build time, for every runtime input in the domain at once
/// (docs/Solving.md): each connected component, under each assignment of the conditions it uses, is
/// a right-hand-side-parametric lexicographic LP whose optimum is piecewise affine in the inputs.
///
/// Throws `SpecError` when the required constraints conflict somewhere in the domain, when some
/// attribute is not unique somewhere, or when a component needs too many regions; every error
/// is located at the constraints involved.
package struct LayoutSolver: Sendable {
    /// Limits and tolerances.
    package var options: SolverOptions

    /// Creates a solver.
    package init(options: SolverOptions = .init()) {
        self.options = options
    }

    /// The solution of `system` over its whole parameter domain.
    package func solve(_ written: ConstraintSystem) throws -> LayoutSolution {
        // Groups linked only through unknowns the inputs fix are solved apart (`PinnedVariables`).
        var system = written
        system.constraints = PinnedVariables.separated(written.constraints)
        var collector = DiagnosticCollector()
        var solved: [SolvedComponent] = []
        let budget = WorkBudget(units: options.workBudget)
        let fallback = options.fallbackLocation ?? system.constraints.first?.origin.location
        let components = ComponentSplitter.split(system)
        let cycles = MeasurementCycles.diagnostics(system, components: components)
        guard cycles.isEmpty else { throw SpecError(cycles) }
        let declaredDomains = Self.declaredDomains(in: system)
        for component in components {
            // An error about a component is placed at its first constraint, or, with none, at the
            // declaration of its first item (so `b`'s errors never point at `a`'s line).
            let declared = component.variables.lazy.compactMap { system.declarationLocations[$0.item] }.first
            budget.startGroup()
            if let result = collector.attempt({
                try solveComponent(
                    component, in: system, domains: Self.domains(of: component.parameters, declared: declaredDomains),
                    fallback: declared ?? fallback, budget: budget)
            }),
                !component.variables.isEmpty
            {
                solved.append(result)
            }
        }
        try collector.throwIfErrors()
        return LayoutSolution(components: solved)
    }

    /// Solves one component under each assignment of its conditions.
    private func solveComponent(
        _ component: ComponentSplitter.Component, in system: ConstraintSystem,
        domains: [(parameter: Parameter, range: ClosedRange<Double>)],
        fallback: SourceLocation?, budget: WorkBudget
    ) throws -> SolvedComponent {
        let constraints = component.constraintIndices.map { system.constraints[$0] }
        let location = constraints.first?.origin.location ?? fallback
        if constraints.isEmpty, let variable = component.variables.first {
            let location = system.declarationLocations[variable.item] ?? location
            throw SpecError([
                SolverDiagnostics.undetermined(variable, witness: DiagnosticWitness(), tied: [], location: location)
            ])
        }
        let names = component.conditionNames
        guard names.count <= options.maxConditions else {
            throw SpecError(
                at: location,
                "these constraints use \(names.count) conditions (\(names.joined(separator: ", "))); "
                    + "at most \(options.maxConditions) can be combined in one group of views")
        }
        var cases: [SolvedCase] = []
        for index in 0..<(1 << names.count) {
            var assignment: [String: Bool] = [:]
            for (bit, name) in names.enumerated() { assignment[name] = (index >> (names.count - 1 - bit)) & 1 == 1 }
            let active = constraints.filter { $0.condition?.evaluate(assignment) ?? true }
            cases.append(
                try solveCase(
                    variables: component.variables, constraints: active, domains: domains,
                    assignment: assignment, componentConstraints: constraints, fallback: location,
                    budget: budget, unmeasuredViews: system.unmeasuredViews, fixedSizeViews: system.fixedSizeViews))
        }
        return SolvedComponent(variables: component.variables, conditionNames: names, cases: cases)
    }

    /// Solves one condition case: fixed parameters (a domain of one value) are substituted
    /// first; the structural fast path is tried, and when it declines (or its check fails) the
    /// varying parameters' box is explored by the parametric LP.
    private func solveCase(
        variables: [Variable], constraints: [LinearConstraint],
        domains: [(parameter: Parameter, range: ClosedRange<Double>)],
        assignment: [String: Bool], componentConstraints: [LinearConstraint],
        fallback: SourceLocation?, budget: WorkBudget, unmeasuredViews: Set<String>, fixedSizeViews: Set<String>
    ) throws -> SolvedCase {
        let varying = domains.filter { $0.range.upperBound - $0.range.lowerBound > 1e-9 }
        var fixed: [Parameter: Double] = [:]
        for domain in domains where !varying.contains(where: { $0.parameter == domain.parameter }) {
            fixed[domain.parameter] = domain.range.lowerBound
        }
        let substituted = fixed.isEmpty ? constraints : constraints.map { $0.fixing(fixed) }
        let parameters = varying.map(\.parameter)
        let lower = varying.map(\.range.lowerBound)
        let upper = varying.map(\.range.upperBound)
        let problem = ParametricLayoutProblem(
            variables: variables, parameters: parameters,
            constraints: substituted, tolerance: options.tolerance)
        // A case with absolute distances is solved by regions, split at their sign changes.
        let fastPath =
            options.usesFastPath && !AbsoluteDistanceSplit.hasDistances(substituted)
            ? StructuralFastPath(problem: problem, box: ParameterBox(lower: lower, upper: upper)).outcome() : .declined
        if case .conflicts(let conflicts) = fastPath, constraints.count > FastPathCheck.lpComparisonLimit {
            // Too large for the LP's deletion filter: the conflicts the elimination proved.
            var found: [SolverFinding] = []
            for conflict in conflicts {
                let finding = SolverFinding.conflict(conflict.conflict(problem: problem, lower: lower, upper: upper))
                if !found.contains(finding) { found.append(finding) }
            }
            throw SpecError(SolverFinding.diagnostics(found))
        }
        if case .solved(let values) = fastPath,
            FastPathCheck(problem: problem, lower: lower, upper: upper).accepts(values, budget: budget)
        {
            // One region when every value is affine; otherwise the closed forms only (their
            // regions are implicit in the min/max operands).
            let affine = values.compactMap(\.affinePart)
            let regions =
                affine.count == values.count
                ? [SolvedRegion(bounds: [], values: affine.map { $0.expression(over: parameters) })] : []
            return SolvedCase(
                assignment: assignment, regions: regions,
                closedForm: PiecewiseValue.solvedValues(values, over: parameters))
        }
        if budget.isExhausted, budget.hasReportedExhaustion { throw SpecError([]) }
        let regions: [ParametricLayoutProblem.CriticalRegion]
        if let distances = AbsoluteDistanceSplit(constraints: substituted, variables: variables) {
            regions = try distances.regions(lower: lower, upper: upper) { oriented in
                try explore(
                    ParametricLayoutProblem(
                        variables: variables, parameters: parameters, constraints: oriented,
                        tolerance: options.tolerance),
                    lower: lower, upper: upper, originals: constraints, assignment: assignment,
                    componentConstraints: componentConstraints, fallback: fallback, budget: budget,
                    unmeasuredViews: unmeasuredViews, fixedSizeViews: fixedSizeViews, fixed: fixed)
            }
        } else {
            regions = try explore(
                problem, lower: lower, upper: upper, originals: constraints, assignment: assignment,
                componentConstraints: componentConstraints, fallback: fallback, budget: budget,
                unmeasuredViews: unmeasuredViews, fixedSizeViews: fixedSizeViews, fixed: fixed)
        }
        let box = Polytope(lower: lower, upper: upper)
        let detector = ClosedFormDetector(regions: regions, box: box, parameters: parameters)
        return SolvedCase(
            assignment: assignment,
            regions: regions.map { region in
                SolvedRegion(
                    bounds: region.bounds.map { $0.expression(over: parameters) },
                    values: region.values.map { $0.expression(over: parameters) })
            },
            closedForm: detector.closedForms(variableCount: variables.count, budget: budget)
        )
    }

    /// The critical regions of `problem` over the box, or the located errors of its exploration.
    private func explore(
        _ problem: ParametricLayoutProblem, lower: [Double], upper: [Double],
        originals: [LinearConstraint], assignment: [String: Bool],
        componentConstraints: [LinearConstraint],
        fallback: SourceLocation?, budget: WorkBudget, unmeasuredViews: Set<String>, fixedSizeViews: Set<String>,
        fixed: [Parameter: Double]
    ) throws -> [ParametricLayoutProblem.CriticalRegion] {
        // Every tie of the case is reported in one run: each one found is broken the way a
        // secondary order would break it (its tied constraints ranked), and exploring goes on.
        var explored = problem
        var ties: [SolverFinding] = []
        while true {
            let regions: [ParametricLayoutProblem.CriticalRegion]
            do {
                regions = try RegionExplorer(problem: explored, lower: lower, upper: upper, options: options)
                    .explore(budget: budget)
            } catch {
                if case .workExhausted = error, !ties.isEmpty {
                    // The ties found are real errors with witnesses, and the spec fails on them:
                    // the budget ran out looking for more, which is not one more error to fix.
                    budget.hasReportedExhaustion = true
                    throw SpecError(SolverFinding.diagnostics(ties))
                }
                if ties.isEmpty, Self.endsWithoutAnError(error),
                    !AbsoluteDistanceSplit.hasDistances(explored.constraints), !budget.hasReportedExhaustion,
                    let search = budget.lineSearchBudget(),
                    let failure = ErrorLineSearch(problem: explored, lower: lower, upper: upper, options: options)
                        .firstFailure(budget: search)
                {
                    // A last, bounded look along lines through typical inputs found an error: it
                    // is real and has a witness, which says more than "too much work" or "too many
                    // solutions". (A case split at the sign changes of absolute distances is not
                    // searched: a line's witness may lie outside its side of the split.)
                    if case .workExhausted = error { budget.hasReportedExhaustion = true }
                    // Wording it (a conflict's deletion filter) gets a budget of its own.
                    let found = finding(
                        for: failure, problem: explored, lower: lower, upper: upper, originals: originals,
                        assignment: assignment, componentConstraints: componentConstraints,
                        fallback: fallback, budget: WorkBudget(units: budget.allowance / 4),
                        unmeasuredViews: unmeasuredViews, fixedSizeViews: fixedSizeViews, fixed: fixed)
                    throw SpecError(SolverFinding.diagnostics([found]))
                }
                var failures = [error]
                if case .several(let all) = error { failures = all }
                var findings: [SolverFinding] = []
                for failure in failures {
                    let found = finding(
                        for: failure, problem: explored, lower: lower, upper: upper,
                        originals: originals, assignment: assignment,
                        componentConstraints: componentConstraints, fallback: fallback, budget: budget,
                        unmeasuredViews: unmeasuredViews, fixedSizeViews: fixedSizeViews, fixed: fixed)
                    if !findings.contains(found), !ties.contains(found) { findings.append(found) }
                }
                guard failures.count == 1, case .undetermined(_, _, _, let tied) = error, !tied.isEmpty,
                    ties.count < Self.maximumTiesPerCase
                else {
                    throw SpecError(SolverFinding.diagnostics(ties + findings))
                }
                ties += findings
                explored = explored.breakingTie(tied)
                continue
            }
            if !ties.isEmpty { throw SpecError(SolverFinding.diagnostics(ties)) }
            return regions
        }
    }

    /// The error for a failed exploration. `originals` are the case's constraints before fixed
    /// parameters were substituted (same order as the problem's), for their origins.
    private func finding(
        for failure: RegionExplorer.Failure, problem: ParametricLayoutProblem,
        lower: [Double], upper: [Double], originals: [LinearConstraint], assignment: [String: Bool],
        componentConstraints: [LinearConstraint],
        fallback: SourceLocation?, budget: WorkBudget, unmeasuredViews: Set<String>, fixedSizeViews: Set<String>,
        fixed: [Parameter: Double]
    ) -> SolverFinding {
        switch failure {
        case .conflict(let probe):
            if let found = ConflictFinder(problem: problem, lower: lower, upper: upper).diagnose(
                at: probe, budget: budget)
            {
                return .conflict(found)
            }
            budget.hasReportedExhaustion = true
            return .worded(SolverDiagnostics.workExhausted(componentConstraints, fallback: fallback))
        case .undetermined(let probe, _, let variableIndex, let tiedIndices):
            let variable = problem.variables[variableIndex]
            let tied = tiedIndices.map { originals[$0] }
            let location =
                tied.first?.origin.location
                ?? originals.first { $0.expression.variables[variable] != nil }?.origin.location
                ?? originals.first?.origin.location ?? fallback
            let search = TypicalWitnessSearch(problem: problem, lower: lower, upper: upper)
            func sameFailure(_ point: [Double]) -> Bool {
                guard case .undetermined(let other, let otherTied) = problem.solve(at: point) else { return false }
                return other == variableIndex && otherTied == tiedIndices
            }
            let point = search.nearest(to: probe, where: sameFailure)
            // Without tied constraints the attribute is free wherever nothing pulls it, which may be
            // only part of the domain (a wish that stops reaching it below some width): name the
            // input unless the attribute is free at every corner of the domain too.
            let everywhere = tied.isEmpty && sameFailure(point) && sameFailure(lower) && sameFailure(upper)
            let witness = everywhere ? DiagnosticWitness() : SolverDiagnostics.witnessPoint(problem.parameters, point)
            // The conditions that switch off constraints on the attribute and switch none on (`rtl`
            // swaps leading and trailing constraints: it does not matter).
            var decisive = Set(tied.compactMap(\.condition).flatMap(\.names))
            let axis = problem.variables.filter {
                $0.item == variable.item && $0.attribute.isHorizontal == variable.attribute.isHorizontal
            }
            func onAxis(_ constraint: LinearConstraint) -> Bool {
                axis.contains { constraint.expression.variables[$0] != nil }
            }
            for constraint in componentConstraints where onAxis(constraint) {
                guard let condition = constraint.condition else { continue }
                if !condition.evaluate(assignment) { decisive.formUnion(condition.names) }
            }
            for constraint in originals where onAxis(constraint) {
                decisive.subtract(constraint.condition?.names ?? [])
            }
            // A condition that only swaps constraints (`rtl`, leading and trailing) is decisive
            // when, with it flipped, the attribute is determined at the same point.
            for name in assignment.keys.sorted() where !decisive.contains(name) {
                var flipped = assignment
                flipped[name]?.toggle()
                let active = componentConstraints.filter { $0.condition?.evaluate(flipped) ?? true }
                let other = ParametricLayoutProblem(
                    variables: problem.variables, parameters: problem.parameters,
                    constraints: fixed.isEmpty ? active : active.map { $0.fixing(fixed) }, tolerance: options.tolerance)
                guard budget.draw(other.solveCost) else { break }
                if case .solved = other.solve(at: point) { decisive.insert(name) }
            }
            let extent = TieExtent.threshold(
                problem: problem, tiedIndices: tiedIndices, at: point, typical: search.typical,
                lower: lower, upper: upper)
            return .worded(
                SolverDiagnostics.undetermined(
                    variable, witness: witness, conditions: assignment.filter { decisive.contains($0.key) },
                    extent: extent,
                    tied: tied, fixedSizeViews: fixedSizeViews,
                    level: originals.filter { constraint in
                        !constraint.isRequired
                            && tied.contains {
                                $0.priority == constraint.priority && $0.relation == constraint.relation
                            }
                    },
                    hint: UndeterminedHint.hint(
                        for: variable, constraints: originals, written: componentConstraints,
                        unmeasuredViews: unmeasuredViews),
                    location: location))
        case .workExhausted:
            budget.hasReportedExhaustion = true
            return .worded(SolverDiagnostics.workExhausted(componentConstraints, fallback: fallback))
        case .tooManyRegions, .several:
            return .worded(
                SolverDiagnostics.tooManyRegions(componentConstraints, limit: options.maxRegions, fallback: fallback))
        }
    }

    /// The most ties one condition case reports (each found costs an exploration of the case).
    static let maximumTiesPerCase = 8

    /// Whether exploring stopped at a limit (work or regions) without finding an error.
    private static func endsWithoutAnError(_ failure: RegionExplorer.Failure) -> Bool {
        switch failure {
        case .workExhausted, .tooManyRegions: return true
        case .conflict, .undetermined, .several: return false
        }
    }

    /// Each parameter's declared domain, or the default of docs/Solving.md.
    static func domains(
        of parameters: [Parameter], in system: ConstraintSystem
    )
        -> [(parameter: Parameter, range: ClosedRange<Double>)]
    {
        domains(of: parameters, declared: declaredDomains(in: system))
    }

    /// The domains `system` declares (a parameter declared twice: the last).
    static func declaredDomains(in system: ConstraintSystem) -> [Parameter: ClosedRange<Double>] {
        var declared: [Parameter: ClosedRange<Double>] = [:]
        for domain in system.parameters where domain.lowerBound <= domain.upperBound {
            declared[domain.parameter] = domain.lowerBound...domain.upperBound
        }
        return declared
    }

    /// Each parameter's domain among the `declared` ones, or the default of docs/Solving.md.
    static func domains(
        of parameters: [Parameter], declared: [Parameter: ClosedRange<Double>]
    )
        -> [(parameter: Parameter, range: ClosedRange<Double>)]
    {
        parameters.map { parameter in
            if let range = declared[parameter] { return (parameter, range) }
            if case .input = parameter { return (parameter, ParameterDomain.inputRange) }
            return (parameter, ParameterDomain.sizeRange)
        }
    }
}
