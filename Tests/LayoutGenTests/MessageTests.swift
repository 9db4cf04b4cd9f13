import Foundation
import Testing

@testable import layout_gen

/// The messages a person reads, as `layout-gen check` prints them (the source line and a caret
/// after each diagnostic), each pinned by a golden file in `Golden/Messages/`.
@Suite struct MessageTests {
    /// A spec and the file its `check` output is pinned in.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // A misspelled view in a Visual Format line and an equation: "did you mean", caret under it.
        Case(
            name: "UnknownView",
            spec: """
                views: [title, button]
                constraints:
                  - H:|[titel(100)][button(100)]
                  - V:|[title(20)][button(20)]
                  - titel.height == 20
                """),
        // A misspelled top-level key.
        Case(
            name: "UnknownKey",
            spec: """
                views: [a]
                constrains:
                  - H:|[a(100)]
                """),
        // 16 + 200 + 8 + 160 + 16 = 400: conflicts below and above 400, one error for both
        // sides, with a gap that may grow and a size that may give way.
        Case(
            name: "ConflictBothSides",
            spec: """
                views: [a, b]
                constraints:
                  - H:|-16-[a(200)]-8-[b(160)]-16-|
                  - V:|[a(20)]
                  - V:|[b(20)]
                """),
        // 16 + 200 + 8 + 80 + 16 = 320 needed: too narrow only, the size that may give way.
        Case(
            name: "ConflictNarrow",
            spec: """
                views: [field, button]
                constraints:
                  - H:|-16-[field(>=200)]-8-[button(80)]-16-|
                  - V:|[field(20)]
                  - V:|[button(20)]
                """),
        // Two equations hold together at width 200 only: the fix adds a priority to one.
        Case(
            name: "ConflictEquations",
            spec: """
                views: [a]
                constraints:
                  - a.width == 100
                  - a.width == superview.width / 2
                  - H:|[a]
                  - V:|[a(10)]
                """),
        // Neither view has a width: the hint quotes the spec's `-12-` and suggests `measure: intrinsic`.
        Case(
            name: "UndeterminedWidth",
            spec: """
                views: [title, button]
                constraints:
                  - H:|-12-[title]-12-[button]-12-|
                  - V:|[title(20)]
                  - V:|[button(20)]
                """),
        // A baseline of a view that is not a label.
        Case(
            name: "BaselineOfAPlainView",
            spec: """
                views: [a, b]
                constraints:
                  - H:|[a(100)][b(100)]
                  - V:|[a(20)]
                  - b.firstBaseline == a.firstBaseline
                  - b.height == 20
                """),
        // A reader error (`hugging: 1001`) does not hide the notation error after it (`@1500`).
        Case(
            name: "IndependentErrors",
            spec: """
                views:
                  a: {hugging: 1001}
                constraints:
                  - H:|[a(100@1500)]
                  - V:|[a(20)]
                """),
        // Two texts in a row: when too narrow their compression resistances tie (from a detail
        // wider than 375 − 16 − 8 − 16 − 100 = 235), when too wide their hugging (from a container
        // wider than 16 + 100 + 8 + 100 + 16 = 240); each message ends with a priority to change.
        Case(
            name: "TiedTexts",
            spec: """
                views:
                  title: {measure: intrinsic}
                  detail: {measure: intrinsic}
                constraints:
                  - "H:|-16-[title]-8-[detail]-16-|"
                  - "V:|-8-[title]-8-|"
                  - "V:|-8-[detail]-8-|"
                """),
        // Two wishes at one priority: the fix names the first statement and a priority one up.
        Case(
            name: "TiedStatements",
            spec: """
                views: [a, b]
                constraints:
                  - "H:|-[a]-[b]-|"
                  - a.width == 100 @500
                  - b.width == 100 @500
                  - "V:|-[a(20)]"
                  - "V:|-[b(20)]"
                """)
    ]

    /// Warnings of the layout checks at the constraint that places the view (not its `views:`
    /// entry): 20 + 200 + 8 + 100 = 328 points for b, 220 for a, 40 high; checked from every size,
    /// all of them are one warning (one container bound fixes them), at a's leading gap.
    @Test func checkPrintsWarningsAtTheirConstraint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-msg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("EdgeWarnings.layout.yaml")
        try """
        views:
          a: {}
          b: {}
        container: {minWidth: 0, minHeight: 0}
        constraints:
          - "H:|-[a(200)]-[b(100)]"
          - "V:|-[a(20)]"
          - "V:|-[b(20)]"

        """.write(to: spec, atomically: true, encoding: .utf8)
        let run = LayoutGenTool.capturing(["check", spec.path])
        #expect(run.status == .success)
        let text = run.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        try GoldenText.expect(text, matches: "EdgeWarnings.txt", in: "Messages")
    }

    @Test(arguments: cases)
    func checkPrintsTheGoldenMessage(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-msg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("\(testCase.name).layout.yaml")
        try (testCase.spec + "\n").write(to: spec, atomically: true, encoding: .utf8)
        let run = LayoutGenTool.capturing(["check", spec.path])
        #expect(run.status == .specErrors)
        #expect(run.stdout.isEmpty)
        let text = run.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        try GoldenText.expect(text, matches: "\(testCase.name).txt", in: "Messages")
    }

    /// Usage errors with their new wording, pinned too: a misspelled command and option, and a
    /// positive descender.
    @Test(arguments: [
        ("UsageCommand", ["gen", "Card.layout.yaml"]),
        ("UsageOption", ["eval", "Card.layout.yaml", "--widht", "320"]),
        ("UsageFont", ["eval", "Card.layout.yaml", "--font", "title=18,5,12"])
    ])
    func usageErrorsPrintTheGoldenMessage(name: String, arguments: [String]) throws {
        let run = LayoutGenTool.capturing(arguments)
        #expect(run.status == .usage)
        try GoldenText.expect(run.stderr, matches: "\(name).txt", in: "Messages")
    }
}
