import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Wrapping labels (`measure: heightForWidth`) in stacks the model arranges with hidden views
/// (docs/notations/stacks.md, "Wrapping labels"): each is measured at the width the stack gives
/// it, and the stack's content height is summed once the stack's width is known.
///
/// The reference is the same stack written without the hidden views, which the solver lays out
/// from UIStackView's constraints (a wrapping label's height measured at its solved width). The
/// measurement model is `eval`'s: a label `W × H` on one line is `ceil(W / w) × H` tall at width `w`.
///
/// The fixture: `a` wraps (one line 300 × 18), `b` is measured (40 × 20; swapped in a row), `c`
/// wraps (one line 120 × 16), `d` is measured (24 × 24); spacing 8, 4 after `b`.
@Suite struct WrappingLabelsInStacksTests {
    static let names = ["a", "b", "c", "d"]
    static let sizes = [
        "a": CGSize(width: 300, height: 18), "b": CGSize(width: 40, height: 20), "c": CGSize(width: 120, height: 16),
        "d": CGSize(width: 24, height: 24)
    ]

    /// One stack configuration.
    struct Configuration: CustomStringConvertible, Sendable {
        var axis: String
        var distribution: String
        var alignment: String

        var description: String { "\(axis) \(distribution) \(alignment)" }
    }

