import Foundation
import Testing

@testable import LayoutSpec

/// Views laid out by their autoresizing masks (docs/ComingFromInterfaceBuilder.md, "What is
/// imported"): `Autoresizing.xib` has one view for each set of flexible parts along an axis, all at
/// [20, 10, 60, 30] in a 200 × 100 panel. UIKit distributes a change of the superview's size among
/// the flexible parts in proportion to their sizes (Apple's documentation of
/// `UIView.AutoresizingMask`); fixed parts keep theirs.
@Suite struct InterfaceBuilderAutoresizingTests {
    /// Each view's frame when the panel grows to 300 × 160 (by 100 across and 60 down), by hand
    /// from the parts 20, 60, 120 across and 10, 30, 60 down.
    static let grown: [String: [Double]] = [
        "fixed": [20, 10, 60, 30],
        // All of the change goes to the one flexible part.
        "left": [120, 70, 60, 30],
        "width": [20, 10, 160, 90],
        "right": [20, 10, 60, 30],
        // The margin before and the size share it 20 : 60 across, 10 : 30 down.
        "leftWidth": [20 + 100 * 20 / 80, 10 + 60 * 10 / 40, 60 + 100 * 60 / 80, 30 + 60 * 30 / 40],
        // Both margins share it 20 : 120 across, 10 : 60 down; the size is kept.
        "leftRight": [20 + 100 * 20 / 140, 10 + 60 * 10 / 70, 60, 30],
        // The size and the margin after share it 60 : 120 across, 30 : 60 down.
        "widthRight": [20, 10, 60 + 100 * 60 / 180, 30 + 60 * 30 / 90],
        // All three share it 20 : 60 : 120 across, 10 : 30 : 60 down.
        "all": [20 + 100 * 20 / 200, 10 + 60 * 10 / 100, 60 + 100 * 60 / 200, 30 + 60 * 30 / 100]
    ]

    @Test func everyCombinationFollowsUIKitWhenTheSuperviewGrows() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("Autoresizing.xib")
        let spec = try #require(result.specs.first)
        let layout = try LayoutCompiler().compile(contents: spec.text, path: spec.fileName)
        let frames = try layout.frames(for: EvaluationRequest(width: 300, height: 160, scale: 1000)).frames
        #expect(frames.count == Self.grown.count)
        for (name, expected) in Self.grown {
            let frame = try #require(frames[name], "\(name)")
            let actual = [frame.minX, frame.minY, frame.width, frame.height]
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) <= 0.001 }, "\(name): \(actual), not \(expected)")
        }
    }

    @Test func eachViewSaysItIsPlacedByItsMask() throws {
        let spec = try #require(try InterfaceBuilderRoundTripTests.imported("Autoresizing.xib").specs.first)
        for (name, line) in [("fixed", 16), ("left", 20), ("all", 44)] {
            #expect(spec.text.contains("  # \(name): its autoresizing mask (line \(line))"))
        }
        #expect(spec.text.contains("  - leftRight.width == 60"))
        #expect(spec.text.contains("  - all.width == superview.width * 60 / 200"))
    }
}
