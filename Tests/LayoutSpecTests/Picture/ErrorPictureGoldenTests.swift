import Foundation
import LayoutSpec
import Testing

/// The error pictures `render` draws, one golden SVG per kind in
/// `Tests/ExamplesTests/Golden/ErrorPictures/` (regenerated with `LAYOUTGEN_UPDATE_GOLDEN=1`), each
/// with what makes the error seen asserted beside it: a conflict on both sides of its threshold,
/// a tie's outcomes side by side, a missing size said in words, panels as tall as their content.
@Suite struct ErrorPictureGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ExamplesTests/Golden/ErrorPictures")

    /// The SVG `render` writes for `spec` at 375 × 812 with no sizes given, and its panels.
    static func picture(_ spec: String, name: String) throws -> (svg: String, panels: [LayoutPicturePanel]) {
        let session = CompilationSession(contents: spec, path: "\(name).layout.yaml")
        let picture = try #require(ErrorPicture.panels(session, request: EvaluationRequest(width: 375, height: 812)))
        let svg = SVGLayoutPicture.render(
            title: picture.interface.typeName, interface: picture.interface, panels: picture.panels,
            notes: picture.notes)
        return (svg, picture.panels)
    }

    static func expectGolden(
        _ svg: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let file = folder.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["LAYOUTGEN_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let pinned = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            pinned == svg, "Golden/ErrorPictures/\(name).svg is stale: review, then LAYOUTGEN_UPDATE_GOLDEN=1",
            sourceLocation: sourceLocation)
    }

    /// 16 + 200 + 8 + 100 + 16 = 340 points are required. The message's example is 339; the
    /// picture draws 340, where the line holds, beside 340 − max(40, 68) = 272, where b runs from
    /// 224 to 324, past the container's right edge.
    @Test func aConflictIsDrawnOnBothSidesOfItsThreshold() throws {
        let (svg, panels) = try Self.picture(
            """
            views: [a, b]
            constraints:
              - "H:|-16-[a(200)]-8-[b(100)]-16-|"
              - a.top == 10
              - b.top == 10
              - a.height == 40
              - b.height == 40
            """, name: "Conflict")
        #expect(
            panels.map(\.caption) == [
                "holds at container.width = 340: 340 × 66",
                "error at line 3 (container.width = 272): 272 × 66; involved: a, b"
            ])
        #expect(panels.map(\.markedItems) == [[], ["a", "b"]])
        #expect(panels[0].layout.frames["b"] == CGRect(x: 224, y: 10, width: 100, height: 40))
        #expect(panels[1].layout.frames["b"] == CGRect(x: 224, y: 10, width: 100, height: 40))
        #expect(panels[1].containerSize.width == 272)
        try Self.expectGolden(svg, "Conflict")
    }

    /// Two texts in a row that cannot both keep their width at the witness (the detail 236
    /// wide, the title at its typical 100: one point too many): one panel per way the tie goes.
    @Test func aTieIsDrawnAsItsOutcomesSideBySide() throws {
        let (svg, panels) = try Self.picture(
            """
            views:
              title: {measure: intrinsic}
              detail: {measure: intrinsic}
            constraints:
              - "H:|-16-[title]-8-[detail]-16-|"
              - "V:|-8-[title]"
              - "V:|-8-[detail]"
            """, name: "Tie")
        #expect(
            panels.map(\.caption) == [
                "if `title's intrinsic width (compression resistance 750)` wins",
                "if `detail's intrinsic width (compression resistance 750)` wins"
            ])
        // The title keeps 100 and the detail gives a point; then the other way round.
        #expect(panels[0].layout.frames["title"]?.width == 100)
        #expect(panels[0].layout.frames["detail"]?.width == 235)
        #expect(panels[1].layout.frames["title"]?.width == 99)
        #expect(panels[1].layout.frames["detail"]?.width == 236)
        // Panels as tall as the content: 8 + 20 + 16.
        #expect(panels.allSatisfy { $0.containerSize.height == 44 })
        #expect(svg.contains(">title, detail measured at typical sizes 100 × 20: pass --size VIEW=WxH to set them<"))
        try Self.expectGolden(svg, "Tie")
    }

    /// A width nothing decides is drawn at a stand-in 100, and the picture says so.
    @Test func aMissingSizeIsSaidInWords() throws {
        let (svg, panels) = try Self.picture(
            """
            views: [a, b]
            constraints:
              - a.top == 8
              - a.leading == 8
              - a.height == 20
              - b.top == a.bottom + 8
              - b.leading == 8
              - b.size == (50, 20)
            """, name: "Undetermined")
        #expect(panels.count == 1)
        #expect(panels[0].layout.frames["a"] == CGRect(x: 8, y: 8, width: 100, height: 20))
        #expect(panels[0].containerSize == CGSize(width: 375, height: 72))
        #expect(svg.contains(">a.width is undetermined: drawn at 100, a stand-in value<"))
        try Self.expectGolden(svg, "Undetermined")
    }
}
