import Foundation

/// One entry of a spec's `examples:` (docs/Solving.md) whose names the generated API declares: the
/// example as written (`ExampleSyntax`, each expected value with the position it is written at) and
/// the run-time input `eval` would build from the same flags.
package struct LayoutExample: Equatable, Sendable {
    /// The example as written, its names checked against the generated API.
    package var syntax: ExampleSyntax
    /// The run-time input, as `eval` would build it from the same flags.
    package var input: EvaluationInput

    /// Creates an example from its checked syntax and the input built from it.
    package init(syntax: ExampleSyntax, input: EvaluationInput) {
        self.syntax = syntax
        self.input = input
    }

    /// The example's 1-based position in `examples:`.
    package var number: Int { syntax.number }
    /// Where the example starts.
    package var location: SourceLocation { syntax.location }
    /// The expected frames (`view: [x, y, w, h]`), in the order written.
    package var frames: [ExampleSyntax.NamedNumbers] { syntax.frames }
    /// The expected fitting size (`[w, h]`, named `fittingSize`), when given.
    package var fittingSize: ExampleSyntax.NamedNumbers? { syntax.fittingSize }
}
