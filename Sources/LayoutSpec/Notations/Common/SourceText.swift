/// A constraint string (or `when:` expression) with the file position of its first character, so
/// that a token at offset `n` is reported at `start.advanced(by: n)`.
package struct SourceText: Hashable, Sendable {
    /// The text as written (unescaped).
    package let text: String
    /// Where the first character of `text` is in the file.
    package var start: SourceLocation
    /// Names written with dots that the spec declares (a metric named as code names a constant,
    /// `UX.padding`): the tokenizer reads each as one name.
    package var compoundNames: Set<String> = []
    /// Whether `text` holds a line break (a block scalar's): only then does a location count lines,
    /// so that a long one-line statement (a 1,000-view Visual Format row) locates each of its
    /// constraints without reading the text up to it.
    private let spansLines: Bool

    /// Creates a source text.
    package init(_ text: String, start: SourceLocation) {
        self.text = text
        self.start = start
        spansLines = text.utf8.contains(UInt8(ascii: "\n"))
    }

    /// The text of a scalar node, starting at its `contentLocation`; `nil` for other kinds.
    package init?(_ node: DocumentNode) {
        guard let text = node.scalar else { return nil }
        self.init(text, start: node.contentLocation)
    }

    /// The file position of the character at `offset` (counted in Unicode scalars), lines
    /// counted (`SourceLocation.advanced(by:in:)`).
    package func location(at offset: Int) -> SourceLocation {
        spansLines ? start.advanced(by: offset, in: text) : start.advanced(by: offset)
    }

    /// An error at the character at `offset`.
    package func error(at offset: Int, _ message: String, notes: [Diagnostic] = []) -> SpecError {
        SpecError(at: location(at: offset), message, notes: notes)
    }
}
