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

    /// `PATH:LINE:COL`.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
