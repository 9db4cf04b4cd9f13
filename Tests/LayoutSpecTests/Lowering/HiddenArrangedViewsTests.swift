import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Hidden arranged views (`hideable:`, docs/notations/stacks.md, "Hidden arranged views"): a stack
/// whose views all have a hidden flag, compiled once, equals — for every combination of flags —
/// the same stack written without the hidden views, lowered to UIStackView's constraints and
/// solved by the solver (the stack model's independent reference).
///
/// The fixture: six views in `s`, spacing 10 with custom spacing 4 after `b` and 16 after `d`:
/// - `a`, `b`, `d`, `e`: measured (`b` hugs at 251 along both axes, `e` resists compression at 740);
/// - `c`: a fixed 24 × 24 view, `f`: a fixed 8 × 12 view.
/// Intrinsic sizes: a 40 × 20, b 60 × 30, d 30 × 16, e 50 × 22 (a vertical stack swaps them).
@Suite struct HiddenArrangedViewsTests {
    static let names = ["a", "b", "c", "d", "e", "f"]
    static let spacing: [String: String] = ["b": "4", "d": "16"]

    static let horizontalSizes = [
        "a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30),
        "d": CGSize(width: 30, height: 16), "e": CGSize(width: 50, height: 22)
    ]
    static var verticalSizes: [String: CGSize] {
        horizontalSizes.mapValues { CGSize(width: $0.height, height: $0.width) }
    }

    /// One stack configuration.
    struct Configuration: CustomStringConvertible, Sendable {
        var axis: String
        var distribution: String
        var alignment: String
        var margins: String = ""
        /// Pins the stack's far edge across the axis too (else the stack fits its views across).
        var pinnedAcross = false
        /// Whether `c` and `f` have fixed sizes (else they are measured, at the same sizes):
        /// `fillEqually` cannot make two fixed sizes equal.
        var fixedViews = true

        var description: String { "\(axis) \(distribution) \(alignment)\(margins.isEmpty ? "" : " margins")" }
    }

    static let configurations = [
        Configuration(axis: "horizontal", distribution: "fill", alignment: "center"),
        Configuration(axis: "horizontal", distribution: "fillEqually", alignment: "top", fixedViews: false),
        Configuration(
            axis: "horizontal", distribution: "equalSpacing", alignment: "bottom",
            margins: "layoutMarginsRelativeArrangement: true, layoutMargins: [4, 6, 2, 12], "),
        Configuration(
            axis: "vertical", distribution: "fill", alignment: "leading",
            margins: "layoutMarginsRelativeArrangement: true, layoutMargins: [3, 5, 7, 9], ", pinnedAcross: true),
        // Two fixed widths across a `fill` stack conflict: here every view is measured.
        Configuration(axis: "vertical", distribution: "fill", alignment: "fill", pinnedAcross: true, fixedViews: false),
        Configuration(axis: "horizontal", distribution: "equalCentering", alignment: "center"),
        Configuration(axis: "vertical", distribution: "equalCentering", alignment: "trailing", pinnedAcross: true)
    ]

    /// The spec of the stack with `views` arranged (all of them hideable when `hideable`).
    static func spec(_ configuration: Configuration, views: [String], hideable: Bool) -> String {
        let horizontal = configuration.axis == "horizontal"
        let declarations = views.map { name -> String in
            switch name {
            case "b": return "  b: {measure: intrinsic, hugging: 251}"
            case "e": return "  e: {measure: intrinsic, compression: 740}"
            case "c", "f": return configuration.fixedViews ? "  \(name): {}" : "  \(name): {measure: intrinsic}"
            default: return "  \(name): {measure: intrinsic}"
            }
        }
        let custom = spacing.filter { views.contains($0.key) }.sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        var constraints = [
            "s.leading == superview.leading + 16", "s.top == superview.top + 10",
            horizontal ? "s.trailing == superview.trailing - 16" : "s.bottom == superview.bottom - 10"
        ]
        if configuration.pinnedAcross {
            constraints.append(
                horizontal ? "s.bottom == superview.bottom - 10" : "s.trailing == superview.trailing - 16")
        }
        if configuration.fixedViews, views.contains("c") { constraints.append("c.size == 24") }
        if configuration.fixedViews, views.contains("f") { constraints += ["f.width == 8", "f.height == 12"] }
        return """
            views:
            \(declarations.joined(separator: "\n"))
            checks: {negativeSize: off, outsideParent: off}
            container: {minWidth: 120, minHeight: 120}
            stacks:
              s: {axis: \(configuration.axis), arranged: [\(views.joined(separator: ", "))], distribution: \(configuration.distribution), \
            alignment: \(configuration.alignment), \(configuration.margins)spacing: 10, \
            customSpacing: {\(custom)}\(hideable ? ", hideable: [\(views.joined(separator: ", "))]" : "")}
            constraints:
            \(constraints.map { "  - " + $0 }.joined(separator: "\n"))
            """
    }

