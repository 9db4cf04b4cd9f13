/// One condition case of one component, as a right-hand-side-parametric lexicographic LP: the
/// unknowns are free columns, every inequality gets a slack, every optional constraint error
/// columns costed at its priority level, and every right-hand side is affine in the parameters.
struct ParametricLayoutProblem: Sendable {
    /// What solving at one probe point found.
    enum ProbeOutcome: Sendable {
        /// A unique optimum: its critical region and the unknowns' affine values there.
        case solved(CriticalRegion)
        /// The required constraints cannot all hold at the probe.
        /// The required constraints cannot hold at the probe; `feasibleOnlyIf`, when known, is an
        /// affine function that is ≥ 0 wherever they can hold and < 0 at the probe.
        case infeasible(feasibleOnlyIf: AffineVector?)
        /// The unknown at `variableIndex` is not unique; `tiedConstraints` (indices into
        /// `constraints`) are the optional constraints trading violation against each other.
        case undetermined(variableIndex: Int, tiedConstraints: [Int])
    }

    /// The polyhedral set of parameters where one optimal basis stays optimal.
    struct CriticalRegion: Sendable {
        /// Affine functions, each ≥ 0 inside the region.
        var bounds: [AffineVector]
        /// One affine value per unknown.
        var values: [AffineVector]
    }

    /// What a tableau column stands for.
    private enum ColumnRole {
        case unknown
        case slack(constraint: Int)
        case error(constraint: Int)
    }

    /// The unknowns, in component order.
    let variables: [Variable]
    /// The parameters the constraints use, sorted; probe points have one coordinate each.
    let parameters: [Parameter]
    /// The active constraints.
    let constraints: [LinearConstraint]
    /// The objective's levels, most important first: the distinct optional priorities, each
    /// followed by its tie-break ranks (`ObjectiveLevel`).
    let levels: [ObjectiveLevel]
    /// Pivot tolerance.
    let tolerance: Double

    /// Creates the problem.
    init(variables: [Variable], parameters: [Parameter], constraints: [LinearConstraint], tolerance: Double) {
        self.variables = variables
        self.parameters = parameters
        self.constraints = constraints
        self.levels = ObjectiveLevel.levels(of: constraints)
        self.tolerance = tolerance
    }

    /// The same problem with the constraints at `tied` ranked in their priority's secondary order,
    /// in index order, after every rank already used: the tie they form is broken as a tie-break
    /// order would break it, so that exploring on finds the problem's other ties.
    func breakingTie(_ tied: [Int]) -> ParametricLayoutProblem {
        var ranked = constraints
        let first = (constraints.compactMap(\.tieBreakRank).max() ?? -1) + 1
        for (position, index) in tied.sorted().enumerated() where index < ranked.count {
            ranked[index].tieBreakRank = first + position
        }
        return ParametricLayoutProblem(
            variables: variables, parameters: parameters, constraints: ranked,
            tolerance: tolerance)
    }

