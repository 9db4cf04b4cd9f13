import Foundation
import Testing

@testable import LayoutSpec

/// A root that is a stack view (`RootStack.xib`: a 310 × 50 `fillEqually` stack of two views, 10
/// apart): the container stands for the root, so its arranged views go into a stack that fills it.
@Suite struct InterfaceBuilderRootStackTests {
    @Test func aRootStackViewFillsTheContainer() throws {
        let result = try InterfaceBuilderRoundTripTests.imported("RootStack.xib")
        let text = try #require(result.specs.first?.text)
        #expect(text.contains("  rootStack:\n    arranged: [left, right]\n    distribution: fillEqually\n"))
        #expect(text.contains("  - rootStack.edges == container.edges\n"))
        let layout = try LayoutCompiler().compile(contents: text, path: "RootStack.layout.yaml")
        // By hand: (410 − 10) / 2 = 200 each, the second 210 in.
        let frames = try layout.frames(for: EvaluationRequest(width: 410, height: 60, scale: 2)).frames
        #expect(frames["left"] == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(frames["right"] == CGRect(x: 210, y: 0, width: 200, height: 60))
    }
}
