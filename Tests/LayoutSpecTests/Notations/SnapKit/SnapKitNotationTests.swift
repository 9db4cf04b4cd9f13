import Foundation
import Testing

@testable import LayoutSpec

/// SnapKit closures written in `constraints:` (docs/notations/snapkit.md): each form lowers to
/// exactly the constraints of the equations it stands for, following SnapKit's own rules (a number
/// target relates to the superview, `inset` moves edges inwards, `offset` replaces a constant), a
/// pasted cell gives the frames worked out by hand, and what is not SnapKit is an error at its
/// column.
@Suite struct SnapKitNotationTests {
    /// Each closure beside the equations it is (`SpecTesting.standardSpec`: views `a`, `b`,
    /// metric `pad` = 8, input `spacing`).
    static let equivalents: [(closure: String, equations: [String])] = [
        (
            "a.snp.makeConstraints { make in make.leading.equalTo(b.snp.trailing).offset(12) }",
            ["a.leading == b.trailing + 12"]
        ),
        ("a.snp.makeConstraints { $0.top.equalToSuperview().offset(pad) }", ["a.top == superview.top + pad"]),
        (
            "a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }",
            [
                "a.top == superview.top + 16", "a.left == superview.left + 16", "a.bottom == superview.bottom - 16",
                "a.right == superview.right - 16"
            ]
        ),
        (
            "a.snp.makeConstraints { make in make.edges.equalToSuperview().inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }",
            [
                "a.top == superview.top + 1", "a.left == superview.left + 2", "a.bottom == superview.bottom - 3",
                "a.right == superview.right - 4"
            ]
        ),
        (
            "a.snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(20) }",
            ["a.leading == superview.leading + 20", "a.trailing == superview.trailing - 20"]
        ),
        (
            "a.snp.makeConstraints { make in make.size.equalToSuperview().inset(10) }",
            ["a.width == superview.width - 20", "a.height == superview.height - 20"]
        ),
        ("a.snp.makeConstraints { make in make.width.equalTo(44) }", ["a.width == 44"]),
        ("a.snp.makeConstraints { make in make.left.equalTo(10) }", ["a.left == superview.left + 10"]),
        ("a.snp.makeConstraints { make in make.width.equalTo(pad) }", ["a.width == pad"]),
        ("a.snp.makeConstraints { make in make.width.equalTo(44).offset(4) }", ["a.width == 4"]),
        (
            "a.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 40, height: 30)) }",
            ["a.width == 40", "a.height == 30"]
        ),
        (
            "a.snp.makeConstraints { make in make.center.equalTo(b) }",
            ["a.centerX == b.centerX", "a.centerY == b.centerY"]
        ),
        ("a.snp.makeConstraints { make in make.width.equalTo(b).multipliedBy(0.5) }", ["a.width == b.width * 0.5"]),
        (
            "a.snp.makeConstraints { make in make.height.equalTo(b.snp.width).dividedBy(2) }",
            ["a.height == b.width * (1 / 2)"]
        ),
        (
            "a.snp.makeConstraints { make in make.width.greaterThanOrEqualTo(b).priority(.high) }",
            ["a.width >= b.width @750"]
        ),
        (
            "a.snp.makeConstraints { make in make.height.lessThanOrEqualTo(100).priority(999) }",
            ["a.height <= 100 @999"]
        ),
        ("a.snp.makeConstraints { make in make.top.equalTo(view.safeAreaLayoutGuide) }", ["a.top == safeArea.top"]),
        (
            "a.snp.makeConstraints { make in make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-8) }",
            ["a.bottom == safeArea.bottom - 8"]
        ),
        (
            "a.snp.makeConstraints { make in make.leading.equalTo(b.snp.leadingMargin) }",
            ["a.leading == b.leadingMargin"]
        ),
        (
            "a.snp.makeConstraints { make in make.edges.equalTo(b.snp.edges) }",
            ["a.top == b.top", "a.left == b.left", "a.bottom == b.bottom", "a.right == b.right"]
        ),
        (
            "self.a.snp.remakeConstraints { make in make.top.equalTo(b.snp.bottom).offset(8); make.centerX.equalToSuperview() }",
            ["a.top == b.bottom + 8", "a.centerX == superview.centerX"]
        ),
        // The closure headers older code writes, statements on their own lines, comments.
        ("a.snp.makeConstraints { (make) -> Void in make.width.equalTo(44) }", ["a.width == 44"]),
        ("a.snp.makeConstraints { (make) in make.width.equalTo(44) }", ["a.width == 44"]),
        ("a.snp.makeConstraints { make -> () in make.width.equalTo(44) }", ["a.width == 44"]),
        (
            "a.snp.makeConstraints { make in\n  make.width.equalTo(44) // fixed\n  make.height.equalTo(b)\n}",
            ["a.width == 44", "a.height == b.height"]
        ),
        // A label, a kept constraint, and priorities with arithmetic or UIKit's names.
        ("a.snp.makeConstraints { make in make.width.equalTo(44).labeled(\"icon width\") }", ["a.width == 44"]),
        (
            "a.snp.makeConstraints { make in self.widthConstraint = make.width.equalTo(44).constraint }",
            ["a.width == 44"]
        ),
        ("a.snp.makeConstraints { make in make.width.equalTo(44).priority(.high - 1) }", ["a.width == 44 @749"]),
        (
            "a.snp.makeConstraints { make in make.width.equalTo(44).priority(ConstraintPriority.low + 10) }",
            ["a.width == 44 @260"]
        ),
        (
            "a.snp.makeConstraints { make in make.width.equalTo(44).priority(UILayoutPriority.defaultHigh) }",
            ["a.width == 44 @750"]
        ),
        (
            "a.snp.makeConstraints { make in make.width.equalTo(44).priority(UILayoutPriority(rawValue: 999)) }",
            ["a.width == 44 @999"]
        )
    ]

