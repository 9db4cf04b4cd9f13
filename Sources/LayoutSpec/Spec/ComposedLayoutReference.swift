/// `layout:` of a view: another spec that lays the view out (docs/SpecLanguage.md, "Composition").
///
/// The view's subviews are that spec's views, its size follows from that spec's constraints
/// together with this spec's, and its frames are computed in the same `frames(for:)` call.
package struct ComposedLayoutReference: Hashable, Sendable {
    /// As written: a spec name (`InfoBox`, found as `InfoBox.layout.yaml` or `.json` beside this
    /// spec) or a path relative to this spec's folder (`Cards/InfoBox.layout.yaml`).
    package var name: String
    /// Where the value is written.
    package var location: SourceLocation

    /// Creates a reference.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
