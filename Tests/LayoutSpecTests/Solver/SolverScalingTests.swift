import Foundation
import Testing

@testable import LayoutSpec

private typealias F = SolverFixture

/// The shapes of docs/Solving.md's "How it works" at real-screen sizes: a form column of many
/// labels, a 1,000-view equal-width row, 10,000 bounds on one width, one input per priority level.
/// Each ends with the values computed by hand or with a located error, never a hang (speed is
/// measured in Benchmarks/, not here).
@Suite struct SolverScalingTests {
    /// A form column: labels `l_i` at x = 16 with intrinsic widths (compression @750, hugging
    /// @250), fields `f_i` sharing one left edge at least 12 right of every label, pulled to 16
    /// @250, and reaching `superview.right − 16`.
    static func formColumn(labels count: Int) -> ConstraintSystem {
        var constraints: [LinearConstraint] = []
        var variables: [Variable] = []
        var line = 0
        func add(_ constraint: (Int) -> LinearConstraint) {
            line += 1
            constraints.append(constraint(line))
        }
        for i in 0..<count {
            variables += F.horizontal("l\(i)") + F.horizontal("f\(i)")
            let intrinsic = F.p(.intrinsicWidth("l\(i)"))
            add { F.c(F.x("l\(i)"), .equal, F.k(16), line: $0) }
            add { F.c(F.w("l\(i)"), .greaterThanOrEqual, intrinsic, 750, line: $0) }
            add { F.c(F.w("l\(i)"), .lessThanOrEqual, intrinsic, 250, line: $0) }
            add { F.c(F.x("f0"), .greaterThanOrEqual, F.x("l\(i)") + F.w("l\(i)") + F.k(12), line: $0) }
            if i > 0 { add { F.c(F.x("f\(i)"), .equal, F.x("f0"), line: $0) } }
            add { F.c(F.x("f\(i)") + F.w("f\(i)"), .equal, F.cw - F.k(16), line: $0) }
        }
        add { F.c(F.x("f0"), .equal, F.k(16), 250, line: $0) }
        return F.system(variables, constraints)
    }

    /// Intrinsic widths for the form column: a deterministic spread over [0, 400).
    static func labelWidths(_ count: Int, seed: UInt64) -> [Parameter: Double] {
        var generator = SplitMix64(state: seed)
        var inputs: [Parameter: Double] = [.containerWidth: 375]
        for i in 0..<count { inputs[.intrinsicWidth("l\(i)")] = Double(generator.next() % 400) }
        return inputs
    }

    @Test func formColumnOfFiftyLabelsIsOneMaxOverTheLabelWidths() throws {
        let solution = try LayoutSolver().solve(Self.formColumn(labels: 50))
        let component = try #require(solution.components.first { $0.variables.contains(Variable("f0", .minX)) })
        let index = try #require(component.variables.firstIndex(of: Variable("f0", .minX)))
        let form = try #require(component.cases.first?.closedForm?[index])
        // The labels keep their intrinsic widths (compression 750 beats everything at 250), so the
        // fields start at max_i(16 + w_i + 12) = max_i(w_i) + 28, always right of the pull's 16.
        guard case .maximum(let operands) = form else {
            Issue.record("expected a max over the label widths, got \(form)")
            return
        }
        let expected = Set((0..<50).map { LinearExpression(parameters: [.intrinsicWidth("l\($0)"): 1], constant: 28) })
        #expect(Set(operands.compactMap { if case .affine(let e) = $0 { e } else { nil } }) == expected)
        #expect(operands.count == 50)
        for seed: UInt64 in [1, 2, 3] {
            let inputs = Self.labelWidths(50, seed: seed)
            let values = solution.evaluate(parameters: inputs, conditions: [:])
            let widest = (0..<50).compactMap { inputs[.intrinsicWidth("l\($0)")] }.max() ?? 0
            for i in [0, 17, 49] {
                #expect(values[Variable("f\(i)", .minX)] == widest + 28)
                // 375 − 16 − (widest + 28): the field reaches 16 from the right edge.
                #expect(values[Variable("f\(i)", .width)] == 375 - 16 - widest - 28)
                #expect(values[Variable("l\(i)", .width)] == inputs[.intrinsicWidth("l\(i)")])
            }
        }
    }

    @Test func formColumnOfHundredLabelsIsAccepted() throws {
        let solution = try LayoutSolver().solve(Self.formColumn(labels: 100))
        let inputs = Self.labelWidths(100, seed: 7)
        let widest = (0..<100).compactMap { inputs[.intrinsicWidth("l\($0)")] }.max() ?? 0
        #expect(solution.evaluate(parameters: inputs, conditions: [:])[Variable("f99", .minX)] == widest + 28)
    }

    @Test func fastPathAgreesWithTheParametricLPOnASmallFormColumn() throws {
        let system = Self.formColumn(labels: 4)
        let fast = try LayoutSolver().solve(system)
        let lp = try LayoutSolver(options: SolverOptions(usesFastPath: false)).solve(system)
        for seed: UInt64 in 1...20 {
            var inputs = Self.labelWidths(4, seed: seed)
            inputs[.containerWidth] = Double(seed * 37 % 900)
            let a = fast.evaluate(parameters: inputs, conditions: [:])
            let b = lp.evaluate(parameters: inputs, conditions: [:])
            for variable in system.variables {
                #expect(abs((a[variable] ?? .nan) - (b[variable] ?? .nan)) < 1e-9, "\(variable) at \(inputs)")
            }
        }
    }

