import Foundation
import Testing

@testable import LayoutSpec

/// Custom views (docs/ComingFromInterfaceBuilder.md, "Custom views"): a view of class `RatingView`
/// with no subviews in the file, imported beside `RatingView.layout.yaml`, is laid out by it.
@Suite struct InterfaceBuilderCompositionTests {
    static let files = InterfaceBuilderRoundTripTests.folder.appendingPathComponent("Composition")

    /// `RatingView.xib` imported into a fresh folder, then `ReviewCell.xib` into the same folder.
    static func importBoth() throws -> (folder: SpecFolder, cell: InterfaceBuilderImport) {
        let folder = try SpecFolder([:])
        let rating = try InterfaceBuilderImporter.importFile(
            path: files.appendingPathComponent("RatingView.xib").path, outputDirectory: folder.url.path)
        for spec in rating.specs {
            try spec.text.write(to: folder.url.appendingPathComponent(spec.fileName), atomically: true, encoding: .utf8)
        }
        let cell = try InterfaceBuilderImporter.importFile(
            path: files.appendingPathComponent("ReviewCell.xib").path, outputDirectory: folder.url.path)
        return (folder, cell)
    }

    @Test func aViewOfAClassWithASpecIsLaidOutByIt() throws {
        let (folder, cell) = try Self.importBoth()
        let text = try #require(cell.specs.first?.text)
        #expect(text.contains("  ratingView1: {parent: contentView, layout: RatingView}\n"))
        // The example's content sizes are the rating view's canvas (its own example), renamed.
        #expect(text.contains("        ratingView1Score: [84, 20]\n"))
        // The canvas frame of a placeholder-sized view is not checked.
        #expect(!text.contains("      ratingView1: ["))
        #expect(
            cell.warnings.map(\.message).contains(
                "ratingView1 is laid out by RatingView (`layout: RatingView`), whose content gives its size at run "
                    + "time; its frame on the canvas is Interface Builder's placeholder size, so the example does not "
                    + "check it"))
        // Compiled where it is written, beside RatingView.layout.yaml: the rating view's frame comes
        // from its content, 4 + 20 + 8 + 84 + 4 = 120 by 4 + 20 + 4 = 28, below the title.
        try text.write(
            to: folder.url.appendingPathComponent("ReviewCell.layout.yaml"), atomically: true, encoding: .utf8)
        let layout = try folder.compile("ReviewCell.layout.yaml")
        var request = EvaluationRequest(width: 320, height: 68, scale: 2)
        request.sizes = ["title": CGSize(width: 200, height: 20), "ratingView1Score": CGSize(width: 84, height: 20)]
        let frames = try layout.frames(for: request).frames
        #expect(frames["ratingView1"] == CGRect(x: 16, y: 32, width: 120, height: 28))
        #expect(frames["ratingView1Star"] == CGRect(x: 4, y: 4, width: 20, height: 20))
        #expect(frames["ratingView1Score"] == CGRect(x: 32, y: 4, width: 84, height: 20))
    }

    /// Without a spec of its class beside the output, the view stays a measured placeholder.
    @Test func withoutTheSpecTheViewIsMeasured() throws {
        let folder = try SpecFolder([:])
        let cell = try InterfaceBuilderImporter.importFile(
            path: Self.files.appendingPathComponent("ReviewCell.xib").path, outputDirectory: folder.url.path)
        let text = try #require(cell.specs.first?.text)
        #expect(text.contains("  ratingView1: {measure: intrinsic, parent: contentView}\n"))
        #expect(text.contains("      ratingView1: [16, 32, 120, 28]\n"))
    }

    /// The composed spec's first example, renamed for the view: its sizes, fonts, inputs and
    /// hidden flags; built-in conditions stay the composing canvas's own.
    @Test func theCanvasOfAComposedSpecIsRenamed() throws {
        let spec = """
            views: {t: {kind: label}, s: {measure: intrinsic}}
            inputs: [gap]
            stacks:
              col: {axis: vertical, arranged: [t, s], hideable: [s]}
            constraints:
              - col.edges == superview.edges
            examples:
              - input: {width: 100, set: {gap: 4}, size: {t: [50, 20]}, font: {t: [14, -3, 10]}, when: [sHidden, rtl]}
                frames: {t: [0, 0, 100, 20]}
            """
        let folder = try SpecFolder(["Rating.layout.yaml": spec])
        let canvas = InterfaceBuilderComposedCanvas(specAt: folder.path("Rating.layout.yaml"), composedInto: "stars")
        #expect(canvas.sizes == [SpecNamedNumbers("starsT", [50, 20])])
        #expect(canvas.fonts == [SpecNamedNumbers("starsT", [14, -3, 10])])
        #expect(canvas.inputs == [SpecNamedValue("starsGap", 4)])
        #expect(canvas.conditions == ["starsSHidden"])
    }
}
