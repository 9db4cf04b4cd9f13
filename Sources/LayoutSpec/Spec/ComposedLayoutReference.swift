/// `layout:` of a view: another spec that lays the view out (docs/SpecLanguage.md, "Composition").
///
/// The view's subviews are that spec's views, its size follows from that spec's constraints
/// together with this spec's, and its frames are computed in the same `frames(for:)` call.
package struct ComposedLayoutReference: Hashable, Sendable {
    /// One entry of the view's `inputs:`: an input of the composed spec given a value here.
    package struct InputBinding: Hashable, Sendable {
        /// What the input is given.
        package enum Value: Hashable, Sendable {
            /// A number.
            case number(Double)
            /// A metric or an input of this spec, by name.
            case name(String)
        }

        /// The composed spec's input.
        package var input: String
        /// Where its name is written.
        package var location: SourceLocation
        /// Its value.
        package var value: Value
        /// Where the value is written.
        package var valueLocation: SourceLocation

        /// Creates a binding.
        package init(input: String, location: SourceLocation, value: Value, valueLocation: SourceLocation) {
            self.input = input
            self.location = location
            self.value = value
            self.valueLocation = valueLocation
        }
    }

    /// As written: a spec name (`InfoBox`, found as `InfoBox.layout.yaml` or `.json` beside this
    /// spec) or a path relative to this spec's folder (`Cards/InfoBox.layout.yaml`).
    package var name: String
    /// Where the value is written.
    package var location: SourceLocation
    /// `inputs:`: the composed spec's inputs this spec gives values, in the order written; the
    /// others become this spec's inputs.
    package var inputs: [InputBinding] = []

    /// Creates a reference.
    package init(name: String, location: SourceLocation, inputs: [InputBinding] = []) {
        self.name = name
        self.location = location
        self.inputs = inputs
    }
}
