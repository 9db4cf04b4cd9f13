import Foundation
import Testing

@testable import LayoutSpec

/// Hand-built documents, contexts and a tiny linear solver for the Relativity and FlightLayout
/// lowering tests.
enum RelativityFixture {
    static let path = "Card.layout.yaml"

    static func location(_ line: Int, _ column: Int) -> LayoutSpec.SourceLocation {
        LayoutSpec.SourceLocation(path: path, line: line, column: column)
    }

    /// A double-quoted scalar whose opening quote is at `line:column` (so its text starts one
    /// column to the right).
    static func quoted(_ text: String, line: Int = 3, column: Int = 5) -> DocumentNode {
        DocumentNode(
            .scalar(text, .doubleQuoted), at: location(line, column), contentLocation: location(line, column + 1))
    }

    /// A plain scalar at `line:column`.
    static func plain(_ text: String, line: Int = 3, column: Int = 5) -> DocumentNode {
        DocumentNode(.scalar(text, .plain), at: location(line, column))
    }

    /// A flow mapping; values are given with their own locations, keys sit 1 column after `{`.
    static func mapping(_ entries: [(String, DocumentNode)], line: Int = 3, column: Int = 5) -> DocumentNode {
        DocumentNode(
            .mapping(
                entries.map { DocumentNode.Entry(key: $0.0, keyLocation: location(line, column + 1), value: $0.1) }),
            at: location(line, column))
    }

    /// A flow sequence of plain scalars at `line:column`, items two columns apart.
    static func list(_ items: [String], line: Int = 3, column: Int = 5) -> DocumentNode {
        var nodes: [DocumentNode] = []
        var col = column + 1
        for item in items {
            nodes.append(plain(item, line: line, column: col))
            col += item.count + 2
        }
        return DocumentNode(.sequence(nodes), at: location(line, column))
    }

    /// Views a, b, c, d (d's parent is a), label `title`, guide `content`; metrics `gap` = 8,
    /// `pad` = 16; input `inset`.
    static func context(condition: ConditionExpression? = nil) -> LoweringContext {
        let geometry = ItemGeometry(
            views: ["a": .init(), "b": .init(), "c": .init(), "d": .init(parent: "a"), "title": .init(isLabel: true)],
            guides: ["content"])
        return LoweringContext(
            geometry: geometry, metrics: ["gap": 8, "pad": 16], inputs: ["inset"],
            conditions: [], condition: condition)
    }

    static func v(_ item: String, _ attribute: FrameAttribute) -> LinearExpression {
        LinearExpression(Variable(item, attribute))
    }

    static func relativity(
        _ text: String, line: Int = 3, column: Int = 5,
        context: LoweringContext = context()
    ) throws -> [LinearConstraint] {
        let statement = ConstraintStatement(
            source: SourceText(text, start: location(line, column + 1)), location: location(line, column))
        return try RelativityLowering.lower(statement, context: context)
    }

    /// A `distribute:` entry as `SpecParser` reads it from `node`, lowered.
    static func distribution(_ node: DocumentNode, context: LoweringContext = context()) throws -> [LinearConstraint] {
        try RelativityLowering.lower(distribution: DistributionEntry(node: node), context: context)
    }

    /// The constraints as `expression == 0` strings.
    static func descriptions(_ constraints: [LinearConstraint]) -> [String] {
        constraints.map(\.description)
    }

    /// Whether two expressions agree (coefficients within 1e-12).
    static func same(_ lhs: LinearExpression, _ rhs: LinearExpression) -> Bool {
        let difference = lhs - rhs
        return difference.variables.values.allSatisfy { abs($0) < 1e-12 }
            && difference.parameters.values.allSatisfy { abs($0) < 1e-12 }
            && abs(difference.constant) < 1e-12
    }

    /// The error thrown by `body`, checked for its `line:column` and a phrase of its message.
    static func expectError(
        line: Int, column: Int, containing phrase: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        do {
            try body()
            Issue.record("expected an error containing \"\(phrase)\"", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.location == location(line, column), "\(error)", sourceLocation: sourceLocation)
            #expect(diagnostic?.message.contains(phrase) == true, "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        }
    }

    /// For each `(column, text, phrase)`: `lower(text)` throws an error at line 3, `column`, whose
    /// message contains `phrase` (statements and distributions written at 3:5, text from 3:6).
    static func expectErrors(
        _ lower: (String) throws -> Void, _ cases: [(column: Int, text: String, phrase: String)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (column, text, phrase) in cases {
            expectError(line: 3, column: column, containing: phrase, sourceLocation: sourceLocation) { try lower(text) }
        }
    }

    /// Solves a square system of equality constraints by Gaussian elimination with partial
    /// pivoting, with the runtime inputs fixed at `parameters`. Returns `nil` when singular.
    static func solve(_ constraints: [LinearConstraint], parameters: [Parameter: Double]) -> [Variable: Double]? {
        let variables = Array(Set(constraints.flatMap { $0.expression.variables.keys })).sorted()
        guard variables.count == constraints.count else { return nil }
        let column = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1, $0) })
        var matrix: [[Double]] = constraints.map { constraint in
            var row = Array(repeating: 0.0, count: variables.count + 1)
            for (variable, coefficient) in constraint.expression.variables {
                if let index = column[variable] { row[index] = coefficient }
            }
            var known = constraint.expression.constant
            for (parameter, coefficient) in constraint.expression.parameters {
                known += coefficient * (parameters[parameter] ?? 0)
            }
            row[variables.count] = -known
            return row
        }
        let n = variables.count
        for pivotColumn in 0..<n {
            guard
                let pivotRow = (pivotColumn..<n).max(by: { abs(matrix[$0][pivotColumn]) < abs(matrix[$1][pivotColumn]) }
                ),
                abs(matrix[pivotRow][pivotColumn]) > 1e-12
            else { return nil }
            matrix.swapAt(pivotColumn, pivotRow)
            for row in 0..<n where row != pivotColumn {
                let factor = matrix[row][pivotColumn] / matrix[pivotColumn][pivotColumn]
                if factor == 0 { continue }
                for k in pivotColumn...n { matrix[row][k] -= factor * matrix[pivotColumn][k] }
            }
        }
        var solution: [Variable: Double] = [:]
        for (index, variable) in variables.enumerated() {
            solution[variable] = matrix[index][n] / matrix[index][index]
        }
        return solution
    }

    /// `view.width == w`, `view.height == h` as constraints for `solve`.
    static func fixedSize(_ view: String, _ width: Double, _ height: Double) -> [LinearConstraint] {
        let origin = ConstraintOrigin(location: location(1, 1), text: "size of \(view)", notation: .equation)
        return [
            LinearConstraint(v(view, .width), .equal, LinearExpression(width), origin: origin),
            LinearConstraint(v(view, .height), .equal, LinearExpression(height), origin: origin)
        ]
    }
}
