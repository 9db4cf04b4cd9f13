import Foundation
import LayoutSpec
import Testing

/// Every ```yaml block in docs/notations/*.md is a complete spec that compiles.
@Suite struct NotationDocsTests {
    static var notationsDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs").appendingPathComponent("notations")
    }

    /// The yaml blocks of one page, with the line each starts on.
    static func yamlBlocks(in text: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: [String]?
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if current == nil, line == "```yaml" {
                current = []
                start = index + 2
            } else if let lines = current, line == "```" {
                blocks.append((start, lines.joined(separator: "\n") + "\n"))
                current = nil
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func yamlExamplesCompile() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.notationsDirectory.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(pages.contains("constraintformatter.md"))
        var compiled = 0
        for page in pages {
            let text = try String(contentsOf: Self.notationsDirectory.appendingPathComponent(page), encoding: .utf8)
            for block in Self.yamlBlocks(in: text) {
                do {
                    _ = try LayoutCompiler().compile(contents: block.text, path: "Doc.layout.yaml")
                    compiled += 1
                } catch {
                    Issue.record("\(page):\(block.line): \(error)")
                }
            }
        }
        #expect(compiled >= 2)
    }
}
