import Foundation
import Testing

@testable import layout_gen

/// `explain` and `check` read one compilation session each, so they report the same errors and the
/// same warnings: on every spec in Specs/, on every spec of the golden message files
/// (`MessageTests.cases`) and on a spec with warnings only.
@Suite struct ExplainCheckAgreementTests {
    /// The package's root: Tests/LayoutGenTests/<this file> is three levels below it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example specs' paths.
    static let exampleSpecs: [String] = {
        let folder = root.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { folder.appendingPathComponent($0).path }
    }()

    /// A spec that compiles with the layout checks' warnings (b runs past the container's edge).
    static let warningsSpec = """
        views: [a, b]
        container: {minWidth: 0, minHeight: 0}
        constraints:
          - "H:|-[a(200)]-[b(100)]"
          - "V:|-[a(20)]"
          - "V:|-[b(20)]"
        """

    /// `check` and `explain` of `path`: the same exit status and the same standard error.
    static func expectAgreement(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let check = LayoutGenTool.capturing(["check", path])
        let explain = LayoutGenTool.capturing(["explain", path])
        #expect(explain.status == check.status, "\(path)", sourceLocation: sourceLocation)
        #expect(explain.stderr == check.stderr, "\(path)", sourceLocation: sourceLocation)
        if check.status == .success {
            #expect(explain.stdout.contains(" = "), "\(path): an explanation", sourceLocation: sourceLocation)
        } else {
            #expect(
                explain.stdout.isEmpty, "\(path): no explanation of a rejected spec", sourceLocation: sourceLocation)
        }
    }

    @Test func everyExampleSpec() {
        #expect(Self.exampleSpecs.count >= 10)
        for path in Self.exampleSpecs { Self.expectAgreement(path) }
    }

    @Test(arguments: MessageTests.cases)
    func everyErrorGoldenSpec(_ testCase: MessageTests.Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-agree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("\(testCase.name).layout.yaml")
        try (testCase.spec + "\n").write(to: spec, atomically: true, encoding: .utf8)
        let check = LayoutGenTool.capturing(["check", spec.path])
        #expect(check.status == .specErrors)
        #expect(check.stderr.contains(": error: "))
        Self.expectAgreement(spec.path)
    }

    @Test func warningsAgreeToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-agree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Warnings.layout.yaml")
        try (Self.warningsSpec + "\n").write(to: spec, atomically: true, encoding: .utf8)
        let check = LayoutGenTool.capturing(["check", spec.path])
        #expect(check.status == .success)
        #expect(check.stderr.contains(": warning: "))
        Self.expectAgreement(spec.path)
    }
}
