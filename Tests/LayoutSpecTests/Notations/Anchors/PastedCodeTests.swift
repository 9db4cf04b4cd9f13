import Foundation
import Testing

@testable import LayoutSpec

/// UIKit code pasted the way it is written (docs/notations/anchors.md, "Pasting code as written"):
/// `NSLayoutConstraint.activate([…])` blocks, calls over several lines in a YAML block scalar
/// with `//` comments, constraints kept in variables, `.priority(…)`, trailing commas, and
/// constants named as code names them (`UX.padding`).
@Suite struct PastedCodeTests {
    /// Each pasted form beside the equations it is (`SpecTesting.standardSpec`: views `a`, `b`,
    /// metric `pad` = 8, input `spacing`).
    static let equivalents: [(code: String, equations: [String])] = [
        (
            "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 44), "
                + "a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: pad),])",
            ["a.width == 44", "a.top == b.bottom + pad"]
        ),
        ("NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 44)])", ["a.width == 44"]),
        ("heightConstraint = a.heightAnchor.constraint(equalToConstant: 20)", ["a.height == 20"]),
        ("self.heightConstraint = a.heightAnchor.constraint(equalToConstant: 20)", ["a.height == 20"]),
        ("let top = a.topAnchor.constraint(equalTo: b.bottomAnchor)", ["a.top == b.bottom"]),
        ("var top = a.topAnchor.constraint(equalTo: b.bottomAnchor)", ["a.top == b.bottom"]),
        ("a.widthAnchor.constraint(equalToConstant: 44),", ["a.width == 44"]),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority(.defaultHigh)", ["a.width == 44 @750"]),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority(UILayoutPriority(999))", ["a.width == 44 @999"]),
        ("a.widthAnchor.constraint(equalToConstant: 44) // the icon's width", ["a.width == 44"]),
        // A `UIVisualEffectView`'s content view fills it.
        ("a.topAnchor.constraint(equalTo: b.contentView.topAnchor, constant: 8)", ["a.top == b.top + 8"])
    ]

    @Test(arguments: equivalents)
    func pastedCodeLowersAsItsEquations(code: String, equations: [String]) throws {
        #expect(try SpecTesting.lowered([code]) == SpecTesting.lowered(equations))
    }

    /// `top.priority = …` on its own line sets the priority of the statement that made `top`; a
    /// bare `top` in an activate list, and `top.isActive = true`, add nothing.
    @Test func aConstraintKeptInAVariableTakesItsLaterPriority() throws {
        let code = [
            "let top = a.topAnchor.constraint(equalTo: b.bottomAnchor)", "top.priority = .defaultLow + 1",
            "NSLayoutConstraint.activate([top, a.widthAnchor.constraint(equalToConstant: 44)])",
            "self.top.isActive = true"
        ]
        #expect(try SpecTesting.lowered(code) == SpecTesting.lowered(["a.top == b.bottom @251", "a.width == 44"]))
        #expect(
            SpecTesting.statementError("bottom.priority = .defaultHigh")
                == "9:6: `bottom` is not a constraint this spec makes: keep the statement that makes it "
                + "(`let bottom = a.topAnchor.constraint(…)`)")
        #expect(
            SpecTesting.statementError("bottom.isActive = false").hasPrefix(
                "9:24: a constraint that is not active lays nothing out"))
    }

    /// A cell's code pasted below `- |`, calls over several lines with comments, a constraint kept
    /// in a variable and given a lower priority, constants under their code names. By hand in a
    /// 375-point row (scale 1): the avatar at 16 from the leading edge, `UX.avatarSize` = 40 square,
    /// 12 from the top; the title `UX.spacing` = 12 after it to 16 before the trailing edge,
    /// 375 − 16 − 68 = 291 wide, 20 high (its required height beats the bottom @750, which wants
    /// 80 − 12 − 12 = 56), top-aligned with the avatar. Right to left, mirrored.
    @Test func aCellPastedAsWrittenHasTheFramesWorkedOutByHand() throws {
        let text = """
            views: [avatar, title]
            metrics: {UX.avatarSize: 40, UX.spacing: 12, Cell.UX.inset: 16}
            constraints:
              - "let titleBottom = title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)"
              - "titleBottom.priority = .defaultHigh"
              - |
                NSLayoutConstraint.activate([
                    // the avatar, fixed
                    avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor,
                                                    constant: Cell.UX.inset),
                    avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: UX.spacing),
                    avatar.widthAnchor.constraint(equalToConstant: UX.avatarSize),
                    avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

                    title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: UX.spacing),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -Cell.UX.inset),
                    title.topAnchor.constraint(equalTo: avatar.topAnchor),
                    title.heightAnchor.constraint(equalToConstant: 20),
                    titleBottom,
                ])
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "Cell.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 80, scale: 1)
        var frames = try layout.frames(for: request).frames
        #expect(frames["avatar"] == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(frames["title"] == CGRect(x: 68, y: 12, width: 291, height: 20))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        #expect(frames["avatar"] == CGRect(x: 319, y: 12, width: 40, height: 40))
        #expect(frames["title"] == CGRect(x: 16, y: 12, width: 291, height: 20))
    }

    /// An array kept in a variable and activated by name, and a variable stored in a property,
    /// are read as code runs them; a name no statement makes, even in a list, is an error.
    @Test func arraysAndAliasesOfConstraints() throws {
        let code = [
            "let constraints = [a.widthAnchor.constraint(equalToConstant: 44), a.topAnchor.constraint(equalTo: b.bottomAnchor),]",
            "NSLayoutConstraint.activate(constraints)", "let top = a.leftAnchor.constraint(equalTo: b.leftAnchor)",
            "self.topConstraint = top", "NSLayoutConstraint.activate([top])"
        ]
        #expect(
            try SpecTesting.lowered(code)
                == SpecTesting.lowered(["a.width == 44", "a.top == b.bottom", "a.left == b.left"]))
        #expect(
            SpecTesting.statementError(
                "NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 4), top])"
            )
            .hasPrefix("9:81: `top` is not a constraint this spec makes"))
        #expect(
            SpecTesting.statementError("NSLayoutConstraint.activate(constraints)").hasPrefix(
                "9:34: `constraints` is not a constraint this spec makes"))
    }

    /// A finding about a constraint of a block points at that constraint's own line, and quotes
    /// that constraint alone.
    @Test func findingsInABlockPointAtTheirConstraint() {
        let text = """
            views: [a]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    a.topAnchor.constraint(equalTo: contentView.topAnchor),
                    a.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    a.widthAnchor.constraint(equalToConstant: 40),
                    a.widthAnchor.constraint(equalToConstant: 50),
                    a.heightAnchor.constraint(equalToConstant: 10),
                ])
            """
        let found = SpecTesting.fileDiagnostics(text)
        #expect(found.first?.message == "these required constraints conflict")
        #expect(found.first?.location == SpecTesting.location(7, 9, path: "Block.layout.yaml"))
        #expect(
            found.first?.notes.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? ""): \($0.message)" } == [
                "7:9: conflicting constraint: a.widthAnchor.constraint(equalToConstant: 40)",
                "8:9: conflicting constraint: a.widthAnchor.constraint(equalToConstant: 50)",
                "8:9: fix: let this constraint give way: `a.widthAnchor.constraint(equalToConstant: 50) @750`"
            ])
    }

    /// A metric written as code computes it: arithmetic of numbers and the metrics before it.
    @Test func metricsAreComputedAsCodeComputesThem() throws {
        let text = """
            views: [a]
            metrics: {base: 4, UX.pad: 14 - base, big: "UX.pad * 2 + -1"}
            constraints:
              - a.edges == superview.edges(UX.pad, big, 0, 0)
            """
        let frames = try LayoutCompiler().compile(contents: text, path: "Metrics.layout.yaml")
            .frames(for: EvaluationRequest(width: 100, height: 100, scale: 1)).frames
        // UX.pad = 14 − 4 = 10, big = 10 × 2 − 1 = 19: a from (19, 10) to the container's corner.
        #expect(frames["a"] == CGRect(x: 19, y: 10, width: 81, height: 90))
        let errors = SpecTesting.fileDiagnostics(
            "views: [a]\nmetrics: {zero: 1 / 0, early: later, later: 1, bad: a.width}\nconstraints: [a.width == 1]"
        ).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? ""): \($0.message)" }
        #expect(
            errors == [
                "2:19: metric `zero` divides by zero",
                "2:31: metric `early` may use only numbers and the metrics declared before it; `later` is not one",
                "2:53: metric `bad` must be a number, or arithmetic of numbers and earlier metrics (`14 - 4`)"
            ])
    }

    /// An error inside a block is reported at its own line and column in the file.
    @Test func anErrorInABlockIsAtItsLineAndColumn() {
        let text = """
            views: [a, b]
            constraints:
              - |
                NSLayoutConstraint.activate([
                    a.widthAnchor.constraint(equalToConstant: 44),
                    a.topAnchor.constraint(equalTo: b.bottomAnchor) + 2,
                ])
            """
        let found = SpecTesting.fileDiagnostics(text)
        #expect(found.first?.location == SpecTesting.location(6, 57, path: "Block.layout.yaml"))
        #expect(found.first?.message.hasPrefix("expected `,` and the next constraint, or `]`") == true)
    }

    /// A constant named as code names it (`UX.padding`) is a metric declared under that name; a
    /// name no metric has stays an error, and a metric name must still be identifiers.
    @Test func constantsKeepTheirCodeNames() throws {
        let spec = """
            views: [a]
            metrics: {UX.size: 44, Theme.Spacing.large: 24}
            constraints:
              - "a.widthAnchor.constraint(equalToConstant: UX.size)"
              - "a.heightAnchor.constraint(equalToConstant: UX.size / 2)"
              - a.left == superview.left + Theme.Spacing.large
              - "a.snp.makeConstraints { make in make.top.equalToSuperview().offset(Theme.Spacing.large) }"
            """
        let frames = try LayoutCompiler().compile(contents: spec, path: "Constants.layout.yaml")
            .frames(for: EvaluationRequest(width: 200, height: 100, scale: 1)).frames
        #expect(frames["a"] == CGRect(x: 24, y: 24, width: 44, height: 22))
        let misspelt = spec.replacingOccurrences(of: "equalToConstant: UX.size)", with: "equalToConstant: UX.sise)")
        #expect(
            SpecTesting.fileDiagnostics(misspelt).first?.message.hasPrefix("unknown attribute `sise`") == true)
        #expect(
            SpecTesting.statementError("a.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale)")
                == "9:53: `UIScreen.main.scale` is not a view's attribute: a value computed at run time is an input "
                + "(`inputs: [scale]`, written by that name), a constant a metric (`metrics: {UIScreen.main.scale: …}`)"
        )
        let bad = spec.replacingOccurrences(of: "UX.size: 44", with: "UX..size: 44")
        #expect(
            SpecTesting.fileDiagnostics(bad).first?.message.hasSuffix(
                "or identifiers joined by `.` as code names a constant (`UX.padding`)") == true)
    }
}

extension SpecTesting {
    /// The diagnostics of a spec file's `text`, at `Block.layout.yaml`.
    static func fileDiagnostics(_ text: String) -> [Diagnostic] {
        do {
            _ = try LayoutCompiler().compile(contents: text, path: "Block.layout.yaml")
            return []
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return [.error(at: nil, "unexpected \(error)")]
        }
    }
}
