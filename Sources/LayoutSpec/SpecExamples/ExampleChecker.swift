import Foundation

/// Checks a spec's `examples:` at generation time (docs/Solving.md): each example's input goes through
/// the generated code model (the interpreter `eval` uses, bit for bit the compiled code), and every
/// expected frame and fitting size must match the result within `tolerance`.
enum ExampleChecker {
    /// The largest difference allowed between an expected and a computed number.
    static let tolerance = 1e-6

    /// An example that passed, with everything the generated code computed for it.
    struct CheckedExample: Equatable, Sendable {
        /// The example as written.
        var example: LayoutExample
        /// The frames (and fitting size) the generated code gives for its input.
        var result: EvaluatedLayout
    }

    /// Checks `examples` (read by an `ExampleParser` that found `parsing`) against the generated `code`.
    ///
    /// - Throws: `SpecError` with the parser's errors and an error at every mismatching entry.
    static func check(
        _ examples: [LayoutExample], parsing: DiagnosticCollector, code: SwiftFile
    ) throws -> [CheckedExample] {
        var diagnostics = parsing
        var checked: [CheckedExample] = []
        for example in examples {
            let result = GeneratedCodeInterpreter.evaluate(code, input: example.input)
            let mismatches = self.mismatches(example, result: result)
            if mismatches.isEmpty {
                checked.append(CheckedExample(example: example, result: result))
                continue
            }
            for expectation in mismatches {
                let actual =
                    expectation.name == "fittingSize"
                    ? result.fittingSize.map { [$0.width, $0.height] } ?? []
                    : result.frames[expectation.name].map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
                        ?? []
                let what = expectation.name == "fittingSize" ? "the fitting size" : "`\(expectation.name)`"
                diagnostics.add(
                    .error(
                        at: expectation.location,
                        "example \(example.number): \(what) is \(list(actual)), not \(list(expectation.values.map { CGFloat($0) })) "
                            + "as the example expects",
                        notes: [
                            .note(
                                at: example.location,
                                "example \(example.number) gives \(FramesJSON.render(result))")
                        ]))
            }
        }
        try diagnostics.throwIfErrors()
        return checked
    }

    /// The expectations of `example` that `result` does not meet.
    private static func mismatches(_ example: LayoutExample, result: EvaluatedLayout) -> [ExampleSyntax.NamedNumbers] {
        var failed: [ExampleSyntax.NamedNumbers] = []
        for expectation in example.frames {
            let rect = result.frames[expectation.name] ?? .zero
            if !matches([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height], expectation.values) {
                failed.append(expectation)
            }
        }
        if let expectation = example.fittingSize {
            let size = result.fittingSize ?? .zero
            if !matches([size.width, size.height], expectation.values) { failed.append(expectation) }
        }
        return failed
    }

    private static func matches(_ actual: [CGFloat], _ expected: [Double]) -> Bool {
        actual.count == expected.count
            && zip(actual, expected).allSatisfy { abs(Double($0) - $1) <= tolerance }
    }

    /// `[16, 12, 40, 40]`, numbers as `eval` prints them.
    private static func list(_ values: [CGFloat]) -> String {
        "[" + values.map(FramesJSON.number).joined(separator: ", ") + "]"
    }
}
