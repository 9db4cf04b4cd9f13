import Testing

@testable import LayoutSpec

/// docs/SpecLanguage.md §3 attributes not covered by `LoweringTests`: the margin family, the compounds
/// `margins` and `centerWithinMargins`, baselines on labels and non-labels, named priorities and
/// `<=`. `m` has margins top 1, left 2, bottom 3, right 4; `d` has directional margins top 1,
/// leading 2, bottom 3, trailing 4; `l` is a label; the container's margins are 8.
@Suite struct EquationAttributeTests {
    private func lowered(_ statement: String) throws -> [String] {
        let spec: YAMLValue = .map([
            (
                "views",
                .map([
                    ("a", .map([])),
                    ("m", .map([("margins", .list([.plain("1"), .plain("2"), .plain("3"), .plain("4")]))])),
                    ("l", .map([("label", .plain("true"))])),
                    (
                        "d",
                        .map([
                            (
                                "margins",
                                .map([
                                    ("top", .plain("1")), ("leading", .plain("2")), ("bottom", .plain("3")),
                                    ("trailing", .plain("4"))
                                ])
                            )
                        ])
                    )
                ])
            ),
            ("constraints", .list([.quoted(statement)]))
        ])
        return try SpecTesting.lower(spec).system.constraints.map(\.description)
    }

