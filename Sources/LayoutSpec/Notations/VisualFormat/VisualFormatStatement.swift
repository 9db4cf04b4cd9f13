/// A parsed `constraints:` line in the Visual Format Language: the line and its `options:`
/// (docs/SpecLanguage.md §4, docs/notations/constraintformatter.md), with the texts their offsets
/// refer to.
package struct VisualFormatStatement: Hashable, Sendable {
    /// The whole statement (the options' offsets refer to it).
    package var source: SourceText
    /// The VFL line without its options (the line's offsets refer to it).
    package var line: SourceText
    /// The line's tree.
    package var format: VisualFormat
    /// The options written after the line (none when `options:` is not written).
    var options: VisualFormatOptions
    /// How the line writes its connections and view sizes (for constraint origins).
    var spelling: VisualFormatSpelling

    /// Creates a statement.
    init(
        source: SourceText, line: SourceText, format: VisualFormat, options: VisualFormatOptions,
        spelling: VisualFormatSpelling
    ) {
        self.source = source
        self.line = line
        self.format = format
        self.options = options
        self.spelling = spelling
    }
}
