/// A box around a polytope found by bound propagation, without solving an LP: region exploration
/// and closed-form search ask many questions of the kind "does this bound cut that piece?", and
/// most of them are answered by the box alone.
struct OuterBox: Sendable {
    /// The box's lower corner.
    var lower: [Double]
    /// The box's upper corner.
    var upper: [Double]

    /// The box around `polytope`, or `nil` when propagation proves it empty. Each pass tightens
    /// every coordinate with every halfspace from the other coordinates' current ranges (the
    /// polytope always holds its domain box, so the ranges start finite).
    init?(around polytope: Polytope, passes: Int = 2) {
        let d = polytope.dimension
        lower = Array(repeating: -Double.infinity, count: d)
        upper = Array(repeating: Double.infinity, count: d)
        for _ in 0..<passes {
            for h in polytope.halfspaces {
                // The smallest value of normal·θ over the box, and how many coordinates make it
                // unbounded (their own tightening then needs the others finite).
                var least = 0.0
                var unbounded = 0
                for k in 0..<d where h.normal[k] != 0 {
                    let end = h.normal[k] > 0 ? lower[k] : upper[k]
                    if end.isFinite { least += h.normal[k] * end } else { unbounded += 1 }
                }
                if unbounded == 0, least > h.offset + 1e-9 * max(1, abs(h.offset)) { return nil }
                for k in 0..<d where h.normal[k] != 0 {
                    let end = h.normal[k] > 0 ? lower[k] : upper[k]
                    let ownIsUnbounded = !end.isFinite
                    guard unbounded == 0 || (unbounded == 1 && ownIsUnbounded) else { continue }
                    let others = ownIsUnbounded ? least : least - h.normal[k] * end
                    let limit = (h.offset - others) / h.normal[k]
                    if h.normal[k] > 0 { upper[k] = min(upper[k], limit) } else { lower[k] = max(lower[k], limit) }
                }
            }
        }
        for k in 0..<d where lower[k] > upper[k] + 1e-9 * max(1, abs(lower[k])) { return nil }
    }

    /// The range of `g` over the box (a superset of its range over the polytope).
    func range(of g: AffineVector) -> ClosedRange<Double> {
        var least = g.constant
        var greatest = g.constant
        for (k, coefficient) in g.terms {
            let a = coefficient * lower[k]
            let b = coefficient * upper[k]
            least += min(a, b)
            greatest += max(a, b)
        }
        return least...max(least, greatest)
    }
}
