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
