/// One statement as written (its text and position: what diagnostics quote and what a spec writer
/// renders back) with its notation's syntax tree, parsed once in the Spec stage.
package struct ParsedStatement<Syntax: Hashable & Sendable>: Hashable, Sendable {
    /// The text as written and where it is.
    package var written: ConstraintStatement
    /// The tree, or the parse errors.
    package var outcome: ParseOutcome<Syntax>

    /// A statement whose text `parse` reads (run here, once).
    package init(_ written: ConstraintStatement, parse: (ConstraintStatement) throws -> Syntax) {
        self.written = written
        self.outcome = ParseOutcome { try parse(written) }
    }

    /// The text.
    package var text: String { written.text }
    /// The text and where its first character is.
    package var source: SourceText { written.source }
    /// Where the scalar starts (the opening quote of a quoted scalar).
    package var location: SourceLocation { written.location }

    /// The tree; throws the parse errors when the text did not parse.
    package func tree() throws -> Syntax {
        try outcome.tree()
    }
}