    /// The tableau of the given constraints (all by default); with `objectives`, one cost row per level.
    private func makeTableau(
        including indices: [Int]? = nil, objectives: Bool,
        extraFreeParameter: Int? = nil
    ) -> (Tableau, [ColumnRole]) {
        let chosen = indices ?? Array(constraints.indices)
        let parameterIndex = Dictionary(uniqueKeysWithValues: parameters.enumerated().map { ($1, $0) })
        let variableIndex = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        var roles: [ColumnRole] = Array(repeating: .unknown, count: variables.count)
        var kinds: [Tableau.ColumnKind] = Array(repeating: .free, count: variables.count)
        if extraFreeParameter != nil {
            roles.append(.unknown)
            kinds.append(.free)
        }
        var columnsOf: [[(column: Int, coefficient: Double)]] = []
        for index in chosen {
            let constraint = constraints[index]
            var extra: [(Int, Double)] = []
            func add(_ role: ColumnRole, _ coefficient: Double) {
                extra.append((kinds.count, coefficient))
                kinds.append(.nonnegative)
                roles.append(role)
            }
            switch (constraint.relation, constraint.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): add(.slack(constraint: index), 1)
            case (.greaterThanOrEqual, true): add(.slack(constraint: index), -1)
            case (.equal, false): add(.error(constraint: index), -1); add(.error(constraint: index), 1)
            case (.lessThanOrEqual, false): add(.slack(constraint: index), 1); add(.error(constraint: index), -1)
            case (.greaterThanOrEqual, false): add(.slack(constraint: index), -1); add(.error(constraint: index), 1)
            }
            columnsOf.append(extra)
        }
        var tableau = Tableau(columnKinds: kinds, parameterCount: parameters.count)
        for (position, index) in chosen.enumerated() {
            let expression = constraints[index].expression
            var row = Array(repeating: 0.0, count: kinds.count)
            for (variable, coefficient) in expression.variables {
                if let j = variableIndex[variable] { row[j] += coefficient }
            }
            var rhs = AffineVector(parameterCount: parameters.count)
            rhs.constant = -expression.constant
            for (parameter, coefficient) in expression.parameters {
                guard let k = parameterIndex[parameter] else { continue }
                if k == extraFreeParameter {
                    row[variables.count] += coefficient
                } else {
                    rhs.setCoefficient(k, rhs.coefficient(k) - coefficient)
                }
            }
            for (column, coefficient) in columnsOf[position] { row[column] = coefficient }
            tableau.addRow(row, rhs: rhs)
        }
        if objectives {
            for level in levels {
                var costs = Array(repeating: 0.0, count: kinds.count)
                for (j, role) in roles.enumerated() {
                    if case .error(let c) = role, level.contains(constraints[c]) { costs[j] = 1 }
                }
                tableau.addObjective(costs: costs)
            }
        }
        return (tableau, roles)
    }

    /// The Phase 1 threshold at a probe: relative to the right-hand sides' magnitude.
    private func feasibilityTolerance(_ tableau: Tableau, at probe: [Double]) -> Double {
        var scale = 1.0
        for rhs in tableau.rightHandSides { scale = max(scale, abs(rhs.value(at: probe))) }
        return 1e-7 * scale
    }

    /// Whether the required constraints among `indices` can all hold at `probe`.
    func isFeasible(_ indices: [Int], at probe: [Double]) -> Bool {
        var (tableau, _) = makeTableau(including: indices, objectives: false)
        _ = tableau.pivotFreeColumnsIn(tolerance: tolerance)
        let threshold = feasibilityTolerance(tableau, at: probe)
        tableau.beginPhaseOne(at: probe)
        guard tableau.optimize(at: probe, tolerance: tolerance) == .optimal else { return false }
        return tableau.phaseOneInfeasibility(at: probe) <= threshold
    }

    /// The range of parameter `parameterIndex` over which the constraints `indices` can all hold
    /// (the other parameters fixed at `probe`), within `[lower, upper]`; `nil` when never.
    func feasibleInterval(
        _ indices: [Int], parameterIndex: Int, at probe: [Double],
        lower: Double, upper: Double
    ) -> ClosedRange<Double>? {
        func extreme(_ sign: Double) -> Double? {
            var (tableau, _) = makeTableau(including: indices, objectives: false, extraFreeParameter: parameterIndex)
            let column = variables.count
            var upperRow = Array(repeating: 0.0, count: tableau.columnCount)
            upperRow[column] = 1
            let upperSlack = tableau.appendColumn(.nonnegative)
            upperRow.append(1)
            tableau.addRow(upperRow, rhs: AffineVector(constant: upper, parameterCount: parameters.count))
            var lowerRow = Array(repeating: 0.0, count: tableau.columnCount)
            lowerRow[column] = 1
            lowerRow[upperSlack] = 0
            _ = tableau.appendColumn(.nonnegative)
            lowerRow.append(-1)
            tableau.addRow(lowerRow, rhs: AffineVector(constant: lower, parameterCount: parameters.count))
            var costs = Array(repeating: 0.0, count: tableau.columnCount)
            costs[column] = sign
            tableau.addObjective(costs: costs)
            _ = tableau.pivotFreeColumnsIn(tolerance: tolerance)
            let threshold = feasibilityTolerance(tableau, at: probe)
            tableau.beginPhaseOne(at: probe)
            guard tableau.optimize(at: probe, tolerance: tolerance) == .optimal,
                tableau.phaseOneInfeasibility(at: probe) <= threshold
            else { return nil }
            tableau.endPhaseOne(tolerance: tolerance)
            guard tableau.optimize(at: probe, tolerance: tolerance) == .optimal,
                let row = tableau.basicRow(of: column)
            else { return nil }
            return tableau.rightHandSides[row].value(at: probe)
        }
        guard let low = extreme(1), let high = extreme(-1), low <= high + 1e-9 else { return nil }
        return low...max(low, high)
    }

    /// The estimated work of one `solve(at:)`, in tableau-entry updates: rows × columns per
    /// pivot, about rows + unknowns pivots.
    var solveCost: Int {
        let rows = constraints.count + levels.count
        let columns = variables.count + 2 * constraints.count + 1
        return rows * columns * (rows + variables.count + 1)
    }

    /// Solves at `probe`: the optimal basis's critical region and values, or why there is none.
    ///
    /// The levels' ranks are always in the tableau: a rank decides among its priority's optima
    /// before any lower priority is looked at, so a tie that a lower priority would break is still
    /// broken by the rank (`ties: viewOrder` keeps the earlier view's size even where a weaker wish
    /// would rather keep the later one's).
    func solve(at probe: [Double]) -> ProbeOutcome {
        var (tableau, roles) = makeTableau(objectives: true)
        let stuck = tableau.pivotFreeColumnsIn(tolerance: tolerance)
        let threshold = feasibilityTolerance(tableau, at: probe)
        tableau.beginPhaseOne(at: probe)
        guard tableau.optimize(at: probe, tolerance: tolerance) == .optimal else {
            return .infeasible(feasibleOnlyIf: nil)
        }
        guard tableau.phaseOneInfeasibility(at: probe) <= threshold else {
            var certificate = tableau.phaseOneValue()
            certificate.scale(by: -1)
            return .infeasible(feasibleOnlyIf: certificate.value(at: probe) < 0 ? certificate : nil)
        }
        tableau.endPhaseOne(tolerance: tolerance)
        guard tableau.optimize(at: probe, tolerance: tolerance) == .optimal else {
            return .infeasible(feasibleOnlyIf: nil)
        }
        if let first = stuck.first { return .undetermined(variableIndex: first, tiedConstraints: []) }

        if let tie = findTie(tableau, roles: roles, at: probe, threshold: threshold) { return tie }

        let partners = Self.partnerColumns(roles)
        let mayMerge = !hasChoiceMovingAnUnknown(tableau)
        // Each non-basic column's reduced costs with the swaps merged so far that lower them.
        var lowest: [Int: [Double]] = [:]
        var bounds: [AffineVector] = []
        for r in tableau.rows.indices where !tableau.isFreeRow(r) {
            let rhs = tableau.rightHandSides[r]
            guard !rhs.isConstant(tolerance: 1e-12) else { continue }
            if mayMerge, let basic = tableau.basis[r], let partner = partners[basic],
                let lowered = swapStaysOptimal(tableau, row: r, basic: basic, partner: partner, lowest: lowest)
            {
                // Row r's basic column is one of an optional constraint's two columns (slack and
                // error, or an equality's two errors): whether the constraint is kept or broken
                // here follows from the inputs. Its partner's column is minus the unit column of
                // row r, so swapping the two changes no other row — not the unknowns' values, not
                // the other bounds — and the swapped basis, optimal too, holds where rhs ≤ 0. The
                // union of the regions of every combination of merged swaps is this one without
                // their rows' bounds.
                lowest.merge(lowered) { $1 }
                continue
            }
            bounds.append(rhs)
        }
        var values = Array(repeating: AffineVector(parameterCount: parameters.count), count: variables.count)
        for (r, basic) in tableau.basis.enumerated() {
            if let basic, basic < variables.count { values[basic] = tableau.rightHandSides[r] }
        }
        return .solved(CriticalRegion(bounds: bounds, values: values))
    }

    /// Whether some non-basic column with no cost at any level has an entry in an unknown's row:
    /// a choice that could move an unknown, which `findTie` judges at the probe only, so the
    /// basis's region is not merged with its neighbours' (a tie there must be probed for). A
    /// column blocked by a row whose right-hand side is zero for every input (a wish met exactly
    /// by construction, say a text's width wished both at most and at least its own) can never
    /// move, in this basis or in any the merge stands for (they share that row).
    private func hasChoiceMovingAnUnknown(_ tableau: Tableau) -> Bool {
        (0..<tableau.columnCount).contains { j in
            tableau.columnKinds[j] == .nonnegative && tableau.basicRow(of: j) == nil
                && tableau.hasZeroReducedCost(column: j, tolerance: tolerance)
                && tableau.rows.indices.contains { r in tableau.isFreeRow(r) && abs(tableau.rows[r][j]) > tolerance }
                && !tableau.rows.indices.contains { r in
                    !tableau.isFreeRow(r) && tableau.rows[r][j] > tolerance
                        && tableau.rightHandSides[r].isConstant(tolerance: 1e-12)
                        && abs(tableau.rightHandSides[r].constant) <= 1e-12
                }
        }
    }

    /// Whether the swap of `basic` for `partner` at `row` can be merged with the swaps merged so
    /// far: the reduced costs of every basis the merged swaps stand for (any combination of them)
    /// must stay lexicographically optimal and above zero where they change (no new choice). The
    /// pivot adds the partner's reduced costs times each column's entry in the row (the partner's
    /// entry being −1); the lowest a column's costs get is with every lowering swap made, so it is
    /// enough that the sum of those (`lowest`, starting at the column's own costs) stays above
    /// zero. Returns the columns this swap lowers, with their new lowest costs; `nil` when it
    /// cannot be merged.
    private func swapStaysOptimal(
        _ tableau: Tableau, row r: Int, basic: Int, partner: Int, lowest: [Int: [Double]]
    ) -> [Int: [Double]]? {
        guard abs(tableau.rows[r][partner] + 1) <= tolerance else { return nil }
        let levels = tableau.objectives.indices
        let partnerCosts = levels.map { tableau.objectives[$0][partner] }
        // The swapped-out column's costs become the partner's.
        guard Self.sign(partnerCosts, tolerance: tolerance) > 0 else { return nil }
        var lowered: [Int: [Double]] = [:]
        for j in 0..<tableau.columnCount
        where j != partner && j != basic && tableau.columnKinds[j] == .nonnegative && tableau.basicRow(of: j) == nil {
            let entry = tableau.rows[r][j]
            guard abs(entry) > tolerance else { continue }
            let change = partnerCosts.map { $0 * entry }
            let sign = Self.sign(change, tolerance: tolerance)
            if sign > 0 { continue }
            let current = lowest[j] ?? levels.map { tableau.objectives[$0][j] }
            let updated = zip(current, change).map { $0 + $1 }
            guard Self.sign(updated, tolerance: tolerance) > 0 else { return nil }
            lowered[j] = updated
        }
        return lowered
    }

    /// The lexicographic sign of a vector of costs (its first entry beyond `tolerance`).
    private static func sign(_ costs: [Double], tolerance: Double) -> Int {
        for cost in costs {
            if cost > tolerance { return 1 }
            if cost < -tolerance { return -1 }
        }
        return 0
    }

    /// For each column of an optional constraint, the constraint's other column (slack and
    /// error, or the two errors of an equality): the two are each other's negatives in every row.
    private static func partnerColumns(_ roles: [ColumnRole]) -> [Int: Int] {
        var columnsOf: [Int: [Int]] = [:]
        for (j, role) in roles.enumerated() {
            switch role {
            case .unknown: continue
            case .slack(let c), .error(let c): columnsOf[c, default: []].append(j)
            }
        }
        var partners: [Int: Int] = [:]
        for columns in columnsOf.values where columns.count == 2 {
            partners[columns[0]] = columns[1]
            partners[columns[1]] = columns[0]
        }
        return partners
    }

    /// A non-basic column with zero reduced cost at every level whose step keeps feasibility and
    /// moves an unknown: the optimum is not unique.
    private func findTie(
        _ tableau: Tableau, roles: [ColumnRole], at probe: [Double],
        threshold: Double
    ) -> ProbeOutcome? {
        for column in 0..<tableau.columnCount
        where tableau.columnKinds[column] == .nonnegative
            && tableau.basicRow(of: column) == nil && tableau.hasZeroReducedCost(column: column, tolerance: tolerance)
        {
            var moved: Int?
            var blocked = false
            var tied = Set<Int>()
            if case .error(let c) = roles[column] { tied.insert(c) }
            for r in tableau.rows.indices {
                let a = tableau.rows[r][column]
                guard abs(a) > tolerance, let basic = tableau.basis[r] else { continue }
                if tableau.isFreeRow(r) {
                    if moved.map({ basic < $0 }) ?? true { moved = basic }
                } else {
                    if a > tolerance, tableau.rightHandSides[r].value(at: probe) <= threshold { blocked = true }
                    if case .error(let c) = roles[basic] { tied.insert(c) }
                }
            }
            if let moved, !blocked {
                return .undetermined(variableIndex: moved, tiedConstraints: tied.sorted())
            }
        }
        return nil
    }
}
