/// The primal simplex method on a `Tableau` with a lexicographic objective: a column may enter when
/// its reduced-cost vector (one entry per level, most important first) is lexicographically
/// negative. Pivot choices use the right-hand sides' values at a probe point θ*. Bland's rule
/// (smallest index enters; smallest basic index leaves among ties) prevents cycling.
extension Tableau {
    /// How an optimisation ended.
    enum OptimizationOutcome: Hashable, Sendable {
        /// No column can improve the objective.
        case optimal
        /// The objective decreases without bound along the column.
        case unbounded(column: Int)
        /// The iteration cap was reached (a numerical problem).
        case iterationLimit
    }

    /// Pivots every free column into the basis, each in a row that has no basic column yet
    /// (largest coefficient first for stability). Returns the free columns that could not enter:
    /// they appear in no remaining row, so nothing determines them.
    mutating func pivotFreeColumnsIn(tolerance: Double) -> [Int] {
        var stuck: [Int] = []
        for column in 0..<columnCount where columnKinds[column] == .free && basicRow(of: column) == nil {
            if let best = Self.largest(
                in: rows.indices, where: { basis[$0] == nil }, above: tolerance, by: { abs(rows[$0][column]) })
            {
                pivot(row: best, column: column)
            } else {
                stuck.append(column)
            }
        }
        return stuck
    }

    /// Gives every row without a basic column an artificial one (after making its right-hand side
    /// non-negative at `probe`), and adds the Phase 1 objective (their sum) as the most important level.
    mutating func beginPhaseOne(at probe: [Double]) {
        var artificials: [Int] = []
        for r in rows.indices where basis[r] == nil {
            if rightHandSides[r].value(at: probe) < 0 { negateRow(r) }
            let column = appendColumn(.artificial)
            setCoefficient(row: r, column: column, 1)
            declareBasic(row: r, column: column)
            artificials.append(column)
        }
        var costs = Array(repeating: 0.0, count: columnCount)
        for column in artificials { costs[column] = 1 }
        addObjective(costs: costs, mostImportant: true)
    }

    /// The sum of the artificial columns' values at `probe` (zero when the rows are feasible there).
    func phaseOneInfeasibility(at probe: [Double]) -> Double {
        var total = 0.0
        for (r, basic) in basis.enumerated() {
            if let basic, columnKinds[basic] == .artificial {
                total += max(0, rightHandSides[r].value(at: probe))
            }
        }
        return total
    }

    /// The Phase 1 objective at the current basis as an affine function of the parameters: the sum
    /// of the basic artificials' right-hand sides. At a Phase 1 optimal basis its dual solution is
    /// feasible for every parameter value, so by weak duality this is a lower bound of the Phase 1
    /// optimum everywhere: wherever it is positive, the rows are infeasible (a Farkas certificate).
    func phaseOneValue() -> AffineVector {
        var total = AffineVector(parameterCount: parameterCount)
        for (r, basic) in basis.enumerated() {
            if let basic, columnKinds[basic] == .artificial { total.add(rightHandSides[r], times: 1) }
        }
        return total
    }

    /// Ends Phase 1 at a feasible basis: pivots every artificial out of the basis (a degenerate
    /// pivot), drops rows that turn out redundant, and removes the Phase 1 objective.
    mutating func endPhaseOne(tolerance: Double) {
        var r = rows.count - 1
        while r >= 0 {
            if let basic = basis[r], columnKinds[basic] == .artificial {
                if let best = Self.largest(
                    in: 0..<columnCount, where: { columnKinds[$0] != .artificial && basicRow(of: $0) == nil },
                    above: tolerance, by: { abs(rows[r][$0]) })
                {
                    pivot(row: r, column: best)
                } else {
                    removeRow(r)
                }
            }
            r -= 1
        }
        removeFirstObjective()
    }

    /// The first index in `candidates` passing `include` whose magnitude is the largest one above
    /// `tolerance`, or `nil` when none is above it (the pivot choice of the two methods above).
    private static func largest(
        in candidates: Range<Int>, where include: (Int) -> Bool, above tolerance: Double, by magnitude: (Int) -> Double
    ) -> Int? {
        var best: Int?
        var bestMagnitude = tolerance
        for index in candidates where include(index) {
            let value = magnitude(index)
            if value > bestMagnitude {
                best = index
                bestMagnitude = value
            }
        }
        return best
    }

    /// Whether the column's reduced-cost vector is lexicographically negative.
    func isImproving(column: Int, tolerance: Double) -> Bool {
        for level in objectives.indices {
            let d = objectives[level][column]
            if d < -tolerance { return true }
            if d > tolerance { return false }
        }
        return false
    }

    /// Whether the column's reduced-cost vector is zero at every level.
    func hasZeroReducedCost(column: Int, tolerance: Double) -> Bool {
        objectives.allSatisfy { abs($0[column]) <= tolerance }
    }

    /// Runs the simplex method to a lexicographic optimum at `probe`.
    mutating func optimize(at probe: [Double], tolerance: Double, maxIterations: Int = 10_000) -> OptimizationOutcome {
        for _ in 0..<maxIterations {
            var entering: Int?
            for column in 0..<columnCount where columnKinds[column] == .nonnegative && basicRow(of: column) == nil {
                if isImproving(column: column, tolerance: tolerance) {
                    entering = column
                    break
                }
            }
            guard let entering else { return .optimal }
            var leaving: Int?
            var bestRatio = Double.infinity
            for r in rows.indices where !isFreeRow(r) {
                let a = rows[r][entering]
                guard a > tolerance else { continue }
                let ratio = max(0, rightHandSides[r].value(at: probe)) / a
                let slack = bestRatio.isFinite ? 1e-12 * max(1, bestRatio) : 0
                if leaving == nil || ratio < bestRatio - slack {
                    bestRatio = ratio
                    leaving = r
                } else if ratio <= bestRatio + slack, let current = leaving,
                    let basicHere = basis[r], let basicThere = basis[current], basicHere < basicThere
                {
                    leaving = r
                }
            }
            guard let leaving else { return .unbounded(column: entering) }
            pivot(row: leaving, column: entering)
        }
        return .iterationLimit
    }
}
