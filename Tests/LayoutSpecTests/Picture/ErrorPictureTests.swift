import Foundation
import LayoutSpec
import Testing

/// `render` on a spec the solver rejects draws the witness input with the involved views marked.
@Suite struct ErrorPictureTests {
    /// 16 + 200 + 8 + 100 + 16 = 340 points are required: the line conflicts below 340 wide.
    static let conflict = """
        views: [a, b]
        constraints:
          - "H:|-16-[a(200)]-8-[b(100)]-16-|"
          - a.top == 10
          - b.top == 10
          - a.height == 40
          - b.height == 40
        """

    @Test func conflictDrawsTheWitnessWithTheViewsMarked() throws {
        let session = CompilationSession(contents: Self.conflict, path: "Conflict.layout.yaml")
        let error = try #require(session.failure)
        // Both sides of the threshold in one error, the narrower example first.
        guard case .conflict(let conflict) = error.diagnostics.first?.kind,
            case .allBut("container.width", let threshold, let below, let above) = conflict.extent,
            DiagnosticText.number(threshold) == "340"
        else {
            Issue.record("expected a conflict on both sides of container.width = 340: \(error)")
            return
        }
        #expect(below < 340 && above > 340)
        let picture = try #require(ErrorPicture.panel(session, request: EvaluationRequest(width: 375, height: 100)))
        // The witness the error gives (the example below 340) replaces the requested width.
        #expect(conflict.witness["container.width"] == below)
        let witnessWidth = DiagnosticText.rounded(below)
        // The layout does not read the container's height: the panel is as tall as its content
        // (10 + 40) plus 16.
        #expect(picture.panel.containerSize == CGSize(width: witnessWidth, height: 66))
        #expect(picture.panel.markedItems == ["a", "b"])
        #expect(
            picture.panel.caption == "error at line 3: \(SVGLayoutPicture.number(witnessWidth)) × 66; involved: a, b")
        // Relaxed in the order named (leading gap, a's width, the gap, b's width, trailing gap), the
        // last one gives way: a at 16, 200 wide; b at 16 + 200 + 8 = 224, 100 wide.
        #expect(picture.panel.layout.frames["a"] == CGRect(x: 16, y: 10, width: 200, height: 40))
        #expect(picture.panel.layout.frames["b"] == CGRect(x: 224, y: 10, width: 100, height: 40))
    }

    @Test func tieMarksTheUndeterminedView() throws {
        let spec =
            "views: [a]\nconstraints:\n  - a.left == 0\n  - a.top == 0\n  - a.height == 20\n"
            + "  - a.width == 100 @500\n  - a.width == 200 @500\n"
        let session = CompilationSession(contents: spec, path: "Tie.layout.yaml")
        let picture = try #require(ErrorPicture.panel(session, request: EvaluationRequest(width: 375, height: 100)))
        #expect(picture.panel.markedItems == ["a"])
        // The first tied constraint gains a level: a.width == 100 wins.
        #expect(picture.panel.layout.frames["a"] == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    /// Tied texts are drawn at the witness even when no size is given: the message's widths (the
    /// detail 236, the title at its typical 100) and the typical height 20. The title's compression
    /// resistance gains a level, so it keeps 100 and the detail gets 375 − 16 − 100 − 8 − 16 = 235,
    /// from x = 16 + 100 + 8 = 124.
    @Test func tiedTextsAreDrawnAtTheWitness() throws {
        let spec = """
            views:
              title: {measure: intrinsic}
              detail: {measure: intrinsic}
            constraints:
              - "H:|-16-[title]-8-[detail]-16-|"
              - "V:|-8-[title]"
              - "V:|-8-[detail]"
            """
        let session = CompilationSession(contents: spec, path: "Tie.layout.yaml")
        let picture = try #require(ErrorPicture.panel(session, request: EvaluationRequest(width: 375, height: 812)))
        #expect(picture.panel.markedItems == ["detail", "title"])
        #expect(picture.panel.layout.frames["title"] == CGRect(x: 16, y: 8, width: 100, height: 20))
        #expect(picture.panel.layout.frames["detail"] == CGRect(x: 124, y: 8, width: 235, height: 20))
    }

    @Test func cliWritesTheErrorPictureAndExitsOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Conflict.layout.yaml")
        try Self.conflict.write(to: spec, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("c.svg")
        let run = try CLITests.run(["render", spec.path, "--output", output.path, "--height", "100"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Conflict.layout.yaml:3:"))
        let svg = try String(contentsOf: output, encoding: .utf8)
        // Two panels: 340 wide where the line holds, then 272 wide where it conflicts, a marked in
        // it at 24 + 340 + 24 + 16 = 404.
        #expect(svg.contains(">holds at container.width = 340: 340 × 66</text>"))
        #expect(svg.contains("<rect x=\"404\" y=\"52\" width=\"200\" height=\"40\" class=\"marked\"/>"))
        #expect(svg.contains("involved: a, b"))
    }
}
