import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// UIKit's names: `safeAreaLayoutGuide` and `layoutMarginsGuide` as items, `systemSpacing` in
/// equations, and "did you mean" for UIKit spellings a spec writes another way.
@Suite struct UIKitSpellingsTests {
    static let spec = """
        views: [a, b]
        constraints:
          - a.top == safeAreaLayoutGuide.top
          - a.leading == layoutMarginsGuide.leading
          - a.width == 100
          - a.height == 20
          - b.leading == a.trailing + systemSpacing * 2
          - b.top == a.bottom + systemSpacing
          - b.trailing == layoutMarginsGuide.trailing
          - b.height == 20
        """

    @Test func guidesAndSystemSpacing() throws {
        let layout = try LayoutCompiler().compile(contents: Self.spec, path: "Guides.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 812)
        request.safeAreaInsets = LayoutInsets(top: 47, left: 10, bottom: 34, right: 20)
        // a: top at the safe area's 47; leading at the safe area's 10 plus the 8-point margin = 18.
        // b: leading 18 + 100 + 2 × 8 = 134; trailing 375 − 20 − 8 = 347, so 213 wide; top
        // 47 + 20 + 8 = 75.
        #expect(try layout.evaluate(request) == #"{"frames": {"a": [18, 47, 100, 20], "b": [134, 75, 213, 20]}}"#)
    }

    private func firstError(_ line: String) -> String? {
        let spec = Self.spec.replacingOccurrences(of: "  - a.top == safeAreaLayoutGuide.top", with: "  - " + line)
        do {
            _ = try LayoutCompiler().compile(contents: spec, path: "Guides.layout.yaml")
            return nil
        } catch let error as SpecError {
            return error.diagnostics.first { $0.severity == .error }?.message
        } catch {
            return nil
        }
    }

    @Test func uikitSpellingsGetDidYouMean() {
        #expect(
            firstError("a.top == view.safeAreaLayoutGuide.top")
                == "unknown attribute `safeAreaLayoutGuide`: UIKit's guides are items here; write `safeAreaLayoutGuide.top`, not `view.safeAreaLayoutGuide.top`"
        )
        #expect(
            firstError("a.top == topLayoutGuide.bottom")?.hasSuffix(
                "did you mean `safeArea` (also spelled `safeAreaLayoutGuide`), as in `a.top == safeArea.top`?") == true)
        #expect(
            firstError("a.top == 8 + standardSpacing")?.hasSuffix(
                "did you mean `systemSpacing` (8 points; `a.leading == b.trailing + systemSpacing * 2` is "
                    + "`equalToSystemSpacingAfter(b.trailingAnchor, multiplier: 2)`)?") == true)
        #expect(UIKitSpellings.advice(for: "title") == nil)
    }
}
