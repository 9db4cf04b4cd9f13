import Foundation

@testable import LayoutSpec

/// Spec files written into a fresh folder, for tests of `layout:` (a composed spec is found beside
/// the spec that names it).
struct SpecFolder {
    /// The folder.
    let url: URL

    /// A new empty folder holding `files` (name → contents).
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("composition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The path of the file `name`.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The spec `name` compiled.
    func compile(_ name: String) throws -> CompiledLayout {
        try LayoutCompiler().compile(path: path(name))
    }

    /// The diagnostics of compiling the spec `name`, each followed by its notes, as
    /// `FILE:LINE:COL: severity: message` with the file's name alone; empty when it compiles.
    func diagnostics(_ name: String) -> [String] {
        do {
            _ = try compile(name)
            return []
        } catch let error as SpecError {
            return error.diagnostics.flatMap { [$0] + $0.notes }.map { diagnostic in
                let place =
                    diagnostic.location.map {
                        "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.column): "
                    } ?? ""
                return place + "\(diagnostic.severity): \(diagnostic.message)"
            }
        } catch {
            return ["\(error)"]
        }
    }
}
