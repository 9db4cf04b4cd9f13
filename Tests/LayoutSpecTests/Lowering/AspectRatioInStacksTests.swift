import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// An arranged view with an aspect ratio (`image.width == image.height * 16 / 9`) in a vertical
/// stack with hidden views (docs/notations/stacks.md, "Wrapping labels"): its height follows the
/// width the stack gives it, as a wrapping label's does. The reference is the same column written
/// without the hidden views, solved from UIKit's constraints, and hand arithmetic.
@Suite struct AspectRatioInStacksTests {
    static let names = ["image", "title", "body"]

    /// A card: a 16:9 image, a title and a wrapping body in a column 16 in from each side, 11
    /// from the top and bottom of a container that fits its height; `views` arranged, hideable
    /// when `hideable`.
    static func spec(_ views: [String], hideable: Bool, alignment: String = "fill") -> String {
        let declarations = [
            "image": "image: {}", "title": "title: {measure: intrinsic}", "body": "body: {measure: heightForWidth}"
        ]
        return """
            views: {\(views.compactMap { declarations[$0] }.joined(separator: ", "))}
            container: {height: fit}
            stacks:
              column: {axis: vertical, arranged: [\(views.joined(separator: ", "))], spacing: 8, \
            alignment: \(alignment)\(hideable ? ", hideable: [\(views.joined(separator: ", "))]" : "")}
            constraints:
            \(views.contains("image") ? "  - image.width == image.height * 16 / 9\n" : "")\
              - column.leading == superview.leading + 16
              - column.trailing == superview.trailing - 16
              - column.top == superview.top + 11
              - superview.bottom == column.bottom + 11
            """
    }

    static let sizes: [String: CGSize] = [
        "title": CGSize(width: 120, height: 22), "body": CGSize(width: 600, height: 20)
    ]

    static func frames(
        _ layout: CompiledLayout, width: Double, conditions: Set<String>, sizes: [String: CGSize]
    )
        throws -> [String: [Double]]
    {
        try StackTestSupport.frames(
            layout, EvaluationRequest(width: width, scale: 0, conditions: conditions, sizes: sizes))
    }

    /// Every combination of flags gives the frames of the column written without the hidden views.
    @Test func everyCombinationOfFlagsEqualsTheColumnWithoutTheHiddenViews() throws {
        let flagged = try LayoutCompiler().compile(
            contents: Self.spec(Self.names, hideable: true), path: "Flagged.layout.yaml")
        for mask in 0..<(1 << Self.names.count) - 1 {
            let hidden = Self.names.indices.filter { mask & (1 << $0) != 0 }.map { Self.names[$0] }
            let shown = Self.names.filter { !hidden.contains($0) }
            let reduced = try StackTestSupport.solver.compile(
                contents: Self.spec(shown, hideable: false), path: "Reduced.layout.yaml")
            for width in stride(from: 200.0, through: 420.0, by: 37.0) {
                for rtl in [false, true] {
                    var conditions = Set(hidden.map { $0 + "Hidden" })
                    if rtl { conditions.insert("rtl") }
                    let got = try Self.frames(flagged, width: width, conditions: conditions, sizes: Self.sizes)
                    let expected = try Self.frames(
                        reduced, width: width, conditions: rtl ? ["rtl"] : [],
                        sizes: Self.sizes.filter { shown.contains($0.key) })
                    for name in shown + ["column"] {
                        let a = try #require(got[name]), b = try #require(expected[name])
                        #expect(
                            zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 },
                            "hidden \(hidden) at \(width)\(rtl ? " rtl" : ""): \(name) \(a) ≠ \(b)")
                    }
                }
            }
        }
    }

    /// By hand, 375 wide: the column 343; the image 343 × 343 · 9 / 16 = 192.9375; the title 22
    /// high 8 below it (200.9375); the body, 600 × 20 on one line, 2 lines at 343 (40) at
    /// 230.9375; the column 270.9375, the container 292.9375. The image hidden: the title at 0,
    /// the body at 30, the column 70.
    @Test func aCardByHand() throws {
        let layout = try LayoutCompiler().compile(
            contents: Self.spec(Self.names, hideable: true), path: "Card.layout.yaml")
        let all = try Self.frames(layout, width: 375, conditions: [], sizes: Self.sizes)
        #expect(all["image"] == [0, 0, 343, 192.9375])
        #expect(all["title"] == [0, 200.9375, 343, 22])
        #expect(all["body"] == [0, 230.9375, 343, 40])
        #expect(all["column"] == [16, 11, 343, 270.9375])
        let noImage = try Self.frames(layout, width: 375, conditions: ["imageHidden"], sizes: Self.sizes)
        #expect(noImage["title"] == [0, 0, 343, 22])
        #expect(noImage["body"] == [0, 30, 343, 40])
        #expect(noImage["column"] == [16, 11, 343, 70])
    }

    /// In a horizontal stack the width would follow the height the stack gives: still an error
    /// that says what the model takes.
    @Test func anAspectRatioAlongARowIsAnError() throws {
        let spec = """
            views: {image: {}, title: {measure: intrinsic}}
            stacks:
              row: {arranged: [image, title], hideable: [title]}
            constraints:
              - image.width == image.height * 16 / 9
              - row.leading == superview.leading
              - row.top == superview.top
            """
        let error = try #require(StackTestSupport.errors(spec, path: "Row.layout.yaml"))
        #expect(
            error.text.contains("the stack places it, so a constraint may only give it its own size"), "\(error.text)")
    }
}
