import Foundation
import Testing

@testable import LayoutSpec

/// What an Interface Builder file leaves unwritten, and the controls whose constraints place a
/// rectangle other than their frame (docs/ComingFromInterfaceBuilder.md, "What is imported"):
/// `UnwrittenDefaults.xib` is a 300 × 200 panel with a vertical stack view that sets no margins,
/// a slider pinned to the stack's margins 8 points below it, a segmented control 8 points below
/// the slider, and a view with a fixed frame the file leaves out (a frame of zeros).
@Suite struct InterfaceBuilderUnwrittenDefaultsTests {
    static func spec() throws -> String {
        let result = try InterfaceBuilderRoundTripTests.imported("UnwrittenDefaults.xib")
        return try #require(result.specs.first?.text)
    }

    /// The frames of the imported spec in a 400 × 300 panel, with the controls at their own sizes.
    static func frames() throws -> [String: CGRect] {
        let layout = try LayoutCompiler().compile(contents: try spec(), path: "UnwrittenDefaults.layout.yaml")
        var request = EvaluationRequest(width: 400, height: 300, scale: 2)
        request.sizes["volume"] = CGSize(width: 100, height: 30)
        request.sizes["mode"] = CGSize(width: 100, height: 31)
        return try layout.frames(for: request).frames
    }

    /// A stack view's margins are zero unless the file sets them: a constraint to one is a
    /// constraint to its edge, and the slider's stored top (88 = 20 + 60 + 8) holds.
    @Test func aStackViewsMarginIsItsEdge() throws {
        let text = try Self.spec()
        #expect(text.contains("  - volume.top == rows.bottom + 8\n"))
        #expect(text.contains("  - volume.leading == rows.leading\n"))
        #expect(text.contains("  - rows.trailing == volume.trailing\n"))
        #expect(!text.contains("Margin"))
    }

    /// A 31-point slider's alignment rect is 2 points in at each side and 1 up from the bottom:
    /// stored at [18, 88, 264, 31], its constraints place [20, 88, 260, 30], which the example
    /// checks, and its intrinsic size is the rect's.
    @Test func aSliderIsPlacedByItsAlignmentRect() throws {
        let text = try Self.spec()
        #expect(text.contains("      volume: [20, 88, 260, 30]\n"))
        #expect(text.contains("        volume: [260, 30]\n"))
        let frames = try Self.frames()
        // By hand: the stack 20 in on each side of 400, 60 high; the slider 8 below it, as wide.
        #expect(frames["rows"] == CGRect(x: 20, y: 20, width: 360, height: 60))
        #expect(frames["volume"] == CGRect(x: 20, y: 88, width: 360, height: 30))
    }

    /// A segmented control's alignment rect is 1 point shorter at the bottom: stored 32 high 8
    /// points below the slider's rect (88 + 30 + 8 = 126), its constraints place [20, 126, 260, 31].
    @Test func aSegmentedControlIsPlacedByItsAlignmentRect() throws {
        let text = try Self.spec()
        #expect(text.contains("      mode: [20, 126, 260, 31]\n"))
        #expect(text.contains("        mode: [260, 31]\n"))
        // By hand: 8 below the slider's 30-point rect, as wide as the slider.
        #expect(try Self.frames()["mode"] == CGRect(x: 20, y: 126, width: 360, height: 31))
    }

    /// A view Interface Builder places by its frame (`fixedFrame`) with no `<rect>` has a frame of
    /// zeros, which its prototyping constraints keep at any size (it used to be undetermined).
    @Test func anOmittedFixedFrameIsZero() throws {
        let text = try Self.spec()
        #expect(text.contains("  - spinner.width == 0\n"))
        #expect(text.contains("  - spinner.height == 0\n"))
        #expect(try Self.frames()["spinner"] == CGRect(x: 0, y: 0, width: 0, height: 0))
    }
}
