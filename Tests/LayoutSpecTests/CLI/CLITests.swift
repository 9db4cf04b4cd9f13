import Foundation
import LayoutSpec
import Testing

/// Runs the built `layout-gen` binary: its exit codes and streams as a process (docs/CLI-AND-PLUGIN.md).
/// The command layer's messages and help are tested in-process by `LayoutGenTests`.
@Suite struct CLITests {
    /// The result of one run.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `layout-gen`, next to the test bundle (`.build/<triple>/debug/`), else under the repository.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("layout-gen"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("layout-gen"))
        candidates.append(PackageRoot.url.appendingPathComponent(".build/debug/layout-gen"))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "layout-gen not built; looked at \(candidates.map(\.path))")
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    @Test func versionPrintsTheVersion() throws {
        let run = try Self.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "layout-gen \(LayoutCompiler.version)\n")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpListsTheCommands(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0)
        for command in ["generate", "check", "eval", "--version"] {
            #expect(run.stdout.contains(command))
        }
    }

    @Test(arguments: [["help", "eval"], ["eval", "--help"], ["eval", "x.layout.yaml", "-h"]])
    func commandHelp(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.contains("--font VIEW=ASC,DESC,CAP"))
    }

    /// A few usage errors as a process: exit 64, the message and the usage on stderr (the whole
    /// table of them runs in-process in `UsageErrorTests`).
    @Test(arguments: [
        ([], "missing command"),
        (["gen"], "unknown command 'gen'; did you mean 'generate'?"),
        (["eval", "a.layout.yaml", "--widht", "3"], "unknown option '--widht' for 'eval'; did you mean '--width'?")
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains("error: \(message)"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("USAGE: layout-gen"))
        #expect(run.stdout.isEmpty)
    }

    /// Every option of the table is accepted by the scanner, with `=` or as the next argument: a
    /// spec that does not exist is then the only error (exit 1), not an unknown option (exit 64).
    @Test(arguments: EvaluationOption.allCases)
    func everyEvaluationOptionIsAccepted(option: EvaluationOption) throws {
        let value =
            switch option {
            case .set: "gap=1"
            case .when: "rtl"
            case .size: "a=1x1"
            case .font: "a=1,-2,3"
            case .safeArea, .margins: "1,2,3,4"
            case .width, .height, .scale: "2"
            }
        let run = try Self.run(["eval", "/nonexistent/A.layout.yaml", option.flag, value])
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("cannot read spec"))
    }

    @Test func unreadableSpecsAreSpecErrorsReportedForEach() throws {
        let run = try Self.run(["check", "/nonexistent/A.layout.yaml", "/nonexistent/B.layout.yaml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: cannot read spec '/nonexistent/A.layout.yaml'"))
        #expect(run.stderr.contains("error: cannot read spec '/nonexistent/B.layout.yaml'"))
    }

    @Test func generateWritesNothingForAFailedSpec() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run(["generate", "/nonexistent/A.layout.yaml", "--output-dir", directory.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ALayout.swift").path))
    }
}