    /// Every item's frame, unrounded (scale 0).
    static func frames(
        _ layout: CompiledLayout, width: Double, height: Double, sizes: [String: CGSize], conditions: Set<String>
    ) throws -> [String: [Double]] {
        let json = try layout.evaluate(
            EvaluationRequest(width: width, height: height, scale: 0, conditions: conditions, sizes: sizes))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    @Test(arguments: configurations)
    func everyCombinationOfFlagsEqualsTheStackWithoutTheHiddenViews(_ configuration: Configuration) throws {
        let horizontal = configuration.axis == "horizontal"
        var allSizes = horizontal ? Self.horizontalSizes : Self.verticalSizes
        if !configuration.fixedViews {
            allSizes["c"] = CGSize(width: 24, height: 24)
            allSizes["f"] = horizontal ? CGSize(width: 8, height: 12) : CGSize(width: 12, height: 8)
        }
        var compared = 0
        let flagged = try LayoutCompiler().compile(
            contents: Self.spec(configuration, views: Self.names, hideable: true), path: "Hideable.layout.yaml")
        // A roomy and a cramped container along the axis (the cramped one squeezes `fill`).
        let containers: [(Double, Double)] = horizontal ? [(400, 300), (150, 300)] : [(120, 400), (120, 120)]
        for mask in 0..<(1 << Self.names.count) - 1 {
            let hidden = Self.names.indices.filter { mask & (1 << $0) != 0 }.map { Self.names[$0] }
            let shown = Self.names.filter { !hidden.contains($0) }
            // Fixed views alone cannot fill a pinned stack: the solver rejects that stack as a
            // conflict, and there is nothing to compare with.
            if configuration.fixedViews, shown.allSatisfy({ $0 == "c" || $0 == "f" }) { continue }
            compared += 1
            let reduced = try StackTestSupport.solver.compile(
                contents: Self.spec(configuration, views: shown, hideable: false), path: "Reduced.layout.yaml")
            for (width, height) in containers {
                for rtl in [false, true] {
                    let flags = Set(hidden.map { $0 + "Hidden" })
                    let got = try Self.frames(
                        flagged, width: width, height: height, sizes: allSizes,
                        conditions: rtl ? flags.union(["rtl"]) : flags)
                    let expected = try Self.frames(
                        reduced, width: width, height: height, sizes: allSizes.filter { shown.contains($0.key) },
                        conditions: rtl ? ["rtl"] : [])
                    for name in shown + ["s"] {
                        let a = try #require(got[name]), b = try #require(expected[name])
                        #expect(
                            zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 },
                            "\(configuration), hidden \(hidden), \(width) × \(height)\(rtl ? " rtl" : ""): \(name) \(a) ≠ \(b)"
                        )
                    }
                    // A hidden view has no length along the axis.
                    for name in hidden {
                        let frame = try #require(got[name])
                        #expect(frame[horizontal ? 2 : 3] == 0, "\(name) hidden: \(frame)")
                    }
                }
            }
        }
        // 63 combinations with a view shown, less the 3 of fixed views alone.
        #expect(compared == (configuration.fixedViews ? 60 : 63))
    }

    /// The row of the fixture by hand, left to right in 400 points, stack at 16…384 (368 long):
    /// contents 40 + 60 + 24 + 30 + 50 + 8 = 212, gaps 10 + 4 + 10 + 16 + 10 = 50; `fill` gives
    /// the 106 left to the first view of the lowest hugging (a, 250): a 146 at 0, b at 156 (60),
    /// c at 220 (24), d at 254 (30), e at 300 (50), f at 360 (8). The stack is as high as b (30);
    /// centred: a at 5, c at 3, d at 7, e at 4, f at 9. Hiding a and d: 60 + 24 + 50 + 8 = 142
    /// and gaps 4 (after b) + 10 (after c) + 10 (after e) = 24 leave 202, which now goes to e
    /// (b hugs at 251, c and f are fixed): b at 0, c at 64, e at 98 (252), f at 360.
    @Test func aRowByHand() throws {
        let layout = try LayoutCompiler().compile(
            contents: Self.spec(Self.configurations[0], views: Self.names, hideable: true), path: "Row.layout.yaml")
        let all = try Self.frames(layout, width: 400, height: 300, sizes: Self.horizontalSizes, conditions: [])
        #expect(all["s"] == [16, 10, 368, 30])
        #expect(all["a"] == [0, 5, 146, 20])
        #expect(all["b"] == [156, 0, 60, 30])
        #expect(all["c"] == [220, 3, 24, 24])
        #expect(all["d"] == [254, 7, 30, 16])
        #expect(all["e"] == [300, 4, 50, 22])
        #expect(all["f"] == [360, 9, 8, 12])
        let some = try Self.frames(
            layout, width: 400, height: 300, sizes: Self.horizontalSizes, conditions: ["aHidden", "dHidden"])
        #expect(some["b"] == [0, 0, 60, 30])
        #expect(some["c"] == [64, 3, 24, 24])
        #expect(some["e"] == [98, 4, 252, 22])
        #expect(some["f"] == [360, 9, 8, 12])
        // Hidden views: no length, at the end of the view before them (a at the canvas's start).
        #expect(some["a"]?[0] == 0 && some["a"]?[2] == 0)
        #expect(some["d"]?[0] == 88 && some["d"]?[2] == 0)
    }

    /// A fixed view across a `fill` row makes the row as high as it is, as the solver's row does:
    /// icon 24 × 24 and a 20-high title, so the row (and the title) is 24 high, with or without
    /// `hideable:`; with the icon hidden, the title's 20 decides.
    @Test func aFixedViewAcrossAFillRowSetsItsHeight() throws {
        let spec = { (hideable: String) in
            """
            views:
              icon: {}
              title: {measure: intrinsic}
            container: {minWidth: 100}
            stacks:
              row: {arranged: [icon, title], spacing: 8\(hideable)}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
              - icon.size == 24
            """
        }
        let sizes = ["title": CGSize(width: 80, height: 20)]
        let flagged = try LayoutCompiler().compile(contents: spec(", hideable: [icon]"), path: "F.layout.yaml")
        let plain = try StackTestSupport.solver.compile(contents: spec(""), path: "P.layout.yaml")
        let got = try Self.frames(flagged, width: 320, height: 100, sizes: sizes, conditions: [])
        let expected = try Self.frames(plain, width: 320, height: 100, sizes: sizes, conditions: [])
        #expect(got == expected)
        #expect(got["row"] == [0, 0, 320, 24])
        #expect(got["title"] == [32, 0, 288, 24])
        let hidden = try Self.frames(flagged, width: 320, height: 100, sizes: sizes, conditions: ["iconHidden"])
        #expect(hidden["row"] == [0, 0, 320, 20])
        #expect(hidden["title"] == [0, 0, 320, 20])
    }

    /// What a stack with hidden views cannot do is an error at the statement, saying what to write.
    @Test func errorsNameTheStatementAndTheFix() {
        let spec = { (stack: String, views: String, constraints: String) in
            """
            views:
              a: {measure: intrinsic}
              b: {\(views)}
            stacks:
              s: {arranged: [a, b], hideable: [b]\(stack)}
            constraints:
              - s.leading == superview.leading
              - s.top == superview.top
            \(constraints)
            """
        }
        let aligned = HostileSpecSupport.firstError(spec("", "", "  - b.centerY == a.centerY"))
        #expect(
            aligned
                == "9:5: error: `a` is arranged in stack `s`, which has hidden views (`hideable:`) or "
                + "`fillProportionally`: the stack places it, so a constraint may only give it its own size "
                + "(`a.width == 24`); constrain `s` instead, or remove `hideable:` to have the stack solved with its "
                + "constraints", "\(aligned)")
        // A bound across the axis is told to be a size, not `== 24` whatever it says (a bound
        // along a `fill` stack is arranged: `StackModelTests`).
        let bounded = HostileSpecSupport.firstError(spec("", "", "  - b.height >= 50"))
        #expect(
            bounded.hasPrefix("9:5: error: `b` is arranged in stack `s`")
                && bounded.contains("its own size with `==` (`b.height == 50`), not a bound"), "\(bounded)")
        // A wrapping label is measured at the width the stack gives it (`WrappingLabelsInStacksTests`).
        #expect(HostileSpecSupport.firstError(spec("", "measure: heightForWidth", "")) == "compiled")
        let baseline = HostileSpecSupport.firstError(
            spec(", axis: vertical, baselineRelativeArrangement: true", "", ""))
        #expect(
            baseline.contains("`baselineRelativeArrangement` is not supported in a stack with hidden views"),
            "\(baseline)")
        let clash = HostileSpecSupport.firstError(
            spec("", "", "").replacingOccurrences(of: "stacks:", with: "conditions: [bHidden]\nstacks:"))
        #expect(clash.contains("the hidden flag `bHidden` of `b` is already a name in this spec"), "\(clash)")
        // Its own fixed size is what an arranged view may have.
        #expect(HostileSpecSupport.firstError(spec("", "", "  - b.width == 30\n  - b.height == 10")) == "compiled")
    }

    /// A fixed-width bar with no height in a `fill`-aligned row takes the row's height, which hugs
    /// the measured view beside it (the bar has no size across, so it hugs nothing), with hidden
    /// views or not, as UIStackView's constraints solved give it: 100 × 20 beside a 40 × 20 label.
    @Test func aViewWithNoHeightInAFillRowTakesTheRowsHeight() throws {
        func spec(flags: Bool) -> String {
            """
            views:
              bar: {}
              label: {measure: intrinsic}
            stacks:
              s: {arranged: [bar, label], spacing: 8\(flags ? ", hideable: [label]" : "")}
            constraints:
              - s.leading == superview.leading
              - s.top == superview.top
              - bar.width == 100
            """
        }
        let sizes = ["label": CGSize(width: 40, height: 20)]
        let solved = try StackTestSupport.solver.compile(contents: spec(flags: false), path: "Solved.layout.yaml")
        let expected = try Self.frames(solved, width: 375, height: 600, sizes: sizes, conditions: [])
        #expect(expected["bar"] == [0, 0, 100, 20])
        #expect(expected["s"] == [0, 0, 148, 20])
        for flags in [false, true] {
            let arranged = try LayoutCompiler().compile(contents: spec(flags: flags), path: "Arranged.layout.yaml")
            #expect(try Self.frames(arranged, width: 375, height: 600, sizes: sizes, conditions: []) == expected)
        }
    }

    /// Nested stacks: a card (vertical) of a title, a subtitle and a row of actions (horizontal,
    /// `fillEqually`), with the subtitle, the whole row and one of its buttons hideable: every
    /// combination equals the card written without the hidden views. Hand check, nothing hidden,
    /// 320 wide: the card is 20 + 8 + 16 + 8 + 44 = 96 high; buttons (320 − 10) / 2 = 155 each.
    @Test func nestedStacksHideAsOneLayout() throws {
        func spec(hidden: Set<String>, flags: Bool) -> String {
            let shownButtons = ["share", "edit"].filter { !hidden.contains($0) }
            let rows = ["title", "subtitle", "actions"].filter {
                !hidden.contains($0) && !($0 == "actions" && shownButtons.isEmpty)
            }
            var text = "views:\n  title: {measure: intrinsic}\n"
            if rows.contains("subtitle") { text += "  subtitle: {measure: intrinsic}\n" }
            for button in shownButtons where rows.contains("actions") { text += "  \(button): {measure: intrinsic}\n" }
            text += "stacks:\n"
            text += "  card: {axis: vertical, arranged: [\(rows.joined(separator: ", "))], spacing: 8"
            text += (flags ? ", hideable: [subtitle, actions]" : "") + "}\n"
            if rows.contains("actions") {
                text += "  actions: {arranged: [\(shownButtons.joined(separator: ", "))], distribution: fillEqually, "
                text += "spacing: 10" + (flags ? ", hideable: [share]" : "") + "}\n"
            }
            text += "container: {minWidth: 100}\nconstraints:\n  - card.top == superview.top\n"
            text += "  - card.leading == superview.leading\n  - card.trailing == superview.trailing\n"
            return text
        }
        let sizes = [
            "title": CGSize(width: 120, height: 20), "subtitle": CGSize(width: 90, height: 16),
            "share": CGSize(width: 60, height: 44), "edit": CGSize(width: 40, height: 40)
        ]
        let flagged = try LayoutCompiler().compile(
            contents: spec(hidden: [], flags: true), path: "Card.layout.yaml")
        let all = try Self.frames(flagged, width: 320, height: 600, sizes: sizes, conditions: [])
        #expect(all["card"] == [0, 0, 320, 96])
        #expect(all["actions"] == [0, 52, 320, 44])
        #expect(all["share"] == [0, 0, 155, 44])
        #expect(all["edit"] == [165, 0, 155, 44])
        for hidden in [[], ["subtitle"], ["actions"], ["share"], ["subtitle", "share"], ["subtitle", "actions"]] {
            let reducedSpec = spec(hidden: Set(hidden), flags: false)
            let reduced = try StackTestSupport.solver.compile(contents: reducedSpec, path: "Reduced.layout.yaml")
            let declared = sizes.filter { reducedSpec.contains("  \($0.key): {measure") }
            for rtl in [false, true] {
                let flags = Set(hidden.map { $0 + "Hidden" })
                let got = try Self.frames(
                    flagged, width: 320, height: 600, sizes: sizes, conditions: rtl ? flags.union(["rtl"]) : flags)
                let expected = try Self.frames(
                    reduced, width: 320, height: 600, sizes: declared, conditions: rtl ? ["rtl"] : [])
                for (name, frame) in expected {
                    #expect(got[name] == frame, "hidden \(hidden)\(rtl ? " rtl" : ""): \(name)")
                }
            }
        }
    }

    /// `fillProportionally`, as Apple describes it: the canvas less the gaps shared in proportion
    /// to the content lengths. a, b, c 40, 60, 20 wide with spacing 10 in 320: 300 shared
    /// 100, 150, 50 at 0, 110, 270. With b hidden: 310 shared 40 : 20, so a 206.67 and c 103.33
    /// at 216.67. With every content length 0, equal shares: (320 − 20) / 3 = 100.
    @Test func fillProportionallySharesByContentLength() throws {
        let spec = """
            views:
              a: {measure: intrinsic}
              b: {measure: intrinsic}
              c: {measure: intrinsic}
            stacks:
              s: {arranged: [a, b, c], distribution: fillProportionally, spacing: 10, hideable: [b]}
            constraints:
              - s.left == superview.left
              - s.right == superview.right
              - s.top == superview.top
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "P.layout.yaml")
        let sizes = [
            "a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30), "c": CGSize(width: 20, height: 10)
        ]
        let all = try Self.frames(layout, width: 320, height: 100, sizes: sizes, conditions: [])
        #expect(all["a"] == [0, 0, 100, 30])
        #expect(all["b"] == [110, 0, 150, 30])
        #expect(all["c"] == [270, 0, 50, 30])
        let hidden = try Self.frames(layout, width: 320, height: 100, sizes: sizes, conditions: ["bHidden"])
        let a = try #require(hidden["a"]), c = try #require(hidden["c"])
        #expect(abs(a[2] - 310.0 * 40 / 60) < 1e-9 && abs(c[0] - (310.0 * 40 / 60 + 10)) < 1e-9)
        #expect(abs(c[2] - 310.0 * 20 / 60) < 1e-9)
        let zero = ["a": CGSize.zero, "b": CGSize.zero, "c": CGSize.zero]
        let equal = try Self.frames(layout, width: 320, height: 100, sizes: zero, conditions: [])
        #expect(equal["a"] == [0, 0, 100, 0] && equal["b"] == [110, 0, 100, 0] && equal["c"] == [220, 0, 100, 0])
    }

    /// Every distribution × alignment pair of `StackLayoutTests`' fixture again, with `hideable: [a]`
    /// (no flag set): the arranged stack gives the frames worked out there by hand, left to right
    /// and right to left; `fillProportionally` (300 shared 40 : 60 : 20 = 100, 150, 50 at 0, 110,
    /// 270) in every alignment too.
    @Test(arguments: ["fill", "fillEqually", "equalSpacing", "equalCentering", "fillProportionally"])
    func everyDistributionAndAlignmentAsTheSolverLaysItOut(_ distribution: String) throws {
        typealias Fixture = StackLayoutTests
        let kind = try #require(StackDeclaration.Distribution(rawValue: distribution))
        let along: [[Double]] =
            kind == .fillProportionally ? [[0, 100], [110, 150], [270, 50]] : try #require(Fixture.along[kind])
        for (alignment, across) in Fixture.acrossHorizontal.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Fixture.spec("distribution: \(distribution), alignment: \(alignment.rawValue), hideable: [a]")
            for rtl in [false, true] {
                let frames = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    let x = rtl ? 320 - along[index][0] - along[index][1] : along[index][0]
                    #expect(
                        frames[name] == [x, across[index][0], along[index][1], across[index][1]],
                        "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
        for (alignment, across) in Fixture.acrossVertical.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Fixture.spec(
                "axis: vertical, distribution: \(distribution), alignment: \(alignment.rawValue), hideable: [a]")
            for rtl in [false, true] {
                let frames = try Fixture.frames(yaml, width: 100, height: 320, sizes: Fixture.verticalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    let x = rtl ? 100 - across[index][0] - across[index][1] : across[index][0]
                    #expect(
                        frames[name] == [x, along[index][0], across[index][1], along[index][1]],
                        "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
    }

    /// Three levels, flags on the outer and the inner stack only: `card` (vertical, `title`
    /// hideable) arranges `row`, which arranges `column` (vertical, `q` hideable). The middle stack
    /// is placed before the inner one, so with nothing hidden the frames equal the solved stacks'
    /// (x hugs at 200, below the column's views, so no tie decides who stretches).
    @Test func aFlaggedStackInsideAnUnflaggedOneIsPlacedAfterIt() throws {
        func spec(flags: Bool) -> String {
            """
            views:
              title: {measure: intrinsic}
              x: {measure: intrinsic, hugging: 200}
              p: {measure: intrinsic}
              q: {measure: intrinsic}
            stacks:
              card: {axis: vertical, arranged: [title, row], spacing: 8\(flags ? ", hideable: [title]" : "")}
              row: {arranged: [column, x], spacing: 10}
              column: {axis: vertical, arranged: [p, q], spacing: 2\(flags ? ", hideable: [q]" : "")}
            container: {minWidth: 100}
            constraints:
              - card.top == superview.top
              - card.leading == superview.leading
              - card.trailing == superview.trailing
            """
        }
        let sizes = [
            "title": CGSize(width: 120, height: 20), "x": CGSize(width: 40, height: 30),
            "p": CGSize(width: 60, height: 16), "q": CGSize(width: 50, height: 14)
        ]
        let flagged = try LayoutCompiler().compile(contents: spec(flags: true), path: "F.layout.yaml")
        let plain = try StackTestSupport.solver.compile(contents: spec(flags: false), path: "P.layout.yaml")
        let got = try Self.frames(flagged, width: 320, height: 600, sizes: sizes, conditions: [])
        let expected = try Self.frames(plain, width: 320, height: 600, sizes: sizes, conditions: [])
        #expect(got == expected)
        // row at 28 (20 + 8); x hugs least, so it takes the width: column 60 wide (p's), p 16
        // high and q below it at 18.
        #expect(got["row"] == [0, 28, 320, 32])
        #expect(got["q"] == [0, 18, 60, 14])
    }
}
