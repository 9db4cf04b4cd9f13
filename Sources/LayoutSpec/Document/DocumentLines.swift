/// A spec file's text split into lines of Unicode scalars, so that the readers address characters
/// by line and column exactly as `SourceLocation` counts them (columns count Unicode scalars).
///
/// Line breaks are `\n`, `\r\n` and a lone `\r`; they are not part of any line. A leading byte
/// order mark is dropped.
struct DocumentLines: Sendable {
    /// The path used in every location.
    let path: String
    /// The lines, without their line breaks. Never empty: an empty file has one empty line.
    let lines: [[Unicode.Scalar]]

    /// Splits `contents` into lines.
    init(_ contents: String, path: String) {
        self.path = path
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        var isFirst = true
        for scalar in contents.unicodeScalars {
            defer { isFirst = false }
            if isFirst && scalar == "\u{FEFF}" { continue }
            switch scalar {
            case "\n":
                if !afterCarriageReturn {
                    lines.append(current)
                    current = []
                }
                afterCarriageReturn = false
            case "\r":
                lines.append(current)
                current = []
                afterCarriageReturn = true
            default:
                current.append(scalar)
                afterCarriageReturn = false
            }
        }
        lines.append(current)
        self.lines = lines
    }

    /// The character at 0-based `row` and `column`, or `nil` past the end of the line or text.
    func character(row: Int, column: Int) -> Unicode.Scalar? {
        guard row >= 0, row < lines.count, column >= 0, column < lines[row].count else { return nil }
        return lines[row][column]
    }

    /// The location of 0-based `row` and `column` (reported 1-based).
    func location(row: Int, column: Int) -> SourceLocation {
        SourceLocation(path: path, line: row + 1, column: column + 1)
    }

    /// The text of `row` from `column` to the end of the line.
    func rest(row: Int, from column: Int) -> String {
        guard row >= 0, row < lines.count, column < lines[row].count else { return "" }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lines[row][max(column, 0)...])
        return String(text)
    }
}

extension Unicode.Scalar {
    /// A space or a tab: YAML's and JSON's in-line white space.
    var isBlank: Bool { self == " " || self == "\t" }
}
