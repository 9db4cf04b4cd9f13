import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

/// `Specs/FeedCell.layout.yaml`: a self-sizing cell whose wrapping body is measured at its solved
/// width. Expected values are computed by hand from the spec:
///
/// - horizontally `|-16-[avatar(40)]-12-[body]-16-|`: avatar x 16, w 40; body x 16 + 40 + 12 = 68,
///   body width `W − 84`;
/// - the body's height is the wrapping model's: `ceil(600 / (W − 84)) · 20` for a 600 × 20 line;
/// - the cell's height is the smallest holding both: `max(12 + 40, 12 + h) + 12 = max(64, h + 24)`.
@Suite struct MeasuredExamplesTests {
    static let specPath = SpecEvaluation.path("FeedCell.layout.yaml")

    /// (container width, body width, body height, fitting height).
    static let cases: [(width: CGFloat, bodyWidth: CGFloat, bodyHeight: CGFloat, fittingHeight: CGFloat)] = [
        (700, 616, 20, 64),  // 600 / 616 → 1 line: 20; max(64, 44) = 64
        (375, 291, 60, 84),  // 600 / 291 = 2.06 → 3 lines: 60; max(64, 84) = 84
        (384, 300, 40, 64),  // 600 / 300 = 2 exactly → 2 lines: 40; max(64, 64) = 64
        (320, 236, 60, 84),  // 600 / 236 = 2.54 → 3 lines: 60
        (200, 116, 120, 144)  // 600 / 116 = 5.17 → 6 lines: 120; 120 + 24 = 144
    ]

    @Test(arguments: cases)
    func compiledFeedCellGrowsAsItNarrows(
        _ expected: (width: CGFloat, bodyWidth: CGFloat, bodyHeight: CGFloat, fittingHeight: CGFloat)
    ) {
        let frames = FeedCellLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: expected.width, height: 0),
                body: .init(intrinsicSize: CGSize(width: 600, height: 20))))
        #expect(frames.avatar == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(frames.body == CGRect(x: 68, y: 12, width: expected.bodyWidth, height: expected.bodyHeight))
        #expect(frames.fittingSize == CGSize(width: expected.width, height: expected.fittingHeight))
    }

    @Test(arguments: cases)
    func evalAgrees(
        _ expected: (width: CGFloat, bodyWidth: CGFloat, bodyHeight: CGFloat, fittingHeight: CGFloat)
    ) throws {
        let layout = try LayoutCompiler().compile(path: Self.specPath)
        let json = try layout.evaluate(
            EvaluationRequest(
                width: Double(expected.width), sizes: ["body": .init(width: 600, height: 20)]))
        func n(_ value: CGFloat) -> String { String(Int(value)) }
        #expect(
            json == #"{"frames": {"avatar": [16, 12, 40, 40], "body": [68, 12, "# + n(expected.bodyWidth) + ", "
                + n(expected.bodyHeight) + #"]}, "fittingSize": ["# + n(expected.width) + ", "
                + n(expected.fittingHeight) + "]}")
    }

    /// A real measuring closure: the compiled code calls it at the solved width.
    @Test func compiledFeedCellCallsTheMeasuringClosure() {
        let body = HeightForWidth(intrinsicSize: CGSize(width: 600, height: 20), key: "quarter") { width in width / 4 }
        let frames = FeedCellLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 300, height: 0), body: body))
        // body width 216 → height 54 → fitting max(64, 78) = 78.
        #expect(frames.body == CGRect(x: 68, y: 12, width: 216, height: 54))
        #expect(frames.fittingSize == CGSize(width: 300, height: 78))
    }

    /// The one-loop test the README shows.
    @Test func examplesHoldInTheCompiledCode() {
        #expect(FeedCellLayout.examples.count == 2)
        for example in FeedCellLayout.examples {
            #expect(FeedCellLayout.frames(for: example.input) == example.frames)
        }
        // The spec's examples, as written: 375 → 3 lines, 700 (at scale 2) → 1 line.
        #expect(FeedCellLayout.examples.first?.frames.fittingSize == CGSize(width: 375, height: 84))
        #expect(FeedCellLayout.examples.last?.input.scale == 2)
        #expect(FeedCellLayout.examples.last?.frames.body == CGRect(x: 68, y: 12, width: 616, height: 20))
    }
}
