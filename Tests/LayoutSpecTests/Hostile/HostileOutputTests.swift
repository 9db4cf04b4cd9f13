import Foundation
import Testing

@testable import LayoutSpec

/// `generate` never destroys an input and says clearly why it cannot write.
@Suite struct HostileOutputTests {
    typealias Support = HostileSpecSupport

    private func writeSpec(_ folder: URL, _ name: String = "Y.layout.yaml") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Support.withStatement("a.width == 10").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theOutputFileCannotBeTheSpec() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try writeSpec(folder)
        let before = try String(contentsOfFile: spec, encoding: .utf8)
        let run = try CLITests.run(["generate", spec, "--output-file", spec])
        #expect(run.status == 1)
        #expect(run.stderr.contains("writing it would replace the spec"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == before)
        // The same file through a symbolic link.
        let link = folder.appendingPathComponent("Link.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: spec)
        let linked = try CLITests.run(["generate", spec, "--output-file", link])
        #expect(linked.status == 1)
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == before)
    }

    @Test func emptyOutputOptionsAreUsageErrors() throws {
        let run = try CLITests.run(["generate", "Y.layout.yaml", "--output-dir", ""])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--output-dir is empty"))
        let file = try CLITests.run(["generate", "Y.layout.yaml", "--output-file", ""])
        #expect(file.status == 64)
        #expect(file.stderr.contains("--output-file is empty"))
    }

    @Test func aDanglingSymbolicLinkAsTheOutputFolderIsExplained() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = try writeSpec(folder)
        let link = folder.appendingPathComponent("Out").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: folder.appendingPathComponent("Missing").path)
        let run = try CLITests.run(["generate", spec, "--output-dir", link])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is a symbolic link to a folder that does not exist"))
    }

    @Test func theLongestLegalTypeNameCanBeWritten() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 200 characters: `NAME.swift` is 206 bytes; the old temporary name `.NAME.swift.UUID.tmp` was 244.
        let name = String(repeating: "N", count: 200)
        let spec = folder.appendingPathComponent("Long.layout.yaml").path
        try ("name: \(name)\n" + Support.withStatement("a.width == 10")).write(
            toFile: spec, atomically: true, encoding: .utf8)
        let run = try CLITests.run(["generate", spec, "--output-dir", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).swift").path))
        // Any legal output file name works: 249 characters + `.swift` = 255 bytes, the file-system limit
        // (the old temporary name would have been 298 bytes).
        let longest = folder.appendingPathComponent(String(repeating: "M", count: 249) + ".swift").path
        let file = try CLITests.run(["generate", spec, "--output-file", longest])
        #expect(file.status == 0, "\(file.stderr)")
        #expect(FileManager.default.fileExists(atPath: longest))
        let tooLong = String(repeating: "N", count: 201)
        #expect(
            Support.firstError("name: \(tooLong)\n" + Support.withStatement("a.width == 10"))
                .hasPrefix("1:7: error: the type name is longer than 200 characters"))
    }
}
