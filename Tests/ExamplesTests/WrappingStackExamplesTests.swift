import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

/// `Specs/WrappingPostCard.layout.yaml`: stacks with hidden views whose labels wrap, each measured
/// at the width its stack gives it, through the compiled code and `eval`.
@Suite struct WrappingStackExamplesTests {
    static let sizes: [String: CGSize] = [
        "author": CGSize(width: 100, height: 18), "headline": CGSize(width: 600, height: 20),
        "body": CGSize(width: 900, height: 18), "likes": CGSize(width: 60, height: 18),
        "reply": CGSize(width: 50, height: 30)
    ]

    @Test func examplesHoldInTheCompiledCode() {
        #expect(WrappingPostCardLayout.examples.count == 3)
        for example in WrappingPostCardLayout.examples {
            #expect(WrappingPostCardLayout.frames(for: example.input) == example.frames)
        }
    }

    /// The compiled code measures each label with the closure it is given, at the width its stack
    /// gives it, and agrees with `eval` (the same wrapping model) at every width from 180 to 420,
    /// with the body shown and hidden, left to right and right to left.
    @Test func compiledCodeAndEvalAgreeAtEveryWidth() throws {
        let layout = try LayoutCompiler().compile(path: SpecEvaluation.path("WrappingPostCard.layout.yaml"))
        let s = Self.sizes
        var measuredWidths: Set<CGFloat> = []
        for width in stride(from: 180.0, through: 420.0, by: 7.0) {
            for hidden in [false, true] {
                for rtl in [false, true] {
                    var conditions: Set<String> = rtl ? ["rtl"] : []
                    if hidden { conditions.insert("bodyHidden") }
                    let evaluated = try SpecEvaluation.evalFrames(
                        layout.evaluate(
                            EvaluationRequest(width: width, height: 800, conditions: conditions, sizes: s)))
                    let compiled = WrappingPostCardLayout.frames(
                        for: .init(
                            bounds: CGRect(x: 0, y: 0, width: width, height: 800), bodyHidden: hidden,
                            author: s["author"] ?? .zero,
                            headline: HeightForWidth(intrinsicSize: s["headline"] ?? .zero),
                            body: HeightForWidth(intrinsicSize: s["body"] ?? .zero),
                            likes: s["likes"] ?? .zero, reply: s["reply"] ?? .zero,
                            traits: LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight)))
                    let byName: [String: CGRect] = [
                        "card": compiled.card, "header": compiled.header, "titles": compiled.titles,
                        "headline": compiled.headline, "body": compiled.body, "footer": compiled.footer,
                        "reply": compiled.reply, "likes": compiled.likes
                    ]
                    for (name, frame) in byName {
                        let expected = try #require(evaluated[name])
                        #expect(
                            [frame.minX, frame.minY, frame.width, frame.height].map(Double.init) == expected,
                            "\(name) at \(width)\(hidden ? ", body hidden" : "")\(rtl ? ", rtl" : "")")
                    }
                    measuredWidths.insert(compiled.headline.width)
                }
            }
        }
        // The headline is measured at many widths: the widths vary with the container.
        #expect(measuredWidths.count > 20)
        // A measuring closure is called at the width the stack gives the label: a body measured as
        // a quarter of its width is 343 / 4 = 85.75 tall in a 375-wide card.
        let quarter = HeightForWidth(intrinsicSize: CGSize(width: 900, height: 18), key: "quarter") { $0 / 4 }
        let frames = WrappingPostCardLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 800), scale: 0, author: s["author"] ?? .zero,
                headline: HeightForWidth(intrinsicSize: s["headline"] ?? .zero), body: quarter,
                likes: s["likes"] ?? .zero, reply: s["reply"] ?? .zero))
        #expect(frames.body == CGRect(x: 16, y: 110, width: 343, height: 85.75))
        #expect(frames.card.height == 222 + 85.75 - 54)
    }
}
