import Testing

@testable import LayoutSpec

/// docs/notations/relativity.md, distribution: distributions.
@Suite struct RelativityDistributionTests {
    typealias F = RelativityFixture

    static func distribute(_ text: String, context: LoweringContext = F.context()) throws -> [LinearConstraint] {
        try F.distribution(F.quoted(text), context: context)
    }

    static func frameOrigins(_ solution: [Variable: Double], _ views: [String]) -> [[Double]] {
        views.map { [solution[Variable($0, .minX)] ?? .nan, solution[Variable($0, .minY)] ?? .nan] }
    }

    static func close(_ lhs: [[Double]], _ rhs: [[Double]]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { a, b in zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }
    }

    @Test func readmeProportionalExampleSolvesByHand() throws {
        // a <> ~2~ <> b <> ~1~ <> c with implied ~1~ at both ends: weights 1 + 2 + 1 + 1 = 5.
        // 300 − (40 + 60 + 50) = 150 → one share is 30: a at 30, b at 30 + 40 + 60, c at 130 + 60 + 30.
        let system =
            try Self.distribute("a <> ~2~ <> b <> ~1~ <> c")
            + F.fixedSize("a", 40, 20) + F.fixedSize("b", 60, 30) + F.fixedSize("c", 50, 10)
        let solution = try #require(F.solve(system, parameters: [.containerWidth: 300, .containerHeight: 100]))
        #expect(Self.close(Self.frameOrigins(solution, ["a", "b", "c"]), [[30, 40], [130, 35], [220, 45]]))
    }

    @Test func readmeLeadingFixedSpacerExampleSolvesByHand() throws {
        // 8 <> a <> ~1~ <> b <> ~1~ <> c: no spacer implied before a; one after c. Share = (300 − 8 − 151) / 3 = 47.
        let system =
            try Self.distribute("8 <> a <> ~1~ <> b <> ~1~ <> c")
            + F.fixedSize("a", 40, 20) + F.fixedSize("b", 60, 20) + F.fixedSize("c", 51, 20)
        let solution = try #require(F.solve(system, parameters: [.containerWidth: 300, .containerHeight: 100]))
        #expect(Self.close(Self.frameOrigins(solution, ["a", "b", "c"]), [[8, 40], [95, 40], [202, 40]]))
    }

    @Test func negativeRemainderGivesNegativeGaps() throws {
        let system =
            try Self.distribute("a <> ~1~ <> b <> ~1~ <> c")
            + F.fixedSize("a", 200, 20) + F.fixedSize("b", 100, 20) + F.fixedSize("c", 100, 20)
        let solution = try #require(F.solve(system, parameters: [.containerWidth: 300, .containerHeight: 100]))
        #expect(Self.close(Self.frameOrigins(solution, ["a", "b", "c"]), [[-25, 40], [150, 40], [225, 40]]))
    }

