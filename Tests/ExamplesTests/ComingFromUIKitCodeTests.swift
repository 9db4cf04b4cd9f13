import Foundation
import LayoutSpec
import Testing

/// docs/ComingFromUIKitCode.md: every ```yaml block compiles, and the cell written as anchors,
/// as SnapKit closures and as equations gives the frames the page works out by hand, in both
/// reading directions.
@Suite struct ComingFromUIKitCodeTests {
    static var pagePath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs").appendingPathComponent("ComingFromUIKitCode.md").path
    }

    @Test func theCellWrittenThreeWaysHasTheFramesWorkedOutByHand() throws {
        let text = try String(contentsOfFile: Self.pagePath, encoding: .utf8)
        let blocks = NotationDocsTests.yamlBlocks(in: text).filter { !$0.text.contains("layout: InfoBox") }
        #expect(blocks.count == 3)
        for block in blocks {
            let layout = try LayoutCompiler().compile(contents: block.text, path: "Cell.layout.yaml")
            // title: 375 − 16 − 24 − 12 − 68 = 255 wide, ⌈900 / 255⌉ = 4 lines of 20; the cell
            // 12 + 80 + 12 = 104 high; the badge centred on the avatar, 12 + 20 − 12 = 20.
            var request = EvaluationRequest(width: 375, sizes: ["title": CGSize(width: 900, height: 20)])
            var frames = try layout.frames(for: request)
            #expect(frames.frames["avatar"] == CGRect(x: 16, y: 12, width: 40, height: 40), "line \(block.line)")
            #expect(frames.frames["title"] == CGRect(x: 68, y: 12, width: 255, height: 80), "line \(block.line)")
            #expect(frames.frames["badge"] == CGRect(x: 335, y: 20, width: 24, height: 24), "line \(block.line)")
            #expect(frames.fittingSize == CGSize(width: 375, height: 104), "line \(block.line)")
            request.traits.layoutDirection = .rightToLeft
            frames = try layout.frames(for: request)
            #expect(frames.frames["avatar"] == CGRect(x: 319, y: 12, width: 40, height: 40), "line \(block.line)")
            #expect(frames.frames["title"] == CGRect(x: 52, y: 12, width: 255, height: 80), "line \(block.line)")
            #expect(frames.frames["badge"] == CGRect(x: 16, y: 20, width: 24, height: 24), "line \(block.line)")
        }
    }

    /// The custom view section's cell, written as anchors and laid out by `Specs/InfoBox.layout.yaml`,
    /// gives the frames of `Specs/ContactCell.layout.yaml`, the same cell in equations.
    @Test func theCellWithACustomViewIsTheContactCell() throws {
        let text = try String(contentsOfFile: Self.pagePath, encoding: .utf8)
        let blocks = NotationDocsTests.yamlBlocks(in: text).filter { $0.text.contains("layout: InfoBox") }
        #expect(blocks.count == 1)
        let reference = try LayoutCompiler().compile(path: SpecEvaluation.path("ContactCell.layout.yaml"))
        for block in blocks {
            // Compiled as a spec beside InfoBox.layout.yaml in Specs/.
            let layout = try LayoutCompiler().compile(
                contents: block.text, path: SpecEvaluation.path("UIKitCodeCell.layout.yaml"))
            for width in [320.0, 375] {
                for rtl in [false, true] {
                    var request = EvaluationRequest(width: width)
                    request.sizes = [
                        "infoTitle": CGSize(width: 120, height: 20), "infoSubtitle": CGSize(width: 400, height: 16)
                    ]
                    if rtl { request.traits.layoutDirection = .rightToLeft }
                    let frames = try layout.frames(for: request)
                    #expect(frames == (try reference.frames(for: request)), "line \(block.line)")
                    #expect(frames.frames["infoIcon"] != nil)
                }
            }
        }
    }
}
