/// Covers the parameter domain with critical regions by region-difference exploration: keep the
/// polytopes not yet covered, probe one at its (nudged) Chebyshev centre, solve there, and subtract
/// the region found from every uncovered polytope, until nothing full-dimensional is left.
struct RegionExplorer: Sendable {
    /// Why exploration stopped without covering the domain.
    enum Failure: Error, Sendable {
        /// The required constraints conflict at the probe.
        case conflict(probe: [Double])
        /// An unknown is not unique at the probe.
        case undetermined(probe: [Double], region: Polytope?, variableIndex: Int, tiedConstraints: [Int])
        /// More than `SolverOptions.maxRegions` regions (or too many polytope pieces) are needed.
        case tooManyRegions(count: Int)
        /// Several failures in one domain: conflicts in some parts, then possibly another failure.
        case several([Failure])
        /// The solve's `WorkBudget` ran out.
        case workExhausted
    }

    /// The problem of one component case.
    let problem: ParametricLayoutProblem
    /// The domain box's lower corner (one entry per problem parameter).
    let lower: [Double]
    /// The domain box's upper corner.
    let upper: [Double]
    /// Limits.
    let options: SolverOptions

    /// Pieces thinner than this (a Chebyshev radius) are treated as covered.
    private var minimumRadius: Double { Self.minimumRadius }
    /// Pieces thinner than this (a Chebyshev radius) are treated as covered.
    static let minimumRadius = 1e-6

    /// The regions, in the order found, each with non-redundant bounds.
    /// Every solve at a probe, polytope subtraction and corner check draws from `budget`.
    func explore(budget: WorkBudget) throws(Failure) -> [ParametricLayoutProblem.CriticalRegion] {
        let box = Polytope(lower: lower, upper: upper)
        var uncovered = [box]
        var regions: [ParametricLayoutProblem.CriticalRegion] = []
        // Regions with the same solution count once against the cap (degenerate bases split one
        // solution into many regions).
        var solutions: [[AffineVector]] = []
        let solveCost = problem.solveCost
        var conflicts: [Failure] = []
        var probes = 0
        func failing(_ failure: Failure) -> Failure { conflicts.isEmpty ? failure : .several(conflicts + [failure]) }
        func cut(conflictAt probe: [Double], feasibleOnlyIf: AffineVector) {
            conflicts.append(.conflict(probe: probe))
            let keep = Polytope.halfspace(nonNegative: feasibleOnlyIf)
            uncovered = uncovered.compactMap { polytope in
                let kept = polytope.adding(keep)
                guard let centre = ChebyshevCenter(of: kept), centre.radius >= minimumRadius else { return nil }
                return kept
            }
        }
        // The inputs where the required constraints can hold form a convex set (the projection of
        // a polyhedron), so they hold over the whole box exactly when they hold at its corners.
        // Checking the corners first finds every conflict, even where a tie elsewhere stops the
        // exploration below.
        for corner in Self.corners(lower: lower, upper: upper, limit: options.maxCornerChecks)
        where !(budget.draw(solveCost) ? problem.isFeasible(Array(problem.constraints.indices), at: corner) : true) {
            guard conflicts.count < 8, case .infeasible(let certificate?) = problem.solve(at: corner),
                certificate.value(at: corner) < 0
            else { continue }
            cut(conflictAt: corner, feasibleOnlyIf: certificate)
        }
        if budget.isExhausted { throw failing(.workExhausted) }
        exploring: while let piece = uncovered.first {
            guard let centre = ChebyshevCenter(of: piece), centre.radius >= minimumRadius else {
                uncovered.removeFirst()
                continue
            }
            var accepted: (ParametricLayoutProblem.CriticalRegion, Polytope)?
            for attempt in 0..<4 {
                probes += 1
                guard budget.draw(solveCost) else { throw failing(.workExhausted) }
                let probe = centre.nudgedProbe(attempt: attempt)
                switch problem.solve(at: probe) {
                case .infeasible(let feasibleOnlyIf):
                    // Cut away the half-space where the required constraints certainly conflict
                    // and go on, so that other failures elsewhere in the domain are found too.
                    guard let feasibleOnlyIf, conflicts.count < 8 else { throw failing(.conflict(probe: probe)) }
                    cut(conflictAt: probe, feasibleOnlyIf: feasibleOnlyIf)
                    continue exploring
                case .undetermined(let variable, let tied):
                    throw failing(
                        .undetermined(probe: probe, region: piece, variableIndex: variable, tiedConstraints: tied))
                case .solved(var region):
                    let filterCost = region.bounds.count * Self.polytopeCost(box, extra: region.bounds.count)
                    guard budget.draw(filterCost) else { throw failing(.workExhausted) }
                    region.bounds = Self.nonRedundant(region.bounds, within: box)
                    let shape = piece.restricted(toNonNegative: region.bounds)
                    if let inside = ChebyshevCenter(of: shape), inside.radius >= minimumRadius {
                        accepted = (region, shape)
                    }
                }
                if accepted != nil { break }
            }
            guard let (region, _) = accepted else {
                // The probes keep landing on flat regions: treat the piece as covered.
                uncovered.removeFirst()
                continue
            }
            regions.append(region)
            if !solutions.contains(where: { zip($0, region.values).allSatisfy { Self.nearlyEqual($0, $1) } }) {
                solutions.append(region.values)
            }
            if solutions.count > options.maxRegions { throw failing(.tooManyRegions(count: solutions.count)) }
            // Each small LP solved (a Chebyshev centre, two phases) is charged, at three times
            // its tableau estimate, which is what it takes per estimated unit of a solve.
            var remainder: [Polytope] = []
            for piece in uncovered {
                let (pieces, programs) = Self.subtract(region.bounds, from: piece, minimumRadius: minimumRadius)
                guard budget.draw(3 * programs * Self.polytopeCost(piece, extra: region.bounds.count)) else {
                    throw failing(.workExhausted)
                }
                remainder += pieces
            }
            uncovered = remainder
            if uncovered.count > options.maxPolytopePieces || probes > 8 * options.maxRegions + 8 * regions.count {
                throw failing(.tooManyRegions(count: regions.count))
            }
        }
        if conflicts.count == 1, let only = conflicts.first { throw only }
        if !conflicts.isEmpty { throw .several(conflicts) }
        return regions
    }

