import Testing

@testable import LayoutSpec

/// EasyPeasy attributes of docs/notations/easypeasy.md not covered by `EasyPeasyLoweringTests`: baselines on
/// labels, the directional margin attributes under `rtl`, and the margin compounds against a view
/// with its own margins. `l`, `k` are labels; `m` has margins top 1, left 2, bottom 3, right 4;
/// every other view and the container have margins 8.
@Suite struct EasyPeasyAttributeCoverageTests {
    typealias T = NotationTestSupport

    func lower(_ view: String, _ text: String) throws -> [String] {
        let context = T.context(views: [
            "l": .init(isLabel: true), "k": .init(isLabel: true),
            "m": .init(margins: [1, 2, 3, 4])
        ])
        return try EasyPeasyLowering.lower(attributes: T.views([(view, [text])]), context: context)
            .map(\.description)
    }

    @Test func baselinesOfLabels() throws {
        // Without `.to`: the superview's same attribute; the container is no label, so its
        // baselines are its bottom: l.top + ascent == H + 10.
        #expect(try lower("l", "FirstBaseline(10)") == ["l.top - container.height + l.ascent - 10 == 0"])
        // LastBaseline is an inset: l.maxY − descent == H − 10.
        #expect(try lower("l", "LastBaseline(10)") == ["l.top + l.height - container.height - l.descent + 10 == 0"])
        // A sibling's baseline is not swapped (EasyPeasy's opposite of a baseline is itself).
        #expect(try lower("l", "FirstBaseline(4).to(k)") == ["-k.top + l.top - k.ascent + l.ascent - 4 == 0"])
        // l.maxY − l.descent == k.top + k.ascent − 4.
        #expect(
            try lower("l", "LastBaseline(4).to(k, .firstBaseline)")
                == ["-k.top + l.top + l.height - k.ascent - l.descent + 4 == 0"])
        // a.top == l.maxY − l.descent + 2.
        #expect(try lower("a", "Top(2).to(l, .lastBaseline)") == ["a.top - l.top - l.height + l.descent - 2 == 0"])
    }

    @Test func directionalMarginsFlipUnderRTL() throws {
        // ltr: v.minX + 8 == 8 + 10. rtl: v.maxX − 8 == (W − 8) − 10 (constant negated).
        // TrailingMargin is an inset: ltr v.maxX − 8 >= (W − 8) − 4; rtl (relation flipped,
        // constant negated): v.minX + 8 <= 8 + 4.
        #expect(
            try lower("v", "LeadingMargin(10), TrailingMargin(>=4)") == [
                "v.left - 10 == 0 when !rtl",
                "v.left + v.width - container.width + 10 == 0 when rtl",
                "v.left + v.width - container.width + 4 >= 0 when !rtl",
                "v.left - 4 <= 0 when rtl"
            ])
        // ltr: a.minX == m.maxX − 4 + 5; rtl: a.maxX == (m.minX + 2) − 5.
        #expect(
            try lower("a", "Leading(5).to(m, .trailingMargin)") == [
                "a.left - m.left - m.width - 1 == 0 when !rtl",
                "a.left + a.width - m.left + 3 == 0 when rtl"
            ])
    }

    @Test func marginCompoundsAgainstASibling() throws {
        // v's margins are symmetric, so its centre within margins is its centre: W/2 + 3.
        #expect(try lower("v", "CenterXWithinMargins(3)") == ["v.left + 0.5·v.width - 0.5·container.width - 3 == 0"])
        // To a sibling the margin edges swap (top ↔ bottom, left ↔ right); bottom/right are insets:
        // a.minY + 8 == (m.maxY − 3) + 1; a.minX + 8 == (m.maxX − 4) + 2;
        // a.maxY − 8 == (m.minY + 1) − 3; a.maxX − 8 == (m.minX + 2) − 4.
        #expect(
            try lower("a", "Margins(1, 2, 3, 4).to(m)") == [
                "a.top - m.top - m.height + 10 == 0",
                "a.left - m.left - m.width + 10 == 0",
                "a.top + a.height - m.top - 6 == 0",
                "a.left + a.width - m.left - 6 == 0"
            ])
        // Centres are not swapped: m's centre within margins is (m.cx − 1, m.cy − 1).
        #expect(
            try lower("a", "CenterWithinMargins().to(m)") == [
                "a.left + 0.5·a.width - m.left - 0.5·m.width + 1 == 0",
                "a.top + 0.5·a.height - m.top - 0.5·m.height + 1 == 0"
            ])
    }
}

/// COSLayout's `/=` (docs/notations/coslayout.md), the one compound assignment `COSLayoutLoweringTests` lacks.
@Suite struct COSLayoutAssignmentCoverageTests {
    @Test func divideAssignment() throws {
        let input = NotationTestSupport.views([("v", ["ll = 0, tt = 0, w = 30, w /= 3, h = 40, h /= w"])])
        // w = 30 / 3 = 10; `h /= w` divides by this view's own rule, a constant 10: h = 40 / 10 = 4.
        let result = try COSLayoutLowering.lower(rules: input, context: NotationTestSupport.context())
        let found = result.constraints.map(\.description)
        #expect(found.contains("v.width - 10 == 0 @998"), "\(found)")
        #expect(found.contains("v.height - 4 == 0 @998"), "\(found)")
        #expect(result.warnings.isEmpty)
    }
}
