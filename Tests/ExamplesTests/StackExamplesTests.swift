import Foundation
import LayoutExamples
import LayoutSpec
import Testing

/// `Specs/StackedSettings.layout.yaml`: a screen of nested stack views (a profile header, a
/// settings row, a toolbar), through the compiled code and `eval`.
@Suite struct StackExamplesTests {
    typealias Frames = StackedSettingsLayout.Frames
    static let sizes: [String: CGSize] = [
        "name": CGSize(width: 120, height: 22), "handle": CGSize(width: 90, height: 16),
        "rowTitle": CGSize(width: 80, height: 20), "value": CGSize(width: 50, height: 20),
        "share": CGSize(width: 60, height: 44), "edit": CGSize(width: 40, height: 44),
        "remove": CGSize(width: 70, height: 44)
    ]

    /// The fourth example hides the row's value and the toolbar's third button: the compiled
    /// `frames(for:)` reads the flags and copies them into `Frames` (for `apply`'s `isHidden`).
    @Test func examplesHoldInTheCompiledCode() {
        #expect(StackedSettingsLayout.examples.count == 4)
        #expect(StackedSettingsLayout.examples.last?.frames.valueHidden == true)
        #expect(StackedSettingsLayout.examples.last?.frames.removeHidden == true)
        for example in StackedSettingsLayout.examples {
            #expect(StackedSettingsLayout.frames(for: example.input) == example.frames)
        }
    }

    /// 351 wide: 351 − 32 = 319 inside the screen's margins. names 319 − 56 − 12 = 251; rowTitle
    /// (the earlier of the two views tied at hugging 250 stretches) 319 − 24 − 50 − 8 − 8 − 8 − 12
    /// = 209, value at 32 + 209 + 8 = 249, chevron at 249 + 50 + 12 = 311; buttons (319 − 16) / 3
    /// = 101 at 0, 109, 218. Heights as in the spec's first example.
    @Test func compiledCodeAndEvalAgreeByHand() throws {
        let s = Self.sizes
        let compiled = StackedSettingsLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 351, height: 600),
                name: s["name"] ?? .zero, handle: s["handle"] ?? .zero, rowTitle: s["rowTitle"] ?? .zero,
                value: s["value"] ?? .zero, share: s["share"] ?? .zero, edit: s["edit"] ?? .zero,
                remove: s["remove"] ?? .zero))
        let evaluated = try SpecEvaluation.frames(
            "StackedSettings.layout.yaml",
            EvaluationRequest(width: 351, height: 600, sizes: Self.sizes))
        let expected: [String: CGRect] = [
            "screen": SpecEvaluation.rect(0, 0, 351, 180), "header": SpecEvaluation.rect(16, 12, 319, 56),
            "names": SpecEvaluation.rect(68, 8, 251, 40), "row": SpecEvaluation.rect(16, 84, 319, 24),
            "rowTitle": SpecEvaluation.rect(32, 2, 209, 20), "value": SpecEvaluation.rect(249, 2, 50, 20),
            "chevron": SpecEvaluation.rect(311, 6, 8, 12), "toolbar": SpecEvaluation.rect(16, 124, 319, 44),
            "share": SpecEvaluation.rect(0, 0, 101, 44), "edit": SpecEvaluation.rect(109, 0, 101, 44),
            "remove": SpecEvaluation.rect(218, 0, 101, 44)
        ]
        let compiledByName: [String: CGRect] = [
            "screen": compiled.screen, "header": compiled.header, "names": compiled.names, "row": compiled.row,
            "rowTitle": compiled.rowTitle, "value": compiled.value, "chevron": compiled.chevron,
            "toolbar": compiled.toolbar, "share": compiled.share, "edit": compiled.edit, "remove": compiled.remove
        ]
        for (name, frame) in expected {
            #expect(compiledByName[name] == frame, "\(name) (compiled)")
            #expect(evaluated[name] == frame, "\(name) (eval)")
        }
    }
}
