import Foundation
import Testing
import LayoutSpec

/// Runs the built `layout-gen` binary: usage errors, help, version and exit codes (docs/CLI-AND-PLUGIN.md).
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
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
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

    @Test(arguments: [
        ([], "missing command"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["--frob"], "unknown option '--frob'"),
        (["help", "frob"], "unknown command 'frob'"),
        (["check"], "missing spec file"),
        (["check", "a.layout.yaml", "--frob"], "unknown option '--frob' for 'check'"),
        (["generate", "a.layout.yaml"], "missing --output-dir"),
        (["generate", "a.layout.yaml", "--output-dir"], "missing value for --output-dir"),
        (["generate", "a.layout.yaml", "b.layout.yaml", "--output-file", "x.swift"], "--output-file takes exactly one spec"),
        (["generate", "a.layout.yaml", "--output-dir", "d", "--output-file", "x.swift"], "give either --output-dir or --output-file, not both"),
        (["eval", "a.layout.yaml", "b.layout.yaml"], "eval takes exactly one spec"),
        (["eval", "a.layout.yaml", "--width"], "missing value for --width"),
        (["eval", "a.layout.yaml", "--width", "wide"], "--width expects a number, not 'wide'"),
        (["eval", "a.layout.yaml", "--height=nan"], "--height expects a number"),
        (["eval", "a.layout.yaml", "--scale", "-2"], "--scale must not be negative"),
        (["eval", "a.layout.yaml", "--width", "1", "--width", "2"], "--width given more than once"),
        (["eval", "a.layout.yaml", "--set", "gap"], "--set expects NAME=V"),
        (["eval", "a.layout.yaml", "--set", "gap=x"], "--set gap expects a number"),
        (["eval", "a.layout.yaml", "--size", "avatar=48"], "--size expects VIEW=WxH"),
        (["eval", "a.layout.yaml", "--size", "avatar=48x"], "--size avatar expects a number"),
        (["eval", "a.layout.yaml", "--font", "title=1,2"], "--font expects VIEW=ASC,DESC,CAP"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains("error: \(message)"), "stderr: \(run.stderr)")
        #expect(run.stderr.contains("usage: layout-gen"))
        #expect(run.stdout.isEmpty)
    }

    /// `eval --help` lists exactly the options of the evaluation table, in its order (the names an
    /// `examples:` input uses as keys), and the usage line shows each one, repeatable ones with `...`.
    @Test func evalHelpListsTheEvaluationOptions() throws {
        let run = try Self.run(["eval", "--help"])
        #expect(run.status == 0)
        let listed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == EvaluationOption.allCases.map(\.flag))
        #expect(run.stdout.hasPrefix("usage: layout-gen eval SPEC [--width W] [--height H] [--scale S] [--set NAME=V]... "
            + "[--when COND]... [--size VIEW=WxH]... [--font VIEW=ASC,DESC,CAP]... [--safe-area T,L,B,R] [--margins T,L,B,R]\n"))
        #expect(run.stdout.contains("isHorizontalVerticalRegular"))
    }

    /// Every option of the table is accepted by the scanner, with `=` or as the next argument: a
    /// spec that does not exist is then the only error (exit 1), not an unknown option (exit 64).
    @Test(arguments: EvaluationOption.allCases)
    func everyEvaluationOptionIsAccepted(option: EvaluationOption) throws {
        let value = switch option {
        case .set: "gap=1"
        case .when: "rtl"
        case .size: "a=1x1"
        case .font: "a=1,2,3"
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Self.run(["generate", "/nonexistent/A.layout.yaml", "--output-dir", directory.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("ALayout.swift").path))
    }
}
