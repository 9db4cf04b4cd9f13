import Foundation
import LayoutSpec
import Testing

/// The generated code of every spec in `Specs/` is pinned by a golden file in `Golden/`; a change
/// to the generator that changes any of them fails here until the golden files are regenerated
/// (and the diff reviewed): `LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter GoldenFilesTests`.
@Suite struct GoldenFilesTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

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
            #expect(
                pinned == compiled.source,
                """
                Golden/\(compiled.outputFileName) is stale or missing for Specs/\(fileName): review the change, \
                then run LAYOUTGEN_UPDATE_GOLDEN=1 swift test --filter GoldenFilesTests
                """)
        }
        let present = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.goldenFolder.path)
                .filter { $0.hasSuffix(".swift") })
        #expect(
            present.subtracting(expectedFiles).isEmpty,
            "golden files without a spec: \(present.subtracting(expectedFiles).sorted())")
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
/// allocation), no closures, no solver — checked over every golden file, in `frames(for:)` and in
/// the private parts a long body is split into (`framesPart1`, …), which it calls in order.
@Suite struct StraightLineCodeTests {
    @Test func framesFunctionHasNoLoopsAllocationOrSolver() throws {
        let folder = GoldenFilesTests.goldenFolder
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard source.contains("static func frames(for input: Input) -> Frames {") else {
                Issue.record("\(file) has no frames(for:)")
                continue
            }
            let bodies = Self.functionBodies(in: source, named: ["frames(for input: Input)", "framesPart"])
            for (name, body) in bodies {
                let code = body.split(separator: "\n").filter {
                    !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
                }
                .joined(separator: "\n")
                for forbidden in [
                    "for ", "while ", "repeat ", "[", "append", "{ $0", "in\n", "Solver", "reduce", "map("
                ] {
                    #expect(!code.contains(forbidden), "\(file): \(name) contains `\(forbidden)`")
                }
            }
            // Every part is called exactly once, from `frames(for:)`.
            let entry = bodies.first { $0.name.hasPrefix("frames(") }?.body ?? ""
            for (name, _) in bodies where name.hasPrefix("framesPart") {
                let callee = String(name.prefix { $0 != "(" })
                #expect(entry.components(separatedBy: callee + "(").count == 2, "\(file): \(callee) is not called once")
            }
        }
    }

    /// `(declaration, body)` of each `static func` whose name starts with one of `prefixes`: the
    /// text after its opening line up to the line that closes it at 4 spaces.
    static func functionBodies(in source: String, named prefixes: [String]) -> [(name: String, body: String)] {
        var result: [(name: String, body: String)] = []
        let lines = source.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard let range = line.range(of: "static func "),
                prefixes.contains(where: { line[range.upperBound...].hasPrefix($0) })
            else {
                index += 1
                continue
            }
            let name = String(line[range.upperBound...])
            // The signature may span lines (one parameter a line); the body starts after `{`.
            while index < lines.count && !lines[index].hasSuffix("{") { index += 1 }
            index += 1
            var body: [String] = []
            while index < lines.count && lines[index] != "    }" {
                body.append(lines[index])
                index += 1
            }
            result.append((name, body.joined(separator: "\n")))
        }
        return result
    }
}
