import Testing

@testable import LayoutSpec

/// `explain`'s conditions are the shortest cover of the assignments they hold for.
@Suite struct ConditionCoverTests {
    private static func assignments(_ rows: [[Bool]], _ names: [String]) -> [[String: Bool]] {
        rows.map { Dictionary(uniqueKeysWithValues: zip(names, $0)) }
    }

    /// `!regularWidth || regularWidth && !rtl` (three of four assignments) is `!regularWidth || !rtl`.
    @Test func aComplementedLiteralIsDropped() {
        let names = ["regularWidth", "rtl"]
        let rows = [[false, false], [false, true], [true, false]]
        #expect(
            ConditionCover.describe(Self.assignments(rows, names), names: names) == "!regularWidth || !rtl")
    }

    /// Two assignments that differ in one condition merge; all four are `always`; one is itself.
    @Test func mergesAndSingleTerms() {
        let names = ["compact", "rtl"]
        #expect(
            ConditionCover.describe(Self.assignments([[true, true], [true, false]], names), names: names)
                == "compact")
        #expect(
            ConditionCover.describe(
                Self.assignments([[true, true], [true, false], [false, true], [false, false]], names), names: names)
                == "always")
        #expect(
            ConditionCover.describe(Self.assignments([[false, true]], names), names: names) == "!compact && rtl")
    }

    /// Where two covers of equal size exist the essential terms are kept: `a && !b || !a && b || b && c`
    /// over (a, b, c) covers with `a && !b || !a && b` plus `b && c`'s minterm (1, 1, 1) by `a && c`
    /// or `b && c`, never more than three terms.
    @Test func aCoverUsesTheFewestTerms() {
        let names = ["a", "b", "c"]
        let rows = [
            [true, false, false], [true, false, true], [false, true, false], [false, true, true],
            [true, true, true]
        ]
        let text = ConditionCover.describe(Self.assignments(rows, names), names: names)
        #expect(text.components(separatedBy: " || ").count == 3, "\(text)")
        #expect(text.hasPrefix("a && !b || "), "\(text)")
    }
}
