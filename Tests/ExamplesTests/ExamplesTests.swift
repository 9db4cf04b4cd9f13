import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

@testable import LayoutExamples

private let rect = SpecEvaluation.rect

/// The code the plugin generated for `Specs/` returns exactly the frames `layout-gen eval`
/// prints, and both equal frames computed by hand.
@Suite struct ExamplesTests {
    /// ProfileCard: `H:|-16-[avatar(48)]-12-[title]-(>=16)-|`, title and subtitle intrinsic.
    /// title.width = min(iw, cw − 92) (compression 750 beats hugging 250; the gap ≥ 16 is required),
    /// subtitle.width = min(iw, cw − 92) likewise, subtitle.top = 16 + 20 + 4 = 40.
    @Test(arguments: [
        // width, rtl, expected avatar, title, subtitle
        (375.0, false, rect(16, 16, 48, 48), rect(76, 16, 120, 20), rect(76, 40, 200, 16)),
        (250.0, false, rect(16, 16, 48, 48), rect(76, 16, 120, 20), rect(76, 40, 158, 16)),
        // rtl: avatar.x = 250 − 16 − 48 = 186; title.right = 186 − 12 = 174 → x = 54;
        // subtitle.right = title.right = 174, width 158 → x = 16.
        (250.0, true, rect(186, 16, 48, 48), rect(54, 16, 120, 20), rect(16, 40, 158, 16))
    ])
    func profileCard(width: Double, rtl: Bool, avatar: CGRect, title: CGRect, subtitle: CGRect) throws {
        let traits = LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let compiled = ProfileCardLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: width, height: 812), scale: 1,
                title: CGSize(width: 120, height: 20), subtitle: CGSize(width: 200, height: 16), traits: traits))
        #expect(compiled.avatar == avatar)
        #expect(compiled.title == title)
        #expect(compiled.subtitle == subtitle)
        let evaluated = try SpecEvaluation.frames(
            "ProfileCard.layout.yaml",
            EvaluationRequest(
                width: width, height: 812, conditions: rtl ? ["rtl"] : [],
                sizes: ["title": .init(width: 120, height: 20), "subtitle": .init(width: 200, height: 16)]))
        #expect(evaluated == ["avatar": compiled.avatar, "title": compiled.title, "subtitle": compiled.subtitle])
    }

    /// Toolbar: back fixed at 8; action keeps its intrinsic 60 (hugging 300, compression 800);
    /// the title (intrinsic tw, hugging 250, compression 750) is at most 240 wide and wants to be
    /// centred (@500) between required gaps of 8: width = min(240, tw, cw − 60 − 76), and
    /// x = clamp(cw/2 − width/2, 60, cw − 76 − width).
    @Test(arguments: [
        // cw 375, tw 100: centred, x = 187.5 − 50 = 137.5 → 138 (half away from zero), maxX 237.5 → 238.
        (375.0, 100.0, false, rect(8, 0, 44, 44), rect(138, 12, 100, 20), rect(307, 7, 60, 30)),
        // cw 250, tw 150: room is 250 − 136 = 114, so width 114 and x pinned at 60.
        (250.0, 150.0, false, rect(8, 0, 44, 44), rect(60, 12, 114, 20), rect(182, 7, 60, 30)),
        // cw 800, tw 400: clamped to 240, centred at x = 400 − 120 = 280.
        (800.0, 400.0, false, rect(8, 0, 44, 44), rect(280, 12, 240, 20), rect(732, 7, 60, 30)),
        // rtl mirrors the bar: back at 375 − 8 − 44 = 323, action at 8, title centred again.
        (375.0, 100.0, true, rect(323, 0, 44, 44), rect(138, 12, 100, 20), rect(8, 7, 60, 30))
    ])
    func toolbar(width: Double, titleWidth: Double, rtl: Bool, back: CGRect, title: CGRect, action: CGRect) throws {
        let compiled = ToolbarLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: width, height: 44), scale: 1,
                title: CGSize(width: titleWidth, height: 20), action: CGSize(width: 60, height: 30),
                traits: LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight)))
        #expect(compiled.back == back)
        #expect(compiled.title == title)
        #expect(compiled.action == action)
        let evaluated = try SpecEvaluation.frames(
            "Toolbar.layout.yaml",
            EvaluationRequest(
                width: width, height: 44, conditions: rtl ? ["rtl"] : [],
                sizes: ["title": .init(width: titleWidth, height: 20), "action": .init(width: 60, height: 30)]))
        #expect(evaluated == ["back": compiled.back, "title": compiled.title, "action": compiled.action])
    }

    /// Scale 2 and a bounds origin: edges round to half points, and frames move with the origin.
    @Test func toolbarAtScaleTwoWithOrigin() throws {
        let compiled = ToolbarLayout.frames(
            for: .init(
                bounds: CGRect(x: 10, y: 100, width: 375, height: 44), scale: 2,
                title: CGSize(width: 101, height: 21), action: CGSize(width: 60, height: 30)))
        // title: width 101, x = 187.5 − 50.5 = 137 → 10 + 137 = 147; y = 22 − 10.5 = 11.5 → 111.5.
        #expect(compiled.title == rect(147, 111.5, 101, 21))
        #expect(compiled.back == rect(18, 100, 44, 44))
    }

    /// Every spec in `Specs/` is checked somewhere in this target against both its compiled code
    /// (`TypeLayout.frames(for:`) and `eval` (its file name passed to `SpecEvaluation`).
    @Test func everySpecIsCheckedThroughBothPaths() throws {
        let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = FileManager.default.enumerator(atPath: testsFolder.path)?.compactMap { $0 as? String } ?? []
        let sources = try files.filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: testsFolder.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        for fileName in try SpecEvaluation.specFileNames() {
            let typeName = try LayoutCompiler().compile(path: SpecEvaluation.path(fileName)).typeName
            // Compared without white space: a call may be wrapped after `frames(`.
            #expect(
                sources.filter { !$0.isWhitespace }.contains("\(typeName).frames(for:"),
                "no test calls \(typeName).frames(for:)")
            let stem = fileName.components(separatedBy: ".").first ?? fileName
            #expect(
                sources.contains("\(fileName)\"") || sources.contains("\"\(stem)\""),
                "no test evaluates \(fileName) through eval")
        }
    }
}
