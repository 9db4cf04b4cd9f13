import Foundation
import LayoutSpec
import Testing

/// An undetermined attribute gets a picture too: the attribute takes a stand-in value at priority 1
/// and its view is marked.
@Suite struct UndeterminedPictureTests {
    @Test func undeterminedWidthIsDrawnWithAStandIn() throws {
        let spec =
            "views: [title, button]\nconstraints:\n  - H:|-12-[title]-12-[button]-12-|\n"
            + "  - V:|[title(20)]\n  - V:|[button(20)]\n"
        let session = CompilationSession(contents: spec, path: "Row.layout.yaml")
        let picture = try #require(ErrorPicture.panel(session, request: EvaluationRequest(width: 375, height: 100)))
        #expect(picture.panel.markedItems == ["button"])
        // button.width stands in at 100: title = 375 − 3 · 12 − 100 = 239 wide, button at 12 + 239 + 12 = 263.
        #expect(picture.panel.layout.frames["title"] == CGRect(x: 12, y: 0, width: 239, height: 20))
        #expect(picture.panel.layout.frames["button"] == CGRect(x: 263, y: 0, width: 100, height: 20))
        let svg = SVGLayoutPicture.render(title: "Row", interface: picture.interface, panels: [picture.panel])
        #expect(svg.contains("button (involved)"))
    }
}
