/// One view's strings in `rules:` (COSLayout) or `attributes:` (EasyPeasy) as written:
/// `view: "a, b"` or `view: ["a", "b"]`, each string with its position, in the order written. The
/// notation's parser reads them into `ParsedViewStatements` in the Spec stage.
package struct ViewStatements: Hashable, Sendable {
    /// The view's name as written (checked against the declared items when lowering).
    package var view: String
    /// Where the view's key is written.
    package var viewLocation: SourceLocation
    /// The strings, each a comma-separated list of the notation's statements.
    package var statements: [ConstraintStatement]

    /// Creates one view's statements.
    package init(view: String, viewLocation: SourceLocation, statements: [ConstraintStatement]) {
        self.view = view
        self.viewLocation = viewLocation
        self.statements = statements
    }
}
