import Testing

@testable import LayoutSpec

/// Builds the inputs of a notation's lowering by hand: strings at known positions.
enum NotationTestSupport {
    static let path = "Card.layout.yaml"

    /// A double-quoted string whose text starts at `line`:`column` (its quote one column before).
    static func statement(_ text: String, line: Int = 3, column: Int = 12) -> ConstraintStatement {
        ConstraintStatement(
            source: SourceText(text, start: SourceLocation(path: path, line: line, column: column)),
            location: SourceLocation(path: path, line: line, column: column - 1))
    }

    /// `rules:` or `attributes:` as `SpecParser` gives them: each view's strings on lines 3, 4, ...
    /// starting at column 12.
    static func views(_ strings: [(String, [String])]) -> [ViewStatements] {
        strings.map { view, texts in
            ViewStatements(
                view: view, viewLocation: SourceLocation(path: path, line: 3, column: 3),
                statements: texts.enumerated().map { statement($1, line: 3 + $0) })
        }
    }

    static func context(
        views: [String: ItemGeometry.ViewInfo] = [:], metrics: [String: Double] = [:],
        inputs: Set<String> = [], conditions: Set<String> = [],
        condition: ConditionExpression? = nil
    ) -> LoweringContext {
        var all: [String: ItemGeometry.ViewInfo] = [:]
        for name in ["v", "a", "b", "c", "header", "label", "separator", "avatar", "card"] { all[name] = .init() }
        all.merge(views) { $1 }
        return LoweringContext(
            geometry: ItemGeometry(views: all, guides: ["guide"]), metrics: metrics, inputs: inputs,
            conditions: conditions, condition: condition)
    }

    /// The first error's `LINE:COL: message` (path dropped).
    static func firstError(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as SpecError {
            guard let first = error.diagnostics.first else { return "no diagnostics" }
            let position = first.location.map { "\($0.line):\($0.column): " } ?? ""
            return position + first.message
        } catch {
            return "unexpected \(error)"
        }
    }
}
