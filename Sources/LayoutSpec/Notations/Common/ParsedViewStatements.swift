/// One view's `rules:` (COSLayout) or `attributes:` (EasyPeasy) strings, each parsed by the
/// notation's parser in the Spec stage (`Syntax` is the notation's tree of one string).
package struct ParsedViewStatements<Syntax: Hashable & Sendable>: Hashable, Sendable {
    /// The view's name as written (checked against the declared items when lowering).
    package var view: String
    /// Where the view's key is written.
    package var viewLocation: SourceLocation
    /// The strings with their trees, in the order written.
    package var statements: [ParsedStatement<Syntax>]

    /// Parses each string of `written` with `parse`.
    package init(_ written: ViewStatements, parse: (ConstraintStatement) throws -> Syntax) {
        view = written.view
        viewLocation = written.viewLocation
        statements = written.statements.map { ParsedStatement($0, parse: parse) }
    }

    /// The strings as written.
    package var written: ViewStatements {
        ViewStatements(view: view, viewLocation: viewLocation, statements: statements.map(\.written))
    }
}
