/// Solves a component case with absolute distances piecewise, split where a distance changes sign.
///
/// A constraint whose role is `absoluteDistance(sized:)` means `sized == |d|` and is written
/// `sized − d == 0`. `|d|` is piecewise linear: where `d ≥ 0` it is `d`, where `d ≤ 0` it is `−d`.
/// The case is first solved with every distance as written; the distances whose sized value comes
/// out negative somewhere are then solved in every orientation (each one as written or negated,
/// `sized + d == 0`), and each orientation's regions are kept only where every sized value is
/// ≥ 0: there `sized` equals `|d|`. The kept pieces, together, must cover the domain; they are the
/// case's regions, and the solution is continuous across the sign change (both sides give
/// `sized = 0` on it), so it has `min`/`max` closed forms as usual.
struct AbsoluteDistanceSplit {
    /// The most distances of one case whose sign changes (2^n orientations are solved).
    static let maxChangingSigns = 4

    /// The case's constraints (fixed parameters substituted).
    let constraints: [LinearConstraint]
    /// The indices of the absolute distances among `constraints`, with their sized unknowns and
    /// those unknowns' columns in a region's values.
    let distances: [(index: Int, sized: Variable, column: Int)]

    /// The split of `constraints` over the unknowns `variables`, or `nil` when none is an absolute
    /// distance.
    init?(constraints: [LinearConstraint], variables: [Variable]) {
        let columns = Dictionary(variables.enumerated().map { ($1, $0) }) { first, _ in first }
        let distances = constraints.indices.compactMap { index -> (index: Int, sized: Variable, column: Int)? in
            guard case .absoluteDistance(let sized) = constraints[index].origin.role, let column = columns[sized]
            else { return nil }
            return (index, sized, column)
        }
        guard !distances.isEmpty else { return nil }
        self.constraints = constraints
        self.distances = distances
    }

    /// Whether any of `constraints` is an absolute distance.
    static func hasDistances(_ constraints: [LinearConstraint]) -> Bool {
        constraints.contains { if case .absoluteDistance = $0.origin.role { return true } else { return false } }
    }

    /// `sized − d == 0` as `sized + d == 0`: the expression negated, plus twice the sized term.
    static func negated(_ constraint: LinearConstraint, sized: Variable) -> LinearConstraint {
        var result = constraint
        let coefficient = constraint.expression.variables[sized] ?? 0
        result.expression = -constraint.expression + LinearExpression(sized) * (2 * coefficient)
        return result
    }

    /// The case's regions: `explore` solves the constraints in one orientation (throwing located
    /// errors); the regions it returns are kept where every sized value is ≥ 0.
    ///
    /// - Throws: the first orientation's error, or an error at the first distance whose sign
    ///   changes, when the kept pieces do not cover the domain box.
    func regions(
        lower: [Double], upper: [Double],
        explore: ([LinearConstraint]) throws -> [ParametricLayoutProblem.CriticalRegion]
    ) throws
        -> [ParametricLayoutProblem.CriticalRegion]
    {
        let box = Polytope(lower: lower, upper: upper)
        var firstError: Error?
        var asWritten: [ParametricLayoutProblem.CriticalRegion]?
        do { asWritten = try explore(constraints) } catch { firstError = error }
        // The distances to split: those whose sized value is negative somewhere as written (all
        // of them when the constraints as written cannot be solved).
        var changing = Array(distances.indices)
        if let asWritten {
            changing = distances.indices.filter { k in
                asWritten.contains { region in
                    let shape = box.restricted(toNonNegative: region.bounds)
                    return (shape.minimum(of: value(of: k, in: region)) ?? 0) < -Self.tolerance
                }
            }
            if changing.isEmpty { return asWritten }
        }
        guard changing.count <= Self.maxChangingSigns else {
            throw failure(
                firstError, changing: changing,
                "more than \(Self.maxChangingSigns) absolute distances of one group of views change sign "
                    + "inside the input domain; narrow the domain with `container:` or `inputs:` bounds "
                    + "so that some keep one sign, or split the layout with `when:`")
        }
        var kept: [ParametricLayoutProblem.CriticalRegion] = []
        var uncovered = [box]
        for mask in 0..<(1 << changing.count) where !uncovered.isEmpty {
            var oriented = constraints
            for (bit, k) in changing.enumerated() where mask >> bit & 1 == 1 {
                let distance = distances[k]
                oriented[distance.index] = Self.negated(constraints[distance.index], sized: distance.sized)
            }
            let regions: [ParametricLayoutProblem.CriticalRegion]
            if mask == 0, let asWritten {
                regions = asWritten
            } else {
                do { regions = try explore(oriented) } catch {
                    firstError = firstError ?? error
                    continue
                }
            }
            for region in regions {
                let all = region.bounds + distances.indices.map { value(of: $0, in: region) }
                // A constant bound below 0 empties the piece (a box without inputs has no volume to test).
                guard !all.contains(where: { $0.isConstant(tolerance: 1e-12) && $0.constant < -Self.tolerance }) else {
                    continue
                }
                let shape = box.restricted(toNonNegative: all)
                guard let centre = ChebyshevCenter(of: shape), centre.radius >= RegionExplorer.minimumRadius else {
                    continue
                }
                let bounds = RegionExplorer.nonRedundant(all, within: box)
                kept.append(.init(bounds: bounds, values: region.values))
                uncovered = uncovered.flatMap {
                    RegionExplorer.subtract(bounds, from: $0, minimumRadius: RegionExplorer.minimumRadius).pieces
                }
            }
        }
        guard uncovered.isEmpty else {
            throw failure(
                firstError, changing: changing,
                "no size meets this absolute distance on either side of its sign change somewhere inside "
                    + "the input domain; keep the two anchors in one order over the whole domain (narrow "
                    + "it with `container:` or `inputs:` bounds)")
        }
        return kept
    }

    /// `firstError` (an orientation's own error) when there is one, else `message` at the first
    /// distance in `changing`.
    private func failure(_ firstError: Error?, changing: [Int], _ message: String) -> Error {
        firstError ?? SpecError(at: constraints[distances[changing[0]].index].origin.location, message)
    }

    /// Values within this distance of 0 count as 0.
    private static let tolerance = 1e-7

    /// Distance `k`'s sized value in `region`, as an affine function of the parameters.
    private func value(of k: Int, in region: ParametricLayoutProblem.CriticalRegion) -> AffineVector {
        region.values[distances[k].column]
    }
}