    /// `H:|[v0(>=w0)][v1(==v0)]…[v999(==v0)]|` as equations.
    static func equalRow(
        _ count: Int, minimumWidth: Double, containerWidth: ClosedRange<Double>? = nil
    ) -> ConstraintSystem {
        var constraints = [
            F.c(F.x("v0"), .equal, F.k(0), line: 1),
            F.c(F.w("v0"), .greaterThanOrEqual, F.k(minimumWidth), line: 2)
        ]
        for i in 1..<count {
            constraints.append(F.c(F.x("v\(i)"), .equal, F.x("v\(i - 1)") + F.w("v\(i - 1)"), line: 3))
            constraints.append(F.c(F.w("v\(i)"), .equal, F.w("v0"), line: 4))
        }
        constraints.append(F.c(F.x("v\(count - 1)") + F.w("v\(count - 1)"), .equal, F.cw, line: 5))
        let domains =
            containerWidth.map {
                [ParameterDomain(.containerWidth, $0.lowerBound, $0.upperBound)]
            } ?? []
        return F.system((0..<count).flatMap { F.horizontal("v\($0)") }, constraints, domains: domains)
    }

    @Test func thousandViewEqualRowSolves() throws {
        let solution = try LayoutSolver().solve(Self.equalRow(1000, minimumWidth: 10, containerWidth: 10_000...20_000))
        // Every view is cw / 1000 wide and starts at i · cw / 1000.
        let values = solution.evaluate(parameters: [.containerWidth: 12_000], conditions: [:])
        #expect(values[Variable("v0", .width)] == 12)
        #expect(values[Variable("v999", .width)] == 12)
        #expect(abs((values[Variable("v500", .minX)] ?? .nan) - 6_000) < 1e-6)
    }

    @Test func thousandViewEqualRowThatConflictsEndsWithALocatedError() throws {
        // 1000 views of at least 10 need cw ≥ 10,000; the default domain starts at 0.
        // After eliminating the equalities the width is cw / 1000, and cw / 1000 ≥ 10 fails below
        // 10,000; every constraint of the row takes part (1 + 1 + 999 · 2 + 1 = 2001): the first
        // 24 are listed, then one note for the other 1977, then the generic fix (the row's
        // constraints are built without a notation's spelling to suggest) at the first one.
        let errors = F.errors(Self.equalRow(1000, minimumWidth: 10))
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(
            error.message == "these required constraints conflict when container.width < 10000 "
                + "(for example container.width = 5000)")
        #expect(error.location == F.location(1))
        #expect(error.notes.count == 26)
        #expect(error.notes.dropLast().last?.message == "and 1977 more conflicting constraints of this group")
        #expect(
            error.notes.last?.message
                == "fix: give one of these constraints a priority below 1000 (`@750`), or remove one")
        #expect(error.notes.last?.location == F.location(1))
    }

    @Test func tenThousandBoundsOnOneWidth() throws {
        var constraints = [F.c(F.x("a"), .equal, F.k(0), line: 1), F.c(F.w("a"), .equal, F.k(0), 1, line: 2)]
        for k in 0..<10_000 { constraints.append(F.c(F.w("a"), .greaterThanOrEqual, F.k(Double(k)), line: 3 + k)) }
        let solution = try LayoutSolver().solve(F.system(F.horizontal("a"), constraints))
        // Pulled to 0 @1, held at the largest required bound, 9999.
        #expect(solution.evaluate(parameters: [:], conditions: [:])[Variable("a", .width)] == 9_999)
    }

    @Test func oneInputPerPriorityLevel() throws {
        var constraints = [F.c(F.x("a"), .equal, F.k(0), line: 1)]
        var domains: [ParameterDomain] = []
        for k in 1...45 {
            constraints.append(F.c(F.w("a"), .equal, F.p(.input("i\(k)")), k, line: 1 + k))
            domains.append(ParameterDomain(.input("i\(k)"), 0, 100))
        }
        let solution = try LayoutSolver().solve(F.system(F.horizontal("a"), constraints, domains: domains))
        // The highest level (@45) decides alone: a.width = i45.
        var inputs: [Parameter: Double] = [:]
        for k in 1...45 { inputs[.input("i\(k)")] = Double(k) }
        #expect(solution.evaluate(parameters: inputs, conditions: [:])[Variable("a", .width)] == 45)
    }

    @Test func exhaustedWorkBudgetIsALocatedErrorNamingTheConstraints() throws {
        let width = [
            F.c(F.w("a"), .equal, F.cw - F.k(20), 500, line: 2),
            F.c(F.w("a"), .greaterThanOrEqual, F.k(48), line: 3),
            F.c(F.w("a"), .lessThanOrEqual, F.k(300), line: 4)
        ]
        let options = SolverOptions(workBudget: 10, usesFastPath: false)
        let errors = F.errors(F.system([Variable("a", .width)], width), options: options)
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(
            error.message.hasPrefix("solving this group of 3 linked constraints needs more work than the solver allows")
        )
        #expect(error.location == F.location(2))
        #expect(error.notes.map(\.location) == [F.location(2), F.location(3), F.location(4)])
        // Each group has its own allowance: with a.left's group first, both groups are reported.
        let both = F.errors(
            F.system(F.horizontal("a"), [F.c(F.x("a"), .equal, F.k(10), line: 1)] + width),
            options: options)
        #expect(both.map(\.location) == [F.location(1), F.location(2)])
        // A spec spends at most `WorkBudget.groupsInTotal` (3) allowances: b.width's group, the
        // fourth, is skipped without a fourth error.
        let four = F.errors(
            F.system(
                F.horizontal("a", "b"),
                [F.c(F.x("a"), .equal, F.k(10), line: 1)] + width + [
                    F.c(F.x("b"), .equal, F.k(20), line: 5), F.c(F.w("b"), .equal, F.k(30), line: 6)
                ]),
            options: options)
        #expect(four.map(\.location) == [F.location(1), F.location(2), F.location(5)])
    }
}
