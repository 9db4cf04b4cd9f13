import Foundation

/// Reads a spec file into a `DocumentNode`, choosing the YAML-subset or JSON reader by the
/// file's name (`DocumentFormat`). Every error is a `SpecError` at `PATH:LINE:COL`.
///
/// The YAML subset (see `docs/DOCUMENT-FORMAT.md`): block mappings and sequences indented with
/// spaces (a mapping's value may be a sequence at the key's own indentation), flow `[...]` and
/// `{...}` (nested, may span lines), plain / single-quoted / double-quoted scalars on one line,
/// block scalars (`|`, `>`), `#` comments after white space, and one optional leading `---`.
/// Scalars stay text. Rejected with an error: tabs in indentation, anchors, aliases, tags,
/// multi-line plain and quoted scalars,
/// directives, a second document or `...`, complex keys, duplicate keys, nesting deeper than 64,
/// and plain values that YAML would read as something else (`[a]-8-[b]`, `|-[a]-|`, `@750`).
package enum DocumentReader {
    /// Reads `contents`, which came from `path` (used for the format and in every location).
    package static func read(contents: String, path: String) throws -> DocumentNode {
        try read(contents: contents, path: path, format: DocumentFormat(path: path))
    }

    /// Reads `contents` in an explicit format; `path` is only used in locations.
    package static func read(contents: String, path: String, format: DocumentFormat) throws -> DocumentNode {
        let root: DocumentNode
        switch format {
        case .yaml:
            var parser = try YAMLParser(contents: contents, path: path)
            root = try parser.parseDocument()
        case .json:
            var parser = JSONParser(contents: contents, path: path)
            root = try parser.parseDocument()
        }
        try ScalarLimits.check(root)
        return root
    }

    /// Reads the UTF-8 file at `path`. An unreadable file is an error without a location; bytes
    /// that are not UTF-8 are an error at the line and column where decoding fails.
    package static func read(fileAt path: String) throws -> DocumentNode {
        try read(contents: text(ofFileAt: path), path: path)
    }

    /// The text of the UTF-8 file at `path`: the one way every stage reads a spec file. An
    /// unreadable file is an error without a location (there is no line to point at); bytes that
    /// are not UTF-8 are an error at the line and column where decoding fails.
    package static func text(ofFileAt path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: path)
        else {
            throw SpecError(at: nil, "cannot read spec '\(path)': the file does not exist or is not readable")
        }
        return try decodeUTF8(Array(data), path: path)
    }

    /// Decodes `bytes` as UTF-8, or fails at the position of the first invalid byte.
    static func decodeUTF8(_ bytes: [UInt8], path: String) throws -> String {
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        var previousWasCarriageReturn = false
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                if scalar == "\n" && previousWasCarriageReturn {
                    // The second half of a CRLF line break.
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else if !(line == 1 && column == 1 && scalar == "\u{FEFF}" && scalars.count == 1) {
                    column += 1
                }
                previousWasCarriageReturn = scalar == "\r"
            case .emptyInput:
                return String(scalars)
            case .error:
                throw SpecError(
                    at: SourceLocation(path: path, line: line, column: column),
                    "'\(path)' is not valid UTF-8 here; save the spec as UTF-8")
            }
        }
    }
}
