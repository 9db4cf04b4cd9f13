import Foundation

/// One entry of a spec's `examples:` (docs/Solving.md) whose names the generated API declares: the
/// example as written (`ExampleSyntax`, each expected value with the position it is written at) and
/// the run-time input `eval` would build from the same flags.
public struct LayoutExample: Equatable, Sendable {
    /// The example as written, its names checked against the generated API.
    public var syntax: ExampleSyntax
    /// The run-time input, as `eval` would build it from the same flags.
    public var input: EvaluationInput

    /// Creates an example from its checked syntax and the input built from it.
    public init(syntax: ExampleSyntax, input: EvaluationInput) {
        self.syntax = syntax
        self.input = input
    }

    /// The example's 1-based position in `examples:`.
    public var number: Int { syntax.number }
    /// Where the example starts.
    public var location: SourceLocation { syntax.location }
    /// The expected frames (`view: [x, y, w, h]`), in the order written.
    public var frames: [ExampleSyntax.NamedNumbers] { syntax.frames }
    /// The expected fitting size (`[w, h]`, named `fittingSize`), when given.
    public var fittingSize: ExampleSyntax.NamedNumbers? { syntax.fittingSize }
}
