import Foundation
import Testing

@testable import layout_gen

/// "Did you mean" for every kind of name a spec or a flag holds, as `layout-gen` prints it: one
/// golden file per kind in `Golden/DidYouMean/`, each of which must name the intended spelling.
@Suite struct DidYouMeanTests {
    /// A misspelled spec and the spelling its message must suggest.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: String
        var suggests: [String]
        var testDescription: String { name }
    }

    static let specCases: [Case] = [
        Case(
            name: "Attribute",
            spec: """
                views: [box]
                constraints:
                  - box.top == superview.top
                  - box.leading == superview.leading
                  - box.width == 10
                  - box.heigth == 50
                """, suggests: ["did you mean `height`?"]),
        Case(
            name: "Condition",
            spec: """
                views: [box]
                constraints:
                  - box.top == superview.top
                  - box.leading == superview.leading
                  - box.height == 50
                  - {when: regularWidht, constraints: [box.width == 20]}
                  - {when: "!regularWidth", constraints: [box.width == 10]}
                """, suggests: ["did you mean `regularWidth`?"]),
        Case(
            name: "CaseDifference",
            spec: """
                views:
                  body: {measure: heightforwidth}
                constraints:
                  - H:|-[body]-|
                  - V:|-[body]
                """, suggests: ["did you mean `heightForWidth`?"]),
        Case(
            name: "ParentView",
            spec: """
                views:
                  panel: {}
                  box: {parent: pannel}
                constraints:
                  - panel.edges == superview.edges
                  - box.edges == panel.edges
                """, suggests: ["did you mean `panel`?"]),
        Case(
            name: "EasyPeasyAttribute",
            spec: """
                views: [box]
                attributes:
                  box: [Top(0), Left(0), Width(10), Height(10), Rigth(5)]
                """, suggests: ["did you mean `Right`?"]),
        Case(
            name: "UIKitPriorities",
            spec: """
                views: [box, tag]
                constraints:
                  - box.top == superview.top
                  - box.leading == superview.leading
                  - box.width == 10 @ defaultHigh
                  - box.height == 10 @ fittingSizeLevel
                  - tag.top == box.bottom @ hihg
                attributes:
                  tag: [Left(0), Width(10).with(.defaultLow), Height(10)]
                """,
            suggests: [
                "did you mean `high`? (UIKit's `defaultHigh` is 750)", "UIKit's `fittingSizeLevel` is 50: write `50`",
                "did you mean `high`?", "did you mean `.low`? (UIKit's `defaultLow` is 250)"
            ]),
        Case(
            name: "NotationKeywords",
            spec: """
                views: [a, b, c]
                constraints:
                  - "H:|-[a(10)]-[b(10)] options: alignAllCenterYY"
                  - V:|[a(10)]
                  - V:|[b(10)]
                rules:
                  c: "tt = 5, lll = 5, w = 10, h = 10"
                """, suggests: ["did you mean `alignAllCenterY`?", "did you mean `ll`?"])
    ]

    @Test(arguments: specCases)
    func checkSuggestsTheIntendedSpelling(_ testCase: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-dym-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("\(testCase.name).layout.yaml")
        try (testCase.spec + "\n").write(to: spec, atomically: true, encoding: .utf8)
        let run = LayoutGenTool.capturing(["check", spec.path])
        #expect(run.status == .specErrors)
        let text = run.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        for suggestion in testCase.suggests {
            #expect(text.contains(suggestion), "\(testCase.name) does not say \(suggestion): \(text)")
        }
        try GoldenText.expect(text, matches: "\(testCase.name).txt", in: "DidYouMean")
    }

    /// Flags name views and conditions too: a misspelled measured view, and a built-in condition
    /// the spec does not declare but `layout-gen` knows. Both are usage errors with the usage and
    /// where the help is.
    @Test(arguments: [
        ("FlagView", ["--size", "titel=10x10"], "did you mean 'title'?"),
        ("FlagCondition", ["--when", "rlt"], "did you mean 'rtl'?")
    ])
    func flagsSuggestTheIntendedName(name: String, flags: [String], suggestion: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-dym-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Card.layout.yaml")
        try """
        views:
          title: {measure: intrinsic}
        constraints:
          - title.top == superview.top
          - title.leading == superview.leading

        """.write(to: spec, atomically: true, encoding: .utf8)
        let run = LayoutGenTool.capturing(["eval", spec.path] + flags)
        #expect(run.status == .usage)
        #expect(run.stdout.isEmpty)
        let text = run.stderr.replacingOccurrences(of: folder.path + "/", with: "")
        #expect(text.contains(suggestion))
        #expect(text.hasSuffix("See 'layout-gen eval --help'.\n"))
        try GoldenText.expect(text, matches: "\(name).txt", in: "DidYouMean")
    }
}
