import Foundation

@testable import LayoutSpec

/// Helpers for the hostile-spec regression tests: a small well-determined spec to extend, and
/// the first error of a compilation as `LINE:COL: MESSAGE`.
enum HostileSpecSupport {
    /// Two views fully determined except `a.width`, which the test's statement (line 12) gives.
    static let base = """
        views:
          a: {}
          b: {}
        constraints:
          - a.left == 0
          - a.top == 0
          - a.height == 10
          - b.left == 0
          - b.top == 0
          - b.width == 10
          - b.height == 10

        """

    /// `base` with `statement` as the twelfth line (its text starts at column 5).
    static func withStatement(_ statement: String) -> String {
        base + "  - \(statement)\n"
    }

    /// Every diagnostic of compiling `contents` as `LINE:COL: severity: MESSAGE` (`-` for no
    /// location); empty when it compiles.
    static func diagnostics(_ contents: String, path: String = "Hostile.layout.yaml") -> [String] {
        do {
            _ = try LayoutCompiler().compile(contents: contents, path: path)
            return []
        } catch let error as SpecError {
            return error.diagnostics.map { diagnostic in
                let position = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
                return "\(position): \(diagnostic.severity.rawValue): \(diagnostic.message)"
            }
        } catch {
            return ["unexpected \(error)"]
        }
    }

    /// The first diagnostic of `contents` (see `diagnostics`), or "compiled".
    static func firstError(_ contents: String, path: String = "Hostile.layout.yaml") -> String {
        diagnostics(contents, path: path).first ?? "compiled"
    }

    /// The frames `eval` gives for a 100 × 100 container.
    static func frames(_ contents: String) throws -> String {
        try LayoutCompiler().compile(contents: contents, path: "Hostile.layout.yaml")
            .evaluate(EvaluationRequest(width: 100, height: 100))
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
