import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Closed forms deciding alike are computed once (`SharedClosedForms`), and long affine values are
/// written from a recent one (`RecentAffineValues`): the generated code stays linear in a row's
/// length, and its frames are the hand-computed ones. The fixtures are stacks lowered to
/// UIStackView's constraints (`StackLoweringMode.constraints`), so the solver's closed forms are
/// what is tested, not the stack model's running sums.
@Suite struct SharedClosedFormsTests {

    /// A stack of `count` measured views, centred across it, between the container's edges.
    static func stack(_ count: Int) -> String {
        let views = (0..<count).map { "  v\($0): {measure: intrinsic}" }.joined(separator: "\n")
        let arranged = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        return "views:\n\(views)\nstacks:\n  s: {arranged: [\(arranged)], alignment: center, spacing: 8}\n"
            + "checks: {negativeSize: off, outsideParent: off}\nconstraints:\n"
            + "  - s.leading == superview.leading + 16\n  - s.trailing == superview.trailing - 16\n"
            + "  - s.top == superview.top + 16\n"
    }

    @Test func viewsCentredInAStackReadItsHeightInsteadOfTheirOwnMax() throws {
        let layout = try StackTestSupport.solver.compile(contents: Self.stack(6), path: "Stack.layout.yaml")
        // One max over the six heights (five fmax calls), each top computed from it.
        #expect(layout.source.components(separatedBy: "fmax(").count - 1 == 5)
        #expect(layout.source.contains("let v3_minY: CGFloat = -0.5 * v3_intrinsicHeight + 16 + 0.5 * s_height"))
        var input = EvaluationInput(width: 375, height: 600, scale: 2)
        let heights: [Double] = [20, 44, 31, 12, 44, 7]
        for (i, h) in heights.enumerated() { input.sizes["v\(i)"] = CGSize(width: 30, height: h) }
        let frames = GeneratedCodeInterpreter.evaluate(layout.code, input: input).frames
        // The stack is 44 tall; each view is centred in it: top = 16 + (44 − h) / 2, on the 0.5 grid.
        #expect(frames["s"] == CGRect(x: 16, y: 16, width: 343, height: 44))
        for (i, h) in heights.enumerated() {
            let top = PixelRounding.px(16 + (44 - h) / 2, scale: 2)
            let bottom = PixelRounding.px(16 + (44 - h) / 2 + h, scale: 2)
            // Frames are in the stack's coordinates.
            #expect(frames["v\(i)"]?.minY == top - 16, "v\(i)")
            #expect(frames["v\(i)"]?.height == bottom - top, "v\(i)")
        }
    }

    @Test func aLongRowIsWrittenFromThePreviousEdge() throws {
        let layout = try StackTestSupport.solver.compile(contents: Self.stack(12), path: "Stack.layout.yaml")
        // Left to right, each view starts where the one before ends, plus the spacing.
        #expect(layout.source.contains("v8_minX = v7_minX + v7_intrinsicWidth + 8"))
        // Linear in the row's length: twice the views, about twice the code (spelling every edge
        // out, n²/2 terms, would be four times).
        let longer = try StackTestSupport.solver.compile(contents: Self.stack(24), path: "Stack.layout.yaml")
        func widthReads(_ source: String) -> Double {
            Double(source.components(separatedBy: "_intrinsicWidth").count - 1)
        }
        #expect(widthReads(longer.source) / widthReads(layout.source) < 2.5)
        var input = EvaluationInput(width: 1000, height: 600, scale: 1)
        let widths: [Double] = (0..<12).map { Double(20 + 3 * $0) }
        for (i, w) in widths.enumerated() { input.sizes["v\(i)"] = CGSize(width: w, height: 10) }
        let frames = GeneratedCodeInterpreter.evaluate(layout.code, input: input).frames
        // v0 takes what the others and the gaps leave of 1000 − 32 (the first view gives way).
        let first = 968 - widths.dropFirst().reduce(0, +) - 11 * 8
        #expect(frames["v0"] == CGRect(x: 0, y: 0, width: first, height: 10))
        var left = first + 8
        for i in 1..<12 {
            #expect(frames["v\(i)"] == CGRect(x: left, y: 0, width: widths[i], height: 10), "v\(i)")
            left += widths[i] + 8
        }
    }
}
