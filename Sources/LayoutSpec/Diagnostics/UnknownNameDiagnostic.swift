/// The payload of a name that names nothing of the kind expected where it is written (`titel` for
/// a view, a metric where an item belongs).
package struct UnknownNameDiagnostic: Hashable, Sendable {
    /// The name as written.
    package var name: String
    /// What kind of name belongs there, in words (`item`, `view`, `metric or input`, `name`).
    package var expected: String
    /// What the name is declared as instead (`metric`), or `nil` when it is not declared at all.
    package var declaredAs: String?
    /// The words after the name: where it is and what is known there (`; known items: a, b`).
    package var detail: String
    /// Declared names close to it, the likeliest first (`did you mean`).
    package var suggestions: [String]

    /// Creates the payload.
    package init(
        name: String, expected: String, declaredAs: String? = nil, detail: String = "", suggestions: [String] = []
    ) {
        self.name = name
        self.expected = expected
        self.declaredAs = declaredAs
        self.detail = detail
        self.suggestions = suggestions
    }
}
