@testable import LayoutSpec

/// Small builders for solver tests: `x("a")`, `w("a")`, `cw`, and constraints with line numbers.
enum SolverFixture {
    static func x(_ item: String) -> LinearExpression { LinearExpression(Variable(item, .minX)) }
    static func w(_ item: String) -> LinearExpression { LinearExpression(Variable(item, .width)) }
    static let cw = LinearExpression(Parameter.containerWidth)
    static func k(_ value: Double) -> LinearExpression { LinearExpression(value) }
    static func p(_ parameter: Parameter) -> LinearExpression { LinearExpression(parameter) }

    static func location(_ line: Int) -> SourceLocation {
        SourceLocation(path: "Test.layout.yaml", line: line, column: 5)
    }

    /// `lhs RELATION rhs @priority`, from line `line`, with its text as the origin text.
    static func c(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Int = 1000,
        line: Int, text: String? = nil, when condition: ConditionExpression? = nil
    ) -> LinearConstraint {
        let written = text ?? "\(lhs) \(relation) \(rhs)" + (priority < 1000 ? " @\(priority)" : "")
        return LinearConstraint(
            lhs, relation, rhs, priority: priority,
            origin: ConstraintOrigin(location: location(line), text: written, notation: .equation),
            condition: condition)
    }

    /// The horizontal unknowns of the named items.
    static func horizontal(_ items: String...) -> [Variable] {
        items.flatMap { [Variable($0, .minX), Variable($0, .width)] }
    }

    static func system(
        _ variables: [Variable], _ constraints: [LinearConstraint],
        domains: [ParameterDomain] = []
    ) -> ConstraintSystem {
        ConstraintSystem(variables: variables, parameters: domains, constraints: constraints)
    }

    /// The solver's error diagnostics (empty when it succeeds).
    static func errors(_ system: ConstraintSystem, options: SolverOptions = .init()) -> [Diagnostic] {
        do {
            _ = try LayoutSolver(options: options).solve(system)
            return []
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return [.error(at: nil, "unexpected \(error)")]
        }
    }
}
