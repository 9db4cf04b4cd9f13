import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// `stacks:` (docs/notations/stacks.md): every distribution × alignment, frames worked out by hand
/// from UIStackView's documented behaviour.
///
/// The fixture: three labels `a`, `b`, `c` arranged in `s`, spacing 10, every hugging and
/// compression resistance at its default (so fill's tie is resolved by index: the first view
/// stretches), `s` pinned to a 320 × 60 container (horizontal) or 100 × 320 (vertical).
/// Intrinsic sizes along the axis 40, 60, 20 and across it 20, 30, 10; font metrics
/// a (16, −4), b (24, −6), c (8, −2), so first baselines sit 16, 24, 8 below the tops and last
/// baselines 4, 6, 2 above the bottoms.
///
/// The horizontal tables (left to right) are cross-checked against the independent reference
/// solver by `Scripts/differential/stacks.py`, which writes UIStackView's constraints for the same
/// fixture itself and solves them with lexlp.py (all 24 pairs agree).
@Suite struct StackLayoutTests {
    /// Along the axis, per distribution: (position, size) of a, b, c in a 320-point stack.
    /// Intrinsic sizes 40 + 60 + 20 = 120, two gaps of 10.
    static let along: [StackDeclaration.Distribution: [[Double]]] = [
        // The slack 320 − 120 − 20 = 180 goes to a (equal hugging: the lowest index stretches):
        // a 0…220, b 230…290, c 300…320.
        .fill: [[0, 220], [230, 60], [300, 20]],
        // Three equal sizes: (320 − 20) / 3 = 100; b at 110, c at 220.
        .fillEqually: [[0, 100], [110, 100], [220, 100]],
        // Views keep 40, 60, 20; two equal gaps (320 − 120) / 2 = 100: b at 40 + 100, c at 300.
        .equalSpacing: [[0, 40], [140, 60], [300, 20]],
        // a's centre 20, c's centre 320 − 10 = 310, so b's centre (20 + 310) / 2 = 165 and b at
        // 165 − 30 = 135 (gaps 95 and 105, both ≥ 10).
        .equalCentering: [[0, 40], [135, 60], [300, 20]]
    ]

    /// Across a horizontal stack 60 high, per alignment: (y, height) of a, b, c.
    static let acrossHorizontal: [StackDeclaration.Alignment: [[Double]]] = [
        .fill: [[0, 60], [0, 60], [0, 60]],
        .top: [[0, 20], [0, 30], [0, 10]],
        // (60 − h) / 2: 20, 15, 25.
        .center: [[20, 20], [15, 30], [25, 10]],
        .bottom: [[40, 20], [30, 30], [50, 10]],
        // First baselines equal at B: tops B − 16, B − 24, B − 8; the topmost (b) at 0 gives B = 24.
        .firstBaseline: [[8, 20], [0, 30], [16, 10]],
        // Last baselines equal at B: bottoms B + 4, B + 6, B + 2; the lowest (b) at 60 gives B = 54,
        // tops 54 + 4 − 20 = 38, 60 − 30 = 30, 54 + 2 − 10 = 46.
        .lastBaseline: [[38, 20], [30, 30], [46, 10]]
    ]

    /// Across a vertical stack 100 wide, per alignment: (x, width) of a, b, c left to right.
    static let acrossVertical: [StackDeclaration.Alignment: [[Double]]] = [
        .fill: [[0, 100], [0, 100], [0, 100]],
        .leading: [[0, 20], [0, 30], [0, 10]],
        .center: [[40, 20], [35, 30], [45, 10]],
        .trailing: [[80, 20], [70, 30], [90, 10]]
    ]

    static let distributions: [StackDeclaration.Distribution] = [.fill, .fillEqually, .equalSpacing, .equalCentering]

    /// The fixture's spec with `properties` added to the stack.
    static func spec(
        _ properties: String, spacing: String = "10", extraViews: String = "", constraints: String = ""
    ) -> String {
        """
        views:
          a: {measure: intrinsic, label: true}
          b: {measure: intrinsic, label: true}
          c: {measure: intrinsic, label: true}
        checks: {negativeSize: off, outsideParent: off}
        \(extraViews)stacks:
          s: {arranged: [a, b, c], spacing: \(spacing), \(properties)}
        constraints:
          - s.left == superview.left
          - s.right == superview.right
          - s.top == superview.top
          - s.bottom == superview.bottom
        \(constraints)
        """
    }

