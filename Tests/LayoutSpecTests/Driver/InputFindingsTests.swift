import Foundation
import Testing

@testable import LayoutSpec

/// `eval` reports what goes wrong at the input it evaluates (`CompiledLayout.findings(at:)`), and
/// none of the findings `check` reports over every input.
@Suite struct InputFindingsTests {
    /// The settings row of docs/Solving.md with every check on: the title resists compression
    /// (750) harder than the detail (700).
    static let settingsRow = LayoutCheckTests.settingsRow.replacingOccurrences(
        of: "checks: {outsideParent: off}", with: "checks: {squeezed: warning, overlap: warning}")

    static func request(width: Double, title: Double) -> EvaluationRequest {
        var request = EvaluationRequest(width: width, height: 44)
        request.sizes = ["title": CGSize(width: title, height: 20), "detail": CGSize(width: 60, height: 20)]
        return request
    }

    @Test func anInputWhereEverythingFitsHasNoFindings() throws {
        let layout = try LayoutCompiler().compile(contents: Self.settingsRow, path: "Row.layout.yaml")
        // `check` finds the detail's negative width for long titles (title.intrinsicWidth > 278 at 375)…
        #expect(layout.checkFindings.map(\.message).contains { $0.hasPrefix("detail.width < 0 when") })
        // …but a 100-point title fits: 16 + 29 + 12 + 100 = 157, the detail's 60 at 375 − 16 − 8 − 8 − 60 = 283.
        #expect(layout.findings(at: Self.request(width: 375, title: 100)).isEmpty)
    }

    @Test func aLongTitleIsReportedAtItsInput() throws {
        let layout = try LayoutCompiler().compile(contents: Self.settingsRow, path: "Row.layout.yaml")
        // A 400-point title keeps its width: it spans 57 … 457, 82 past the 375-point container;
        // the detail starts at 457 + 8 = 465 and ends at the chevron's gap, 375 − 16 − 8 − 8 = 343:
        // width 343 − 465 = −122, narrower than its 60, and it (457 … 343 backwards) is no overlap,
        // while the title (57 … 457) covers the chevron (351 … 359) at the same top.
        let found = layout.findings(at: Self.request(width: 375, title: 400))
        #expect(
            found.map(\.message) == [
                "detail.width < 0 at this input (detail.width = -122); add `detail.width >= 0`, so that the views "
                    + "beside it give way instead (or set `checks: {negativeSize: off}` if this is intended)",
                "title extends past the container's right edge at this input (by 82); keep it inside with "
                    + "`title.right <= superview.right` (or set `checks: {outsideParent: off}` if this is intended)",
                "title and chevron overlap at this input; keep them apart with a required gap, such as "
                    + "`chevron.leading >= title.trailing + 8` or `chevron.top >= title.bottom + 8` "
                    + "(or set `checks: {overlap: off}`)",
                "detail is narrower than detail.intrinsicWidth at this input (detail.width = -122, its intrinsic "
                    + "size 60); give it room, or raise its compression resistance above the priorities that squeeze "
                    + "it (`detail: {measure: intrinsic, compression: 1000}`), or set `checks: {squeezed: off}`"
            ])
        #expect(found.map { $0.location?.line } == [4, 3, 5, 4])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func checksTurnedOffStayOff() throws {
        let quiet = Self.settingsRow.replacingOccurrences(
            of: "{squeezed: warning, overlap: warning}", with: "{negativeSize: off, outsideParent: off}")
        let layout = try LayoutCompiler().compile(contents: quiet, path: "Row.layout.yaml")
        #expect(layout.findings(at: Self.request(width: 375, title: 400)).isEmpty)
    }

    @Test func aFlushEdgeIsNotCrossedByRounding() throws {
        // A view a third of the container wide, flush with its right edge: at 100 points and scale 3
        // its frame rounds, but unrounded it ends at exactly 100.
        let spec = """
            views: [a]
            constraints:
              - a.width == superview.width / 3
              - a.right == superview.right
              - a.top == 0
              - a.height == 10
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Third.layout.yaml")
        #expect(layout.findings(at: EvaluationRequest(width: 100, height: 10, scale: 3)).isEmpty)
        // At a 5-point-high container the 10-point view is 5 past the bottom.
        #expect(
            layout.findings(at: EvaluationRequest(width: 100, height: 5, scale: 3)).map(\.message) == [
                "a extends past the container's bottom edge at this input (by 5); keep it inside with "
                    + "`a.bottom <= superview.bottom` (or set `checks: {outsideParent: off}` if this is intended)"
            ])
    }
}
