import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

/// Runtime inputs in the example specs: conditions (size classes, `rtl`), the safe
/// area, nesting (`parent:`), per-view and container margins, and `Frames.apply(...)`. Every
/// expected frame is computed by hand (arithmetic in the comments) and checked through both the
/// compiled code (`import LayoutExamples`) and `eval` (the interpreter over the same code model).
@Suite struct RuntimeInputsExamplesTests {
    // MARK: AdaptiveScreen

    /// One AdaptiveScreen case: inputs and the hand-computed frames.
    struct AdaptiveCase: CustomStringConvertible {
        var width: Double
        var height: Double
        var regular: Bool
        var rtl: Bool
        /// top, bottom (left and right are 0).
        var safeArea: (top: Double, bottom: Double)
        var header: [Double]
        var closeButton: [Double]
        var sidebar: [Double]
        var content: [Double]

        var description: String {
            "\(Int(width))x\(Int(height)) \(regular ? "regular" : "compact") \(rtl ? "rtl" : "ltr")"
        }
    }

    // pad 16, headerHeight 56, sidebarWidth 240, sidebarHeight 120; header margins 8 (default).
    // header: x = 16, w = W − 32, y = safe.top, h = 56. closeButton 44×44: centerY = header.y + 28,
    // so y = header.y + 6; LTR x = header.maxX − 8 − 44, RTL x = header.minX + 8 = 24.
    static let adaptiveCases: [AdaptiveCase] = [
        // Regular 1024×768, safe area top 20: header (16, 20, 992, 56); close LTR x = 1008 − 8 − 44 = 956.
        // sidebar: y = 20 + 56 + 16 = 92, bottom = 768 − 0 − 16 = 752 → h 660; LTR x 16, w 240.
        // content: x = 16 + 240 + 16 = 272, w = 1024 − 16 − 272 = 736.
        AdaptiveCase(
            width: 1024, height: 768, regular: true, rtl: false, safeArea: (20, 0),
            header: [16, 20, 992, 56], closeButton: [956, 26, 44, 44],
            sidebar: [16, 92, 240, 660], content: [272, 92, 736, 660]),
        // RTL: the sidebar is leading, on the right: maxX = 1024 − 16 = 1008 → x = 768;
        // content maxX = 768 − 16 = 752, minX = 16 → w 736. Close button x = 16 + 8 = 24.
        AdaptiveCase(
            width: 1024, height: 768, regular: true, rtl: true, safeArea: (20, 0),
            header: [16, 20, 992, 56], closeButton: [24, 26, 44, 44],
            sidebar: [768, 92, 240, 660], content: [16, 92, 736, 660]),
        // Regular 800×600, safe area top 0, bottom 10: header (16, 0, 768, 56); close x = 784 − 52 = 732, y 6.
        // sidebar y = 0 + 56 + 16 = 72, bottom = 600 − 10 − 16 = 574 → h 502; content x 272, w = 800 − 16 − 272 = 512.
        AdaptiveCase(
            width: 800, height: 600, regular: true, rtl: false, safeArea: (0, 10),
            header: [16, 0, 768, 56], closeButton: [732, 6, 44, 44],
            sidebar: [16, 72, 240, 502], content: [272, 72, 512, 502]),
        // Compact 375×667, safe area top 44, bottom 34: header (16, 44, 343, 56);
        // close LTR x = 359 − 8 − 44 = 307, y = 44 + 6 = 50.
        // Stacked: sidebar (16, 44 + 56 + 16 = 116, 343, 120); content y = 116 + 120 + 16 = 252,
        // bottom = 667 − 34 − 16 = 617 → h 365.
        AdaptiveCase(
            width: 375, height: 667, regular: false, rtl: false, safeArea: (44, 34),
            header: [16, 44, 343, 56], closeButton: [307, 50, 44, 44],
            sidebar: [16, 116, 343, 120], content: [16, 252, 343, 365]),
        // RTL compact: the stack is symmetric; only the close button moves: x = 16 + 8 = 24.
        AdaptiveCase(
            width: 375, height: 667, regular: false, rtl: true, safeArea: (44, 34),
            header: [16, 44, 343, 56], closeButton: [24, 50, 44, 44],
            sidebar: [16, 116, 343, 120], content: [16, 252, 343, 365]),
        // Compact 320×568, no safe area: header (16, 0, 288, 56); close x = 304 − 52 = 252, y 6.
        // sidebar (16, 72, 288, 120); content y = 72 + 120 + 16 = 208, bottom = 568 − 16 = 552 → h 344.
        AdaptiveCase(
            width: 320, height: 568, regular: false, rtl: false, safeArea: (0, 0),
            header: [16, 0, 288, 56], closeButton: [252, 6, 44, 44],
            sidebar: [16, 72, 288, 120], content: [16, 208, 288, 344])
    ]

