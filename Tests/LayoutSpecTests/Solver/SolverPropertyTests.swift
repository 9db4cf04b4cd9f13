import Foundation
import Testing

@testable import LayoutSpec

private typealias F = SolverFixture

@Suite struct SolverPropertyTests {
    /// `|-16-[icon(48)]-12-[title]-(>=8)-[badge]-16-|` with hugging/compression on title and badge
    /// (intrinsic widths as inputs), title at least 40 wide, badge at most 120.
    private func row(_ name: String, line: Int) -> [LinearConstraint] {
        let icon = "\(name)Icon", title = "\(name)Title", badge = "\(name)Badge"
        let iwT = F.p(.intrinsicWidth(title)), iwB = F.p(.intrinsicWidth(badge))
        return [
            F.c(F.x(icon), .equal, F.k(16), line: line),
            F.c(F.w(icon), .equal, F.k(48), line: line + 1),
            F.c(F.x(title), .equal, F.x(icon) + F.w(icon) + F.k(12), line: line + 2),
            F.c(F.x(badge), .greaterThanOrEqual, F.x(title) + F.w(title) + F.k(8), line: line + 3),
            F.c(F.x(badge) + F.w(badge), .equal, F.cw - F.k(16), line: line + 4),
            F.c(F.w(title), .greaterThanOrEqual, F.k(40), line: line + 5),
            F.c(F.w(badge), .lessThanOrEqual, F.k(120), line: line + 6),
            F.c(F.w(title), .lessThanOrEqual, iwT, 250, line: line + 7),
            F.c(F.w(title), .greaterThanOrEqual, iwT, 750, line: line + 8),
            F.c(F.w(badge), .lessThanOrEqual, iwB, 251, line: line + 9),
            F.c(F.w(badge), .greaterThanOrEqual, iwB, 751, line: line + 10),
            F.c(F.x(badge), .equal, F.x(title) + F.w(title) + F.k(8), 500, line: line + 11)
        ]
    }

    private func rows(_ count: Int) -> ConstraintSystem {
        var variables: [Variable] = []
        var constraints: [LinearConstraint] = []
        var domains = [ParameterDomain(.containerWidth, 300, 2000)]
        for k in 0..<count {
            let name = "r\(k)"
            variables += F.horizontal("\(name)Icon", "\(name)Title", "\(name)Badge")
            constraints += row(name, line: 1 + 20 * k)
            domains.append(ParameterDomain(.intrinsicWidth("\(name)Title"), 0, 400))
            domains.append(ParameterDomain(.intrinsicWidth("\(name)Badge"), 0, 200))
        }
        return F.system(variables, constraints, domains: domains)
    }

    @Test func requiredConstraintsHoldAtRandomInputs() throws {
        let system = rows(2)
        let solution = try LayoutSolver().solve(system)
        var generator = SplitMix64(state: 42)
        for _ in 0..<300 {
            var inputs: [Parameter: Double] = [:]
            for domain in system.parameters {
                inputs[domain.parameter] = Double.random(in: domain.lowerBound...domain.upperBound, using: &generator)
            }
            let values = solution.evaluate(parameters: inputs, conditions: [:])
            #expect(values.count == system.variables.count)
            for constraint in system.constraints where constraint.isRequired {
                var residual = constraint.expression.constant
                for (v, c) in constraint.expression.variables { residual += c * (values[v] ?? .nan) }
                for (p, c) in constraint.expression.parameters { residual += c * (inputs[p] ?? .nan) }
                switch constraint.relation {
                case .equal: #expect(abs(residual) < 1e-6, "\(constraint) at \(inputs)")
                case .lessThanOrEqual: #expect(residual < 1e-6, "\(constraint) at \(inputs)")
                case .greaterThanOrEqual: #expect(residual > -1e-6, "\(constraint) at \(inputs)")
                }
            }
            // Closed forms, where found, agree with the regions.
            for component in solution.components {
                guard let forms = component.cases.first?.closedForm else { continue }
                for (variable, form) in zip(component.variables, forms) {
                    #expect(abs(form.evaluate(inputs) - (values[variable] ?? .nan)) < 1e-6)
                }
            }
        }
    }

    @Test func rowValuesMatchHandComputation() throws {
        let solution = try LayoutSolver().solve(rows(1))
        // Room to spare (cw 600): the 8-point gap (500) beats both huggings; the title hugs less
        // (250 < 251), so the badge keeps its intrinsic 60 and the title takes
        // 600 − 16 − 48 − 12 − 8 − 60 − 16 = 440; the badge starts at 600 − 16 − 60 = 524.
        let inputs: [Parameter: Double] = [
            .containerWidth: 600, .intrinsicWidth("r0Title"): 100,
            .intrinsicWidth("r0Badge"): 60
        ]
        let values = solution.evaluate(parameters: inputs, conditions: [:])
        #expect(values[Variable("r0Title", .width)] == 440)
        #expect(values[Variable("r0Badge", .width)] == 60)
        #expect(values[Variable("r0Badge", .minX)] == 524)
        // Too little room (cw 300, title wants 200): 300 − 16 − 48 − 12 − 8 − 16 = 200 for title and
        // badge; the title resists compression less (750 < 751), so it gets 200 − 60 = 140.
        let narrowInputs = inputs.merging([.containerWidth: 300, .intrinsicWidth("r0Title"): 200]) { $1 }
        let narrow = solution.evaluate(parameters: narrowInputs, conditions: [:])
        #expect(narrow[Variable("r0Title", .width)] == 140)
        #expect(narrow[Variable("r0Badge", .width)] == 60)
        #expect(narrow[Variable("r0Badge", .minX)] == 224)
    }

    @Test func thirtyViewsSolveQuickly() throws {
        let system = rows(10)
        #expect(system.variables.count == 60)
        let start = Date()
        let solution = try LayoutSolver().solve(system)
        let elapsed = Date().timeIntervalSince(start)
        print(
            "solver: 30 views, \(system.constraints.count) constraints, \(solution.components.count) components, "
                + "regions per case \(solution.components.map { $0.cases[0].regions.count }), \(elapsed) s")
        #expect(elapsed < 20)
    }
}
