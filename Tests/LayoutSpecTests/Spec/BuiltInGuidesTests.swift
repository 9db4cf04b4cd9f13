import Foundation
import Testing

@testable import LayoutSpec

/// `readableContentGuide` and `keyboardLayoutGuide` (docs/SpecLanguage.md, "Built-in guides"):
/// named in a constraint, each is a guide with UIKit's constraints and a runtime input.
@Suite struct BuiltInGuidesTests {
    /// A text column in the readable guide and a field above the keyboard guide, in anchors,
    /// SnapKit and equations.
    static let spec = """
        views: {body: {}, field: {}}
        container: {margins: [8, 16, 8, 16]}
        constraints:
          - "body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor)"
          - "body.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor)"
          - body.top == readableContentGuide.top
          - body.height == 20
          - "field.snp.makeConstraints { make in make.leading.trailing.equalTo(view.readableContentGuide); make.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-8); make.height.equalTo(44) }"
        """

    private static func frames(
        width: Double, readableWidth: Double, keyboardHeight: Double, rtl: Bool = false
    ) throws -> [String: CGRect] {
        let layout = try LayoutCompiler().compile(contents: spec, path: "Guides.layout.yaml")
        var request = EvaluationRequest(width: width, height: 700, scale: 1)
        request.inputs = ["readableWidth": readableWidth, "keyboardHeight": keyboardHeight]
        if rtl { request.traits.layoutDirection = .rightToLeft }
        return try layout.frames(for: request).frames
    }

    /// On a phone the margins are narrower than the readable width: the guide is the margins
    /// guide, 375 − 32 = 343 wide from x 16, 8 to 692 high. The keyboard guide is 300 high at the
    /// bottom (y 400), the field 8 above it: y 400 − 8 − 44 = 348.
    @Test func onAPhoneTheReadableGuideIsTheMargins() throws {
        let frames = try Self.frames(width: 375, readableWidth: 672, keyboardHeight: 300)
        #expect(frames["readableContentGuide"] == CGRect(x: 16, y: 8, width: 343, height: 684))
        #expect(frames["body"] == CGRect(x: 16, y: 8, width: 343, height: 20))
        #expect(frames["keyboardLayoutGuide"] == CGRect(x: 0, y: 400, width: 375, height: 300))
        #expect(frames["field"] == CGRect(x: 16, y: 348, width: 343, height: 44))
    }

    /// On a 1024-point iPad the readable width, 672, is narrower than the margins (992): the guide
    /// is centred in them, x = 16 + (992 − 672) / 2 = 176, as UIKit's; the same right to left.
    @Test func onAPadTheReadableGuideIsCentredAtItsWidth() throws {
        for rtl in [false, true] {
            let frames = try Self.frames(width: 1024, readableWidth: 672, keyboardHeight: 0, rtl: rtl)
            #expect(frames["readableContentGuide"] == CGRect(x: 176, y: 8, width: 672, height: 684))
            #expect(frames["body"] == CGRect(x: 176, y: 8, width: 672, height: 20))
            #expect(frames["field"] == CGRect(x: 176, y: 648, width: 672, height: 44))
        }
    }

    /// The guides bring their inputs, `readableWidth` proven over the readable widths of every
    /// text size; a spec's own declaration of the input, or of a view of the guide's name, wins.
    @Test func theGuidesDeclareTheirInputs() throws {
        let parsed = try SpecParser.parse(
            DocumentReader.read(contents: Self.spec, path: "Guides.layout.yaml"), path: "Guides.layout.yaml")
        #expect(parsed.guides.map(\.name) == ["readableContentGuide", "keyboardLayoutGuide"])
        let readable = try #require(parsed.inputs.first { $0.name == "readableWidth" })
        #expect(readable.lowerBound == 553 && readable.upperBound == 2095)
        #expect(parsed.inputs.map(\.name) == ["readableWidth", "keyboardHeight"])
        let own = Self.spec.replacingOccurrences(
            of: "views: {body: {}, field: {}}",
            with: "views: {body: {}, field: {}}\ninputs: {readableWidth: {min: 300, max: 400}}")
        let narrowed = try SpecParser.parse(
            DocumentReader.read(contents: own, path: "Own.layout.yaml"), path: "Own.layout.yaml")
        #expect(narrowed.inputs.first { $0.name == "readableWidth" }?.upperBound == 400)
        let named = try SpecParser.parse(
            DocumentReader.read(
                contents: "views: [readableContentGuide, a]\nconstraints: [a.top == readableContentGuide.top]",
                path: "Named.layout.yaml"),
            path: "Named.layout.yaml")
        #expect(named.guides.isEmpty && named.inputs.isEmpty)
    }

    /// A subview's guide is not the container's: an error that says which to use.
    @Test func aSubviewsGuideIsAnError() {
        #expect(
            SpecTesting.statementError("a.leadingAnchor.constraint(equalTo: b.readableContentGuide.leadingAnchor)")
                == "9:42: `b.readableContentGuide` is the guide of a view inside the screen, which a spec does not "
                + "have: use `readableContentGuide` (the container's, `view.readableContentGuide`) or `b`'s own edges")
    }
}
