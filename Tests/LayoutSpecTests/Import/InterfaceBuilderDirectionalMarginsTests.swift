import Foundation
import Testing

@testable import LayoutSpec

/// A cell with an accessory under right to left (docs/ComingFromInterfaceBuilder.md, "What is
/// imported"): in `AccessoryCell.xib` a disclosure indicator leaves the content view 286 of the
/// cell's 320 points, with margins 16 on the leading side and 8 on the accessory's; a 150-point
/// title sits on the leading margin and a value runs from 8 past it to the trailing margin. UIKit
/// keeps the accessory on the trailing side in either direction, and the content view's margins
/// with it (`directionalLayoutMargins`).
@Suite struct InterfaceBuilderDirectionalMarginsTests {
    static func spec() throws -> String {
        try #require(try InterfaceBuilderRoundTripTests.imported("AccessoryCell.xib").specs.first?.text)
    }

    @Test func aCellsContentMarginsAreDirectional() throws {
        let text = try Self.spec()
        #expect(text.contains("  contentView: {margins: {top: 11, leading: 16, bottom: 11, trailing: 8}}\n"))
        #expect(text.contains("  - contentView.leading == superview.leading\n"))
    }

    /// By hand, right to left: the content view 34 in from the left (the accessory's 34 points on
    /// the left); in it, the title's right edge 16 in from its right (286 − 16 = 270, so 120), the
    /// value from 8 in from its left (the trailing margin) to 8 before the title (112).
    @Test func underRightToLeftTheAccessoryAndItsMarginChangeSides() throws {
        let layout = try LayoutCompiler().compile(contents: try Self.spec(), path: "AccessoryCell.layout.yaml")
        var request = EvaluationRequest(width: 320, height: 44, scale: 2)
        request.traits.layoutDirection = .rightToLeft
        let frames = try layout.frames(for: request).frames
        #expect(frames["contentView"] == CGRect(x: 34, y: 0, width: 286, height: 44))
        #expect(frames["title"] == CGRect(x: 120, y: 11, width: 150, height: 22))
        #expect(frames["value"] == CGRect(x: 8, y: 11, width: 104, height: 22))
    }
}