    @Test func lowersToChainedEquationsScaledByTheTotalWeight() throws {
        #expect(
            F.descriptions(try Self.distribute("H: 8 <> a <> ~1~ <> b")) == [
                "2·a.left - 16 == 0",
                "a.top + 0.5·a.height - 0.5·container.height == 0",
                "-2·a.left - a.width + 2·b.left + b.width - container.width + 8 == 0",
                "b.top + 0.5·b.height - 0.5·container.height == 0"
            ])
    }

    @Test func verticalAxisCentresAcross() throws {
        #expect(
            F.descriptions(try Self.distribute("V: a <> b")) == [
                "2·a.top + a.height + b.height - container.height == 0",
                "a.left + 0.5·a.width - 0.5·container.width == 0",
                "-2·a.top - 2·a.height + 2·b.top == 0",
                "b.left + 0.5·b.width - 0.5·container.width == 0"
            ])
    }

    @Test func onlyFixedSpacersChainFromTheStart() throws {
        #expect(
            F.descriptions(try Self.distribute("8 <> a <> 4 <> b <> 8")) == [
                "a.left - 8 == 0",
                "a.top + 0.5·a.height - 0.5·container.height == 0",
                "-a.left - a.width + b.left - 4 == 0",
                "b.top + 0.5·b.height - 0.5·container.height == 0"
            ])
    }

    @Test func mappingWithinAGuideWithMetricAndInputSpacers() throws {
        let node = F.mapping([
            ("axis", F.plain("vertical", column: 12)), ("within", F.plain("content", column: 30)),
            ("items", F.quoted("a <> gap <> ~1~ <> b <> ~3~ <> inset <> c", column: 46))
        ])
        let constraints = try F.distribution(node, context: F.context())
        #expect(
            constraints.allSatisfy {
                $0.origin
                    == ConstraintOrigin(
                        location: F.location(3, 5),
                        text: "{axis: vertical, within: content, items: \"a <> gap <> ~1~ <> b <> ~3~ <> inset <> c\"}",
                        notation: .relativity)
            })
        // content is (10, 20, 100, 200); weights 1 + 1 + 3 + 1 = 6; share = (200 − 8 − 4 − 68) / 6 = 20.
        let contentFrame = [
            LinearConstraint(F.v("content", .minX), .equal, LinearExpression(10), origin: constraints[0].origin),
            LinearConstraint(F.v("content", .minY), .equal, LinearExpression(20), origin: constraints[0].origin)
        ]
        let system =
            constraints + contentFrame + F.fixedSize("content", 100, 200)
            + F.fixedSize("a", 20, 10) + F.fixedSize("b", 40, 20) + F.fixedSize("c", 10, 38)
        let solution = try #require(F.solve(system, parameters: [.input("inset"): 4]))
        #expect(Self.close(Self.frameOrigins(solution, ["a", "b", "c"]), [[50, 40], [40, 78], [55, 162]]))
    }

    @Test func withinMarginsAndConditionPassThrough() throws {
        let node = F.mapping([("within", F.plain("margins", column: 14)), ("items", F.quoted("a", column: 30))])
        let condition = ConditionExpression.not(.name("rtl"))
        let constraints = try F.distribution(node, context: F.context(condition: condition))
        #expect(
            F.descriptions(constraints) == [
                "2·a.left + a.width - container.width == 0 when !rtl",
                "a.top + 0.5·a.height - 0.5·container.height == 0 when !rtl"
            ])
    }

    // MARK: Errors (string text starts at 3:6)

    @Test func flexibleSpacerWeightMustBeAWholeNumberFromOne() {
        F.expectErrors(
            { _ = try Self.distribute($0) },
            [
                (11, "a <> ~0~ <> b", "weight must be a whole number ≥ 1, not 0"),
                (11, "a <> ~1.5~ <> b", "weight must be a whole number ≥ 1, not 1.5"),
                (11, "a <> ~x~ <> b", "a flexible spacer is `~N~`")
            ])
    }

    @Test func badItemsAreReportedAtTheirColumn() {
        F.expectErrors(
            { _ = try Self.distribute($0) },
            [
                (11, "a <> zz", "unknown item `zz`: not a view, guide, metric or input"),
                (11, "a <> <> b", "expected a view, a fixed spacer"),
                (15, "a <> b <>", "found the end of the distribution"),
                (8, "a b", "expected `<>` between distribution items"),
                (6, "superview <> a", "`superview` cannot be distributed"),
                (18, "a <> ~1~ <> a", "`a` appears twice"),
                (11, "a <> d", "`d` has another parent than `a`"),
                (6, "X: a", "starts with `H:` or `V:`"),
                (6, "8 <> ~1~", "needs at least one view"),
                (12, "a <> -spacing <> b", "unknown metric or input `spacing`")
            ])
    }

    @Test func badMappingsAreReportedAtTheKeyOrValue() {
        F.expectError(
            line: 3, column: 6,
            containing: "unknown key `spread` in a distribution; expected one of axis, within, items, direction"
        ) {
            _ = try F.distribution(
                F.mapping([("spread", F.plain("x")), ("items", F.quoted("a"))]),
                context: F.context())
        }
        F.expectError(line: 3, column: 12, containing: "`axis` is `horizontal` or `vertical`, not `diagonal`") {
            _ = try F.distribution(
                F.mapping([("axis", F.plain("diagonal", column: 12)), ("items", F.quoted("a"))]),
                context: F.context())
        }
        F.expectError(line: 3, column: 14, containing: "unknown item `nowhere` in `within`") {
            _ = try F.distribution(
                F.mapping([("within", F.plain("nowhere", column: 14)), ("items", F.quoted("a"))]),
                context: F.context())
        }
        F.expectError(
            line: 3, column: 14,
            containing: "`within` names a view, guide, `superview`, `container`, `margins` or `safeArea`, not a list"
        ) {
            _ = try F.distribution(
                F.mapping([("within", F.list(["card"], column: 14)), ("items", F.quoted("a"))]),
                context: F.context())
        }
        F.expectError(line: 3, column: 31, containing: "the items say `H:` but `axis` is `vertical`") {
            _ = try F.distribution(
                F.mapping([
                    ("axis", F.plain("vertical", column: 12)),
                    ("items", F.quoted("H: a <> b", column: 30))
                ]),
                context: F.context())
        }
        F.expectError(line: 3, column: 5, containing: "needs `items`") {
            _ = try F.distribution(F.mapping([("axis", F.plain("vertical"))]), context: F.context())
        }
        // A list is Relativity's one-item-per-line form (docs/notations/relativity.md); an empty one
        // distributes nothing.
        F.expectError(line: 3, column: 5, containing: "a distribution list needs at least one item") {
            _ = try F.distribution(F.list([]), context: F.context())
        }
    }
}
