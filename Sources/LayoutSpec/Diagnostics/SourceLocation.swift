/// A position in a spec file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The spec file's path, as given on the command line or by the build plugin.
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The location `offset` columns to the right on the same line (for tokens inside a scalar).
    package func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column + offset)
    }

    /// The position of the character at `offset` (in Unicode scalars) of `text`, which starts
    /// here. A text that spans lines (a YAML block scalar, whose lines share the first line's
    /// indentation) counts its line breaks: a character after the `n`th is `n` lines down, at its
    /// column in its line.
    package func advanced(by offset: Int, in text: String) -> SourceLocation {
        var lineBreaks = 0
        var lineStart = 0
        for (index, scalar) in text.unicodeScalars.prefix(offset).enumerated() where scalar == "\n" {
            lineBreaks += 1
            lineStart = index + 1
        }
        guard lineBreaks > 0 else { return advanced(by: offset) }
        return SourceLocation(path: path, line: line + lineBreaks, column: column + offset - lineStart)
    }

    /// `PATH:LINE:COL`.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