    /// The estimated work of one small LP over `polytope` with `extra` more half-spaces: rows ×
    /// columns per pivot, about as many pivots as rows.
    static func polytopeCost(_ polytope: Polytope, extra: Int) -> Int {
        let rows = polytope.halfspaces.count + extra + 1
        let columns = rows + polytope.dimension + 2
        return rows * columns * rows
    }

    /// The corners of the box `lower...upper` (flat dimensions counted once), or none when there
    /// would be more than `limit`.
    static func corners(lower: [Double], upper: [Double], limit: Int) -> [[Double]] {
        var corners: [[Double]] = [[]]
        for (low, high) in zip(lower, upper) {
            let values = high - low > 1e-12 ? [low, high] : [low]
            corners = corners.flatMap { corner in values.map { corner + [$0] } }
            if corners.count > limit { return [] }
        }
        return corners
    }

    /// `polytope` minus the region where every bound is ≥ 0, as full-dimensional pieces (thinner
    /// than `minimumRadius` counts as covered), and how many small LPs that took.
    static func subtract(
        _ bounds: [AffineVector], from polytope: Polytope, minimumRadius: Double
    ) -> (pieces: [Polytope], programs: Int) {
        // Most bounds are decided by a box around the piece, without an LP: one below zero all
        // over it misses the piece, one at or above zero all over it cuts nothing off.
        var cutting = bounds
        if let outer = OuterBox(around: polytope) {
            if bounds.contains(where: { outer.range(of: $0).upperBound < 0 }) { return ([polytope], 0) }
            cutting = bounds.filter { outer.range(of: $0).lowerBound < 0 }
            if cutting.isEmpty { return ([], 0) }
        }
        let overlap = polytope.restricted(toNonNegative: cutting)
        guard let common = ChebyshevCenter(of: overlap), common.radius >= minimumRadius else {
            return ([polytope], 1)
        }
        var pieces: [Polytope] = []
        var inside = polytope
        for bound in cutting {
            let outside = inside.adding(Polytope.halfspace(nonPositive: bound))
            if let centre = ChebyshevCenter(of: outside), centre.radius >= minimumRadius { pieces.append(outside) }
            inside = inside.adding(Polytope.halfspace(nonNegative: bound))
        }
        return (pieces, 1 + cutting.count)
    }

    /// The bounds with duplicates and those implied by the others and the box removed, each scaled
    /// so that its first parameter coefficient is ±1.
    static func nonRedundant(_ bounds: [AffineVector], within box: Polytope) -> [AffineVector] {
        var normalized: [AffineVector] = []
        for bound in bounds {
            guard let pivot = bound.terms.lazy.map(\.1).first(where: { abs($0) > 1e-12 }) else { continue }
            var scaled = bound
            scaled.scale(by: 1 / abs(pivot))
            scaled = scaled.mapped(AffineVector.snapped)
            if !normalized.contains(where: { Self.nearlyEqual($0, scaled) }) { normalized.append(scaled) }
        }
        var kept = normalized
        var k = 0
        while k < kept.count {
            var others = box
            for (i, g) in kept.enumerated() where i != k { others = others.adding(Polytope.halfspace(nonNegative: g)) }
            if let minimum = others.minimum(of: kept[k]), minimum >= -1e-9 * max(1, abs(kept[k].constant)) {
                kept.remove(at: k)
            } else {
                k += 1
            }
        }
        return kept
    }

    /// Whether two affine vectors agree within rounding noise.
    static func nearlyEqual(_ a: AffineVector, _ b: AffineVector) -> Bool {
        a.allEntries(pairedWith: b) { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
    }
}