    /// The frames of `yaml`, by item.
    static func frames(
        _ yaml: String, width: Double, height: Double, sizes: [String: CGSize],
        rtl: Bool = false, fonts: [String: FontMetrics] = fixtureFonts
    ) throws -> [String: [Double]] {
        let layout = try LayoutCompiler().compile(contents: yaml, path: "Stack.layout.yaml")
        let json = try layout.evaluate(
            EvaluationRequest(
                width: width, height: height, conditions: rtl ? ["rtl"] : [],
                sizes: sizes, fonts: fonts))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [String: [Double]])
        return frames
    }

    static let fixtureFonts = [
        "a": FontMetrics(ascender: 16, descender: -4, capHeight: 12),
        "b": FontMetrics(ascender: 24, descender: -6, capHeight: 18),
        "c": FontMetrics(ascender: 8, descender: -2, capHeight: 6)
    ]
    static let horizontalSizes = [
        "a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30),
        "c": CGSize(width: 20, height: 10)
    ]
    static let verticalSizes = [
        "a": CGSize(width: 20, height: 40), "b": CGSize(width: 30, height: 60),
        "c": CGSize(width: 10, height: 20)
    ]

    @Test(arguments: distributions)
    func horizontalStacksInEveryAlignment(distribution: StackDeclaration.Distribution) throws {
        for (alignment, across) in Self.acrossHorizontal.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Self.spec("distribution: \(distribution.rawValue), alignment: \(alignment.rawValue)")
            let along = try #require(Self.along[distribution])
            for rtl in [false, true] {
                let frames = try Self.frames(yaml, width: 320, height: 60, sizes: Self.horizontalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    // Right to left, the row is mirrored: x = 320 − x − width.
                    let x = rtl ? 320 - along[index][0] - along[index][1] : along[index][0]
                    #expect(
                        frames[name] == [x, across[index][0], along[index][1], across[index][1]],
                        "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
    }

    @Test(arguments: distributions)
    func verticalStacksInEveryAlignment(distribution: StackDeclaration.Distribution) throws {
        for (alignment, across) in Self.acrossVertical.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Self.spec(
                "axis: vertical, distribution: \(distribution.rawValue), alignment: \(alignment.rawValue)")
            let along = try #require(Self.along[distribution])
            for rtl in [false, true] {
                let frames = try Self.frames(yaml, width: 100, height: 320, sizes: Self.verticalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    // Right to left, leading is the right edge: x = 100 − x − width.
                    let x = rtl ? 100 - across[index][0] - across[index][1] : across[index][0]
                    #expect(
                        frames[name] == [x, along[index][0], across[index][1], along[index][1]],
                        "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
    }
}

/// Margins, custom spacing, metrics, ties by index when the views do not fit, baselines between
/// rows, nested stacks and a stack other constraints name.
@Suite struct StackOptionTests {
    typealias Fixture = StackLayoutTests

    @Test func marginsAndCustomSpacing() throws {
        // Margins top 5, leading 12, bottom 7, trailing 4: the canvas is x 12…316, y 5…53.
        // Gaps: 20 after a (custom), 10 after b. Fill: the slack 304 − 120 − 30 = 154 goes to a,
        // so a 12…206, b 226…286, c 296…316; centred in 5…53 (centre 29): a 19, b 14, c 24.
        let yaml = Fixture.spec(
            "alignment: center, customSpacing: {a: 20}, layoutMarginsRelativeArrangement: true, "
                + "layoutMargins: [5, 12, 7, 4]")
        let frames = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes)
        #expect(frames["a"] == [12, 19, 194, 20])
        #expect(frames["b"] == [226, 14, 60, 30])
        #expect(frames["c"] == [296, 24, 20, 10])
        // Right to left the leading margin (12) is on the right: a's trailing edge at 320 − 12.
        let mirrored = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes, rtl: true)
        #expect(mirrored["a"] == [114, 19, 194, 20])
        #expect(mirrored["b"] == [34, 14, 60, 30])
        #expect(mirrored["c"] == [4, 24, 20, 10])
    }

    @Test func defaultMarginsAreEight() throws {
        // layoutMarginsRelativeArrangement alone: 8 on every side; canvas 8…312 × 8…52.
        // Fill: a's width 304 − 120 − 20 = 164 + 40 = 204… a 8…212, b 222…282, c 292…312.
        let yaml = Fixture.spec("layoutMarginsRelativeArrangement: true")
        let frames = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes)
        #expect(frames["a"] == [8, 8, 204, 44])
        #expect(frames["b"] == [222, 8, 60, 44])
        #expect(frames["c"] == [292, 8, 20, 44])
    }

    @Test func spacingFromAMetricAnInputAndTheSystem() throws {
        // spacing 8 (system) after a, `gap` (a metric, 14) after b: fill gives a 320 − 120 − 22 = 178 + 40.
        let metric = Fixture.spec("customSpacing: {b: gap}", spacing: "system").replacingOccurrences(
            of: "constraints:", with: "metrics: {gap: 14}\nconstraints:")
        let frames = try Fixture.frames(metric, width: 320, height: 60, sizes: Fixture.horizontalSizes)
        #expect(frames["a"] == [0, 0, 218, 60])
        #expect(frames["b"] == [226, 0, 60, 60])
        #expect(frames["c"] == [300, 0, 20, 60])
        // An input: the gap is a runtime value (here 5, 5): a 320 − 120 − 10 = 190 + 40.
        let input = Fixture.spec("", spacing: "gap").replacingOccurrences(
            of: "constraints:", with: "inputs: [gap]\nconstraints:")
        let layout = try LayoutCompiler().compile(contents: input, path: "Stack.layout.yaml")
        let json = try layout.evaluate(
            EvaluationRequest(
                width: 320, height: 60, inputs: ["gap": 5],
                sizes: Fixture.horizontalSizes, fonts: Fixture.fixtureFonts))
        #expect(json.contains(#""a": [0, 0, 230, 60], "b": [235, 0, 60, 60], "c": [300, 0, 20, 60]"#))
    }

    @Test func tiesByIndexWhenTheViewsDoNotFit() throws {
        // 150 wide: the views need 120 + 20 = 140 in a 150-point stack, so fill gives a 10 more
        // (the first view stretches). At 100 they are 40 too long: equal compression resistance,
        // the first view shrinks first: a 40 − 40 = 0, b 10…70, c 80…100.
        let yaml = Fixture.spec("")
        let wide = try Fixture.frames(yaml, width: 150, height: 60, sizes: Fixture.horizontalSizes)
        #expect(wide["a"] == [0, 0, 50, 60])
        let narrow = try Fixture.frames(yaml, width: 100, height: 60, sizes: Fixture.horizontalSizes)
        #expect(narrow["a"] == [0, 0, 0, 60])
        #expect(narrow["b"] == [10, 0, 60, 60])
        #expect(narrow["c"] == [80, 0, 20, 60])
        // At 50 (90 too long) a gives all of it: nothing keeps a width ≥ 0 (as in Auto Layout, see
        // docs/SpecLanguage.md, Coordinates), so a is 40 − 90 = −50 wide, b at −50 + 10, c at 30.
        let narrower = try Fixture.frames(yaml, width: 50, height: 60, sizes: Fixture.horizontalSizes)
        #expect(narrower["a"] == [0, 0, -50, 60])
        #expect(narrower["b"] == [-40, 0, 60, 60])
        #expect(narrower["c"] == [30, 0, 20, 60])
    }

    @Test func equalCenteringGivesUpEqualCentresBeforeASize() throws {
        // UIKit's centre-distance equalities sit at 150 − index, under compression resistance: a
        // view that fits keeps its size, and its gaps keep `spacing`. Views 20, 20, 120 in a
        // 200-point row, spacing 10: a's centre 10, c's 200 − 60 = 140; equal centring would put
        // b's centre at 75, but b must end 10 before c (80), so b's centre is at most 60. Closest
        // to equal: |(140 − cb) − (cb − 10)| smallest at cb = 60, b at 50…70, c keeps 120 at 80.
        let row = """
            views: {a: {measure: intrinsic}, b: {measure: intrinsic}, c: {measure: intrinsic}}
            stacks:
              s: {arranged: [a, b, c], distribution: equalCentering, spacing: 10}
            constraints:
              - s.leading == superview.leading
              - s.top == superview.top
              - s.width == 200
            """
        var sizes = [
            "a": CGSize(width: 20, height: 20), "b": CGSize(width: 20, height: 20),
            "c": CGSize(width: 120, height: 20)
        ]
        let three = try Fixture.frames(row, width: 400, height: 400, sizes: sizes, fonts: [:])
        #expect(three["a"] == [0, 0, 20, 20])
        #expect(three["b"] == [50, 0, 20, 20])
        #expect(three["c"] == [80, 0, 120, 20])
        // Four views 20, 20, 120, 20 in 240: centres a 10, d 230, so the three centre distances
        // g1 + g2 + g3 = 220; the gaps need g1 ≥ 30, g2 ≥ 80, g3 ≥ 80, so g1 ≤ 60. g2 == g1 (@149)
        // is closest at g1 = 60, g2 = 80 (g3 = 80): b's centre 70 (b at 60), c's 150 (c at 90),
        // d at 220; g3 == g1 (@148) can do no better.
        let four = row.replacingOccurrences(of: "[a, b, c]", with: "[a, b, c, d]")
            .replacingOccurrences(
                of: "c: {measure: intrinsic}}", with: "c: {measure: intrinsic}, d: {measure: intrinsic}}"
            )
            .replacingOccurrences(of: "s.width == 200", with: "s.width == 240")
        sizes["d"] = CGSize(width: 20, height: 20)
        let frames = try Fixture.frames(four, width: 400, height: 400, sizes: sizes, fonts: [:])
        #expect(frames["a"] == [0, 0, 20, 20])
        #expect(frames["b"] == [60, 0, 20, 20])
        #expect(frames["c"] == [90, 0, 120, 20])
        #expect(frames["d"] == [220, 0, 20, 20])
    }

    @Test func leadingAndTopAreOneAlignment() throws {
        // As in UIStackView.Alignment (`.leading == .top`, `.trailing == .bottom`), on either axis:
        // `leading` across a horizontal stack is the top table's, `bottom` across a vertical one
        // the trailing table's.
        let horizontal = try Fixture.frames(
            Fixture.spec("alignment: leading"), width: 320, height: 60,
            sizes: Fixture.horizontalSizes)
        #expect(horizontal["b"] == [230, 0, 60, 30])
        let vertical = try Fixture.frames(
            Fixture.spec("axis: vertical, alignment: bottom"), width: 100, height: 320,
            sizes: Fixture.verticalSizes)
        #expect(vertical["b"] == [70, 230, 30, 60])
    }

    @Test func tiesByIndexIgnoreViewOrder() throws {
        // `ties: viewOrder` with the views declared c, b, a: the stack's own rule still makes a
        // (the first arranged view) stretch, as in the fill table: a 0…220.
        let yaml =
            Fixture.spec("").replacingOccurrences(
                of: """
                      a: {measure: intrinsic, label: true}
                      b: {measure: intrinsic, label: true}
                      c: {measure: intrinsic, label: true}
                    """,
                with: """
                      c: {measure: intrinsic, label: true}
                      b: {measure: intrinsic, label: true}
                      a: {measure: intrinsic, label: true}
                    """) + "ties: viewOrder\n"
        let frames = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes)
        #expect(frames["a"] == [0, 0, 220, 60])
        #expect(frames["c"] == [300, 0, 20, 60])
    }

    @Test func higherHuggingKeepsItsSizeWhateverTheIndex() throws {
        // a hugs at 251: b (the first of the remaining 250s) stretches by 180 instead.
        let yaml = Fixture.spec("").replacingOccurrences(
            of: "a: {measure: intrinsic, label: true}",
            with: "a: {measure: intrinsic, label: true, hugging: 251}")
        let frames = try Fixture.frames(yaml, width: 320, height: 60, sizes: Fixture.horizontalSizes)
        #expect(frames["a"] == [0, 0, 40, 60])
        #expect(frames["b"] == [50, 0, 240, 60])
        #expect(frames["c"] == [300, 0, 20, 60])
    }

    @Test func baselineRelativeVerticalSpacing() throws {
        // A vertical stack with baselineRelativeArrangement: each view's first baseline 10 below
        // the previous view's last baseline. Fill, pinned to 320: the first view (a) stretches, so
        // the chain is worked from the end: c 300…320 (first baseline 300 + 8 = 308); b's last
        // baseline 298, its bottom 298 + 6 = 304, its top 244 (first baseline 268); a's last
        // baseline 258, its bottom 258 + 4 = 262: a 0…262.
        let yaml = Fixture.spec("axis: vertical, baselineRelativeArrangement: true")
        let frames = try Fixture.frames(yaml, width: 100, height: 320, sizes: Fixture.verticalSizes)
        #expect(frames["a"] == [0, 0, 100, 262])
        #expect(frames["b"] == [0, 244, 100, 60])
        #expect(frames["c"] == [0, 300, 100, 20])
    }

    @Test func nestedStacksAndAStackOtherConstraintsName() throws {
        // `inner` (vertical: b over c, spacing 4, alignment leading) is arranged after a in `s`
        // (horizontal, centre, spacing 10). inner's width: its widest view (b, 60: it fits, with
        // the leading alignment, across its axis); its height 30 + 4 + 10 = 44. s is pinned by its
        // top-left corner and fits its views: a 40 + 10 + 60 = 110 wide, 44 high; a centred:
        // (44 − 20) / 2 = 12. `tag` sits 6 below `inner`, by a constraint naming the stack.
        let yaml = """
            views:
              a: {measure: intrinsic}
              b: {measure: intrinsic}
              c: {measure: intrinsic}
              tag: {}
            stacks:
              inner: {axis: vertical, arranged: [b, c], spacing: 4, alignment: leading}
              s: {arranged: [a, inner], spacing: 10, alignment: center}
            checks: {negativeSize: off, outsideParent: off}
            constraints:
              - s.left == superview.left + 16
              - s.top == superview.top + 20
              - s.width == 0 @1
              - tag.top == s.bottom + 6
              - tag.left == inner.left
              - tag.size == 30
            """
        let frames = try Fixture.frames(yaml, width: 320, height: 200, sizes: Fixture.horizontalSizes, fonts: [:])
        #expect(frames["s"] == [16, 20, 110, 44])
        #expect(frames["a"] == [0, 12, 40, 20])
        #expect(frames["inner"] == [50, 0, 60, 44])
        // b and c relative to inner.
        #expect(frames["b"] == [0, 0, 60, 30])
        #expect(frames["c"] == [0, 34, 20, 10])
        // tag: left = inner's left in the container (16 + 50), top 20 + 44 + 6.
        #expect(frames["tag"] == [66, 70, 30, 30])
    }

    @Test func heightForWidthViewInASelfSizingVerticalStack() throws {
        // A card 200 wide whose height fits a vertical stack (margins 12, spacing 4): title over a
        // wrapping body. Alignment fill makes both 200 − 24 = 176 wide; the body is measured there:
        // 600 points of 20-point lines at 176 → ceil(600 / 176) = 4 lines = 80. The stack is
        // 12 + 22 + 4 + 80 + 12 = 130 high, and so is the card.
        let yaml = """
            views:
              title: {measure: intrinsic}
              body: {measure: heightForWidth}
            container: {height: fit}
            stacks:
              card: {axis: vertical, arranged: [title, body], spacing: 4, layoutMarginsRelativeArrangement: true,
                     layoutMargins: 12}
            constraints:
              - card.edges == superview.edges
            """
        let layout = try LayoutCompiler().compile(contents: yaml, path: "Card.layout.yaml")
        let json = try layout.evaluate(
            EvaluationRequest(
                width: 200, sizes: ["title": CGSize(width: 100, height: 22), "body": CGSize(width: 600, height: 20)]))
        #expect(json.contains(#""title": [12, 12, 176, 22], "body": [12, 38, 176, 80], "card": [0, 0, 200, 130]"#))
        #expect(json.contains(#""fittingSize": [200, 130]"#))
    }

    @Test func errorsSayHowToFixTheSpec() {
        func firstError(_ properties: String, spacing: String = "10", arranged: String = "[a, b, c]") -> String {
            let yaml = Fixture.spec(properties, spacing: spacing).replacingOccurrences(
                of: "arranged: [a, b, c]", with: "arranged: \(arranged)")
            return HostileSpecSupport.firstError(yaml)
        }
        #expect(
            firstError("axis: vertical, alignment: firstBaseline").contains(
                "a vertical stack aligns its views across with fill, leading, center or trailing, not `firstBaseline`"))
        #expect(
            firstError("distribution: fillEqualy").contains(
                "`distribution` must be one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering; found `fillEqualy`"
            ))
        #expect(
            firstError("", arranged: "[a, b, zz]").contains(
                "stack `s` arranges `zz`, which is not a declared view or stack"))
        #expect(firstError("", arranged: "[a, b, a]").contains("`a` is arranged twice in stack `s`"))
        #expect(
            firstError("customSpacing: {zz: 3}").contains(
                "`customSpacing` names `zz`, which is not arranged in stack `s`"))
        #expect(
            firstError("", spacing: "wide").contains(
                "spacing `wide` is not a number, a declared metric or input, or `system`"))
        #expect(
            firstError("layoutMargins: 4").contains(
                "has `layoutMargins` but not `layoutMarginsRelativeArrangement: true`"))
        #expect(firstError("colour: red").contains("unknown key `colour` in stack `s`"))
    }
}
