import Foundation
import Testing

/// Grep-able facts about diagnostics beyond the library (docs/ARCHITECTURE.md, "Typed
/// diagnostics"): the command line, the fuzzer, the plugins and the benchmarks decide by a
/// diagnostic's kind, never by its words; no source applies a regular expression to anything (so
/// to no diagnostic either). The library's own files are checked by
/// `FolderDependencyTests.onlyItsProducerReadsADiagnosticsMessage`.
@Suite struct DiagnosticReadingTests {
    /// The folders checked besides `Sources/LayoutSpec`, relative to the package root.
    static let folders = ["Sources/layout-gen", "Sources/layout-fuzz", "Benchmarks/Sources", "Plugins"]

    /// Files that read a `message` that is not a diagnostic's: the command line's own `UsageError`,
    /// which `render` rewords from `eval`'s options. (Printing one inside a string is not reading.)
    static let filesReadingTheirOwnMessages: Set<String> = ["Sources/layout-gen/RenderCommand.swift"]

    /// Every `.swift` file under `folders` (and, for the regular-expression check, Sources/LayoutSpec),
    /// by its path from the package root.
    static func files(in folders: [String]) throws -> [String: String] {
        let root = PackageRoot.url.standardizedFileURL.path + "/"
        var files: [String: String] = [:]
        for folder in folders {
            let url = PackageRoot.url.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                let path = file.standardizedFileURL.path
                files[path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path] = try String(
                    contentsOf: file, encoding: .utf8)
            }
        }
        return files
    }

    @Test func noToolReadsADiagnosticsMessage() throws {
        let files = try Self.files(in: Self.folders)
        #expect(files.keys.contains("Sources/layout-gen/CheckCommand.swift"))
        #expect(files.keys.contains("Benchmarks/Sources/LayoutBenchmarks/GenerationCase.swift"))
        let readers = files.filter { path, text in
            !Self.filesReadingTheirOwnMessages.contains(path)
                && FolderDependencyTests.readsMessage(FolderDependencies.code(of: text))
        }
        #expect(readers.keys.sorted() == [], "switch over `Diagnostic.kind` (or `category`) instead")
        #expect(
            Self.filesReadingTheirOwnMessages.subtracting(
                files.filter { FolderDependencyTests.readsMessage(FolderDependencies.code(of: $0.value)) }.keys
            ).sorted() == [], "a file no longer reads its own messages: remove it from the list")
    }

    @Test func noSourceUsesARegularExpression() throws {
        let files = try Self.files(in: ["Sources", "Benchmarks/Sources", "Plugins"])
        #expect(files.count > 100)
        let users = files.filter { Self.usesARegularExpression(FolderDependencies.code(of: $0.value)) }
        #expect(users.keys.sorted() == [])
        // The checker itself.
        #expect(Self.usesARegularExpression("let r = try NSRegularExpression(pattern: p)"))
        #expect(Self.usesARegularExpression("m.range(of: p, options: .regularExpression)"))
        #expect(Self.usesARegularExpression("let r = try Regex(p)"))
        #expect(Self.usesARegularExpression("if let m = d.firstMatch(of: r) {}"))
        #expect(!Self.usesARegularExpression("let expression = LinearExpression(1)"))
    }

    /// Whether `code` uses Foundation's or Swift's regular expressions.
    static func usesARegularExpression(_ code: String) -> Bool {
        [
            "NSRegularExpression", ".regularExpression", "Regex(", "Regex<", "firstMatch(of", "wholeMatch(of",
            "matches(of"
        ]
        .contains { code.contains($0) }
    }
}