    @Test func marginAttributesInsetTheItemsRectByItsMargins() throws {
        // m.leftMargin = m.minX + 2, m.rightMargin = m.maxX − 4, m.topMargin = m.minY + 1,
        // m.bottomMargin = m.maxY − 3.
        #expect(try lowered("a.left == m.leftMargin") == ["a.left - m.left - 2 == 0"])
        #expect(try lowered("a.right == m.rightMargin") == ["a.left + a.width - m.left - m.width + 4 == 0"])
        #expect(try lowered("a.top == m.topMargin") == ["a.top - m.top - 1 == 0"])
        #expect(try lowered("a.bottom == m.bottomMargin") == ["a.top + a.height - m.top - m.height + 3 == 0"])
        // Within margins: (minX + 2 + maxX − 4)/2 = minX + width/2 − 1; (minY + 1 + maxY − 3)/2 = minY + height/2 − 1.
        #expect(
            try lowered("a.centerX == m.centerXWithinMargins")
                == ["a.left + 0.5·a.width - m.left - 0.5·m.width + 1 == 0"])
        #expect(
            try lowered("a.centerY == m.centerYWithinMargins")
                == ["a.top + 0.5·a.height - m.top - 0.5·m.height + 1 == 0"])
        // A view's default margins are 8 (UIKit), on the left-hand side too: a.minX + 8 == 0.
        #expect(try lowered("a.leftMargin == 0") == ["a.left + 8 == 0"])
    }

    @Test func leadingAndTrailingMarginsFollowTheReadingDirection() throws {
        // ltr: leadingMargin = minX + 2. rtl: leadingMargin = maxX − 4, read as a distance from the
        // container's right edge (W − value) on both sides: W − a.maxX == W − (m.maxX − 4).
        #expect(
            try lowered("a.leading == m.leadingMargin") == [
                "a.left - m.left - 2 == 0 when !rtl",
                "-a.left - a.width + m.left + m.width - 4 == 0 when rtl"
            ])
        // ltr: trailingMargin = maxX − 4; rtl: minX + 2.
        #expect(
            try lowered("a.trailing == m.trailingMargin") == [
                "a.left + a.width - m.left - m.width + 4 == 0 when !rtl",
                "-a.left + m.left + 2 == 0 when rtl"
            ])
        // The container's margins are 8: leadingMargin is 8 in from the left (ltr) or right (rtl).
        #expect(
            try lowered("a.leading == superview.leadingMargin") == [
                "a.left - 8 == 0 when !rtl",
                "-a.left - a.width + container.width - 8 == 0 when rtl"
            ])
    }

    /// `d`'s margins are directional (leading 2, trailing 4): under right to left the leading one is
    /// on the right, so `d.leadingMargin` is `maxX − 2` (UIKit's `directionalLayoutMargins`), and
    /// its left margin is the trailing one, 4 (read from the right edge: W − a.minX == W − (d.minX + 4)).
    @Test func directionalMarginsChangeSidesUnderRightToLeft() throws {
        #expect(
            try lowered("a.leading == d.leadingMargin") == [
                "a.left - d.left - 2 == 0 when !rtl",
                "-a.left - a.width + d.left + d.width - 2 == 0 when rtl"
            ])
        #expect(
            try lowered("a.trailing == d.trailingMargin") == [
                "a.left + a.width - d.left - d.width + 4 == 0 when !rtl",
                "-a.left + d.left + 4 == 0 when rtl"
            ])
        #expect(
            try lowered("a.left == d.leftMargin") == [
                "a.left - d.left - 2 == 0 when !rtl",
                "-a.left + d.left + 4 == 0 when rtl"
            ])
        // m's margins are written left to right: its left margin is 2 in either direction.
        #expect(try lowered("a.left == m.leftMargin") == ["a.left - m.left - 2 == 0"])
    }

    /// A statement that relates a centre or a side to `leading`/`trailing` reads both sides from the
    /// right edge under right to left: `a.centerX == m.trailing + 8` puts `a`'s centre 8 points
    /// past `m`'s trailing edge, which is its left edge there (W − a.centerX == W − m.minX + 8).
    @Test func aCentreRelatedToTrailingFollowsTheReadingDirection() throws {
        #expect(
            try lowered("a.centerX == m.trailing + 8") == [
                "a.left + 0.5·a.width - m.left - m.width - 8 == 0 when !rtl",
                "-a.left - 0.5·a.width + m.left - 8 == 0 when rtl"
            ])
        #expect(
            try lowered("a.left == m.leading") == [
                "a.left - m.left == 0 when !rtl",
                "-a.left + m.left + m.width == 0 when rtl"
            ])
    }

    @Test func marginsAndCenterWithinMarginsCompounds() throws {
        // Components in order top, left, bottom, right; a's own margins are 8.
        #expect(
            try lowered("a.margins == m.margins") == [
                "a.top - m.top + 7 == 0",
                "a.left - m.left + 6 == 0",
                "a.top + a.height - m.top - m.height - 5 == 0",
                "a.left + a.width - m.left - m.width - 4 == 0"
            ])
        // Arguments inset like `edges`: top/left added, bottom/right subtracted.
        #expect(
            try lowered("a.margins == superview.margins(10, 20, 30, 40)") == [
                "a.top - 10 == 0",
                "a.left - 20 == 0",
                "a.top + a.height - container.height + 30 == 0",
                "a.left + a.width - container.width + 40 == 0"
            ])
        // x, y; a's margins cancel: (minX + 8 + maxX − 8)/2 = centerX. m's: centerX − 1, centerY − 1;
        // offsets (5, −5): a.cx − (m.cx − 1 + 5) and a.cy − (m.cy − 1 − 5).
        #expect(
            try lowered("a.centerWithinMargins == m.centerWithinMargins(5, -5)") == [
                "a.left + 0.5·a.width - m.left - 0.5·m.width - 4 == 0",
                "a.top + 0.5·a.height - m.top - 0.5·m.height + 6 == 0"
            ])
    }

    @Test func baselinesUseFontMetricsOnLabelsAndAreErrorsElsewhere() throws {
        // Label: firstBaseline = minY + px(ascender), lastBaseline = baseline = maxY − ceilPx(−descender).
        #expect(try lowered("a.top == l.firstBaseline") == ["a.top - l.top - l.ascent == 0"])
        #expect(try lowered("a.top == l.lastBaseline + 2") == ["a.top - l.top - l.height + l.descent - 2 == 0"])
        #expect(try lowered("a.top == l.baseline") == ["a.top - l.top - l.height + l.descent == 0"])
        // On the left-hand side too.
        #expect(try lowered("l.firstBaseline == a.bottom") == ["-a.top - a.height + l.top + l.ascent == 0"])
        // Not a label: an equation's baseline of a plain view is an error at the attribute (it
        // would silently be the bottom edge), on either side. The statement starts at column 6
        // (`  - "`): `firstBaseline` at offset 2 → column 8, `baseline` at offset 21 → column 27.
        for (statement, column) in [("a.firstBaseline == l.lastBaseline", 8), ("l.firstBaseline == m.baseline + 2", 27)]
        {
            do {
                _ = try lowered(statement)
                Issue.record("\(statement) was accepted")
            } catch let error as SpecError {
                let item = column == 8 ? "a" : "m"
                #expect(
                    error.diagnostics.map(\.message) == [
                        "`\(item)` has no \(column == 8 ? "firstBaseline" : "baseline"): only a label has one; declare it "
                            + "`\(item): {label: true}` (its baseline then comes from its font), or write `\(item).bottom`"
                    ])
                #expect(error.diagnostics.first?.location?.column == column)
            }
        }
    }

    @Test func namedPrioritiesAndRelations() throws {
        #expect(try lowered("a.width <= 10 @required") == ["a.width - 10 <= 0"])
        #expect(try lowered("a.width <= 10 @high") == ["a.width - 10 <= 0 @750"])
        #expect(try lowered("a.width >= 10 @medium") == ["a.width - 10 >= 0 @500"])
        #expect(try lowered("a.width@low == 10") == ["a.width - 10 == 0 @250"])
    }
}
