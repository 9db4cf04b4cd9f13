import Testing

@testable import LayoutSpec

/// docs/notations/flightlayout.md: FlightLayout alignment.
@Suite struct FlightLayoutAlignmentTests {
    typealias F = RelativityFixture

    static func align(
        _ entries: [(String, DocumentNode)], view: String = "b",
        context: LoweringContext = F.context()
    ) throws -> [LinearConstraint] {
        let alignment = try FlightLayoutAlignment(
            view: view, viewLocation: F.location(3, 5),
            node: F.mapping(entries, line: 3, column: 12))
        return try FlightLayoutLowering.lower(alignment, context: context)
    }

    /// docs/notations/flightlayout.md's table, written out independently of the implementation.
    static func expectedX(_ alignment: String) -> LinearExpression {
        let (minX, width, w) = (F.v("a", .minX), F.v("a", .width), F.v("b", .width))
        switch alignment {
        case "left": return minX - w
        case "leftEdge": return minX
        case "center": return minX + width * 0.5 - w * 0.5
        case "rightEdge": return minX + width - w
        default: return minX + width  // right
        }
    }

    static func expectedY(_ alignment: String) -> LinearExpression {
        let (minY, height, h) = (F.v("a", .minY), F.v("a", .height), F.v("b", .height))
        switch alignment {
        case "above": return minY - h
        case "top": return minY
        case "center": return minY + height * 0.5 - h * 0.5
        case "base": return minY + height - h
        default: return minY + height  // below
        }
    }

