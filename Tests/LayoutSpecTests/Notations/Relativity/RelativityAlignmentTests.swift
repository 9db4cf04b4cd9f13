import Testing

@testable import LayoutSpec

/// docs/notations/relativity.md, anchors (anchor alignment), §4.2 (sizing between anchors), §4.4 (label anchors).
@Suite struct RelativityAlignmentTests {
    typealias F = RelativityFixture

    /// The fraction of the width (x) and height (y) at which each rectangle anchor sits.
    static let anchorFractions: [(String, Double, Double)] = [
        ("topLeft", 0, 0), ("top", 0.5, 0), ("topRight", 1, 0),
        ("left", 0, 0.5), ("middle", 0.5, 0.5), ("right", 1, 0.5),
        ("bottomLeft", 0, 1), ("bottom", 0.5, 1), ("bottomRight", 1, 1)
    ]

    static func point(_ item: String, _ fx: Double, _ fy: Double) -> (LinearExpression, LinearExpression) {
        (F.v(item, .minX) + F.v(item, .width) * fx, F.v(item, .minY) + F.v(item, .height) * fy)
    }

    @Test func everyPairOfTheNineAnchorsGivesTwoEquations() throws {
        for (movingAnchor, mfx, mfy) in Self.anchorFractions {
            for (targetAnchor, tfx, tfy) in Self.anchorFractions {
                let text = "a.\(movingAnchor) --> b.\(targetAnchor)"
                let constraints = try F.relativity(text)
                #expect(constraints.count == 2)
                let (ax, ay) = Self.point("a", mfx, mfy)
                let (bx, by) = Self.point("b", tfx, tfy)
                #expect(F.same(constraints[0].expression, ax - bx), "\(text) x")
                #expect(F.same(constraints[1].expression, ay - by), "\(text) y")
                #expect(constraints.allSatisfy { $0.relation == .equal && $0.isRequired })
            }
        }
    }

