/// `examples:` as typed by `SpecParser` (docs/Solving.md): the examples, and the shape errors
/// (wrong types, unknown keys, missing keys) found in them.
///
/// The shape errors are found by the Spec stage but reported together with the examples' name
/// checks, after code generation (`ExampleChecker`): an example is checked against the generated
/// API, so a spec whose only errors are in `examples:` still reports them all in one run, as the
/// name checks need the lowered interface.
package struct ExamplesSection: Hashable, Sendable {
    /// Every example that is a mapping, in spec order (malformed parts left out).
    package var examples: [ExampleSyntax]
    /// The shape errors, in the order found.
    package var errors: [Diagnostic]

    /// Creates the section.
    package init(examples: [ExampleSyntax] = [], errors: [Diagnostic] = []) {
        self.examples = examples
        self.errors = errors
    }
}
