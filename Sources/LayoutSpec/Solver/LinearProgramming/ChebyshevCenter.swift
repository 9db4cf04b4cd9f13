import Foundation

/// The centre and radius of the largest ball inside a polytope: the probe point of region
/// exploration, and the test for whether a polytope piece is full-dimensional.
struct ChebyshevCenter: Sendable {
    /// The ball's centre.
    var center: [Double]
    /// The ball's radius (0 for a flat polytope).
    var radius: Double

    /// The Chebyshev centre of `polytope`, or `nil` when it is empty.
    init?(of polytope: Polytope) {
        let d = polytope.dimension
        if d == 0 {
            center = []
            radius = .infinity
            return
        }
        var program = DenseLinearProgram(variableCount: d + 1)
        program.nonnegativeVariables = [d]
        for h in polytope.halfspaces {
            let norm = sqrt(h.normal.reduce(0) { $0 + $1 * $1 })
            guard norm > 0 else {
                if h.offset < -1e-9 { return nil }
                continue
            }
            program.inequalities.append((h.normal + [norm], h.offset))
        }
        var cost = Array(repeating: 0.0, count: d + 1)
        cost[d] = -1
        guard case .optimal(let value, let point) = program.minimize(cost) else { return nil }
        center = Array(point.prefix(d))
        radius = -value
    }

    /// A point near the centre, moved off it by a fixed irrational-looking fraction of the radius
    /// in every coordinate, so that probes avoid special values (box midpoints, symmetric ties)
    /// where bases degenerate. `attempt` varies the offset deterministically.
    func nudgedProbe(attempt: Int = 0) -> [Double] {
        let d = center.count
        guard d > 0 else { return [] }
        let reach = min(radius, 1e6) * 0.4 / Double(d).squareRoot()
        return center.enumerated().map { k, value in
            let phase = (Double(k + 1) * 0.6180339887498949 + Double(attempt) * 0.4142135623730951)
                .truncatingRemainder(dividingBy: 1)
            return value + reach * (2 * phase - 1) * 0.97
        }
    }
}