    @Test func readmeExamplesLowerExactly() throws {
        // "a.right --> 10.horizontalOffset + b.left": a's right edge is at b's left edge plus 10.
        #expect(
            F.descriptions(try F.relativity("a.right --> 10.horizontalOffset + b.left")) == [
                "a.left + a.width - b.left - 10 == 0",
                "a.top + 0.5·a.height - b.top - 0.5·b.height == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.right + 10.horizontalOffset <-- a.left")) == [
                "a.left - b.left - b.width - 10 == 0",
                "a.top + 0.5·a.height - b.top - 0.5·b.height == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("a.top --> 10.verticalOffset + .top")) == [
                "a.left + 0.5·a.width - 0.5·container.width == 0",
                "a.top - 10 == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.top --> title.baseline")) == [
                "b.left + 0.5·b.width - title.left - 0.5·title.width == 0",
                "b.top - title.top - title.height + title.descent == 0"
            ])
    }

    @Test func offsetsInAnyOrderAroundTheAnchorAgree() throws {
        let expected = [
            "a.left + a.width - b.left + 10 == 0",
            "a.top + 0.5·a.height - b.top - 0.5·b.height - 4 == 0"
        ]
        for text in [
            "a.right --> b.left + (-10, 4)", "a.right --> (-10, 4) + b.left", "a.right --> b.left - (10, -4)",
            "a.right --> -(10, -4) + b.left", "a.right-->b.left+(-10,4)",
            "a.right --> (-5, 0) + b.left + (0, 4) - (5, 0)",
            "a.right --> b.left - 10.horizontalOffset + 4.verticalOffset",
            "b.left + (-10, 4) <-- a.right", "(-10, 4) + b.left <-- a.right",
            "a.right - (-10, 4) --> b.left"
        ] {
            #expect(F.descriptions(try F.relativity(text)) == expected, "\(text)")
        }
    }

    @Test func offsetsMayBeMetricsInputsAndNegatedNames() throws {
        #expect(
            F.descriptions(try F.relativity("a.topLeft --> .topLeft + (pad, inset)")) == [
                "a.left - 16 == 0",
                "a.top - inset == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("a.bottomRight --> .bottomRight + (-gap, -inset)")) == [
                "a.left + a.width - container.width + 8 == 0",
                "a.top + a.height - container.height + inset == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("a.left --> b.right + gap.horizontalOffset")) == [
                "a.left - b.left - b.width - 8 == 0",
                "a.top + 0.5·a.height - b.top - 0.5·b.height == 0"
            ])
    }

    @Test func superviewShorthandFollowsTheMovedViewsParent() throws {
        #expect(
            F.descriptions(try F.relativity("d.topLeft --> .topLeft + (8, 8)")) == [
                "-a.left + d.left - 8 == 0",
                "-a.top + d.top - 8 == 0"
            ])
        #expect(
            F.descriptions(try F.relativity(".bottomRight <-- d.bottomRight")) == [
                "-a.left - a.width + d.left + d.width == 0",
                "-a.top - a.height + d.top + d.height == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("d.top --> superview.top"))
                == F.descriptions(try F.relativity("d.top --> .top")))
        #expect(
            F.descriptions(try F.relativity("a.topLeft --> margins.topLeft")) == [
                "a.left - 8 == 0",
                "a.top - 8 == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("a.middle --> content.middle")) == [
                "a.left + 0.5·a.width - content.left - 0.5·content.width == 0",
                "a.top + 0.5·a.height - content.top - 0.5·content.height == 0"
            ])
    }

    @Test func labelAnchorsUseCapInsetAndDescent() throws {
        let cases: [(String, String, String)] = [
            ("capLeft", "title.left", "title.top + title.capInset"),
            ("cap", "title.left + 0.5·title.width", "title.top + title.capInset"),
            ("capRight", "title.left + title.width", "title.top + title.capInset"),
            ("baselineLeft", "title.left", "title.top + title.height - title.descent"),
            ("baseline", "title.left + 0.5·title.width", "title.top + title.height - title.descent"),
            ("baselineRight", "title.left + title.width", "title.top + title.height - title.descent")
        ]
        for (anchor, x, y) in cases {
            // As the moved side: title.anchor == b.topLeft.
            let moved = try F.relativity("title.\(anchor) --> b.topLeft")
            #expect(F.descriptions(moved) == ["-b.left + \(x) == 0", "-b.top + \(y) == 0"], "\(anchor)")
            // As the target: b.topLeft == title.anchor.
            let target = try F.relativity("b.topLeft --> title.\(anchor)")
            let expectedX =
                F.v("b", .minX)
                - (anchor.hasSuffix("Left")
                    ? F.v("title", .minX)
                    : anchor.hasSuffix("Right")
                        ? F.v("title", .minX) + F.v("title", .width)
                        : F.v("title", .minX) + F.v("title", .width) * 0.5)
            let expectedY =
                F.v("b", .minY)
                - (anchor.hasPrefix("cap")
                    ? F.v("title", .minY) + LinearExpression(.capInset("title"))
                    : F.v("title", .minY) + F.v("title", .height) - LinearExpression(.descent("title")))
            #expect(F.same(target[0].expression, expectedX), "\(anchor)")
            #expect(F.same(target[1].expression, expectedY), "\(anchor)")
        }
    }

    @Test func constraintsCarryTheStatementOriginAndTheGroupCondition() throws {
        let text = "a.top --> b.bottom"
        let condition = ConditionExpression.name("compactWidth")
        let constraints = try F.relativity(text, line: 7, column: 9, context: F.context(condition: condition))
        let origin = ConstraintOrigin(location: F.location(7, 9), text: text, notation: .relativity)
        #expect(
            constraints == [
                LinearConstraint(
                    F.v("a", .minX) + F.v("a", .width) * 0.5, .equal,
                    F.v("b", .minX) + F.v("b", .width) * 0.5, origin: origin, condition: condition),
                LinearConstraint(
                    F.v("a", .minY), .equal, F.v("b", .minY) + F.v("b", .height),
                    origin: origin, condition: condition)
            ])
    }

    @Test func alignedLabelIsPlacedByItsBaselineWhenSolved() throws {
        // title 100×20 with descent 4, its baseline 10 below b's bottom; b is 50×30 at (0, 0).
        let placement = try F.relativity("title.baselineLeft --> b.bottomLeft + (0, 10)")
        let pin = try F.relativity("b.topLeft --> .topLeft")
        let system = placement + pin + F.fixedSize("title", 100, 20) + F.fixedSize("b", 50, 30)
        let solution = try #require(
            F.solve(
                system,
                parameters: [
                    .descent("title"): 4, .containerWidth: 300,
                    .containerHeight: 300
                ]))
        #expect(solution[Variable("title", .minX)] == 0)
        #expect(solution[Variable("title", .minY)] == 24)  // 24 + 20 − 4 = 40 = 30 + 10
    }

    // MARK: Sizing between anchors (§4.2)

    @Test func sizeBetweenTwoAnchorsIsSignedAndTakesTheOffset() throws {
        #expect(
            F.descriptions(try F.relativity("b.size == a.topRight |--| c.bottomLeft + (-16, 0)")) == [
                "a.left + a.width + b.width - c.left + 16 == 0",
                "a.top + b.height - c.top - c.height == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.size == a.topRight |--| c.bottomLeft + -16.horizontalOffset"))
                == F.descriptions(try F.relativity("b.size == a.topRight |--| c.bottomLeft + (-16, 0)")))
        #expect(
            F.descriptions(try F.relativity("b.size == (a.topRight |--| c.bottomLeft)")) == [
                "a.left + a.width + b.width - c.left == 0",
                "a.top + b.height - c.top - c.height == 0"
            ])
    }

    @Test func oneComponentOfAMeasuredSize() throws {
        #expect(
            F.descriptions(try F.relativity("b.width == (a.right |--| .right).width")) == [
                "a.left + a.width + b.width - container.width == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.height == (a.bottom |--| .bottom).height")) == [
                "a.top + a.height + b.height - container.height == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.width == a.left |--| c.right")) == [
                "a.left + b.width - c.left - c.width == 0"
            ])
        #expect(
            F.descriptions(try F.relativity("b.height == (a.topLeft |--| c.bottomRight + (0, pad)).width")) == [
                "a.left + b.height - c.left - c.width == 0"
            ])
        // `.right` is the superview of the item measured from: `d`'s parent `a`.
        #expect(
            F.descriptions(try F.relativity("b.width == (d.right |--| .right).width")) == [
                "-a.left - a.width + b.width + d.left + d.width == 0"
            ])
    }

    @Test func recognisesRelativityStatements() {
        #expect(RelativityLowering.isRelativityStatement("a.top --> b.bottom"))
        #expect(RelativityLowering.isRelativityStatement("b.bottom <-- a.top"))
        #expect(RelativityLowering.isRelativityStatement("b.size == a.topRight |--| c.bottomLeft"))
        #expect(!RelativityLowering.isRelativityStatement("a.left == b.right + 8"))
        #expect(!RelativityLowering.isRelativityStatement("H:|-16-[a]-(>=8)-|"))
    }

    // MARK: Errors (statement text starts at 3:6)

    @Test func unknownAnchorIsReportedAtItsColumn() {
        F.expectErrors(
            { _ = try F.relativity($0) },
            [
                (8, "a.topp --> b.top", "unknown anchor `topp`; expected one of topLeft, top, topRight"),
                (18, "a.top --> b.centre", "unknown anchor `centre`")
            ])
    }

    @Test func labelAnchorOnANonLabelIsAnError() {
        F.expectErrors(
            { _ = try F.relativity($0) },
            [
                (18, "a.top --> b.baseline", "`baseline` is a label anchor, but `b` is not a label"),
                (8, "a.capLeft --> title.cap", "`capLeft` is a label anchor, but `a` is not a label"),
                (21, "title.cap --> .cap", "`cap` is a label anchor, but `superview` is not a label")
            ])
    }

    @Test func malformedOffsetsAreReportedAtTheirColumn() {
        F.expectErrors(
            { _ = try F.relativity($0) },
            [
                (27, "a.top --> b.top + (10)", "expected `,` and the vertical offset dy"),
                (29, "a.top --> b.top + (10, )", "expected the vertical offset dy in `(dx, dy)`"),
                (30, "a.top --> b.top + (10, 5", "expected `)` closing `(dx, dy)`"),
                (26, "a.top --> b.top + 10", "an offset is `(dx, dy)`"),
                (24, "a.top --> b.top + b.top", "expected an offset `(dx, dy)` after `+`"),
                (25, "a.top --> b.top + (spacing, 0)", "unknown metric or input `spacing`"),
                (26, "a.top --> b.top + (1@, 0)", "unexpected character `@`")
            ])
    }

    @Test func unknownItemsAndMisplacedSidesAreErrors() {
        F.expectErrors(
            { _ = try F.relativity($0) },
            [
                (16, "a.top --> zz.top", "unknown item `zz`"),
                (6, "zz.top --> a.top", "unknown item `zz`"),
                (6, ".top --> a.top", "the moved side of `-->` / `<--` must name a view or guide"),
                (6, "container.top --> a.top", "must name a view or guide"),
                (12, "a.top b.top", "expected `-->` or `<--` after the anchor, found `b`"),
                (22, "a.top --> b.top --> c.top", "expected the end of the statement")
            ])
    }

    @Test func malformedSizingIsAnError() {
        F.expectErrors(
            { _ = try F.relativity($0) },
            [
                (8, "b.left == a.right |--| c.left", "sets `size`, `width` or `height`, not `left`"),
                (37, "b.size == (a.left |--| c.left).width", "`b.size` needs the whole measured size"),
                (38, "b.width == (a.left |--| c.left).left", "has `.width` and `.height`, not `.left`"),
                (24, "b.width == a.left --> c.left", "expected `|--|` between two anchor points"),
                (6, "superview.width == a.left |--| c.left", "sets the size of a view or guide, not `superview`")
            ])
    }
}
