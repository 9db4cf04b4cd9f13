/// One constraint string as written, with its position.
package struct ConstraintStatement: Hashable, Sendable {
    /// The text and where its first character is.
    package var source: SourceText
    /// Where the scalar starts (the opening quote of a quoted scalar).
    package var location: SourceLocation

    /// Creates a statement.
    package init(source: SourceText, location: SourceLocation) {
        self.source = source
        self.location = location
    }

    /// The text.
    package var text: String { source.text }
}
