import Testing

@testable import LayoutSpec

/// The tableau and its lexicographic simplex on small programs worked out by hand.
@Suite struct LexicographicSimplexTests {
    /// Solves `x + y = θ` (x, y ≥ 0) with the objectives in `levels` (most important first) at
    /// probe θ*, and returns the basic values as affine functions `[c, coefficient of θ]`.
    static func solve(levels: [[Double]], probe: Double) -> [Int: AffineVector] {
        var tableau = Tableau(columnKinds: [.nonnegative, .nonnegative], parameterCount: 1)
        tableau.addRow([1, 1], rhs: AffineVector(entries: [0, 1]))
        for costs in levels { tableau.addObjective(costs: costs) }
        tableau.beginPhaseOne(at: [probe])
        #expect(tableau.optimize(at: [probe], tolerance: 1e-9) == .optimal)
        #expect(tableau.phaseOneInfeasibility(at: [probe]) == 0)
        tableau.endPhaseOne(tolerance: 1e-9)
        #expect(tableau.optimize(at: [probe], tolerance: 1e-9) == .optimal)
        var values: [Int: AffineVector] = [:]
        for (r, basic) in tableau.basis.enumerated() {
            if let basic, basic < 2 { values[basic] = tableau.rightHandSides[r] }
        }
        return values
    }

    @Test func theMoreImportantLevelDecidesAndTheValueStaysAffineInTheInput() {
        // Minimise x first, then y: x = 0, y = θ (the right-hand side [0, 1] carried through the pivot).
        #expect(Self.solve(levels: [[1, 0], [0, 1]], probe: 5) == [1: AffineVector(entries: [0, 1])])
        // Minimise y first: y = 0, x = θ; a lower level cannot outvote it however large its cost.
        #expect(Self.solve(levels: [[0, 1], [1000, 0]], probe: 5) == [0: AffineVector(entries: [0, 1])])
    }

    @Test func aDenseProgramFindsTheVertex() {
        // Minimise −x − y with x + 2y ≤ 4, 3x + y ≤ 6, x, y ≥ 0: the vertex of the two rows,
        // x = (2·6 − 4)/5 = 1.6, y = (3·4 − 6)/5 = 1.2, value −2.8.
        var program = DenseLinearProgram(variableCount: 2)
        program.nonnegativeVariables = [0, 1]
        program.inequalities = [([1, 2], 4), ([3, 1], 6)]
        guard case .optimal(let value, let point) = program.minimize([-1, -1]) else {
            Issue.record("expected an optimum")
            return
        }
        #expect(abs(value + 2.8) < 1e-12)
        #expect(abs(point[0] - 1.6) < 1e-12 && abs(point[1] - 1.2) < 1e-12)
        // x ≥ 5 (−x ≤ −5) contradicts 3x + y ≤ 6 with y ≥ 0.
        program.inequalities.append(([-1, 0], -5))
        guard case .infeasible = program.minimize([-1, -1]) else {
            Issue.record("expected infeasible")
            return
        }
    }
}
