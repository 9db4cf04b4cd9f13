import Foundation
import Testing

@testable import LayoutSpec

@Suite struct DocumentReaderTests {
    @Test func formatFollowsTheFileName() {
        #expect(DocumentFormat(path: "A.layout.json") == .json)
        #expect(DocumentFormat(path: "dir/A.LAYOUT.JSON") == .json)
        #expect(DocumentFormat(path: "A.json") == .json)
        #expect(DocumentFormat(path: "A.layout.yaml") == .yaml)
        #expect(DocumentFormat(path: "A.layout.yml") == .yaml)
        #expect(DocumentFormat(path: "A.txt") == .yaml)
        #expect(DocumentFormat(path: "json") == .yaml)
    }

    @Test func readChoosesTheReaderByName() throws {
        // `{"a": 1}` is valid in both; `'x'` only in YAML.
        #expect(try DocumentReader.read(contents: "{'a': 1}", path: "X.layout.yaml")["a"]?.scalar == "1")
        #expect(throws: SpecError.self) { try DocumentReader.read(contents: "{'a': 1}", path: "X.layout.json") }
        #expect(try DocumentReader.read(contents: "a: 1", path: "X", format: .yaml)["a"]?.scalar == "1")
    }

    @Test func readsFilesAndReportsUnreadableOnes() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DocumentReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let good = directory.appendingPathComponent("Good.layout.json").path
        try Data(#"{"views": ["é"]}"#.utf8).write(to: URL(fileURLWithPath: good))
        #expect(try DocumentReader.read(fileAt: good)["views"]?.sequence?.first?.scalar == "é")

        let missing = directory.appendingPathComponent("Missing.layout.yaml").path
        do {
            _ = try DocumentReader.read(fileAt: missing)
            Issue.record("expected an error")
        } catch let error as SpecError {
            #expect(error.diagnostics.first?.location == nil)
            #expect(error.description.contains(missing))
        }

        let invalid = directory.appendingPathComponent("Bad.layout.yaml").path
        try Data([0x61, 0x3A, 0x20, 0x31, 0x0A, 0x62, 0x3A, 0x20, 0xC3, 0xA9, 0xFF, 0x0A]).write(
            to: URL(fileURLWithPath: invalid))
        do {
            _ = try DocumentReader.read(fileAt: invalid)
            Issue.record("expected an error")
        } catch let error as SpecError {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(DocumentTestSupport.position(diagnostic.location) == "2:5")
            #expect(diagnostic.message.contains("not valid UTF-8"))
            #expect(diagnostic.message.contains(invalid))
        }
    }
}
