import Foundation
import Testing

@testable import LayoutSpec

private typealias F = SolverFixture

@Suite struct SolverValueTests {
    private func solve(_ system: ConstraintSystem, options: SolverOptions = .init()) throws -> LayoutSolution {
        try LayoutSolver(options: options).solve(system)
    }

    private func value(
        _ solution: LayoutSolution, _ variable: Variable, cw: Double,
        _ extra: [Parameter: Double] = [:], conditions: [String: Bool] = [:]
    ) -> Double? {
        var parameters = extra
        parameters[.containerWidth] = cw
        return solution.evaluate(parameters: parameters, conditions: conditions)[variable]
    }

    @Test func pureEqualitiesAreOneAffineRegion() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(16), line: 1),
                F.c(F.x("a") + F.w("a"), .equal, F.cw - F.k(16), line: 2)
            ])
        let solution = try solve(system)
        #expect(solution.components.count == 1)
        let solvedCase = try #require(solution.components.first?.cases.first)
        try #require(solvedCase.regions.count == 1)
        #expect(solvedCase.regions[0].bounds.isEmpty)
        #expect(solvedCase.regions[0].values == [LinearExpression(16), F.cw - F.k(32)])
        #expect(solvedCase.closedForm == [.affine(LinearExpression(16)), .affine(F.cw - F.k(32))])
        #expect(value(solution, Variable("a", .width), cw: 300) == 268)
    }

    /// `system` solved without the fast path, checked to leave the component holding `variable`
    /// one region with no bound.
    private func solveAsOneRegion(_ system: ConstraintSystem, holding variable: Variable) throws -> LayoutSolution {
        let solution = try solve(system, options: SolverOptions(usesFastPath: false))
        let component = try #require(solution.components.first { $0.variables.contains(variable) })
        let solvedCase = try #require(component.cases.first)
        #expect(solvedCase.regions.count == 1)
        #expect(solvedCase.regions.first?.bounds.isEmpty == true)
        return solution
    }

    /// A row: b 20 wide by a strong wish, a the rest of the container, and `weak` wishes on a's
    /// width, which the strong one overrides. Checks the case is one region with no bound, a
    /// taking `cw − 20` and b 20 at each of `widths`.
    private func expectOneRegion(weak: [LinearConstraint], widths: [Double]) throws {
        let system = F.system(
            F.horizontal("a") + F.horizontal("b"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.x("b"), .equal, F.x("a") + F.w("a"), line: 2),
                F.c(F.x("b") + F.w("b"), .equal, F.cw, line: 3),
                F.c(F.w("b"), .equal, F.k(20), 750, line: 4)
            ] + weak,
            domains: [ParameterDomain(.containerWidth, 40, 1000)])
        let width = Variable("a", .width)
        let solution = try solveAsOneRegion(system, holding: width)
        for cw in widths {
            #expect(value(solution, width, cw: cw) == cw - 20)
            #expect(value(solution, Variable("b", .width), cw: cw) == 20)
        }
    }

    @Test func aWeakWishTheInputsAloneKeepOrBreakSplitsNoRegion() throws {
        // A weak wish keeps a at most 300 wide: whether it holds follows from the container
        // alone. The LP's basis changes at cw = 320 (the wish's slack leaves, its error enters),
        // the solution does not.
        try expectOneRegion(
            weak: [F.c(F.w("a"), .lessThanOrEqual, F.k(300), 250, line: 5)], widths: [100, 320, 500])
    }

    @Test func twoWeakWishesTheInputsAloneKeepOrBreakSplitNoRegion() throws {
        // A second weak wish, a at least 50 wide @240: both wishes' rows involve the strong
        // wish's columns, and every combination of kept and broken is optimal with the same
        // widths, though a is below 50 for cw < 70 and above 300 for cw > 320.
        try expectOneRegion(
            weak: [
                F.c(F.w("a"), .lessThanOrEqual, F.k(300), 250, line: 5),
                F.c(F.w("a"), .greaterThanOrEqual, F.k(50), 240, line: 6)
            ], widths: [50, 200, 500])
    }

    @Test func aSpinnerThatHugsAsHardAsItResistsLeavesTheRegionWhole() throws {
        // An icon 24 wide whose image wishes its own width (hugging @251, compression @750), and a
        // spinner whose width is only its image's, wished both ways at @750. The spinner's two
        // wishes meet exactly at every input, which leaves the LP a zero-cost step (breaking both)
        // that a row fixed at zero blocks for every input: no tie, so the icon's wishes, which
        // only the inputs keep or break, still split no region.
        let system = F.system(
            F.horizontal("icon") + F.horizontal("spinner"),
            [
                F.c(F.x("icon"), .equal, F.k(16), line: 1),
                F.c(F.w("icon"), .equal, F.k(24), line: 2),
                F.c(F.x("spinner") + F.w("spinner"), .equal, F.cw - F.k(16), line: 3),
                F.c(F.x("spinner"), .greaterThanOrEqual, F.x("icon") + F.w("icon") + F.k(8), line: 4),
                F.c(F.w("icon"), .lessThanOrEqual, F.p(.intrinsicWidth("icon")), 251, line: 5),
                F.c(F.w("icon"), .greaterThanOrEqual, F.p(.intrinsicWidth("icon")), 750, line: 6),
                F.c(F.w("spinner"), .lessThanOrEqual, F.p(.intrinsicWidth("spinner")), 750, line: 7),
                F.c(F.w("spinner"), .greaterThanOrEqual, F.p(.intrinsicWidth("spinner")), 750, line: 8)
            ],
            domains: [
                ParameterDomain(.intrinsicWidth("spinner"), 0, 100),
                ParameterDomain(.containerWidth, 200, 2000)
            ])
        let width = Variable("spinner", .width)
        let solution = try solveAsOneRegion(system, holding: width)
        for cw in [320.0, 375] {
            for text in [10.0, 50] {
                let inputs: [Parameter: Double] = [.intrinsicWidth("icon"): text, .intrinsicWidth("spinner"): text]
                #expect(value(solution, width, cw: cw, inputs) == text)
                #expect(value(solution, Variable("spinner", .minX), cw: cw, inputs) == cw - 16 - text)
                #expect(value(solution, Variable("icon", .width), cw: cw, inputs) == 24)
            }
        }
    }

    @Test func clampIsMinOfMax() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(10), line: 1),
                F.c(F.w("a"), .equal, F.cw - F.k(20), 500, line: 2),
                F.c(F.w("a"), .greaterThanOrEqual, F.k(48), line: 3),
                F.c(F.w("a"), .lessThanOrEqual, F.k(300), line: 4)
            ])
        // The structural fast path and the parametric LP (which also lists the three regions)
        // give the same clamp.
        for usesFastPath in [true, false] {
            let solution = try solve(system, options: SolverOptions(usesFastPath: usesFastPath))
            let width = Variable("a", .width)
            #expect(value(solution, width, cw: 50) == 48)
            #expect(value(solution, width, cw: 200) == 180)
            #expect(value(solution, width, cw: 1000) == 300)
            let component = try #require(solution.components.first { $0.variables == [width] })
            let solvedCase = try #require(component.cases.first)
            #expect(solvedCase.regions.count == (usesFastPath ? 0 : 3))
            let form = try #require(solvedCase.closedForm?[0])
            for cw in [0.0, 30, 68, 69, 150, 320, 321, 5000, 10000] {
                #expect(abs(form.evaluate([.containerWidth: cw]) - min(max(cw - 20, 48), 300)) < 1e-9)
            }
            // A clamp: max(48, min(cw − 20, 300)) — three affine operands, no more.
            guard case .maximum(let outer) = form, outer.count == 2,
                outer.contains(.affine(LinearExpression(48))),
                outer.contains(where: {
                    if case .minimum(let inner) = $0 { return inner.count == 2 } else { return false }
                })
            else {
                Issue.record("expected max(48, min(cw - 20, 300)), got \(form)")
                return
            }
        }
    }

    @Test func threeOptionalEqualitiesAtOneLevelGiveTheMedian() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.w("a"), .equal, F.k(10), 500, line: 2),
                F.c(F.w("a"), .equal, F.k(40), 500, line: 3),
                F.c(F.w("a"), .equal, F.k(20), 500, line: 4)
            ])
        let solution = try solve(system)
        #expect(value(solution, Variable("a", .width), cw: 0) == 20)
    }

    @Test func levelsAreStrictlyLexicographic() throws {
        var constraints = [F.c(F.x("a"), .equal, F.k(0), line: 1), F.c(F.w("a"), .equal, F.k(100), 750, line: 2)]
        for k in 0..<100 { constraints.append(F.c(F.w("a"), .equal, F.k(200), 250, line: 3 + k)) }
        let solution = try solve(F.system(F.horizontal("a"), constraints))
        #expect(value(solution, Variable("a", .width), cw: 0) == 100)
    }

    /// `|[a]-8-[b]|`: two labels with intrinsic widths as inputs; `a` hugs at 250, `b` at 251;
    /// `b` resists compression harder (751 vs 750).
    private func twoLabels(huggingB: Int, compressionB: Int) -> ConstraintSystem {
        let iwA = F.p(.intrinsicWidth("a")), iwB = F.p(.intrinsicWidth("b"))
        return F.system(
            F.horizontal("a", "b"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.x("b"), .equal, F.x("a") + F.w("a") + F.k(8), line: 2),
                F.c(F.x("b") + F.w("b"), .equal, F.cw, line: 3),
                F.c(F.w("a"), .lessThanOrEqual, iwA, 250, line: 4, text: "a hugging"),
                F.c(F.w("a"), .greaterThanOrEqual, iwA, 750, line: 5, text: "a compression"),
                F.c(F.w("b"), .lessThanOrEqual, iwB, huggingB, line: 6, text: "b hugging"),
                F.c(F.w("b"), .greaterThanOrEqual, iwB, compressionB, line: 7, text: "b compression")
            ],
            domains: [
                ParameterDomain(.containerWidth, 0, 1000), ParameterDomain(.intrinsicWidth("a"), 0, 300),
                ParameterDomain(.intrinsicWidth("b"), 0, 300)
            ])
    }

    @Test func huggingAndCompressionPickTheWeakerLabel() throws {
        let solution = try solve(twoLabels(huggingB: 251, compressionB: 751))
        let inputs: [Parameter: Double] = [.intrinsicWidth("a"): 100, .intrinsicWidth("b"): 50]
        // Room to spare: a (lower hugging) stretches, b keeps its intrinsic width.
        #expect(value(solution, Variable("a", .width), cw: 400, inputs) == 342)
        #expect(value(solution, Variable("b", .width), cw: 400, inputs) == 50)
        #expect(value(solution, Variable("b", .minX), cw: 400, inputs) == 350)
        // Too little room: a (lower compression resistance) shrinks.
        #expect(value(solution, Variable("a", .width), cw: 100, inputs) == 42)
        #expect(value(solution, Variable("b", .width), cw: 100, inputs) == 50)
    }

    @Test func equalHuggingIsATieNamingTheTiedConstraints() throws {
        let errors = F.errors(twoLabels(huggingB: 250, compressionB: 751))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message.contains("is not determined"))
        #expect(error.message.contains("equal priorities tie"))
        #expect(error.message.contains("for example when"))
        let tied = Set(error.notes.map(\.message))
        #expect(tied == ["tied constraint @250: a hugging", "tied constraint @250: b hugging"])
        #expect(error.location == F.location(4))
    }

    /// A threshold computed with rounding error (346 from (w − 34) / 6 ≥ 52) is not its own
    /// example: the example is 345, where the row really conflicts, not 346, where it fits.
    @Test func aWholeThresholdIsNotItsOwnExample() {
        var lines = ["views: [v0, v1, v2, v3, v4, v5]", "constraints:", "  - v0.left == superview.left + 7"]
        for (index, gap) in [2, 5, 6, 6, 1].enumerated() {
            lines.append("  - v\(index + 1).left == v\(index).right + \(gap)")
            lines.append("  - v\(index + 1).width == v0.width")
        }
        lines += ["  - v5.right == superview.right - 7", "  - v0.width >= 52"]
        for index in 0..<6 { lines += ["  - v\(index).top == 0", "  - v\(index).height == 20"] }
        let error = #expect(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: lines.joined(separator: "\n") + "\n", path: "Row.layout.yaml")
        }
        #expect(
            error?.diagnostics.first?.message
                == "these required constraints conflict when container.width < 346 (for example container.width = 345)")
    }

    @Test func conflictOverPartOfTheDomainGivesTheInterval() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.w("a"), .greaterThanOrEqual, F.k(100), line: 2, text: "a.width >= 100"),
                F.c(F.w("a"), .lessThanOrEqual, F.cw - F.k(20), line: 3, text: "a.width <= container.width - 20"),
                F.c(F.w("a"), .equal, F.k(0), 10, line: 4)
            ])
        let errors = F.errors(system)
        let error = try #require(errors.first)
        // The example is the conflicting width nearest the ones that work.
        #expect(
            error.message
                == "these required constraints conflict when container.width < 120 (for example container.width = 119)")
        #expect(error.location == F.location(2))
        // The constraints, then a fix: these test constraints carry no spelling of their notation
        // to relax them, so the advice is the generic one, at the first.
        #expect(
            error.notes.map(\.message) == [
                "conflicting constraint: a.width >= 100",
                "conflicting constraint: a.width <= container.width - 20",
                "fix: give one of these constraints a priority below 1000 (`@750`), or remove one"
            ])
        #expect(error.notes.map(\.location) == [F.location(2), F.location(3), F.location(2)])
    }

    @Test func declaredDomainRemovesTheConflict() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.w("a"), .greaterThanOrEqual, F.k(100), line: 2),
                F.c(F.w("a"), .lessThanOrEqual, F.cw - F.k(20), line: 3),
                F.c(F.w("a"), .equal, F.k(0), 10, line: 4)
            ], domains: [ParameterDomain(.containerWidth, 120, 2000)])
        let solution = try solve(system)
        #expect(value(solution, Variable("a", .width), cw: 500) == 100)
    }

    @Test func contradictoryEqualitiesConflictEverywhere() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(0), line: 1),
                F.c(F.w("a"), .equal, F.k(100), line: 2, text: "a.width == 100"),
                F.c(F.w("a"), .equal, F.k(120), line: 3, text: "a.width == 120")
            ])
        let error = try #require(F.errors(system).first)
        #expect(error.message == "these required constraints conflict")
        #expect(error.location == F.location(2))
        // Both constraints, then the generic fix.
        #expect(error.notes.count == 3)
    }

    @Test func missingWidthIsUndetermined() throws {
        let system = F.system(F.horizontal("a"), [F.c(F.x("a"), .equal, F.k(16), line: 7)])
        let error = try #require(F.errors(system).first)
        #expect(error.message == "a.width is not determined: add a width, or a right or trailing constraint")
        #expect(error.location == F.location(7))
    }

    @Test func unconstrainedVariableIsUndeterminedAtAFallbackLocation() throws {
        let system = F.system(
            F.horizontal("a") + [Variable("b", .minY)],
            [
                F.c(F.x("a"), .equal, F.k(16), line: 7), F.c(F.w("a"), .equal, F.k(16), line: 8)
            ])
        let error = try #require(F.errors(system).first)
        #expect(error.message.hasPrefix("b.top is not determined"))
        #expect(error.location == F.location(7))
    }

    @Test func regionCapIsAnError() throws {
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.x("a"), .equal, F.k(10), line: 1),
                F.c(F.w("a"), .equal, F.cw - F.k(20), 500, line: 2),
                F.c(F.w("a"), .greaterThanOrEqual, F.k(48), line: 3),
                F.c(F.w("a"), .lessThanOrEqual, F.k(300), line: 4)
            ])
        // The fast path needs no regions for a clamp; the cap is the parametric LP's.
        let error = try #require(F.errors(system, options: SolverOptions(maxRegions: 2, usesFastPath: false)).first)
        #expect(error.message.contains("more than 2"))
        #expect(error.notes.map(\.location) == [F.location(2), F.location(3), F.location(4)])
    }

    @Test func conditionsProduceTwoCases() throws {
        let rtl = ConditionExpression.name("rtl")
        let system = F.system(
            F.horizontal("a"),
            [
                F.c(F.w("a"), .equal, F.k(50), line: 1),
                F.c(F.x("a"), .equal, F.k(10), line: 2, when: .not(rtl)),
                F.c(F.x("a") + F.w("a"), .equal, F.cw - F.k(10), line: 3, when: rtl)
            ])
        let solution = try solve(system)
        let component = try #require(solution.components.first)
        #expect(component.conditionNames == ["rtl"])
        #expect(component.cases.count == 2)
        #expect(value(solution, Variable("a", .minX), cw: 300, conditions: ["rtl": false]) == 10)
        #expect(value(solution, Variable("a", .minX), cw: 300, conditions: ["rtl": true]) == 240)
    }

    @Test func solvingIsDeterministic() throws {
        let system = twoLabels(huggingB: 251, compressionB: 751)
        #expect(try solve(system) == solve(system))
    }
}