    static let configurations =
        ["fill", "leading", "center", "trailing"].map {
            Configuration(axis: "vertical", distribution: "fill", alignment: $0)
        }
        + ["fillEqually", "equalSpacing"].map {
            Configuration(axis: "vertical", distribution: $0, alignment: "leading")
        }
        + ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"].map {
            Configuration(axis: "horizontal", distribution: "fill", alignment: $0)
        }
        + ["fillEqually", "equalSpacing"].map { Configuration(axis: "horizontal", distribution: $0, alignment: "top") }

    /// The spec of the stack with `views` arranged, all of them hideable when `hideable`. The stack
    /// is pinned along both sides of the container's width and at the top; a vertical stack
    /// is pinned at the bottom too when it distributes (`fillEqually`, `equalSpacing` need a length).
    static func spec(_ configuration: Configuration, views: [String], hideable: Bool) -> String {
        let declarations = views.map { name -> String in
            switch name {
            case "a", "c": return "  \(name): {kind: label, measure: heightForWidth}"
            default: return "  \(name): {measure: intrinsic}"
            }
        }
        var constraints = [
            "s.leading == superview.leading + 16", "s.trailing == superview.trailing - 16",
            "s.top == superview.top + 10"
        ]
        if configuration.axis == "vertical", configuration.distribution != "fill" {
            constraints.append("s.bottom == superview.bottom - 10")
        }
        let custom = views.contains("b") ? "b: 4" : ""
        return """
            views:
            \(declarations.joined(separator: "\n"))
            checks: {negativeSize: off, outsideParent: off}
            container: {minWidth: 120}
            stacks:
              s: {axis: \(configuration.axis), arranged: [\(views.joined(separator: ", "))], \
            distribution: \(configuration.distribution), alignment: \(configuration.alignment), spacing: 8, \
            customSpacing: {\(custom)}\(hideable ? ", hideable: [\(views.joined(separator: ", "))]" : "")}
            constraints:
            \(constraints.map { "  - " + $0 }.joined(separator: "\n"))
            """
    }

    /// The labels' fonts, for baseline alignment: `a` ascends 14 and descends 4, `c` 12 and 3.
    static let fonts = [
        "a": FontMetrics(ascender: 14, descender: -4, capHeight: 10),
        "c": FontMetrics(ascender: 12, descender: -3, capHeight: 9)
    ]

    /// Every item's frame, unrounded (scale 0).
    static func frames(
        _ layout: CompiledLayout, width: Double, height: Double = 600, sizes: [String: CGSize],
        conditions: Set<String> = []
    ) throws -> [String: [Double]] {
        var request = EvaluationRequest(width: width, height: height, scale: 0, conditions: conditions, sizes: sizes)
        request.fonts = fonts.filter { sizes[$0.key] != nil }
        let json = try layout.evaluate(request)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    @Test(arguments: configurations)
    func everyCombinationOfFlagsEqualsTheStackWithoutTheHiddenViews(_ configuration: Configuration) throws {
        let horizontal = configuration.axis == "horizontal"
        var allSizes = Self.sizes
        if horizontal { allSizes["b"] = CGSize(width: 20, height: 40) }
        let flagged = try LayoutCompiler().compile(
            contents: Self.spec(configuration, views: Self.names, hideable: true), path: "Hideable.layout.yaml")
        var compared = 0
        for mask in 0..<(1 << Self.names.count) - 1 {
            let hidden = Self.names.indices.filter { mask & (1 << $0) != 0 }.map { Self.names[$0] }
            let shown = Self.names.filter { !hidden.contains($0) }
            let reduced = try LayoutCompiler().compile(
                contents: Self.spec(configuration, views: shown, hideable: false), path: "Reduced.layout.yaml")
            // Roomy and cramped: the labels wrap onto more lines in the narrow container.
            for width in [400.0, 180.0] {
                for rtl in [false, true] {
                    let flags = Set(hidden.map { $0 + "Hidden" })
                    let got = try Self.frames(
                        flagged, width: width, sizes: allSizes, conditions: rtl ? flags.union(["rtl"]) : flags)
                    let expected = try Self.frames(
                        reduced, width: width, sizes: allSizes.filter { shown.contains($0.key) },
                        conditions: rtl ? ["rtl"] : [])
                    for name in shown + ["s"] {
                        let a = try #require(got[name]), b = try #require(expected[name])
                        #expect(
                            zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 },
                            "\(configuration), hidden \(hidden), width \(width)\(rtl ? " rtl" : ""): \(name) \(a) ≠ \(b)"
                        )
                    }
                }
            }
            compared += 1
        }
        #expect(compared == 15)
        #expect(Self.configurations.count == 14)
    }

    /// By hand, in a 320-point container (the stack 288 wide at x 16, y 10):
    /// - column, alignment `fill`: `a` at 288 wraps to ceil(300 / 288) = 2 lines (36), `c` fits
    ///   (16); heights 36 + 20 + 16 + 24 and gaps 8 + 4 + 8 give 116. With `b` and `c` hidden:
    ///   36 + 8 + 24 = 68.
    /// - column, alignment `leading`: `a` is min(300, 288) = 288 wide (2 lines), `c` 120 (1 line).
    /// - row, `fill`, top: content widths 300 + 40 + 120 + 24 and gaps 8 + 4 + 8 = 504 leave −216,
    ///   taken by `a` (the first of the lowest compression resistance): 84 wide, ceil(300 / 84) =
    ///   4 lines (72), which makes the row 72 tall; hiding `a` leaves 40 + 120 + 24 and gaps 4 + 8:
    ///   196, and the 92 over go to `b` (hugging 250, first): 132; the row is 24 tall (`d`).
    @Test func columnsAndARowByHand() throws {
        let column = try LayoutCompiler().compile(
            contents: Self.spec(
                Configuration(axis: "vertical", distribution: "fill", alignment: "fill"), views: Self.names,
                hideable: true),
            path: "Column.layout.yaml")
        var frames = try Self.frames(column, width: 320, sizes: Self.sizes)
        #expect(frames["a"] == [0, 0, 288, 36])
        #expect(frames["b"] == [0, 44, 288, 20])
        #expect(frames["c"] == [0, 68, 288, 16])
        #expect(frames["d"] == [0, 92, 288, 24])
        #expect(frames["s"] == [16, 10, 288, 116])
        frames = try Self.frames(column, width: 320, sizes: Self.sizes, conditions: ["bHidden", "cHidden"])
        #expect(frames["a"] == [0, 0, 288, 36])
        #expect(frames["d"] == [0, 44, 288, 24])
        #expect(frames["s"] == [16, 10, 288, 68])

        let leading = try LayoutCompiler().compile(
            contents: Self.spec(
                Configuration(axis: "vertical", distribution: "fill", alignment: "leading"), views: Self.names,
                hideable: true),
            path: "Leading.layout.yaml")
        frames = try Self.frames(leading, width: 320, sizes: Self.sizes)
        #expect(frames["a"] == [0, 0, 288, 36])
        #expect(frames["c"] == [0, 68, 120, 16])

        let row = try LayoutCompiler().compile(
            contents: Self.spec(
                Configuration(axis: "horizontal", distribution: "fill", alignment: "top"), views: Self.names,
                hideable: true),
            path: "Row.layout.yaml")
        frames = try Self.frames(row, width: 320, sizes: Self.sizes)
        #expect(frames["a"] == [0, 0, 84, 72])
        #expect(frames["b"] == [92, 0, 40, 20])
        #expect(frames["s"] == [16, 10, 288, 72])
        frames = try Self.frames(row, width: 320, sizes: Self.sizes, conditions: ["aHidden"])
        #expect(frames["b"] == [0, 0, 132, 20])
        #expect(frames["c"] == [136, 0, 120, 16])
        #expect(frames["s"] == [16, 10, 288, 24])
    }

    /// A column of a wrapping title and a row of an icon and a wrapping text, both with hidden
    /// views: the row's text is measured at the width the row gives it inside the width the column
    /// gives the row, and equals the same layout without hidden views.
    @Test func aWrappingLabelInARowInAColumn() throws {
        func spec(flags: Bool) -> String {
            """
            views:
              icon: {}
              text: {kind: label, measure: heightForWidth}
              note: {kind: label, measure: heightForWidth}
              title: {kind: label, measure: heightForWidth}
            stacks:
              row: {axis: horizontal, arranged: [icon, text, note], spacing: 8, alignment: center\
            \(flags ? ", hideable: [note]" : "")}
              col: {axis: vertical, arranged: [title, row], spacing: 4, alignment: leading\
            \(flags ? ", hideable: [title]" : "")}
            constraints:
              - col.leading == superview.leading + 16
              - col.trailing == superview.trailing - 16
              - col.top == superview.top + 20
              - icon.size == 24
            """
        }
        let sizes = [
            "title": CGSize(width: 500, height: 20), "text": CGSize(width: 300, height: 18),
            "note": CGSize(width: 100, height: 10)
        ]
        let flagged = try LayoutCompiler().compile(contents: spec(flags: true), path: "Flagged.layout.yaml")
        let plain = try LayoutCompiler().compile(contents: spec(flags: false), path: "Plain.layout.yaml")
        for width in [320.0, 200.0] {
            let got = try Self.frames(flagged, width: width, sizes: sizes)
            let expected = try Self.frames(plain, width: width, sizes: sizes)
            #expect(got == expected, "width \(width)")
        }
        // By hand at 320: the column is 288 wide; the row's text shrinks by 300 + 100 + 24 + 16 − 288
        // = 152 to 148 (the first view of the lowest compression resistance, 750), ceil(300 / 148) =
        // 3 lines: 54; the title is 288 wide, ceil(500 / 288) = 2 lines: 40; the row sits at 44.
        var frames = try Self.frames(flagged, width: 320, sizes: sizes)
        #expect(frames["text"] == [32, 0, 148, 54])
        #expect(frames["icon"] == [0, 15, 24, 24])
        #expect(frames["row"] == [0, 44, 288, 54])
        #expect(frames["col"] == [16, 20, 288, 98])
        // The note hidden: the text takes 288 − 32 = 256, ceil(300 / 256) = 2 lines: 36.
        frames = try Self.frames(flagged, width: 320, sizes: sizes, conditions: ["noteHidden", "titleHidden"])
        #expect(frames["text"] == [32, 0, 256, 36])
        #expect(frames["row"] == [0, 0, 288, 36])
        #expect(frames["col"] == [16, 20, 288, 36])
    }

    /// A view of fixed height across a `fill` row sets the row's height: a wrapping label in it is
    /// as tall as the row (compressed), with or without hidden views.
    @Test func aFixedHeightAcrossAFillRowSetsItAndTheLabelIsCompressed() throws {
        func spec(flags: Bool) -> String {
            """
            views:
              a: {kind: label, measure: heightForWidth}
              d: {}
            stacks:
              s: {axis: horizontal, arranged: [a, d], spacing: 8\(flags ? ", hideable: [a]" : "")}
            constraints:
              - s.leading == superview.leading + 16
              - s.trailing == superview.trailing - 16
              - s.top == superview.top + 10
              - d.size == 24
            """
        }
        let flagged = try LayoutCompiler().compile(contents: spec(flags: true), path: "Flagged.layout.yaml")
        let plain = try LayoutCompiler().compile(contents: spec(flags: false), path: "Plain.layout.yaml")
        let sizes = ["a": CGSize(width: 300, height: 18)]
        let got = try Self.frames(flagged, width: 320, sizes: sizes)
        #expect(got == (try Self.frames(plain, width: 320, sizes: sizes)))
        // 288 − 8 − 24 = 256 wide: two lines (36) wanted, 24 given.
        #expect(got["a"] == [0, 0, 256, 24])
        #expect(got["s"] == [16, 10, 288, 24])
    }

    /// `explain` says which views a stack measures at the width it gives them, and when.
    @Test func explainSaysWhatIsMeasuredAtTheStacksWidth() throws {
        let text = try LayoutExplanation.explain(
            contents: Self.spec(
                Configuration(axis: "vertical", distribution: "fill", alignment: "fill"), views: Self.names,
                hideable: true),
            path: "Column.layout.yaml")
        #expect(
            text.contains(
                "    Its content height is measured at its width: a, c are measured at the width the stack gives "
                    + "them, once s.width is solved."), "\(text)")
    }

    /// `fillProportionally` shares a column's length in proportion to what its views measure at
    /// its width: in a 420-point container the column is 400 tall and 288 wide; `a` measures
    /// ceil(300 / 288) = 2 lines (36) and `b` 20, so the 392 left after the gap go 36 : 20, 252
    /// and 140. With `b` hidden, `a` alone takes the 400.
    @Test func fillProportionallySharesWhatTheViewsMeasure() throws {
        let spec = """
            views:
              a: {kind: label, measure: heightForWidth}
              b: {measure: intrinsic}
            stacks:
              s: {axis: vertical, arranged: [a, b], distribution: fillProportionally, spacing: 8, hideable: [b]}
            constraints:
              - s.leading == superview.leading + 16
              - s.trailing == superview.trailing - 16
              - s.top == superview.top + 10
              - s.bottom == superview.bottom - 10
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Proportional.layout.yaml")
        let sizes = Self.sizes.filter { $0.key == "a" || $0.key == "b" }
        var frames = try Self.frames(layout, width: 320, height: 420, sizes: sizes)
        #expect(frames["a"] == [0, 0, 288, 252])
        #expect(frames["b"] == [0, 260, 288, 140])
        frames = try Self.frames(layout, width: 320, height: 420, sizes: sizes, conditions: ["bHidden"])
        #expect(frames["a"] == [0, 0, 288, 400])
    }

    /// A stack whose width depends on its own content height cannot be measured: an error at the
    /// constraint, as for a wrapping label whose width depends on its height.
    @Test func aWidthThatDependsOnTheMeasuredContentIsAnError() throws {
        let spec = """
            views:
              a: {kind: label, measure: heightForWidth}
              b: {measure: intrinsic}
            stacks:
              s: {axis: vertical, arranged: [a, b], hideable: [b]}
            constraints:
              - s.leading == superview.leading
              - s.top == superview.top
              - s.width == s.height
            """
        let errors = try #require(StackTestSupport.errors(spec, path: "Cycle.layout.yaml"))
        #expect(errors.text.contains("is measured at its solved width, but that width depends on the measured height"))
        #expect(errors.text.contains("s.contentHeight"))
    }
}
