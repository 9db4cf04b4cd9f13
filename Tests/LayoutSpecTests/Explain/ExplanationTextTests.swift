import Foundation
import LayoutSpec
import Testing

/// `explain`'s clean numbers, merged condition lines and fitting sizes, worked out by hand.
@Suite struct ExplanationTextTests {
    /// Three equal columns with two 10-point gaps: each is (W − 20) / 3 = W / 3 − 6.6667 wide; the
    /// second starts at W / 3 − 6.6667 + 10 = W / 3 + 3.3333 (floating point gives
    /// 0.3333333333333333·W − 6.666666666666666 and the like).
    @Test func numbersHaveNoFloatingPointNoise() throws {
        let text = try LayoutExplanation.explain(
            contents: """
                views: [a, b, c]
                constraints:
                  - H:|[a]-10-[b(==a)]-10-[c(==a)]|
                  - V:|[a(10)]
                  - V:|[b(10)]
                  - V:|[c(10)]
                """, path: "Thirds.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains("a.width = container.width / 3 - 6.6667"), "\(text)")
        #expect(lines.contains("when !rtl: b.left = container.width / 3 + 3.3333"), "\(text)")
        #expect(!text.contains("0000000"))
    }

    /// Under `compact` the view is 20 wide wherever it is; without it, 10 wide and placed by the
    /// reading direction: the `compact` lines for rtl and !rtl say the same and merge.
    @Test func conditionLinesWithTheSameResultMerge() throws {
        let text = try LayoutExplanation.explain(
            contents: """
                views: [a]
                conditions: [compact]
                constraints:
                  - when: compact
                    constraints: [a.left == 10, a.width == 20]
                  - when: "!compact"
                    constraints: ["H:|[a(10)]"]
                  - V:|[a(10)]
                """, path: "Modes.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains("when compact: a.left = 10"), "\(text)")
        #expect(lines.contains("when !compact && !rtl: a.left = 0"))
        // rtl: a's right edge at W: left = W − 10.
        #expect(lines.contains("when !compact && rtl: a.left = container.width - 10"))
        #expect(lines.contains("when compact: a.width = 20"))
        #expect(lines.contains("when !compact: a.width = 10"))
        #expect(!lines.contains { $0.hasPrefix("when compact && ") })
    }

    /// A fitting height: 12 above and below a 40-point view → 64.
    @Test func fittingSizesAreExplained() throws {
        let text = try LayoutExplanation.explain(
            contents: """
                container: {height: fit}
                views: [a]
                constraints:
                  - H:|[a]|
                  - V:|-12-[a(40)]-12-|
                """, path: "Fit.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        let heading = try #require(
            lines.firstIndex(of: "The fitting height (the container's, where it fits its content):"), "\(text)")
        #expect(lines[heading + 1] == "container.height = 64")
    }
}
