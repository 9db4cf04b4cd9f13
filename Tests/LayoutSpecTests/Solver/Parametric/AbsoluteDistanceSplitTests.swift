import Testing

@testable import LayoutSpec

/// `sized == |d|` solved on each side of the sign change of `d`, on systems built by hand.
@Suite struct AbsoluteDistanceSplitTests {
    typealias F = SolverFixture

    /// `sized == d` with the role of an absolute distance, from line `line`.
    static func distance(_ sized: Variable, _ d: LinearExpression, line: Int) -> LinearConstraint {
        LinearConstraint(
            LinearExpression(sized), .equal, d,
            origin: ConstraintOrigin(
                location: F.location(line), text: "distance", notation: .relativity,
                role: .absoluteDistance(sized: sized)))
    }

    static func values(_ system: ConstraintSystem, _ cw: Double) throws -> [Variable: Double] {
        try LayoutSolver().solve(system).evaluate(parameters: [.containerWidth: cw], conditions: [:])
    }

    @Test func negatingADistanceAddsTwiceTheSizedTerm() {
        // b.width − (W − a.x) == 0 becomes b.width + (W − a.x) == 0.
        let b = Variable("b", .width)
        let written = Self.distance(b, F.cw - F.x("a"), line: 1)
        let negated = AbsoluteDistanceSplit.negated(written, sized: b)
        #expect(negated.expression == F.w("b") + F.cw - F.x("a"))
        #expect(negated.origin == written.origin)
    }

    @Test func aDistanceThatChangesSignIsSolvedOnBothSides() throws {
        // a.x = 100, b.width = |W − a.x|, b.x = a.x + 10, W in [0, 10000].
        let b = Variable("b", .width)
        let system = F.system(
            F.horizontal("a", "b"),
            [
                F.c(F.x("a"), .equal, F.k(100), line: 1),
                F.c(F.w("a"), .equal, F.k(0), line: 2),
                Self.distance(b, F.cw - F.x("a"), line: 3),
                F.c(F.x("b"), .equal, F.x("a") + F.k(10), line: 4)
            ])
        // W = 375: 375 − 100 = 275; W = 40: |40 − 100| = 60; W = 100: 0.
        for (cw, width) in [(375.0, 275.0), (40, 60), (100, 0), (0, 100), (10_000, 9_900)] {
            let values = try Self.values(system, cw)
            #expect(values[b] == width, "W = \(cw)")
            #expect(values[Variable("b", .minX)] == 110)
        }
        // One formula, |W − 100| = max(W − 100, 100 − W), without branches.
        let solution = try LayoutSolver().solve(system)
        let component = try #require(solution.components.first { $0.variables.contains(b) })
        let column = try #require(component.variables.firstIndex(of: b))
        let form = try #require(component.cases.first?.closedForm?[column])
        #expect(form.evaluate([.containerWidth: 30]) == 70)
        guard case .maximum(let operands) = form else {
            Issue.record("expected max(W − 100, 100 − W), got \(form)")
            return
        }
        #expect(operands.count == 2)
    }

    @Test func aDistanceNegativeEverywhereIsSolvedNegated() throws {
        // b.width = |a.x − (a.x + 30)| = 30 for every W.
        let b = Variable("b", .width)
        let system = F.system(
            F.horizontal("a", "b"),
            [
                F.c(F.x("a"), .equal, F.cw * 0.5, line: 1),
                F.c(F.w("a"), .equal, F.k(0), line: 2),
                Self.distance(b, F.x("a") - (F.x("a") + F.k(30)), line: 3),
                F.c(F.x("b"), .equal, F.k(0), line: 4)
            ])
        for cw in [0.0, 375, 10_000] { #expect(try Self.values(system, cw)[b] == 30) }
    }

    @Test func twoDistancesChangingSignAtDifferentWidthsAreSolvedInEveryCombination() throws {
        // b.width = |W − 100|, c.width = |W − 300|: the four sign combinations meet at 100 and 300.
        let (b, c) = (Variable("b", .width), Variable("c", .width))
        let system = F.system(
            F.horizontal("b", "c"),
            [
                Self.distance(b, F.cw - F.k(100), line: 1),
                Self.distance(c, F.cw - F.k(300), line: 2),
                F.c(F.x("b"), .equal, F.k(0), line: 3),
                F.c(F.x("c"), .equal, F.k(0), line: 4)
            ])
        // W = 50: 50, 250; W = 200: 100, 100; W = 400: 300, 100.
        for (cw, bw, cw2) in [(50.0, 50.0, 250.0), (200, 100, 100), (400, 300, 100)] {
            let values = try Self.values(system, cw)
            #expect(values[b] == bw && values[c] == cw2, "W = \(cw)")
        }
    }

    @Test func aDistanceThatIsNeverNegativeIsSolvedAsWritten() throws {
        // b.width = |W + 10| = W + 10 for W ≥ 0.
        let b = Variable("b", .width)
        let system = F.system(
            F.horizontal("b"),
            [
                Self.distance(b, F.cw + F.k(10), line: 1),
                F.c(F.x("b"), .equal, F.k(0), line: 2)
            ])
        #expect(try Self.values(system, 375)[b] == 385)
    }

    @Test func moreThanFourDistancesChangingSignInOneGroupIsALocatedError() {
        // v_k.width = |W − 100·k| for k = 1…5 (each changes sign at W = 100·k), linked into one
        // group by v1.x == Σ v_k.width @500; v2…v5 sit at x = 0.
        var constraints: [LinearConstraint] = []
        var variables: [Variable] = []
        var sum = LinearExpression(0)
        for k in 1...5 {
            let view = "v\(k)"
            variables += F.horizontal(view)
            sum = sum + F.w(view)
            constraints.append(Self.distance(Variable(view, .width), F.cw - F.k(Double(100 * k)), line: k))
            if k > 1 { constraints.append(F.c(F.x(view), .equal, F.k(0), line: 10 + k)) }
        }
        constraints.append(F.c(F.x("v1"), .equal, sum, 500, line: 20))
        let errors = F.errors(F.system(variables, constraints))
        #expect(
            errors.map(\.message) == [
                "more than 4 absolute distances of one group of views change sign inside the input domain; narrow the "
                    + "domain with `container:` or `inputs:` bounds so that some keep one sign, or split the layout with `when:`"
            ])
        #expect(errors.first?.location == F.location(1))
    }
}
