import Foundation
import LayoutSpec

/// The spec line a diagnostic points at, with a caret under its column, printed after the
/// diagnostic's `PATH:LINE:COL: severity: message` line as compilers do:
///
///     Card.layout.yaml:4:14: error: unknown view `titel`; did you mean `title`?
///       - titel.width == 10
///         ^
///
/// The diagnostic's own line stays exactly as `Diagnostic.description` prints it (build logs and
/// Xcode read it); the excerpt follows it. A file that cannot be read again, or a location past
/// its end, gets no excerpt. Each file is read once per report.
struct SourceExcerpt {
    /// The widest excerpt printed: a longer line shows a window around the column, `...` at a cut.
    static let width = 100

    private var files: [String: [Substring]?] = [:]

    /// The diagnostic's line, its excerpt, then each note's line and excerpt.
    mutating func lines(for diagnostic: Diagnostic) -> [String] {
        let headers = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let locations = [diagnostic.location] + diagnostic.notes.map(\.location)
        var lines: [String] = []
        for (index, header) in headers.enumerated() {
            lines.append(header)
            if index < locations.count, let location = locations[index] {
                lines += excerpt(at: location)
            }
        }
        return lines
    }

    /// The source line at `location` and the caret line, or nothing.
    mutating func excerpt(at location: SourceLocation) -> [String] {
        if files[location.path] == nil {
            let contents = try? String(contentsOfFile: location.path, encoding: .utf8)
            files[location.path] = .some(contents?.split(separator: "\n", omittingEmptySubsequences: false))
        }
        guard let fileLines = files[location.path] ?? nil, location.line >= 1, location.line <= fileLines.count,
            location.column >= 1
        else { return [] }
        var scalars = Array(fileLines[location.line - 1].unicodeScalars)
        if scalars.last == "\r" { scalars.removeLast() }
        guard location.column <= scalars.count + 1 else { return [] }
        // Control characters (a tab among them) print as one space each, so the caret stays under
        // its column, which counts Unicode scalars.
        let printable = scalars.map { Self.isControl($0) ? " " : Character($0) }
        var start = 0
        var end = printable.count
        var caret = location.column - 1
        if printable.count > Self.width {
            start = max(0, min(caret - Self.width / 2, printable.count - Self.width))
            end = min(printable.count, start + Self.width)
        }
        var text = String(printable[start..<end])
        if start > 0 {
            text = "..." + text
            caret += 3
        }
        if end < printable.count { text += "..." }
        caret -= start
        return [text, String(repeating: " ", count: caret) + "^"]
    }

    /// C0 and C1 control characters, DEL and the Unicode line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
