/// A convex polytope of parameter space, `{θ : a·θ ≤ b for every halfspace}`; the domain box is
/// always among its halfspaces, so it is bounded.
struct Polytope: Sendable {
    /// One halfspace `normal·θ ≤ offset`.
    struct Halfspace: Hashable, Sendable {
        /// The outward normal.
        var normal: [Double]
        /// The right-hand side.
        var offset: Double
    }

    /// The number of parameters.
    let dimension: Int
    /// The halfspaces.
    var halfspaces: [Halfspace]

    /// The box `lower ≤ θ ≤ upper`.
    init(lower: [Double], upper: [Double]) {
        dimension = lower.count
        halfspaces = []
        for k in 0..<dimension {
            var unit = Array(repeating: 0.0, count: dimension)
            unit[k] = 1
            halfspaces.append(Halfspace(normal: unit, offset: upper[k]))
            unit[k] = -1
            halfspaces.append(Halfspace(normal: unit, offset: -lower[k]))
        }
    }

    /// A polytope from halfspaces.
    init(dimension: Int, halfspaces: [Halfspace]) {
        self.dimension = dimension
        self.halfspaces = halfspaces
    }

    /// The halfspace `g(θ) ≥ 0` of an affine function.
    static func halfspace(nonNegative g: AffineVector) -> Halfspace {
        Halfspace(normal: g.entries.dropFirst().map { -$0 }, offset: g.constant)
    }

    /// The halfspace `g(θ) ≤ 0` of an affine function.
    static func halfspace(nonPositive g: AffineVector) -> Halfspace {
        Halfspace(normal: Array(g.entries.dropFirst()), offset: -g.constant)
    }

    /// The polytope with one more halfspace.
    func adding(_ halfspace: Halfspace) -> Polytope {
        Polytope(dimension: dimension, halfspaces: halfspaces + [halfspace])
    }

    /// The part of the polytope where every one of `bounds` is ≥ 0 (their halfspaces added in order).
    func restricted(toNonNegative bounds: [AffineVector]) -> Polytope {
        Polytope(dimension: dimension, halfspaces: halfspaces + bounds.map { Polytope.halfspace(nonNegative: $0) })
    }

    /// The program `minimise` over this polytope's points (one free variable per parameter).
    func program() -> DenseLinearProgram {
        var program = DenseLinearProgram(variableCount: dimension)
        program.inequalities = halfspaces.map { ($0.normal, $0.offset) }
        return program
    }

    /// The smallest value of `g` over the polytope (`nil` when the polytope is empty).
    func minimum(of g: AffineVector) -> Double? {
        if dimension == 0 { return halfspaces.allSatisfy { $0.offset >= -1e-9 } ? g.constant : nil }
        switch program().minimize(Array(g.entries.dropFirst())) {
        case .optimal(let value, _): return value + g.constant
        case .infeasible: return nil
        case .unbounded: return -Double.infinity
        }
    }

    /// Whether a point satisfies every halfspace (within `slack`).
    func contains(_ point: [Double], slack: Double = 1e-9) -> Bool {
        halfspaces.allSatisfy { h in
            var lhs = 0.0
            for k in 0..<dimension { lhs += h.normal[k] * point[k] }
            return lhs <= h.offset + slack * max(1, abs(h.offset))
        }
    }
}
