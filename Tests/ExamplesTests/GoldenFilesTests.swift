import Foundation
import LayoutSpec
import Testing

/// The generated code of every spec in `Specs/` is pinned by a golden file in `Golden/`; a change
/// to the generator that changes any of them fails here until the golden files are regenerated
/// (and the diff reviewed): `LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter GoldenFilesTests`.
@Suite struct GoldenFilesTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func generatedCodeMatchesTheGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["LAYOUTGEN_UPDATE_GOLDEN"] == "1"
        var expectedFiles: Set<String> = []
        for fileName in try SpecEvaluation.specFileNames() {
            let compiled = try LayoutCompiler().compile(path: SpecEvaluation.path(fileName))
            let golden = Self.goldenFolder.appendingPathComponent(compiled.outputFileName)
            expectedFiles.insert(compiled.outputFileName)
            if update {
                try compiled.source.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let pinned = try? String(contentsOf: golden, encoding: .utf8)
            #expect(pinned == compiled.source, """
                Golden/\(compiled.outputFileName) is stale or missing for Specs/\(fileName): review the change, \
                then run LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter GoldenFilesTests
                """)
        }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
            .filter { $0.hasSuffix(".swift") })
        #expect(present.subtracting(expectedFiles).isEmpty, "golden files without a spec: \(present.subtracting(expectedFiles).sorted())")
    }

    /// Generating twice gives the same bytes.
    @Test func generationIsDeterministic() throws {
        for fileName in try SpecEvaluation.specFileNames() {
            let first = try LayoutCompiler().compile(path: SpecEvaluation.path(fileName)).source
            let second = try LayoutCompiler().compile(path: SpecEvaluation.path(fileName)).source
            #expect(first == second)
        }
    }
}

/// The generated `frames(for:)` is straight-line code: no loops, no collections (so no
/// allocation), no closures, no solver — checked over every golden file.
@Suite struct StraightLineCodeTests {
    @Test func framesFunctionHasNoLoopsAllocationOrSolver() throws {
        let folder = GoldenFilesTests.goldenFolder
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let start = source.range(of: "static func frames(for input: Input) -> Frames {") else {
                Issue.record("\(file) has no frames(for:)")
                continue
            }
            // The body runs to the end of the function: the first line that closes at 4 spaces.
            let rest = source[start.upperBound...]
            let body = rest.components(separatedBy: "\n    }\n").first ?? ""
            let code = body.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for forbidden in ["for ", "while ", "repeat ", "[", "append", "{ $0", "in\n", "Solver", "reduce", "map("] {
                #expect(!code.contains(forbidden), "\(file): frames(for:) contains `\(forbidden)`")
            }
        }
    }
}
