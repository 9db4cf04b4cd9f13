import Testing

@testable import LayoutSpec

/// Helpers shared by the document reader tests.
enum DocumentTestSupport {
    static let yamlPath = "Specs/X.layout.yaml"
    static let jsonPath = "Specs/X.layout.json"

    /// Reads YAML text with the test path.
    static func yaml(_ contents: String) throws -> DocumentNode {
        try DocumentReader.read(contents: contents, path: yamlPath)
    }

    /// Reads JSON text with the test path.
    static func json(_ contents: String) throws -> DocumentNode {
        try DocumentReader.read(contents: contents, path: jsonPath)
    }

    /// The first diagnostic thrown for `contents`, or `nil` if it was read without error.
    static func firstError(_ contents: String, path: String = yamlPath) -> Diagnostic? {
        do {
            _ = try DocumentReader.read(contents: contents, path: path)
            return nil
        } catch let error as SpecError {
            return error.diagnostics.first
        } catch {
            return Diagnostic.error(at: nil, "unexpected error type: \(error)")
        }
    }

    /// `LINE:COL` of a location, for compact assertions.
    static func position(_ location: LayoutSpec.SourceLocation?) -> String {
        guard let location else { return "none" }
        return "\(location.line):\(location.column)"
    }
}
