import Testing

@testable import LayoutSpec

@Suite struct SpecParserTests {
    private func errors(_ value: YAMLValue, path: String = "Test.layout.yaml") -> [String] {
        SpecTesting.diagnostics(value, path: path).map(\.description)
    }

    @Test func swiftUIKeyIsABooleanThatDefaultsToFalse() throws {
        let views = ("views", YAMLValue.list([.plain("a")]))
        #expect(try SpecTesting.parse(.map([views])).swiftUI == false)
        #expect(try SpecTesting.parse(.map([views, ("swiftUI", .plain("true"))])).swiftUI == true)
        #expect(try SpecTesting.parse(.map([views, ("swiftUI", .plain("false"))])).swiftUI == false)
        #expect(
            errors(.map([views, ("swiftUI", .plain("yes"))]))
                == ["Test.layout.yaml:3:10: error: `swiftUI` must be true or false, found `yes`"])
    }

    @Test func typedTopLevelKeys() throws {
        let spec = try SpecTesting.parse(
            .map([
                ("access", .plain("package")),
                (
                    "views",
                    .list([
                        .plain("a"),
                        .map([
                            (
                                "b",
                                .map([
                                    ("measure", .plain("intrinsic")), ("compression", .plain("1000")),
                                    ("margins", .list([.plain("1"), .plain("2"), .plain("3"), .plain("4")]))
                                ])
                            )
                        ])
                    ])
                ),
                ("metrics", .map([("pad", .plain("8.5"))])),
                ("inputs", .list([.plain("x")])),
                ("conditions", .list([.plain("expanded")])),
                (
                    "container",
                    .map([("width", .plain("fit")), ("maxWidth", .plain("320")), ("margins", .plain("input"))])
                ),
                ("constraints", .list([.quoted("a.left == 0")])),
                ("align", .map([("a", .map([("to", .plain("b"))]))])),
                ("examples", .list([.map([("input", .map([("width", .plain("100"))]))])]))
            ]), path: "Specs/ProfileCard.layout.yaml")
        #expect(spec.typeName == "ProfileCardLayout")
        #expect(spec.fileName == "ProfileCard.layout.yaml")
        #expect(spec.access == .package)
        #expect(spec.views.map(\.name) == ["a", "b"])
        #expect(spec.views[1].measure == .intrinsic)
        #expect(spec.views[1].compression == AxisPriorities(horizontal: 1000, vertical: 1000))
        #expect(spec.views[1].margins == [1, 2, 3, 4])
        #expect(
            spec.metrics == [
                MetricDeclaration(
                    name: "pad", value: 8.5,
                    location: SourceLocation(path: "Specs/ProfileCard.layout.yaml", line: 13, column: 3))
            ])
        #expect(spec.inputs.map(\.name) == ["x"])
        #expect(spec.inputs.first?.lowerBound == -10_000)
        #expect(spec.conditions.map(\.name) == ["expanded"])
        #expect(spec.container.width == .fit)
        #expect(spec.container.maxWidth?.value == 320)
        #expect(spec.container.margins == .input)
        #expect(spec.constraints.count == 1)
        #expect(spec.align.map(\.view) == ["a"])
        #expect(spec.examples?.examples.count == 1)
        #expect(spec.rules.isEmpty && spec.attributes.isEmpty && spec.distribute.isEmpty)
    }

    @Test func explicitNameMustBeAnIdentifier() {
        #expect(
            errors(.map([("name", .plain("My Card"))])) == [
                "Test.layout.yaml:1:7: error: `My Card` is not a valid Swift type name: use letters, digits and `_`, not starting with a digit"
            ])
        #expect(
            errors(.map([("views", .list([.plain("a")]))]), path: "my-card.layout.yaml") == [
                "my-card.layout.yaml:1:1: error: the file name `my-card.layout.yaml` gives the type name `my-cardLayout`, which is not a valid Swift identifier: add a `name:` key, such as `name: MyLayout`"
            ])
    }

    @Test func unknownTopLevelKeyListsTheExpectedOnes() {
        #expect(
            errors(.map([("views", .list([.plain("a")])), ("colors", .null)])) == [
                "Test.layout.yaml:3:1: error: unknown key `colors`; expected one of: name, access, views, stacks, guides, metrics, inputs, conditions, container, constraints, rules, attributes, align, distribute, examples, checks, ties, viewDefaults, swiftUI"
            ])
    }

    @Test func duplicateNamesHaveANoteAtTheFirst() {
        let found = errors(
            .map([
                ("views", .list([.plain("a"), .plain("b")])),
                ("guides", .list([.plain("a")])),
                ("metrics", .map([("b", .plain("4"))]))
            ]))
        #expect(
            found == [
                "Test.layout.yaml:5:5: error: duplicate name `a`: views, guides, metrics and inputs share one namespace\nTest.layout.yaml:2:5: note: `a` is first declared here",
                "Test.layout.yaml:7:3: error: duplicate name `b`: views, guides, metrics and inputs share one namespace\nTest.layout.yaml:3:5: note: `b` is first declared here"
            ])
    }

    @Test func reservedAndInvalidNames() {
        #expect(
            errors(.map([("views", .list([.plain("superview"), .plain("2x"), .plain("bounds")]))])) == [
                "Test.layout.yaml:2:5: error: `superview` is a reserved item name (superview, container, margins, safeArea, safeAreaLayoutGuide, layoutMarginsGuide): choose another view name",
                "Test.layout.yaml:3:5: error: `2x` is not a valid view name: use a Swift identifier (letters, digits and `_`, not starting with a digit, not a keyword)",
                "Test.layout.yaml:4:5: error: `bounds` is used by the generated code (bounds, scale, traits, fittingSize): choose another view name"
            ])
        #expect(
            errors(.map([("conditions", .list([.plain("rtl")]))])) == [
                "Test.layout.yaml:2:5: error: `rtl` is a built-in condition: use it without declaring it"
            ])
    }

    @Test func viewOptionsAreValidated() {
        let found = errors(
            .map([
                (
                    "views",
                    .map([
                        (
                            "a",
                            .map([("measure", .plain("always")), ("label", .plain("yes")), ("color", .plain("red"))])
                        ),
                        ("b", .map([("parent", .plain("nobody")), ("hugging", .plain("2000"))]))
                    ])
                )
            ]))
        #expect(
            found == [
                "Test.layout.yaml:5:5: error: unknown key `color` in the options of view `a`; expected one of: kind, measure, measuredSize, label, parent, hugging, compression, margins, layout, inputs",
                "Test.layout.yaml:3:14: error: `measure` must be one of none, intrinsic, heightForWidth; found `always`",
                "Test.layout.yaml:4:12: error: `label` must be true or false, found `yes`",
                "Test.layout.yaml:8:14: error: `hugging` must be a whole number from 1 to 1000, found `2000`",
                "Test.layout.yaml:7:13: error: view `b` has `parent: nobody`, which is not a declared view; known views: a, b"
            ])
    }

    /// Margins by side are directional: only `top`, `leading`, `bottom` and `trailing`, each a
    /// number, and a side left out keeps UIKit's 8.
    @Test func directionalMarginsAreReadAndValidated() throws {
        let spec = try SpecTesting.parse(
            .map([
                (
                    "views",
                    .map([("a", .map([("margins", .map([("leading", .plain("20")), ("trailing", .plain("4"))]))]))])
                )
            ]))
        let view = try #require(spec.views.first)
        #expect(view.margins == [8, 20, 8, 4])
        #expect(view.marginsFollowReadingDirection)
        let found = errors(
            .map([
                (
                    "views",
                    .map([
                        ("a", .map([("margins", .map([("left", .plain("3"))]))])),
                        ("b", .map([("margins", .map([("top", .plain("x"))]))]))
                    ])
                )
            ]))
        #expect(
            found == [
                "Test.layout.yaml:4:7: error: unknown key `left` in `margins`; expected one of: top, leading, bottom, trailing",
                "Test.layout.yaml:7:12: error: `margins` `top` must be a number, found `x`"
            ])
    }

    @Test func viewKindsGiveInterfaceBuildersDefaults() throws {
        let root = try DocumentReader.read(
            contents: """
                views:
                  title: {kind: label}
                  field: {hugging: 300, kind: textField}
                  icon: {kind: image}
                  toggle: {kind: switch}
                  box: {kind: view}
                """, path: "Test.layout.yaml")
        let views = try SpecParser.parse(root, path: "Test.layout.yaml").views
        #expect(views.map(\.measure) == [.intrinsic, .intrinsic, .intrinsic, .intrinsic, .none])
        #expect(views.map(\.isLabel) == [true, true, false, false, false])
        #expect(views.map(\.centersText) == [false, true, false, false, false])
        // A written option overrides the kind's default wherever it is written.
        #expect(views.map(\.hugging.horizontal) == [251, 300, 251, 750, 250])
        #expect(views.map(\.compression.vertical) == [750, 750, 750, 750, 750])
        #expect(
            errors(.map([("views", .map([("a", .map([("kind", .plain("slider"))]))]))])) == [
                "Test.layout.yaml:3:11: error: `kind` must be one of label, textField, button, image, switch, view; found `slider`"
            ])
    }

    /// `viewDefaults: code`: a label and an image view made in code hug at UIKit's 250; the other
    /// kinds, and a written option, are as before.
    @Test func viewDefaultsForCodeGiveUIKitsHugging() throws {
        let text = """
            viewDefaults: code
            views:
              title: {kind: label}
              icon: {kind: image}
              toggle: {kind: switch}
              field: {kind: textField}
              badge: {kind: label, hugging: 251}
            """
        let views = try SpecParser.parse(
            DocumentReader.read(contents: text, path: "Test.layout.yaml"), path: "Test.layout.yaml"
        )
        .views
        #expect(views.map(\.hugging.horizontal) == [250, 250, 750, 250, 251])
        #expect(views.map(\.hugging.vertical) == [250, 250, 750, 250, 251])
        #expect(
            errors(.map([("viewDefaults", .plain("xib"))])) == [
                "Test.layout.yaml:1:15: error: `viewDefaults` must be `interfaceBuilder` or `code` (views created in "
                    + "code: labels and images hug at 250), found `xib`"
            ])
    }

    @Test func containerAndInputsAreValidated() {
        let found = errors(
            .map([
                ("inputs", .map([("x", .map([("min", .plain("5")), ("max", .plain("1"))]))])),
                (
                    "container",
                    .map([
                        ("width", .plain("auto")), ("minHeight", .plain("50")), ("maxHeight", .plain("10")),
                        ("depth", .plain("1"))
                    ])
                ),
                ("access", .plain("open"))
            ]))
        #expect(
            found == [
                "Test.layout.yaml:10:9: error: `access` must be one of internal, public, package; found `open`",
                "Test.layout.yaml:2:3: error: input `x` has min 5 greater than max 1",
                "Test.layout.yaml:9:3: error: unknown key `depth` in `container`; expected one of: width, height, minWidth, maxWidth, minHeight, maxHeight, margins, minSafeArea, maxSafeArea",
                "Test.layout.yaml:6:10: error: container `width` must be `input` or `fit`, found `auto`",
                "Test.layout.yaml:8:3: error: container `maxHeight` (10) is less than `minHeight` (50)"
            ])
    }

    /// `minSafeArea` and `maxSafeArea` take one number, four, or some of the sides by name; each
    /// side's range is the domain its inset is proven over.
    @Test func safeAreaBoundsAreReadAndValidated() throws {
        let spec = try SpecTesting.parse(
            .map([
                ("views", .list([.plain("a")])),
                (
                    "container",
                    .map([
                        ("minSafeArea", .list([.plain("20"), .plain("0"), .plain("0"), .plain("0")])),
                        ("maxSafeArea", .map([("top", .plain("59")), ("right", .plain("0"))]))
                    ])
                )
            ]))
        #expect(spec.container.minSafeArea?.values == [20, 0, 0, 0])
        #expect(spec.container.maxSafeArea?.values == [59, nil, nil, 0])
        #expect(spec.container.safeAreaRange(.top) == 20...59)
        #expect(spec.container.safeAreaRange(.bottom) == 0...10_000)
        #expect(spec.container.safeAreaRange(.right) == 0...0)
        let found = errors(
            .map([
                (
                    "container",
                    .map([
                        ("minSafeArea", .plain("10")),
                        ("maxSafeArea", .map([("top", .plain("5")), ("side", .plain("1"))]))
                    ])
                )
            ]))
        #expect(
            found == [
                "Test.layout.yaml:5:5: error: unknown key `side` in container `maxSafeArea`; expected one of: top, left, bottom, right",
                "Test.layout.yaml:3:3: error: container `maxSafeArea` is less than `minSafeArea` on the top (5 < 10): give each side's largest inset at least its smallest"
            ])
        #expect(
            errors(
                .map([
                    ("container", .map([("maxSafeArea", .list([.plain("0"), .plain("-1"), .plain("0"), .plain("0")]))]))
                ])) == [
                    "Test.layout.yaml:3:5: error: container `maxSafeArea` must not be negative: a safe-area inset is 0 or more"
                ])
    }

    @Test func conditionalGroupsAndUndeclaredConditions() throws {
        let spec = try SpecTesting.parse(
            .map([
                ("conditions", .list([.plain("expanded")])),
                (
                    "constraints",
                    .list([
                        .map([
                            ("when", .quoted("expanded && !rtl")), ("constraints", .list([.quoted("a.left == 0")])),
                            ("else", .list([.quoted("a.left == 1")]))
                        ])
                    ])
                )
            ]))
        guard case .group(let group) = spec.constraints.first else {
            Issue.record("expected a group")
            return
        }
        #expect(group.condition == .and(.name("expanded"), .not(.name("rtl"))))
        #expect(group.constraints.count == 1)
        #expect(group.otherwise.count == 1)

        let found = errors(
            .map([
                (
                    "constraints",
                    .list([
                        .map([
                            ("when", .quoted("compactWidth && tiny")),
                            ("constraints", .list([.quoted("a.width == 1")])),
                            ("then", .null)
                        ])
                    ])
                )
            ]))
        #expect(
            found.first?.hasPrefix(
                "Test.layout.yaml:5:5: error: unknown key `then` in a `when` group; expected one of: when, constraints, else"
            ) == true)
        #expect(
            found.last?.hasPrefix(
                "Test.layout.yaml:2:28: error: unknown condition `tiny`: declare it under `conditions:`") == true)
    }

    @Test func seedSectionsOfTheWrongShapeSayWhatTheyMustBe() {
        // Lines 1-2 hold `views:` and its item; each section below is a scalar after `key: `, so
        // its value starts one column after the key, its colon and a space.
        #expect(
            errors(
                .map([
                    ("views", .list([.plain("a")])),
                    ("rules", .plain("x")),
                    ("attributes", .plain("y")),
                    ("align", .plain("z")),
                    ("distribute", .plain("w"))
                ]))
                == [
                    "Test.layout.yaml:3:8: error: `rules` must map each view to a string or a list of strings; found a scalar",
                    "Test.layout.yaml:4:13: error: `attributes` must map each view to a string or a list of strings; found a scalar",
                    "Test.layout.yaml:5:8: error: `align` must map each view to its alignment, such as `badge: {to: avatar, horizontal: right}`; found a scalar",
                    "Test.layout.yaml:6:13: error: `distribute` must be a list of distributions, such as `- \"H: a <> ~1~ <> b\"`; found a scalar"
                ])
    }

    @Test func severalIndependentErrorsInOneRun() {
        let found = SpecTesting.diagnostics(
            .map([
                ("views", .list([.plain("a"), .plain("a")])),
                ("metrics", .map([("pad", .plain("wide"))])),
                ("extra", .null)
            ]))
        #expect(found.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["6:1", "3:5", "5:8"])
    }
}