    @Test(arguments: equivalents)
    func aClosureLowersAsItsEquations(closure: String, equations: [String]) throws {
        #expect(try SpecTesting.lowered([closure]) == SpecTesting.lowered(equations))
    }

    /// A cell pasted from code: an icon 16 in from the leading edge and centred, a title 12 after
    /// it to 16 before the trailing edge, 44 high with a 10-point inset. Frames by hand in a
    /// 375 × 64 cell, left to right and right to left.
    @Test func aCellPastedFromCodeHasTheFramesWorkedOutByHand() throws {
        let text = """
            views: [icon, title]
            constraints:
              - "icon.snp.makeConstraints { make in make.leading.equalToSuperview().offset(16); make.centerY.equalToSuperview(); make.size.equalTo(CGSize(width: 32, height: 32)) }"
              - "title.snp.makeConstraints { $0.leading.equalTo(icon.snp.trailing).offset(12); $0.trailing.equalToSuperview().inset(16); $0.top.bottom.equalToSuperview().inset(10) }"
            """
        let layout = try LayoutCompiler().compile(contents: text, path: "Cell.layout.yaml")
        var request = EvaluationRequest(width: 375, height: 64, scale: 2)
        var frames = try layout.frames(for: request).frames
        // icon: x 16, y (64 − 32) / 2 = 16. title: x 16 + 32 + 12 = 60 to 375 − 16 = 359, y 10 to 54.
        #expect(frames["icon"] == CGRect(x: 16, y: 16, width: 32, height: 32))
        #expect(frames["title"] == CGRect(x: 60, y: 10, width: 299, height: 44))
        request.traits.layoutDirection = .rightToLeft
        frames = try layout.frames(for: request).frames
        // Mirrored: icon 16 from the right (327…359), title from 16 to 327 − 12 = 315.
        #expect(frames["icon"] == CGRect(x: 327, y: 16, width: 32, height: 32))
        #expect(frames["title"] == CGRect(x: 16, y: 10, width: 299, height: 44))
    }

    /// What is not SnapKit (or a spec cannot say) is an error at its column.
    static let errors: [(statement: String, message: String)] = [
        (
            "a.snp.makeConstraints { make in make.leadin.equalTo(b) }",
            "9:43: unknown attribute or relation `leadin`; expected one of \(SnapKitVocabulary.attributeNames), then "
                + "equalTo, greaterThanOrEqualTo, lessThanOrEqualTo or their …Superview() forms"
        ),
        (
            "a.snp.makeConstraints { make in make.top.equalTo(b).scaled(2) }",
            "9:58: unknown modifier `scaled`; expected offset, inset, multipliedBy, dividedBy, priority or labeled"
        ),
        (
            "a.snp.makeConstraints { make in make.top.equalTo(b).priority(.urgent) }",
            "9:68: unknown priority `.urgent`; expected a number, .required, .high, .medium or .low (or UIKit's "
                + "`UILayoutPriority` names)"
        ),
        (
            "a.snp.makeConstraints { make in make.edges.equalTo(b.snp.top) }",
            "9:63: `top` stands for 1 attribute and the statement constrains 4: relate one attribute to one "
                + "(`make.leading.equalTo(b.snp.trailing)`) or a compound to the same compound"
        ),
        (
            "a.snp.makeConstraints { make in other.top.equalTo(b) }",
            "9:38: a statement starts with the closure's `make.`, found `other`"
        ),
        (
            "a.snp.makeConstraints { make in }",
            "9:12: the closure makes no constraint: write `make.top.equalToSuperview()` in it"
        ),
        (
            "a.snp.makeConstraints { make in make.top.equalTo(CGSize(width: 1, height: 2)) }",
            "9:47: a `CGSize` gives a width and a height, not a top"
        )
    ]

    @Test(arguments: errors)
    func whatIsNotSnapKitIsAnErrorAtItsColumn(statement: String, message: String) {
        #expect(SpecTesting.statementError(statement) == message)
    }
}
