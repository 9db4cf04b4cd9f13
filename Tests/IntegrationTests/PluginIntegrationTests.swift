import Foundation
import Testing

/// Builds a throw-away consumer package, outside the repository, that depends on this package by
/// path and applies the `LayoutGen` plugin to a target holding `Card.layout.yaml`; runs it, edits
/// the spec, rebuilds, then breaks the spec and checks the build log points at its line.
///
/// Slow (it builds the generator in a fresh scratch directory): runs only with
/// `LAYOUTGEN_INTEGRATION=1` (`.ci/run` sets it).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["LAYOUTGEN_INTEGRATION"] == "1",
        "set LAYOUTGEN_INTEGRATION=1 to build a consumer package"),
    .timeLimit(.minutes(20)))
struct PluginIntegrationTests {
    /// The repository root: three levels above this file.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "../LayoutGen")],
            targets: [
                .executableTarget(
                    name: "Consumer",
                    dependencies: [.product(name: "LayoutRuntime", package: "LayoutGen")],
                    plugins: [.plugin(name: "LayoutGen", package: "LayoutGen")]
                ),
            ]
        )
        """

    static let main = """
        import Foundation
        import LayoutRuntime

        let frames = CardLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 375, height: 812), scale: 1))
        for (name, frame) in [("avatar", frames.avatar), ("title", frames.title)] {
            print(name, frame.minX, frame.minY, frame.width, frame.height)
        }
        """

    /// Line 12 holds `title.height == 20`; `breakSpec` misspells the attribute there.
    static func spec(padding: Int) -> String {
        """
        # An avatar and a title beside it.
        views: [avatar, title]
        metrics:
          pad: \(padding)
        constraints:
          - avatar.left == superview.left + pad
          - avatar.top == superview.top + pad
          - avatar.size == (48, 48)
          - title.left == avatar.right + 12
          - title.right == superview.right - pad
          - title.top == avatar.top
          - title.height == 20

        """
    }

    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `executable arguments`, stdout and stderr together.
    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @Test func pluginGeneratesRegeneratesAndReportsErrors() throws {
        let files = FileManager.default
        let work = files.temporaryDirectory.appendingPathComponent("layoutgen-integration-\(UUID().uuidString)")
        defer { try? files.removeItem(at: work) }
        let consumer = work.appendingPathComponent("Consumer")
        let sources = consumer.appendingPathComponent("Sources/Consumer")
        let scratch = work.appendingPathComponent(".build").path
        try files.createDirectory(at: sources, withIntermediateDirectories: true)
        // A link named LayoutGen gives the dependency the identity `LayoutGen`, whatever the
        // checkout's directory is called.
        try files.createSymbolicLink(
            at: work.appendingPathComponent("LayoutGen"),
            withDestinationURL: Self.repositoryRoot)
        try Self.manifest.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.main.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let specURL = sources.appendingPathComponent("Card.layout.yaml")
        let build = ["build", "--package-path", consumer.path, "--scratch-path", scratch]

        func buildAndRun() throws -> [String] {
            let built = try Self.run("swift", build)
            try #require(built.status == 0, "swift build failed:\n\(built.output)")
            let binPath = try Self.run("swift", build + ["--show-bin-path"])
            let binary = binPath.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/Consumer"
            let ran = try Self.run(binary, [])
            try #require(ran.status == 0, "Consumer failed:\n\(ran.output)")
            return ran.output.split(separator: "\n").map(String.init)
        }

        // 1. Generate and run.
        try Self.spec(padding: 16).write(to: specURL, atomically: true, encoding: .utf8)
        #expect(try buildAndRun() == ["avatar 16.0 16.0 48.0 48.0", "title 76.0 16.0 283.0 20.0"])

        // 2. Edit a constant: only the spec changed, and the frames follow.
        try Self.spec(padding: 20).write(to: specURL, atomically: true, encoding: .utf8)
        #expect(try buildAndRun() == ["avatar 20.0 20.0 48.0 48.0", "title 80.0 20.0 275.0 20.0"])

        // 3. Break it: the build fails with the spec's line in the log.
        let broken = Self.spec(padding: 20).replacingOccurrences(of: "title.height == 20", with: "title.heigth == 20")
        try broken.write(to: specURL, atomically: true, encoding: .utf8)
        let failed = try Self.run("swift", build)
        #expect(failed.status != 0)
        #expect(
            failed.output.range(of: #"Card\.layout\.yaml:12:\d+: error:"#, options: .regularExpression) != nil,
            "build log:\n\(failed.output)")

        // 4. Building again without fixing it fails again (no stale success from the old output).
        let again = try Self.run("swift", build)
        #expect(again.status != 0, "build log:\n\(again.output)")
    }
}
