import Testing

@testable import LayoutSpec

@Suite struct LoweringTests {
    private func lowered(_ statement: String) throws -> [String] {
        try SpecTesting.lowered([statement])
    }

    @Test func equationsOfSpecLanguageSection3() throws {
        #expect(try lowered("a.left == superview.left + 16") == ["a.left - 16 == 0"])
        #expect(try lowered("a.width >= 48 @750") == ["a.width - 48 >= 0 @750"])
        #expect(try lowered("a.width@750 == b.width * 0.5 - 10") == ["a.width - 0.5·b.width + 10 == 0 @750"])
        #expect(try lowered("a.centerX == b") == ["a.left + 0.5·a.width - b.left - 0.5·b.width == 0"])
        #expect(try lowered("a.height == a.width / 2") == ["-0.5·a.width + a.height == 0"])
        #expect(
            try lowered("a.edges == superview.edges(8, 16, 8, 16)") == [
                "a.top - 8 == 0",
                "a.left - 16 == 0",
                "a.top + a.height - container.height + 8 == 0",
                "a.left + a.width - container.width + 16 == 0"
            ])
        #expect(try lowered("a.size == (48, 48)") == ["a.width - 48 == 0", "a.height - 48 == 0"])
        #expect(try lowered("a.size == b.size(10, 0)") == ["a.width - b.width - 10 == 0", "a.height - b.height == 0"])
        #expect(try lowered("a.size == 48") == ["a.width - 48 == 0", "a.height - 48 == 0"])
        #expect(
            try lowered("a.center == b.center(0, -10)") == [
                "a.left + 0.5·a.width - b.left - 0.5·b.width == 0",
                "a.top + 0.5·a.height - b.top - 0.5·b.height + 10 == 0"
            ])
    }

    @Test func exactConstraintStructure() throws {
        let constraints = try SpecTesting.lower(
            SpecTesting.standardSpec([.quoted("a.width@high == b.width * 0.5 - 10")])
        ).system.constraints
        #expect(constraints.count == 1)
        let expected = LinearExpression(
            variables: [Variable("a", .width): 1, Variable("b", .width): -0.5], constant: 10)
        #expect(constraints.first?.expression == expected)
        #expect(constraints.first?.relation == .equal)
        #expect(constraints.first?.priority == 750)
        #expect(constraints.first?.condition == nil)
        #expect(
            constraints.first?.origin
                == ConstraintOrigin(
                    location: SpecTesting.location(9, 6), text: "a.width@high == b.width * 0.5 - 10",
                    notation: .equation))
    }

    @Test func arithmeticMetricsInputsAndItems() throws {
        #expect(try lowered("a.top == -(b.top - 10) * 2") == ["a.top + 2·b.top - 20 == 0"])
        #expect(try lowered("a.width == spacing * 2 + pad") == ["a.width - 2·spacing - 8 == 0"])
        #expect(try lowered("a.width == pad * b.width") == ["a.width - 8·b.width == 0"])
        #expect(try lowered("a.centerY == margins.centerY") == ["a.top + 0.5·a.height - 0.5·container.height == 0"])
        #expect(try lowered("a.top == safeArea.top") == ["a.top - safeArea.top == 0"])
        #expect(try lowered("a.width == 100 @pad") == ["a.width - 100 == 0 @8"])
        #expect(try lowered("a.bottom == superview.bottomMargin") == ["a.top + a.height - container.height + 8 == 0"])
    }

    @Test func leadingAndTrailingAreLoweredPerReadingDirection() throws {
        #expect(
            try lowered("a.leading == superview.leading + pad") == [
                "a.left - 8 == 0 when !rtl",
                "-a.left - a.width + container.width - 8 == 0 when rtl"
            ])
        #expect(
            try lowered("a.leading == b.trailing + 8") == [
                "a.left - b.left - b.width - 8 == 0 when !rtl",
                "-a.left - a.width + b.left - 8 == 0 when rtl"
            ])
        #expect(try lowered("a.left == b") == ["a.left - b.left == 0"])
    }

    @Test func exactVFLConstraintList() throws {
        let views: [YAMLValue] = [.plain("avatar"), .plain("title")]
        let spec = SpecTesting.standardSpec(
            [.quoted("H:|-16-[avatar(48)]-12-[title(>=80@750)]-(>=16)-|")], views: views)
        let constraints = try SpecTesting.lower(spec).system.constraints
        #expect(
            constraints.map(\.description) == [
                "avatar.left - 16 == 0 when !rtl",
                "-avatar.left - avatar.width + container.width - 16 == 0 when rtl",
                "avatar.width - 48 == 0",
                "-avatar.left - avatar.width + title.left - 12 == 0 when !rtl",
                "avatar.left - title.left - title.width - 12 == 0 when rtl",
                "title.width - 80 >= 0 @750",
                "-title.left - title.width + container.width - 16 >= 0 when !rtl",
                "title.left - 16 >= 0 when rtl"
            ])
        // Each constraint points at its own predicate (the text starts at 9:6).
        #expect(constraints.map(\.origin.location.column) == [10, 10, 21, 26, 26, 36, 48, 48])
    }

    @Test func vflConnections() throws {
        #expect(
            try lowered("V:|-[a]-[b(==a)]") == [
                "a.top - 20 == 0", "-a.top - a.height + b.top - 8 == 0", "-a.height + b.height == 0"
            ])
        #expect(
            try lowered("V:[a][b]|") == ["-a.top - a.height + b.top == 0", "-b.top - b.height + container.height == 0"])
        #expect(
            try lowered("V:[a]-pad-[b(>=spacing@250,<=100)]") == [
                "-a.top - a.height + b.top - 8 == 0", "b.height - spacing >= 0 @250", "b.height - 100 <= 0"
            ])
        #expect(
            try lowered("V:[a]-(>=8@750,<=20)-[b]") == [
                "-a.top - a.height + b.top - 8 >= 0 @750", "-a.top - a.height + b.top - 20 <= 0"
            ])
        let spec: YAMLValue = .map([
            ("views", .list([.plain("a")])),
            ("metrics", .map([("standardSpacing", .plain("10")), ("standardEdgeSpacing", .plain("4"))])),
            ("constraints", .list([.quoted("V:|-[a]-|")]))
        ])
        #expect(
            try SpecTesting.lower(spec).system.constraints.map(\.description) == [
                "a.top - 4 == 0", "-a.top - a.height + container.height - 4 == 0"
            ])
    }

    @Test func whenGroupsGuardTheirStatements() throws {
        let spec: YAMLValue = .map([
            ("views", .list([.plain("a"), .plain("b")])),
            ("conditions", .list([.plain("expanded")])),
            (
                "constraints",
                .list([
                    .map([
                        ("when", .quoted("compactWidth")),
                        (
                            "constraints",
                            .list([
                                .quoted("a.width == 100"),
                                .map([
                                    ("when", .plain("expanded")),
                                    ("constraints", .list([.quoted("a.leading == b.trailing")]))
                                ])
                            ])
                        ),
                        ("else", .list([.quoted("a.width == 200")]))
                    ])
                ])
            )
        ])
        // Size classes are enumerations (docs/SpecLanguage.md): `compactWidth` is `!regularWidth`.
        #expect(
            try SpecTesting.lower(spec).system.constraints.map(\.description) == [
                "a.width - 100 == 0 when !regularWidth",
                "a.left - b.left - b.width == 0 when ((!regularWidth && expanded) && !rtl)",
                "-a.left - a.width + b.left == 0 when ((!regularWidth && expanded) && rtl)",
                "a.width - 200 == 0 when regularWidth"
            ])
    }

    @Test func intrinsicViewsParametersAndInterface() throws {
        let spec: YAMLValue = .map([
            ("name", .plain("CardLayout")),
            ("access", .plain("public")),
            (
                "views",
                .map([
                    (
                        "icon",
                        .map([("measure", .plain("intrinsic")), ("hugging", .list([.plain("300"), .plain("200")]))])
                    ),
                    ("body", .map([("measure", .plain("heightForWidth")), ("parent", .plain("icon"))])),
                    ("title", .map([("label", .plain("true"))]))
                ])
            ),
            ("guides", .list([.plain("column")])),
            ("inputs", .map([("gap", .map([("min", .plain("0")), ("max", .plain("40"))]))])),
            (
                "container",
                .map([
                    ("width", .plain("input")), ("height", .plain("fit")), ("minWidth", .plain("100")),
                    ("minHeight", .plain("44"))
                ])
            ),
            (
                "constraints",
                .list([
                    .quoted("title.firstBaseline == icon.bottom + gap"),
                    .quoted("container.height == title.bottom")
                ])
            )
        ])
        let lowered = try SpecTesting.lower(spec)
        #expect(
            lowered.system.constraints.map(\.description) == [
                "icon.width - icon.intrinsicWidth <= 0 @300",
                "icon.width - icon.intrinsicWidth >= 0 @750",
                "icon.height - icon.intrinsicHeight <= 0 @200",
                "icon.height - icon.intrinsicHeight >= 0 @750",
                "body.width - body.intrinsicWidth <= 0 @250",
                "body.width - body.intrinsicWidth >= 0 @750",
                "body.height - body.measuredHeight <= 0 @250",
                "body.height - body.measuredHeight >= 0 @750",
                "container.height - 44 >= 0",
                "-icon.top - icon.height + title.top - gap + title.ascent == 0",
                "container.height - title.top - title.height == 0"
            ])
        #expect(
            lowered.system.constraints[0].origin
                == ConstraintOrigin(
                    location: SpecTesting.location(4, 3), text: "icon's intrinsic width (hugging 300)",
                    notation: .specKey,
                    role: .hugging(.intrinsicWidth("icon"))))
        #expect(
            lowered.system.parameters == [
                ParameterDomain(.containerWidth, 100, 10_000),
                ParameterDomain(.input("gap"), 0, 40),
                ParameterDomain(.intrinsicWidth("icon"), 0, 10_000),
                ParameterDomain(.intrinsicHeight("icon"), 0, 10_000),
                ParameterDomain(.intrinsicWidth("body"), 0, 10_000),
                ParameterDomain(.measuredHeight("body"), 0, 10_000, measuredAt: Variable("body", .width)),
                ParameterDomain(.ascent("title"), 0, 10_000)
            ])
        #expect(lowered.system.variables.count == 4 * 4 + 1)
        #expect(lowered.system.variables.first == Variable("icon", .minX))
        #expect(lowered.system.variables.last == Variable("container", .height))
        #expect(lowered.system.conditionNames.contains("rtl"))
        #expect(
            lowered.interface
                == LayoutInterface(
                    typeName: "CardLayout", access: .public, specFileName: "Test.layout.yaml",
                    items: [
                        .init(name: "icon", kind: .view), .init(name: "body", kind: .view, parent: "icon"),
                        .init(name: "title", kind: .view), .init(name: "column", kind: .guide)
                    ],
                    inputs: ["gap"], conditions: [],
                    measuredViews: [
                        .init(name: "icon", measurement: .intrinsic), .init(name: "body", measurement: .heightForWidth)
                    ],
                    labels: ["title"], fitsWidth: false, fitsHeight: true))
    }

    @Test func noImplicitConstraints() throws {
        let lowered = try SpecTesting.lower(SpecTesting.standardSpec([]))
        #expect(lowered.system.constraints.isEmpty)
        #expect(lowered.system.parameters.map(\.parameter) == [.containerWidth, .containerHeight, .input("spacing")])
    }

    @Test func statementErrorsAtTheOffendingToken() {
        // The statement's text starts at line 9, column 6.
        #expect(
            SpecTesting.statementError("c.left == a.left")
                == "9:6: unknown item `c`; known items: a, b, superview, container, margins, safeArea, safeAreaLayoutGuide, layoutMarginsGuide"
        )
        #expect(
            SpecTesting.statementError("a.lefty == b.left").hasPrefix(
                "9:8: unknown attribute `lefty`; expected one of: left, right, top, bottom, leading, trailing, width, height"
            ))
        #expect(
            SpecTesting.statementError("a.width == gap")
                == "9:17: unknown name `gap`: not a view, guide, metric or input; known items: a, b, superview, container, margins, safeArea, safeAreaLayoutGuide, layoutMarginsGuide; metrics and inputs: pad, spacing"
        )
        #expect(
            SpecTesting.statementError("a.width == a.height * b.width")
                == "9:26: a product of two unknowns is not linear: multiply by a number or a metric")
        #expect(
            SpecTesting.statementError("a.width == spacing * b.width")
                == "9:25: a runtime input can only be added or subtracted: multiply by a number or a metric (a build-time constant)"
        )
        #expect(SpecTesting.statementError("a.width == 10 @1001").hasPrefix("9:21: priority 1001 is out of range"))
        #expect(SpecTesting.statementError("a.width == 10 @urgent").hasPrefix("9:21: unknown priority `urgent`"))
        #expect(
            SpecTesting.statementError("a.width == (b.width + 2")
                == "9:17: unbalanced parentheses: this `(` is never closed")
        #expect(SpecTesting.statementError("a.width == b.width / 0") == "9:25: division by zero")
        #expect(
            SpecTesting.statementError("a.size == b.width").hasPrefix(
                "9:18: `b.width` is one attribute but `a.size` has 2 components"))
        #expect(
            SpecTesting.statementError("a.size == (1, 2, 3)")
                == "9:16: the tuple has 3 values but `a.size` has 2 components")
        #expect(SpecTesting.statementError("pad.width == 3").hasPrefix("9:6: `pad` is a metric, not an item"))
        #expect(SpecTesting.statementError("H:|-[a]-[b") == "9:14: unbalanced brackets: this `[` is never closed")
        #expect(
            SpecTesting.statementError("H:[a]-gap-[b]")
                == "9:12: unknown metric `gap`; metrics and inputs: pad, spacing")
        #expect(SpecTesting.statementError("H:[a]-[zz]").hasPrefix("9:13: unknown item `zz`"))
        #expect(SpecTesting.statementError("a.rigth --> b.left").hasPrefix("9:8: unknown anchor `rigth`"))
    }

    @Test func independentStatementErrorsAreAllReported() {
        let found = SpecTesting.diagnostics(
            SpecTesting.standardSpec([.quoted("c.left == 0"), .quoted("a.left == 0"), .quoted("a.top == q")]))
        #expect(found.map { $0.location.map { "\($0.line):\($0.column)" } ?? "-" } == ["9:6", "11:15"])
    }

    @Test func seedSectionsReachTheirNotationsLowering() {
        let spec: YAMLValue = .map([
            ("views", .list([.plain("a")])), ("rules", .map([("a", .quoted("w = 10, h = 1x"))]))
        ])
        let found = SpecTesting.diagnostics(spec)
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 4)
    }
}