    @Test(arguments: adaptiveCases)
    func adaptiveScreenCompiled(_ c: AdaptiveCase) {
        let traits = LayoutTraits(
            layoutDirection: c.rtl ? .rightToLeft : .leftToRight,
            horizontalSizeClass: c.regular ? .regular : .compact)
        let frames = AdaptiveScreenLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: c.width, height: c.height),
                safeAreaInsets: LayoutInsets(top: c.safeArea.top, left: 0, bottom: c.safeArea.bottom, right: 0),
                traits: traits))
        #expect(frames.header == rect(c.header))
        #expect(frames.closeButton == rect(c.closeButton))
        #expect(frames.sidebar == rect(c.sidebar))
        #expect(frames.content == rect(c.content))
    }

    @Test(arguments: adaptiveCases)
    func adaptiveScreenEvaluated(_ c: AdaptiveCase) throws {
        var conditions: Set<String> = [c.regular ? "regularWidth" : "compactWidth"]
        if c.rtl { conditions.insert("rtl") }
        let frames = try Self.evaluate(
            "AdaptiveScreen",
            EvaluationRequest(
                width: c.width, height: c.height, conditions: conditions,
                safeAreaInsets: .init(top: c.safeArea.top, left: 0, bottom: c.safeArea.bottom, right: 0)))
        #expect(
            frames == [
                "header": c.header, "closeButton": c.closeButton,
                "sidebar": c.sidebar, "content": c.content
            ])
    }

    /// No size class at all is not `regularWidth`: the stacked layout (the `else` branch).
    @Test func adaptiveScreenWithoutSizeClassStacks() {
        let frames = AdaptiveScreenLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 320, height: 568)))
        #expect(frames.sidebar == CGRect(x: 16, y: 72, width: 288, height: 120))
        #expect(frames.content == CGRect(x: 16, y: 208, width: 288, height: 344))
    }

    // MARK: NestedCard

    /// One NestedCard case: frames in each parent's coordinates, hand-computed.
    struct NestedCase: CustomStringConvertible {
        var width: Double
        var height: Double
        var rtl: Bool
        var frames: [String: [Double]]

        var description: String { "\(Int(width))x\(Int(height)) \(rtl ? "rtl" : "ltr")" }
    }

    // Container margins [t 12, l 16, b 12, r 16]; card margins [10, 12, 10, 12]; header margins 8.
    // Container space first, then each frame minus its parent's origin.
    static let nestedCases: [NestedCase] = [
        // 320×240 LTR. card: (16, 12, 320 − 32 = 288, 240 − 24 = 216), maxX 304, maxY 228.
        // image: x = 16 + 12 = 28, y = 12 + 10 + 8 = 30 → in card (12, 18, 64, 64).
        // header: x = 28 + 64 + 12 = 104, maxX = 304 − 12 = 292 → w 188; y = 12 + 10 = 22 → in card (88, 10).
        // badge: maxX = 292 − 8 = 284 → x 264; y = image.y = 30 → in header (160, 8, 20, 20).
        // title: x = 104 + 8 = 112, maxX = 264 − 8 = 256 → w 144; centerY = 22 + 20 = 42 → y 31.5,
        //   rounded by edges in the container: px(31.5) = 32, px(52.5) = 53 → in header (8, 10, 144, 21).
        // body: x = 28, maxX = 292 → w 264; y = 30 + 64 + 12 = 106, bottom = 228 − 10 = 218 → h 112
        //   → in card (12, 94, 264, 112).
        NestedCase(
            width: 320, height: 240, rtl: false,
            frames: [
                "card": [16, 12, 288, 216], "image": [12, 18, 64, 64], "header": [88, 10, 188, 40],
                "title": [8, 10, 144, 21], "badge": [160, 8, 20, 20], "body": [12, 94, 264, 112]
            ]),
        // 320×240 RTL. image: maxX = 304 − 12 = 292 → x 228 → in card 228 − 16 = 212.
        // header: maxX = 228 − 12 = 216, minX = 16 + 12 = 28 → in card (12, 10, 188, 40).
        // badge: x = 28 + 8 = 36 → in header 8. title: maxX = 216 − 8 = 208, minX = 36 + 20 + 8 = 64
        //   → in header 64 − 28 = 36. body: maxX 292, minX 28 → in card (12, 94, 264, 112).
        NestedCase(
            width: 320, height: 240, rtl: true,
            frames: [
                "card": [16, 12, 288, 216], "image": [212, 18, 64, 64], "header": [12, 10, 188, 40],
                "title": [36, 10, 144, 21], "badge": [8, 8, 20, 20], "body": [12, 94, 264, 112]
            ]),
        // 400×300 LTR. card (16, 12, 368, 276), maxX 384, maxY 288. header maxX = 372 → w = 372 − 104 = 268.
        // badge x = 364 − 20 = 344 → in header 240. title maxX = 344 − 8 = 336 → w 224.
        // body w = 372 − 28 = 344, bottom = 288 − 10 = 278 → h 172.
        NestedCase(
            width: 400, height: 300, rtl: false,
            frames: [
                "card": [16, 12, 368, 276], "image": [12, 18, 64, 64], "header": [88, 10, 268, 40],
                "title": [8, 10, 224, 21], "badge": [240, 8, 20, 20], "body": [12, 94, 344, 172]
            ])
    ]

    @Test(arguments: nestedCases)
    func nestedCardCompiled(_ c: NestedCase) {
        let frames = NestedCardLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: c.width, height: c.height),
                traits: LayoutTraits(layoutDirection: c.rtl ? .rightToLeft : .leftToRight)))
        let actual: [String: CGRect] = [
            "card": frames.card, "image": frames.image, "header": frames.header,
            "title": frames.title, "badge": frames.badge, "body": frames.body
        ]
        #expect(actual == c.frames.mapValues(rect))
    }

    @Test(arguments: nestedCases)
    func nestedCardEvaluated(_ c: NestedCase) throws {
        let frames = try Self.evaluate(
            "NestedCard",
            EvaluationRequest(
                width: c.width, height: c.height, conditions: c.rtl ? ["rtl"] : []))
        #expect(frames == c.frames)
    }

    /// Rounding happens in the container's space, before moving into the parent (docs/GeneratedCode.md, runtime).
    /// With `bounds.origin.y = 0.5` at scale 1 every container-space y gains 0.5:
    /// card 12.5 → px 13; header 22.5 → 23; title 32.0 → 32, so title.y in the header is
    /// 32 − 23 = 9 (rounding 9.5 in the header's space would give 10). image 30.5 → 31 → 31 − 13 = 18;
    /// badge 30.5 → 31 → 31 − 23 = 8; body 106.5 → 107 → 94, bottom 218.5 → 219 → h 112.
    @Test func nestedCardRoundsInContainerSpace() {
        let frames = NestedCardLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0.5, width: 320, height: 240)))
        #expect(frames.card == CGRect(x: 16, y: 13, width: 288, height: 216))
        #expect(frames.header == CGRect(x: 88, y: 10, width: 188, height: 40))
        #expect(frames.title == CGRect(x: 8, y: 9, width: 144, height: 21))
        #expect(frames.image == CGRect(x: 12, y: 18, width: 64, height: 64))
        #expect(frames.badge == CGRect(x: 160, y: 8, width: 20, height: 20))
        #expect(frames.body == CGRect(x: 12, y: 94, width: 264, height: 112))
    }

    // MARK: Applying frames

    /// `Frames.apply(...)` hands each target its frame and skips the ones not given.
    @MainActor @Test func applyGivesEachTargetItsFrame() {
        let frames = NestedCardLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 320, height: 240)))
        let card = RecordingTarget()
        let title = RecordingTarget()
        let badge = RecordingTarget()
        frames.apply(card: card, title: title, badge: badge)
        #expect(card.frames == [CGRect(x: 16, y: 12, width: 288, height: 216)])
        #expect(title.frames == [CGRect(x: 8, y: 10, width: 144, height: 21)])
        #expect(badge.frames == [CGRect(x: 160, y: 8, width: 20, height: 20)])
        frames.apply()
        #expect(card.frames.count == 1)
    }

    // MARK: Helpers

    private func rect(_ values: [Double]) -> CGRect {
        CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `Specs/<name>.layout.yaml`, compiled and evaluated; the frames as `[x, y, w, h]` by item.
    static func evaluate(_ name: String, _ request: EvaluationRequest) throws -> [String: [Double]] {
        try SpecEvaluation.evalFrames(
            LayoutCompiler().compile(path: SpecEvaluation.path("\(name).layout.yaml"))
                .evaluate(request))
    }
}

/// A `LayoutFrameTarget` that records every frame it is given (a stand-in for a view on Linux).
@MainActor
final class RecordingTarget: LayoutFrameTarget {
    private(set) var frames: [CGRect] = []

    func applyLayoutFrame(_ frame: CGRect) {
        frames.append(frame)
    }
}