    @Test func allTwentyFiveAlignmentsFollowTheTable() throws {
        let horizontals = ["left", "leftEdge", "center", "rightEdge", "right"]
        let verticals = ["above", "top", "center", "base", "below"]
        for horizontal in horizontals {
            for vertical in verticals {
                let constraints = try Self.align([
                    ("to", F.plain("a", column: 17)),
                    ("horizontal", F.plain(horizontal, column: 32)),
                    ("vertical", F.plain(vertical, column: 50)),
                    ("offset", F.list(["3", "-5"], column: 70))
                ])
                #expect(constraints.count == 2)
                #expect(
                    F.same(
                        constraints[0].expression, F.v("b", .minX) - Self.expectedX(horizontal) - LinearExpression(3)),
                    "\(horizontal) \(vertical)")
                #expect(
                    F.same(constraints[1].expression, F.v("b", .minY) - Self.expectedY(vertical) + LinearExpression(5)),
                    "\(horizontal) \(vertical)")
                #expect(constraints.allSatisfy { $0.relation == .equal && $0.isRequired })
            }
        }
    }

    @Test func readmeBadgeExampleWithSizeAndOffset() throws {
        let entries: [(String, DocumentNode)] = [
            ("to", F.plain("a", column: 17)), ("horizontal", F.plain("right", column: 32)),
            ("vertical", F.plain("top", column: 50)), ("size", F.list(["12", "12"], column: 61)),
            ("offset", F.list(["4", "-4"], column: 79))
        ]
        let constraints = try Self.align(entries)
        #expect(
            F.descriptions(constraints) == [
                "-a.left - a.width + b.left - 4 == 0",
                "-a.top + b.top + 4 == 0",
                "b.width - 12 == 0",
                "b.height - 12 == 0"
            ])
        #expect(
            constraints.allSatisfy {
                $0.origin
                    == ConstraintOrigin(
                        location: F.location(3, 5),
                        text: "b: {to: a, horizontal: right, vertical: top, size: [12, 12], offset: [4, -4]}",
                        notation: .flightLayout)
            })
    }

    @Test func defaultsCentreInTheSuperview() throws {
        let alignment = try FlightLayoutAlignment(
            view: "b", viewLocation: F.location(3, 5),
            node: DocumentNode(.null, at: F.location(3, 8)))
        let constraints = try FlightLayoutLowering.lower(alignment, context: F.context())
        #expect(
            F.descriptions(constraints) == [
                "b.left + 0.5·b.width - 0.5·container.width == 0",
                "b.top + 0.5·b.height - 0.5·container.height == 0"
            ])
        #expect(
            F.descriptions(try Self.align([], view: "d")) == [
                "-a.left - 0.5·a.width + d.left + 0.5·d.width == 0",
                "-a.top - 0.5·a.height + d.top + 0.5·d.height == 0"
            ])
    }

    @Test func sizeAndOffsetTakeMetricsInputsAndTheCondition() throws {
        let condition = ConditionExpression.name("pad")
        let constraints = try Self.align(
            [
                ("to", F.plain("c", column: 17)),
                ("horizontal", F.plain("leftEdge", column: 32)),
                ("vertical", F.plain("below", column: 50)),
                ("size", F.list(["pad", "inset"], column: 61)),
                ("offset", F.list(["-gap", "inset"], column: 79))
            ],
            context: F.context(condition: condition))
        #expect(
            F.descriptions(constraints) == [
                "b.left - c.left + 8 == 0 when pad",
                "b.top - c.top - c.height - inset == 0 when pad",
                "b.width - 16 == 0 when pad",
                "b.height - inset == 0 when pad"
            ])
    }

    @Test func alignmentToMarginsAndSafeArea() throws {
        #expect(
            F.descriptions(
                try Self.align([
                    ("to", F.plain("margins", column: 17)),
                    ("horizontal", F.plain("rightEdge", column: 32)),
                    ("vertical", F.plain("top", column: 50))
                ])) == [
                    "b.left + b.width - container.width + 8 == 0",
                    "b.top - 8 == 0"
                ])
        #expect(
            F.descriptions(
                try Self.align([
                    ("to", F.plain("safeArea", column: 17)),
                    ("horizontal", F.plain("leftEdge", column: 32)),
                    ("vertical", F.plain("base", column: 50))
                ])) == [
                    "b.left - safeArea.left == 0",
                    "b.top + b.height - container.height + safeArea.bottom == 0"
                ])
    }

    // MARK: Errors

    @Test func valuesOutsideTheTableListTheAllowedOnes() {
        F.expectError(
            line: 3, column: 32,
            containing:
                "unknown horizontal alignment `middle`; expected one of left, leftEdge, center, rightEdge, right"
        ) {
            _ = try Self.align([("horizontal", F.plain("middle", column: 32))])
        }
        F.expectError(
            line: 3, column: 50,
            containing:
                "unknown vertical alignment `bottom`; expected one of above, top, center, base, below"
        ) {
            _ = try Self.align([("vertical", F.plain("bottom", column: 50))])
        }
        F.expectError(line: 3, column: 32, containing: "`horizontal` is one of left, leftEdge") {
            _ = try Self.align([("horizontal", F.list(["left"], column: 32))])
        }
    }

    @Test func unknownKeysListTheExpectedOnes() {
        F.expectError(
            line: 3, column: 13,
            containing:
                "unknown key `horizontalOffset` in an alignment; expected one of to, horizontal, vertical, size, offset"
        ) {
            _ = try Self.align([("horizontalOffset", F.plain("4", column: 32))])
        }
    }

    @Test func badReferencesSizesAndOffsetsAreErrorsAtTheValue() {
        F.expectError(line: 3, column: 17, containing: "unknown item `nowhere` in `to`") {
            _ = try Self.align([("to", F.plain("nowhere", column: 17))])
        }
        F.expectError(
            line: 3, column: 61, containing: "`size` is a list of two numbers, metrics or inputs [width, height]"
        ) {
            _ = try Self.align([("size", F.list(["12"], column: 61))])
        }
        F.expectError(line: 3, column: 83, containing: "`spacing` is not a number, metric or input") {
            _ = try Self.align([("offset", F.list(["4", "spacing"], column: 79))])
        }
        F.expectError(line: 3, column: 5, containing: "unknown view `zz` in `align`") {
            _ = try Self.align([], view: "zz")
        }
        F.expectError(line: 3, column: 5, containing: "unknown view `superview` in `align`") {
            _ = try Self.align([], view: "superview")
        }
        F.expectError(
            line: 3, column: 20,
            containing: "`to` names a view, guide, `superview`, `container`, `margins` or `safeArea`, not a list"
        ) {
            _ = try Self.align([("to", F.list(["a"], column: 20))])
        }
        F.expectError(line: 3, column: 20, containing: "`to` names a view") {
            _ = try Self.align([("to", F.quoted("", column: 20))])
        }
        F.expectError(line: 3, column: 12, containing: "an alignment is a mapping") {
            _ = try FlightLayoutAlignment(
                view: "b", viewLocation: F.location(3, 5), node: F.plain("center", column: 12))
        }
    }
}
