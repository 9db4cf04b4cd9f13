/// The closed-form solution of a component case whose structure allows it, in time about linear
/// in its constraints, before any parametric LP (docs/Solving.md, "How it works"):
///
/// 1. required equalities are eliminated (`EqualityElimination`), leaving free unknowns;
/// 2. every other constraint, rewritten over the free unknowns, is a bound or wish on one free
///    unknown, or a required *coupling* `x ≥ Σ b·y + g` (or `≤`) whose downstream unknown `x`
///    is never bounded the other way, so the couplings form a DAG;
/// 3. the unknowns are solved in DAG order, each alone by `IntervalPropagation`, with upstream
///    values substituted into the couplings' bounds.
///
/// Step 3 is exact when the downstream unknowns cannot disturb their upstream ones: `x` only
/// wants its lower bound small, so each upstream `y` with `b > 0` must end at the lower end of
/// the interval it has before the first level that touches `x` or anything downstream of it
/// (the upper end when `b < 0`) — then that value is optimal for every level of the joint
/// problem. Free unknowns linked by optional constraints instead go to `LevelSweep`. When any
/// condition fails the fast path declines and the parametric LP solves the case as before, so
/// conflicts and ties are still reported by the LP — except conflicts the elimination proves
/// (`FastPathConflict`), which `LayoutSolver` reports itself for groups too large for the LP.
struct StructuralFastPath: Sendable {
    /// The component case.
    let problem: ParametricLayoutProblem
    /// The varying parameters' domain.
    let box: ParameterBox

    /// A required constraint linking several free unknowns, as a bound on its downstream unknown.
    private struct Coupling {
        /// The downstream unknown.
        var downstream: Int
        /// Whether the bound is a lower bound (`x ≥ …`).
        var isLower: Bool
        /// The bound: `Σ upstream[y]·y + offset`.
        var upstream: [(unknown: Int, coefficient: Double)]
        /// The bound's part without unknowns.
        var offset: AffineVector
    }

    /// What the fast path found.
    enum Outcome: Sendable {
        /// One closed form per unknown of the problem.
        case solved([PiecewiseValue])
        /// Required inequalities that the required equalities make fail somewhere in the domain.
        case conflicts([FastPathConflict])
        /// The structure does not allow the fast path.
        case declined
    }

    /// The fast path's outcome: the required equalities are eliminated once, for both the
    /// conflict proof and the solution.
    func outcome() -> Outcome {
        let (rows, mentions) = makeRows()
        var elimination = EqualityElimination(mentionCounts: mentions)
        for (index, constraint) in problem.constraints.enumerated()
        where constraint.isRequired && constraint.relation == .equal {
            // Inconsistent equalities: the LP explains those.
            if case .inconsistent = elimination.eliminate(rows[index], index: index) { return .declined }
        }
        // Every other constraint over the free unknowns (`nil` for the required equalities).
        let reducedRows = problem.constraints.indices.map { index -> SparseAffineRow? in
            let constraint = problem.constraints[index]
            return constraint.isRequired && constraint.relation == .equal ? nil : elimination.reduced(rows[index])
        }
        let conflicts = provenConflicts(rows: rows, reducedRows: reducedRows, elimination: elimination)
        if !conflicts.isEmpty { return .conflicts(conflicts) }
        return solve(reducedRows: reducedRows, elimination: elimination).map(Outcome.solved) ?? .declined
    }

    /// The required inequalities left without unknowns after eliminating the required equalities
    /// that fail somewhere in the domain (at most 8).
    private func provenConflicts(
        rows: [SparseAffineRow], reducedRows: [SparseAffineRow?],
        elimination: EqualityElimination
    ) -> [FastPathConflict] {
        var conflicts: [FastPathConflict] = []
        for (index, constraint) in problem.constraints.enumerated()
        where constraint.isRequired && constraint.relation != .equal && conflicts.count < 8 {
            guard let row = reducedRows[index], row.coefficients.isEmpty else { continue }
            var feasibleOnlyIf = row.affine
            if constraint.relation == .lessThanOrEqual { feasibleOnlyIf.scale(by: -1) }
            guard box.minimum(of: feasibleOnlyIf) < -1e-9 * max(1, abs(feasibleOnlyIf.constant)) else { continue }
            // The inequality and, transitively, the equalities that eliminated its unknowns.
            var involved: Set<Int> = [index]
            var pending = rows[index].unknowns
            var seen = Set(pending)
            while let v = pending.popLast() {
                guard let k = elimination.eliminatedBy(v) else { continue }
                involved.insert(k)
                for u in rows[k].unknowns where !seen.contains(u) {
                    seen.insert(u)
                    pending.append(u)
                }
            }
            conflicts.append(FastPathConflict(constraintIndices: involved.sorted(), feasibleOnlyIf: feasibleOnlyIf))
        }
        return conflicts
    }

