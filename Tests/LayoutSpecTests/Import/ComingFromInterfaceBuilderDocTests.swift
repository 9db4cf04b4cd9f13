import Foundation
import LayoutSpec
import Testing

/// docs/ComingFromInterfaceBuilder.md's worked example is current: its `.xib` is
/// Tests/InterfaceBuilderFiles/UserRow.xib, its spec is what the import writes, and the lines of its
/// generated-code excerpt are in the generated file.
@Suite struct ComingFromInterfaceBuilderDocTests {
    static func blocks(_ language: String) throws -> [String] {
        let doc = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("docs/ComingFromInterfaceBuilder.md"),
            encoding: .utf8)
        return doc.components(separatedBy: "```" + language + "\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    @Test func theWorkedExampleIsWhatTheImportWrites() throws {
        let xib = try #require(Self.blocks("xml").first)
        let file = PackageRoot.url.appendingPathComponent("Tests/InterfaceBuilderFiles/UserRow.xib")
        #expect(xib + "\n" == (try String(contentsOf: file, encoding: .utf8)))
        let result = try InterfaceBuilderImporter.importFile(path: file.path)
        #expect(result.warnings.isEmpty)
        let spec = try #require(result.specs.first)
        #expect(spec.fileName == "UserRow.layout.yaml")
        #expect(try Self.blocks("yaml").first.map { $0 + "\n" } == spec.text)

        let source = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName).source
        let excerpt = try #require(Self.blocks("swift").first)
        for line in excerpt.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code == "}" || code.hasPrefix("static let examples") { continue }
            #expect(source.contains(code.hasSuffix("{") ? String(code.dropLast()) : code), "\(code)")
        }
    }
}
