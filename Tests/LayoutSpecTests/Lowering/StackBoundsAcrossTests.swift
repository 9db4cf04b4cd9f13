import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Required bounds on an arranged view's size across a stack not aligned `fill` (docs/notations/
/// stacks.md, "One model"): its size across is its content size within the bounds, with hidden
/// views or not, and equals UIStackView's constraints solved by the solver for every combination
/// of hidden views.
///
/// The fixture: `a` 40 × 20, `b` 60 × 30 with a least size across of 50, `c` 30 × 16 with a
/// greatest size across of 10 (a column swaps the sizes and bounds the widths); spacing 8.
@Suite struct StackBoundsAcrossTests {
    static let names = ["a", "b", "c"]

    static func spec(axis: String, alignment: String, views: [String], hideable: Bool) -> String {
        let across = axis == "horizontal" ? "height" : "width"
        var constraints = [
            "s.leading == superview.leading + 16", "s.top == superview.top + 10",
            axis == "horizontal" ? "s.trailing == superview.trailing - 16" : "s.bottom == superview.bottom - 10"
        ]
        if views.contains("b") { constraints.append("b.\(across) >= 50") }
        if views.contains("c") { constraints.append("c.\(across) <= 10") }
        return """
            views:
            \(views.map { "  \($0): {measure: intrinsic}" }.joined(separator: "\n"))
            checks: {negativeSize: off, outsideParent: off}
            stacks:
              s: {axis: \(axis), arranged: [\(views.joined(separator: ", "))], alignment: \(alignment), spacing: 8\
            \(hideable ? ", hideable: [\(views.joined(separator: ", "))]" : "")}
            constraints:
            \(constraints.map { "  - " + $0 }.joined(separator: "\n"))
            """
    }

    static func frames(
        _ layout: CompiledLayout, sizes: [String: CGSize], conditions: Set<String>
    ) throws -> [String: [Double]] {
        let json = try layout.evaluate(
            EvaluationRequest(width: 320, height: 400, scale: 0, conditions: conditions, sizes: sizes))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    @Test(arguments: [
        ("horizontal", "center"), ("horizontal", "top"), ("horizontal", "bottom"), ("vertical", "leading"),
        ("vertical", "center"), ("vertical", "trailing")
    ])
    func everyCombinationOfFlagsEqualsTheSolvedStack(_ axis: String, _ alignment: String) throws {
        var sizes = [
            "a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30), "c": CGSize(width: 30, height: 16)
        ]
        if axis == "vertical" { sizes = sizes.mapValues { CGSize(width: $0.height, height: $0.width) } }
        let flagged = try LayoutCompiler().compile(
            contents: Self.spec(axis: axis, alignment: alignment, views: Self.names, hideable: true),
            path: "Flagged.layout.yaml")
        for mask in 0..<(1 << Self.names.count) - 1 {
            let hidden = Self.names.indices.filter { mask & (1 << $0) != 0 }.map { Self.names[$0] }
            let shown = Self.names.filter { !hidden.contains($0) }
            let solved = try StackTestSupport.solver.compile(
                contents: Self.spec(axis: axis, alignment: alignment, views: shown, hideable: false),
                path: "Solved.layout.yaml")
            for rtl in [false, true] {
                let flags = Set(hidden.map { $0 + "Hidden" })
                let got = try Self.frames(flagged, sizes: sizes, conditions: rtl ? flags.union(["rtl"]) : flags)
                let expected = try Self.frames(
                    solved, sizes: sizes.filter { shown.contains($0.key) }, conditions: rtl ? ["rtl"] : [])
                for name in shown + ["s"] {
                    let a = try #require(got[name]), b = try #require(expected[name])
                    #expect(
                        zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 },
                        "\(axis) \(alignment), hidden \(hidden)\(rtl ? ", rtl" : ""): \(name) \(a) ≠ \(b)")
                }
            }
        }
    }

    /// By hand, the centred row in 320 points (288 long): `b` is 50 tall (at least 50, content 30)
    /// and makes the row 50 tall; `c` is 10 (at most 10, content 16), centred at 20; `a` (20) at 15.
    /// `a` stretches: 288 − 60 − 30 − 16 = 182.
    @Test func aCentredRowByHand() throws {
        let layout = try LayoutCompiler().compile(
            contents: Self.spec(axis: "horizontal", alignment: "center", views: Self.names, hideable: true),
            path: "Row.layout.yaml")
        let sizes = [
            "a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30), "c": CGSize(width: 30, height: 16)
        ]
        var frames = try Self.frames(layout, sizes: sizes, conditions: [])
        #expect(frames["a"] == [0, 15, 182, 20])
        #expect(frames["b"] == [190, 0, 60, 50])
        #expect(frames["c"] == [258, 20, 30, 10])
        #expect(frames["s"] == [16, 10, 288, 50])
        // `b` hidden: `a` takes its length and gap too (288 − 8 − 30 = 250), the row is as tall as
        // `a` (20), `c` at 258 and (20 − 10) / 2 = 5.
        frames = try Self.frames(layout, sizes: sizes, conditions: ["bHidden"])
        #expect(frames["a"] == [0, 0, 250, 20])
        #expect(frames["c"] == [258, 5, 30, 10])
        #expect(frames["s"] == [16, 10, 288, 20])
    }

    /// A stack pinned thinner than a view's least size across, with that view always shown, is a
    /// conflict at the bound; a bound across a `fill`-aligned stack with hidden views is an error
    /// that says what to write instead.
    @Test func aStackThinnerThanABoundConflictsAndFillAlignmentIsAnError() throws {
        let pinned =
            Self.spec(axis: "horizontal", alignment: "center", views: Self.names, hideable: false)
            + "\n  - s.height == 30"
        let conflict = try #require(StackTestSupport.errors(pinned, path: "Pinned.layout.yaml"))
        #expect(conflict.text.contains("these required constraints conflict"), "\(conflict.text)")
        #expect(conflict.text.contains("b.height >= 50"), "\(conflict.text)")
        let fill = try #require(
            StackTestSupport.errors(
                Self.spec(axis: "horizontal", alignment: "fill", views: Self.names, hideable: true),
                path: "Fill.layout.yaml"))
        #expect(fill.text.contains("its own size with `==` (`b.height == 50`), not a bound"), "\(fill.text)")
    }
}