    /// The constraints' rows, and how many constraints mention each unknown.
    private func makeRows() -> (rows: [SparseAffineRow], mentions: [Int]) {
        let parameterCount = problem.parameters.count
        let variableIndex = Dictionary(problem.variables.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let parameterIndex = Dictionary(
            problem.parameters.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let rows = problem.constraints.map {
            SparseAffineRow(
                $0.expression, variableIndex: variableIndex, parameterIndex: parameterIndex,
                parameterCount: parameterCount)
        }
        var mentions = Array(repeating: 0, count: problem.variables.count)
        for row in rows { for v in row.coefficients.keys { mentions[v] += 1 } }
        return (rows, mentions)
    }

    /// One closed form per unknown of the problem from the constraints other than the required
    /// equalities, reduced by `elimination`, or `nil` when the structure does not allow it.
    private func solve(reducedRows: [SparseAffineRow?], elimination: EqualityElimination) -> [PiecewiseValue]? {
        let count = problem.variables.count

        var single = Array(repeating: IntervalPropagation(), count: count)
        var couplings: [Coupling] = []
        var couplingDegree = Array(repeating: 0, count: count)
        var multi: [(row: SparseAffineRow, relation: Relation)] = []
        var linked: [LevelSweep.LinkedWish] = []
        for (index, constraint) in problem.constraints.enumerated() {
            guard let row = reducedRows[index] else { continue }
            let unknowns = row.unknowns
            switch unknowns.count {
            case 0:
                guard constraint.isRequired else { continue }
                let holds =
                    constraint.relation == .greaterThanOrEqual
                    ? box.minimum(of: row.affine) >= -1e-9 * max(1, abs(row.affine.constant))
                    : box.maximum(of: row.affine) <= 1e-9 * max(1, abs(row.affine.constant))
                if !holds { return nil }
            case 1:
                let v = unknowns[0]
                guard let a = row.coefficients[v] else { return nil }
                var target = row.affine
                target.scale(by: -1 / a)
                let relation = a > 0 ? constraint.relation : constraint.relation.flipped
                if constraint.isRequired {
                    if relation == .greaterThanOrEqual {
                        single[v].lower.append(.affine(target))
                    } else {
                        single[v].upper.append(.affine(target))
                    }
                } else {
                    let kind: IntervalPropagation.WishKind =
                        switch relation {
                        case .equal: .exactly
                        case .greaterThanOrEqual: .atLeast
                        case .lessThanOrEqual: .atMost
                        }
                    single[v].wishes[constraint.priority, default: []].append(
                        .init(kind: kind, target: .affine(target)))
                }
            default:
                if constraint.isRequired {
                    for v in unknowns { couplingDegree[v] += 1 }
                    multi.append((row, constraint.relation))
                } else {
                    linked.append(.init(row: row, relation: constraint.relation, priority: constraint.priority))
                }
            }
        }
        let free = (0..<count).filter { !elimination.isEliminated($0) }
        if !linked.isEmpty {
            // Optional constraints link free unknowns: the level sweep, without required couplings.
            guard multi.isEmpty,
                let solved = LevelSweep(box: box).solve(single: single, linked: linked, free: free)
            else { return nil }
            return Self.expand(solved, elimination: elimination, count: count, box: box)
        }
        for (row, relation) in multi {
            // Written as `row ≥ 0`; the downstream unknown is the one most couplings share.
            var normalized = row
            if relation == .lessThanOrEqual { normalized.scale(by: -1) }
            let unknowns = normalized.unknowns
            guard
                let x = unknowns.max(by: {
                    couplingDegree[$0] != couplingDegree[$1] ? couplingDegree[$0] < couplingDegree[$1] : $0 < $1
                }),
                let a = normalized.coefficients[x]
            else { return nil }
            var offset = normalized.affine
            offset.scale(by: -1 / a)
            let upstream = unknowns.filter { $0 != x }.compactMap { y in
                normalized.coefficients[y].map { (unknown: y, coefficient: -$0 / a) }
            }
            couplings.append(Coupling(downstream: x, isLower: a > 0, upstream: upstream, offset: offset))
        }
        guard let order = Self.dependencyOrder(couplings, single: single, count: count) else { return nil }

        // The highest level touching each unknown or anything downstream of it.
        var reach = single.map { $0.wishes.keys.max() ?? Int.min }
        var downstreamOf = Array(repeating: [Int](), count: count)
        for (k, coupling) in couplings.enumerated() {
            for (y, _) in coupling.upstream { downstreamOf[y].append(k) }
        }
        for v in order.reversed() {
            for k in downstreamOf[v] { reach[v] = max(reach[v], reach[couplings[k].downstream]) }
        }

        var values = Array(repeating: PiecewiseValue?.none, count: count)
        var byDownstream = Array(repeating: [Int](), count: count)
        for (k, coupling) in couplings.enumerated() { byDownstream[coupling.downstream].append(k) }
        for v in order where !elimination.isEliminated(v) {
            var propagation = single[v]
            for k in byDownstream[v] {
                let coupling = couplings[k]
                var terms: [(Double, PiecewiseValue)] = []
                for (y, b) in coupling.upstream {
                    guard let value = values[y] else { return nil }
                    terms.append((b, value))
                }
                guard let bound = Self.combination(terms, plus: coupling.offset, box: box) else { return nil }
                if coupling.isLower { propagation.lower.append(bound) } else { propagation.upper.append(bound) }
            }
            let threshold = downstreamOf[v].map { reach[couplings[$0].downstream] }.max() ?? Int.min
            guard let (value, snapshot) = propagation.solve(snapshotAbove: threshold, box: box) else { return nil }
            for k in downstreamOf[v] {
                let coupling = couplings[k]
                guard let b = coupling.upstream.first(where: { $0.unknown == v })?.coefficient else { continue }
                // The downstream unknown wants its bound small (lower bound) or large (upper bound).
                let wantsSmall = coupling.isLower == (b > 0)
                guard let end = wantsSmall ? snapshot.low : snapshot.high, end.isSame(as: value) else { return nil }
            }
            values[v] = value
        }
        var solved: [Int: PiecewiseValue] = [:]
        for v in free { solved[v] = values[v] }
        return Self.expand(solved, elimination: elimination, count: count, box: box)
    }

    /// Every unknown's value: the free ones' from `solved`, the eliminated ones' from their
    /// substitutions; `nil` when one is missing or a substitution mixes two `min`/`max` values.
    private static func expand(
        _ solved: [Int: PiecewiseValue], elimination: EqualityElimination, count: Int,
        box: ParameterBox
    ) -> [PiecewiseValue]? {
        var result: [PiecewiseValue] = []
        // Eliminated unknowns with the same substitution of one `min`/`max` (every field's width,
        // the container's width less its `minX`) share one value: the tree is built once.
        var shifted: [ShiftedValue: PiecewiseValue] = [:]
        for v in 0..<count {
            if let value = solved[v] {
                result.append(value)
            } else if let substitution = elimination.substitution(of: v) {
                var terms: [(Double, PiecewiseValue)] = []
                var affineSum = substitution.affine
                var piecewise: [ShiftedValue] = []
                for u in substitution.unknowns {
                    guard let value = solved[u], let c = substitution.coefficients[u] else { return nil }
                    terms.append((c, value))
                    if let vector = value.affinePart {
                        affineSum.add(vector, times: c)
                    } else {
                        piecewise.append(ShiftedValue(unknown: u, coefficient: c, offset: affineSum))
                    }
                }
                if piecewise.count == 1, var key = piecewise.first {
                    key.offset = affineSum
                    if let known = shifted[key] {
                        result.append(known)
                        continue
                    }
                    guard let value = combination(terms, plus: substitution.affine, box: box) else { return nil }
                    shifted[key] = value
                    result.append(value)
                    continue
                }
                guard let value = combination(terms, plus: substitution.affine, box: box) else { return nil }
                result.append(value)
            } else {
                return nil
            }
        }
        return result
    }

    /// One free unknown's `min`/`max` value scaled and shifted: `coefficient · value + offset`.
    private struct ShiftedValue: Hashable {
        var unknown: Int
        var coefficient: Double
        var offset: AffineVector
    }

    /// `Σ coefficient·value + offset`, when at most one value is not affine (else `nil`).
    static func combination(
        _ terms: [(Double, PiecewiseValue)], plus offset: AffineVector,
        box: ParameterBox
    ) -> PiecewiseValue? {
        var sum = offset
        var piecewise: (Double, PiecewiseValue)?
        for (coefficient, value) in terms {
            if let vector = value.affinePart {
                sum.add(vector, times: coefficient)
            } else if piecewise == nil {
                piecewise = (coefficient, value)
            } else {
                return nil
            }
        }
        guard let (coefficient, value) = piecewise else { return .affine(sum) }
        return value.scaled(by: coefficient, plus: sum)
    }

    /// The free unknowns with every upstream unknown before its downstream ones, or `nil` when a
    /// downstream unknown is also bounded the other way or the couplings form a cycle.
    private static func dependencyOrder(_ couplings: [Coupling], single: [IntervalPropagation], count: Int) -> [Int]? {
        var direction = Array(repeating: Bool?.none, count: count)
        var incoming = Array(repeating: 0, count: count)
        var edges = Array(repeating: [Int](), count: count)
        for coupling in couplings {
            let x = coupling.downstream
            if let known = direction[x], known != coupling.isLower { return nil }
            direction[x] = coupling.isLower
            for (y, _) in coupling.upstream {
                edges[y].append(x)
                incoming[x] += 1
            }
        }
        for v in 0..<count {
            guard let isLower = direction[v] else { continue }
            if isLower ? !single[v].upper.isEmpty : !single[v].lower.isEmpty { return nil }
        }
        var ready = (0..<count).filter { incoming[$0] == 0 }
        var order: [Int] = []
        var next = 0
        while next < ready.count {
            let v = ready[next]
            next += 1
            order.append(v)
            for x in edges[v] {
                incoming[x] -= 1
                if incoming[x] == 0 { ready.append(x) }
            }
        }
        return order.count == count ? order : nil
    }
}
