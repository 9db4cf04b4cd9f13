import Foundation
import Testing

/// The shape of the library as docs/ARCHITECTURE.md describes it: a small public API (what a
/// library user needs: compile a spec, evaluate it, read its diagnostics and lowered constraints;
/// everything else is `package` for the command line, the fuzzer and the tests) and files short
/// enough to read in one sitting.
@Suite struct CodeShapeTests {
    /// At most this many `public` declarations in `Sources/LayoutSpec`.
    static let publicDeclarationLimit = 150
    /// At most this many lines in any hand-written Swift file of the package (generated goldens
    /// are not hand-written).
    static let fileLineLimit = 600
    /// Files still over the limit. The list may only shrink (it is empty).
    static let filesStillOverTheLineLimit: Set<String> = []

    @Test func thePublicAPIIsSmall() throws {
        let sources = try FolderDependencyTests.readSources()
        var count = 0
        for (_, text) in sources {
            count += Self.publicDeclarations(in: FolderDependencies.code(of: text))
        }
        #expect(count > 0, "the library has a public API")
        #expect(
            count <= Self.publicDeclarationLimit,
            "\(count) public declarations in LayoutSpec: make what only the CLI or tests use `package`")
        // The counter itself.
        #expect(Self.publicDeclarations(in: "public struct A {\n    public init() {}\n    package var b = 1\n}") == 2)
        #expect(Self.publicDeclarations(in: "@inlinable public func f() {}\nlet x = \"public\"") == 1)
    }

    @Test func everyFileIsShort() throws {
        let root = PackageRoot.url.standardizedFileURL.path + "/"
        var long: Set<String> = []
        for folder in ["Sources", "Tests", "Plugins", "Benchmarks/Sources"] {
            let url = PackageRoot.url.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let path = file.standardizedFileURL.path
                let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
                if relative.contains("/Golden/") { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                if lines > Self.fileLineLimit { long.insert(relative) }
            }
        }
        #expect(
            long.subtracting(Self.filesStillOverTheLineLimit).sorted() == [],
            "split these files by job (at most \(Self.fileLineLimit) lines each)")
        #expect(
            Self.filesStillOverTheLineLimit.subtracting(long).sorted() == [],
            "a file is short now: remove it from the list")
    }

    /// The `public` declarations in `code` (comments and strings already blanked).
    static func publicDeclarations(in code: String) -> Int {
        let pattern = #"(?m)^\s*(?:@\w+(?:\([^)\n]*\))?\s+)*public\s"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return 0 }
        return expression.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code))
    }
}
