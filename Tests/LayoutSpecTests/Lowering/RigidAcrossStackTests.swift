import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// A view of fixed size across a stack (docs/notations/stacks.md, "One model"): a wrapping view
/// that resists both ways at 1000 in a `fill`-aligned row sets the row's height once it is
/// measured at the width the row gives it; a fixed size across a stack not aligned `fill` is a
/// least size of the stack, so pinning the stack thinner is a conflict, as UIKit reports.
@Suite struct RigidAcrossStackTests {
    /// A `fillProportionally` row, `alignment: fill`, of a plain measured view and a column holding
    /// a wrapping label that neither stretches nor shrinks vertically. By hand at 319 wide: the
    /// row shares 319 − 4 = 315 in proportion to the content widths 14 and 900, so the column is
    /// 315 × 900 / 914 = 310.2 wide, the label ⌈900 / 310.2⌉ = 3 lines of 20 = 60 high, and the
    /// row and the cell 60 high (they were 0 when the row read the column's unmeasured height).
    @Test func aFillRowTakesTheHeightOfAWrappingColumn() throws {
        let spec = """
            container: {height: fit}
            views:
              a: {measure: intrinsic}
              body: {measure: heightForWidth, hugging: [250, 1000], compression: [750, 1000]}
            stacks:
              row: {axis: horizontal, distribution: fillProportionally, alignment: fill, spacing: 4, arranged: [a, col]}
              col: {axis: vertical, arranged: [body]}
            constraints:
              - row.edges == superview.edges
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Row.layout.yaml")
        let request = EvaluationRequest(
            width: 319, scale: 1, sizes: ["a": CGSize(width: 14, height: 0), "body": CGSize(width: 900, height: 20)])
        let frames = try layout.frames(for: request)
        #expect(frames.frames["row"] == CGRect(x: 0, y: 0, width: 319, height: 60))
        #expect(frames.frames["body"] == CGRect(x: 0, y: 0, width: 310, height: 60))
        #expect(frames.fittingSize == CGSize(width: 319, height: 60))
    }

    /// A 44-point avatar in a bottom-aligned row with 18-point margins, the row pinned 0 high
    /// under a condition: the required 44 cannot hold, an error at the avatar's height that names
    /// the pin (before, the avatar came out −36 high with warnings only).
    @Test func aFixedSizeAcrossIsALeastSizeOfTheStack() {
        let spec = """
            container: {height: fit}
            conditions: [collapsed]
            views:
              avatar: {}
              field: {measure: intrinsic}
            stacks:
              row: {axis: horizontal, alignment: bottom, spacing: 12, layoutMarginsRelativeArrangement: true, layoutMargins: 18, arranged: [avatar, field]}
            constraints:
              - row.edges == superview.edges
              - avatar.width == 44
              - avatar.height == 44
              - when: collapsed
                constraints:
                  - row.height == 0
            """
        let found = SpecTesting.fileDiagnostics(spec)
        #expect(found.first?.message == "these required constraints conflict")
        #expect(found.first?.location == SpecTesting.location(11, 5, path: "Block.layout.yaml"))
        #expect(found.first?.notes.contains { $0.message.hasPrefix("conflicting constraint: row.height == 0") } == true)
    }
}
