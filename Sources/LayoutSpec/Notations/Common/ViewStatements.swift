/// One view's strings in `rules:` (COSLayout) or `attributes:` (EasyPeasy): `view: "a, b"` or
/// `view: ["a", "b"]`, each string with its position, in the order written.
public struct ViewStatements: Hashable, Sendable {
    /// The view's name as written (checked against the declared items when lowering).
    public var view: String
    /// Where the view's key is written.
    public var viewLocation: SourceLocation
    /// The strings, each a comma-separated list of the notation's statements.
    public var statements: [ConstraintStatement]

    /// Creates one view's statements.
    public init(view: String, viewLocation: SourceLocation, statements: [ConstraintStatement]) {
        self.view = view
        self.viewLocation = viewLocation
        self.statements = statements
    }
}
