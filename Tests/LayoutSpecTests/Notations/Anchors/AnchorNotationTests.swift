import Foundation
import Testing

@testable import LayoutSpec

/// Constraints written as UIKit code (docs/notations/anchors.md): each form lowers to exactly the
/// constraints of the equation it stands for, a layout pasted from code gives the frames worked
/// out by hand, and what UIKit would reject (or a spec cannot say) is an error at its column.
@Suite struct AnchorNotationTests {
    /// Every anchor form beside the equation it is (`SpecTesting.standardSpec`: views `a`, `b`,
    /// metric `pad` = 8, input `spacing`).
    static let equivalents: [(anchor: String, equation: String)] = [
        ("a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 12)", "a.leading == b.trailing + 12"),
        ("a.leftAnchor.constraint(greaterThanOrEqualTo: b.rightAnchor)", "a.left >= b.right"),
        ("a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -pad)", "a.top <= b.bottom - pad"),
        ("a.centerXAnchor.constraint(equalTo: b.centerXAnchor)", "a.centerX == b.centerX"),
        ("a.centerYAnchor.constraint(equalTo: b.centerYAnchor, constant: spacing)", "a.centerY == b.centerY + spacing"),
        ("a.widthAnchor.constraint(equalToConstant: 44)", "a.width == 44"),
        ("a.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)", "a.height >= 20"),
        ("a.heightAnchor.constraint(lessThanOrEqualToConstant: 2 * pad)", "a.height <= 2 * pad"),
        ("a.widthAnchor.constraint(equalTo: b.widthAnchor)", "a.width == b.width"),
        ("a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5)", "a.width == b.height * 0.5"),
        (
            "a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 4)",
            "a.height >= b.height * 2 + 4"
        ),
        (
            "a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 2)",
            "a.leading == b.trailing + 16"
        ),
        (
            "a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)",
            "a.top >= b.bottom + 8"
        ),
        (
            "a.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16)",
            "a.trailing == container.trailing - 16"
        ),
        ("a.topAnchor.constraint(equalTo: self.topAnchor)", "a.top == container.top"),
        ("self.a.bottomAnchor.constraint(equalTo: view.bottomAnchor)", "a.bottom == container.bottom"),
        ("a.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11)", "a.top == container.top + 11"),
        ("a.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)", "a.top == safeArea.top"),
        ("a.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)", "a.bottom == safeArea.bottom"),
        (
            "a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)",
            "a.leading == layoutMarginsGuide.leading"
        ),
        ("a.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor)", "a.leading == b.leadingMargin"),
        (
            "a.centerYAnchor.constraint(equalTo: b.layoutMarginsGuide.centerYAnchor)",
            "a.centerY == b.centerYWithinMargins"
        ),
        ("a.widthAnchor.constraint(equalToConstant: 44).isActive = true", "a.width == 44"),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority = .defaultHigh", "a.width == 44 @750"),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority = .defaultLow + 1", "a.width == 44 @251"),
        (
            "a.widthAnchor.constraint(equalToConstant: 44).priority = UILayoutPriority(rawValue: 999)",
            "a.width == 44 @999"
        ),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority = UILayoutPriority(999)", "a.width == 44 @999"),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority = .init(rawValue: 300)", "a.width == 44 @300"),
        (
            "a.widthAnchor.constraint(equalToConstant: 44).priority = UILayoutPriority.required - 1",
            "a.width == 44 @999"
        ),
        ("a.widthAnchor.constraint(equalToConstant: 44).priority = 600", "a.width == 44 @600"),
        ("a.widthAnchor.constraint(equalToConstant: 44) @high", "a.width == 44 @750"),
        (
            "NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .trailing, multiplier: 1, constant: 12)",
            "a.leading == b.trailing * 1 + 12"
        ),
        (
            "NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .lessThanOrEqual, toItem: self.view, attribute: .centerX, multiplier: 0.5, constant: 0)",
            "a.centerX <= container.centerX * 0.5 + 0"
        ),
        (
            "NSLayoutConstraint(item: a, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)",
            "a.height >= 30"
        ),
        (
            "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 8).isActive = true",
            "a.top == safeArea.top * 1 + 8"
        )
    ]

    @Test(arguments: equivalents)
    func anAnchorLowersAsItsEquation(anchor: String, equation: String) throws {
        #expect(try SpecTesting.lowered([anchor]) == SpecTesting.lowered([equation]))
    }

    /// `view` and `contentView` are the root only where the spec has no view of that name.
    @Test func aViewNamedViewIsThatView() throws {
        let spec = SpecTesting.standardSpec(
            [.quoted("a.topAnchor.constraint(equalTo: view.bottomAnchor)")], views: [.plain("a"), .plain("view")])
        #expect(
            try SpecTesting.lower(spec).system.constraints.map(\.description) == ["a.top - view.top - view.height == 0"]
        )
    }

    /// A row pasted from a cell's code: a 40-point avatar 16 from the leading edge, a title the
    /// system spacing after it up to the margins, a badge at the avatar's corner. Frames by hand
    /// in a 375 × 72 cell, left to right and right to left.
    @Test func aRowPastedFromCodeHasTheFramesWorkedOutByHand() throws {
        let text = """
            views: [avatar, title, badge]
            container: {margins: [8, 20, 8, 20]}
            constraints:
              - "avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)"
              - "avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)"
              - "avatar.widthAnchor.constraint(equalToConstant: 40)"
              - "avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor)"
              - "title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5)"
              - "title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor).isActive = true"
              - "title.topAnchor.constraint(equalTo: avatar.topAnchor)"
              - "title.heightAnchor.constraint(equalToConstant: 30).priority = .defaultHigh"
              - "title.heightAnchor.constraint(lessThanOrEqualTo: avatar.heightAnchor, multiplier: 0.5)"
              - "NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 12)"
              - "badge.heightAnchor.constraint(equalTo: badge.widthAnchor)"
              - "badge.centerXAnchor.constraint(equalTo: avatar.trailingAnchor)"
              - "badge.centerYAnchor.constraint(equalTo: avatar.topAnchor)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "Row.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 72, scale: 2)
        var frames = try layout.frames(for: request).frames
        // avatar: x 16, y (72 − 40) / 2 = 16. title: x 56 + 8 × 1.5 = 68 to 375 − 20 = 355, height
        // 30 @750 capped at 40 × 0.5 = 20 (required). badge: 12 × 12 centred on (56, 16).
        #expect(frames["avatar"] == CGRect(x: 16, y: 16, width: 40, height: 40))
        #expect(frames["title"] == CGRect(x: 68, y: 16, width: 287, height: 20))
        #expect(frames["badge"] == CGRect(x: 50, y: 10, width: 12, height: 12))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        // Mirrored: avatar 16 from the right (319…359), title from 20 to 319 − 12 = 307, the badge
        // centred on the avatar's trailing (left) edge, 319.
        #expect(frames["avatar"] == CGRect(x: 319, y: 16, width: 40, height: 40))
        #expect(frames["title"] == CGRect(x: 20, y: 16, width: 287, height: 20))
        #expect(frames["badge"] == CGRect(x: 313, y: 10, width: 12, height: 12))
    }

    /// What UIKit refuses, or a spec cannot say, is an error at the token that says it.
    static let errors: [(statement: String, message: String)] = [
        (
            "a.leadingAnchor.constraint(equalTo: b.leftAnchor)",
            "9:42: `leading` and `left` cannot be related (UIKit raises an exception): use leading and trailing on "
                + "both sides, or left and right"
        ),
        (
            "a.leadingAnchor.constraint(equalTo: b.topAnchor)",
            "9:42: `leading` is x-axis and `top` is y-axis: UIKit relates anchors of one kind only"
        ),
        (
            "a.leadingAnchor.constraint(equalToConstant: 4)",
            "9:33: `equalToConstant:` belongs to a width or height anchor; relate a position to an anchor"
        ),
        (
            "a.leadingAnchor.constraint(equalTo: b.trailingAnchor, multiplier: 2)",
            "9:60: only a width or height anchor takes a `multiplier:` (an NSLayoutDimension)"
        ),
        (
            "a.topAnchor.constraint(equalToSystemSpacingAfter: b.bottomAnchor, multiplier: 1)",
            "9:29: `equalToSystemSpacingAfter:` relates x-axis anchors, and `top` is y-axis"
        ),
        (
            "a.widthAnchor.constraint(equalToConstant: 4).isActive = false",
            "9:62: a constraint that is not active lays nothing out: remove the statement, or put it in a `when:` "
                + "group to have it apply under a condition"
        ),
        (
            "a.widthAnchor.constraint(equalToConstant: 4).priority = 1200",
            "9:62: this priority is 1200: a priority is a whole number from 1 to 1000"
        ),
        (
            "a.topAnchor.constraints(equalTo: b.topAnchor)",
            "9:18: unknown method `constraints`: an anchor's constraint is `constraint(equalTo: …)`"
        ),
        (
            "a.topAnchor.constraint(equalTo: b.safeAreaLayoutGuide.topAnchor)",
            "9:38: `b.safeAreaLayoutGuide` is the safe area of a view inside the screen, which a spec does not "
                + "have: use `safeArea` (the container's safe area, `view.safeAreaLayoutGuide`) or `b`'s own edges"
        ),
        (
            "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 3)",
            "9:46: only a width or height can be related to a constant alone"
        ),
        (
            "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, constant: 3)",
            "9:70: expected `toItem:`, found `constant`: the arguments are item, attribute, relatedBy, toItem, "
                + "attribute, multiplier, constant, in that order"
        )
    ]

    /// A baseline anchor is a label's, as an equation's baseline is.
    @Test func aBaselineAnchorIsALabels() throws {
        let spec = SpecTesting.standardSpec(
            [.quoted("a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor, constant: 4)")],
            views: [.map([("a", .map([("label", .plain("true"))]))]), .map([("b", .map([("label", .plain("true"))]))])])
        let equation = SpecTesting.standardSpec(
            [.quoted("a.firstBaseline == b.lastBaseline + 4")],
            views: [.map([("a", .map([("label", .plain("true"))]))]), .map([("b", .map([("label", .plain("true"))]))])])
        #expect(
            try SpecTesting.lower(spec).system.constraints.map(\.description)
                == SpecTesting.lower(equation).system.constraints.map(\.description))
        #expect(
            SpecTesting.statementError("a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor)").hasPrefix(
                "9:8: `a` has no firstBaseline: only a label has one"))
    }

    @Test(arguments: errors)
    func whatUIKitRefusesIsAnErrorAtItsColumn(statement: String, message: String) {
        #expect(SpecTesting.statementError(statement) == message)
    }

    /// `setContentHuggingPriority` / `setContentCompressionResistancePriority` set the view's
    /// `hugging:` / `compression:`: two labels whose compression resistances would tie give way in
    /// the order the code says. By hand in a 200-point row: 16 + title + 8 + detail + 16, the
    /// title at its 120, the detail (compression lowered to 250) squeezed to 200 − 40 − 120 = 40.
    @Test func contentPrioritiesSetInCodeAreTheViewsOptions() throws {
        let text = """
            views:
              title: {measure: intrinsic}
              detail: {measure: intrinsic}
            constraints:
              - "H:|-16-[title]-8-[detail]-16-|"
              - "V:|-8-[title]-8-|"
              - "V:|-8-[detail]-8-|"
              - "detail.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)"
              - "self.title.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "Row.layout.yaml")
        var request = EvaluationRequest(width: 200, height: 36, scale: 2)
        request.sizes = ["title": CGSize(width: 120, height: 20), "detail": CGSize(width: 90, height: 20)]
        let frames = try layout.frames(for: request).frames
        #expect(frames["title"] == CGRect(x: 16, y: 8, width: 120, height: 20))
        #expect(frames["detail"] == CGRect(x: 144, y: 8, width: 40, height: 20))
        // Without the statements the compression resistances tie.
        let tied = text.split(separator: "\n").filter { !$0.contains("setContent") }.joined(separator: "\n")
        #expect(throws: SpecError.self) { try LayoutCompiler().compile(contents: tied, path: "Row.layout.yaml") }
    }

    /// A content priority names a declared view, and is not conditional.
    @Test func contentPriorityErrors() {
        #expect(
            SpecTesting.statementError("c.setContentHuggingPriority(.defaultHigh, for: .horizontal)")
                == "9:6: unknown view `c`: a content priority belongs to a view declared in `views:`")
        #expect(
            SpecTesting.statementError("a.setContentHuggingPriority(.defaultHigh, for: .sideways)")
                == "9:54: unknown axis `.sideways`; expected .horizontal or .vertical")
        let grouped = SpecTesting.diagnostics(
            SpecTesting.standardSpec([
                .map([
                    ("when", .plain("rtl")),
                    ("constraints", .list([.quoted("a.setContentHuggingPriority(.defaultHigh, for: .vertical)")]))
                ])
            ]))
        #expect(
            grouped.map(\.message).contains(
                "a content priority cannot depend on a condition: a view has one hugging and one compression "
                    + "resistance; move the statement out of the `when:` group"))
    }

    /// An unquoted call reads as a YAML key: the error says to quote it.
    @Test func anUnquotedCallIsToldToBeQuoted() throws {
        let text = "views: [a, b]\nconstraints:\n  - a.leadingAnchor.constraint(equalTo: b.trailingAnchor)\n"
        let error = try #require(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: text, path: "A.layout.yaml")
        }
        #expect(
            error.diagnostics.first?.description
                == "A.layout.yaml:3:5: error: this item holds ': ' inside parentheses ('a.leadingAnchor.constraint("
                + "equalTo: ...'), which YAML reads as a key: quote the whole item, as in - \"a.topAnchor.constraint("
                + "equalTo: b.bottomAnchor)\"")
    }

    /// In an equation, an anchor's name is answered with the attribute it stands for.
    @Test func anAnchorNameInAnEquationSaysWhatToWrite() {
        #expect(
            SpecTesting.statementError("a.topAnchor == b.bottom").hasSuffix(
                "did you mean `top`? (an equation names UIKit's `topAnchor` `top`; a whole "
                    + "`topAnchor.constraint(equalTo: …)` call is read as written)"))
    }
}
