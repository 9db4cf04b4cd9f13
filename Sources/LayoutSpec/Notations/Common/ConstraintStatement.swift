/// One constraint string as written, with its position.
public struct ConstraintStatement: Hashable, Sendable {
    /// The text and where its first character is.
    public var source: SourceText
    /// Where the scalar starts (the opening quote of a quoted scalar).
    public var location: SourceLocation

    /// Creates a statement.
    public init(source: SourceText, location: SourceLocation) {
        self.source = source
        self.location = location
    }

    /// The text.
    public var text: String { source.text }
}
