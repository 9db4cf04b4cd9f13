import Testing

@testable import LayoutSpec

@Suite struct EasyPeasyLoweringTests {
    typealias T = NotationTestSupport

    func lower(_ attributes: [(String, [String])], context: LoweringContext = T.context()) throws -> [String] {
        return try EasyPeasyLowering.lower(attributes: T.views(attributes), context: context).map(\.description)
    }

    func lower(_ view: String, _ text: String, context: LoweringContext = T.context()) throws -> [String] {
        try lower([(view, [text])], context: context)
    }

    @Test func readmeLabelAndSeparatorExample() throws {
        let constraints = try lower([
            ("label", ["Top(10).to(guide), CenterX(0), Size(60)"]),
            ("separator", ["Width(0).like(guide), Height(2), Top(10).to(label), CenterX(0).to(label)"])
        ])
        #expect(
            constraints == [
                "-guide.top - guide.height + label.top - 10 == 0",
                "label.left + 0.5·label.width - 0.5·container.width == 0",
                "label.width - 60 == 0",
                "label.height - 60 == 0",
                "-guide.width + separator.width == 0",
                "separator.height - 2 == 0",
                "-label.top - label.height + separator.top - 10 == 0",
                "-label.left - 0.5·label.width + separator.left + 0.5·separator.width == 0"
            ])
    }

    @Test func readmeHeaderExampleWithNamedAttribute() throws {
        #expect(
            try lower("label", "Top(10).to(header), Left().to(header, .Left)") == [
                "-header.top - header.height + label.top - 10 == 0",
                "-header.left + label.left == 0"
            ])
    }

    @Test func originsAreTheAttributeTextAndName() throws {
        let input = T.views([("v", ["Left(12).to(avatar), Right(>=16).with(.medium)"])])
        let constraints = try EasyPeasyLowering.lower(attributes: input, context: T.context())
        #expect(constraints.map(\.origin.text) == ["Left(12).to(avatar)", "Right(>=16).with(.medium)"])
        #expect(constraints.map(\.origin.location.column) == [12, 33])
    }

    @Test func constantsRelationsAndMultipliers() throws {
        #expect(try lower("v", "Width(200), Height(>=10*0.5)") == ["v.width - 200 == 0", "v.height - 10 >= 0"])
        #expect(try lower("v", "Width(<=200)") == ["v.width - 200 <= 0"])
        #expect(try lower("v", "Width(*2).like(b)") == ["-2·b.width + v.width == 0"])
        #expect(try lower("v", "Width(>=10*0.5).like(b)") == ["-0.5·b.width + v.width - 10 >= 0"])
        #expect(try lower("v", "Height(==-4).like(b, .width)") == ["-b.width + v.height + 4 == 0"])
        #expect(try lower("v", "Width()") == ["v.width == 0"])
        #expect(try lower("v", "Left(*2)") == ["v.left == 0"])
        let context = T.context(metrics: ["gap": 8], inputs: ["inset"])
        #expect(
            try lower("v", "Left(gap), Top(>=-inset)", context: context) == ["v.left - 8 == 0", "v.top + inset >= 0"])
    }

    @Test func insetsForRightBottomAndFriendsKeepTheRelation() throws {
        #expect(
            try lower("v", "Right(10), Bottom(>=10)") == [
                "v.left + v.width - container.width + 10 == 0",
                "v.top + v.height - container.height + 10 >= 0"
            ])
        #expect(
            try lower("v", "Bottom(10).to(b), Right(4).to(b)") == [
                "-b.top + v.top + v.height + 10 == 0",
                "-b.left + v.left + v.width + 4 == 0"
            ])
        #expect(try lower("v", "RightMargin(4)") == ["v.left + v.width - container.width + 4 == 0"])
        #expect(
            try lower("v", "LastBaseline(2).to(b, .lastBaseline)") == ["-b.top - b.height + v.top + v.height + 2 == 0"])
    }

    @Test func toTheSuperviewUsesTheSameAttribute() throws {
        let context = T.context(views: ["v": .init(parent: "card")])
        #expect(
            try lower("v", "Top(4).to(card), Bottom(4).to(superview)", context: context) == [
                "-card.top + v.top - 4 == 0",
                "-card.top - card.height + v.top + v.height + 4 == 0"
            ])
        #expect(try lower("v", "Top(4).to(safeArea)") == ["v.top - safeArea.top - 4 == 0"])
    }

    @Test func marginAttributes() throws {
        #expect(
            try lower("v", "LeftMargin(2), CenterYWithinMargins()") == [
                "v.left - 2 == 0",
                "v.top + 0.5·v.height - 0.5·container.height == 0"
            ])
    }

    @Test func compounds() throws {
        #expect(try lower("v", "Size(200, 100)") == ["v.width - 200 == 0", "v.height - 100 == 0"])
        #expect(try lower("v", "Size().like(b)") == ["-b.width + v.width == 0", "-b.height + v.height == 0"])
        #expect(
            try lower("v", "Edges(1, 2, 3, 4)") == [
                "v.top - 1 == 0",
                "v.left - 2 == 0",
                "v.top + v.height - container.height + 3 == 0",
                "v.left + v.width - container.width + 4 == 0"
            ])
        #expect(
            try lower("v", "Center(10)") == [
                "v.left + 0.5·v.width - 0.5·container.width - 10 == 0",
                "v.top + 0.5·v.height - 0.5·container.height - 10 == 0"
            ])
        #expect(try lower("v", "Center(0, 50)").last == "v.top + 0.5·v.height - 0.5·container.height - 50 == 0")
        #expect(try lower("v", "Margins(8)").count == 4)
        #expect(
            try lower("v", "CenterWithinMargins(0, 5).with(.low)") == [
                "v.left + 0.5·v.width - 0.5·container.width == 0 @250",
                "v.top + 0.5·v.height - 0.5·container.height - 5 == 0 @250"
            ])
    }

    @Test func priorities() throws {
        #expect(
            try lower(
                "v",
                "Top(>=50).with(.medium), Width(1).with(.high), Height(2).with(.custom(650)), Left(1).with(.required), Right(1).with(.low)"
            ) == [
                "v.top - 50 >= 0 @500",
                "v.width - 1 == 0 @750",
                "v.height - 2 == 0 @650",
                "v.left - 1 == 0",
                "v.left + v.width - container.width + 1 == 0 @250"
            ])
    }

    @Test func leadingAndTrailingLowerPerDirection() throws {
        #expect(
            try lower("v", "Leading(10), Trailing(>=4)") == [
                "v.left - 10 == 0 when !rtl",
                "v.left + v.width - container.width + 10 == 0 when rtl",
                "v.left + v.width - container.width + 4 >= 0 when !rtl",
                "v.left - 4 <= 0 when rtl"
            ])
        #expect(
            try lower("v", "Leading(8).to(b)", context: T.context(condition: .name("pad"))) == [
                "-b.left - b.width + v.left - 8 == 0 when (pad && !rtl)",
                "-b.left + v.left + v.width + 8 == 0 when (pad && rtl)"
            ])
    }

    @Test func conditions() throws {
        let context = T.context(conditions: ["expanded"])
        #expect(
            try lower(
                "v", "Height(100).when(expanded), Width(3).when(isHorizontalVerticalCompact && !isPad)",
                context: context) == [
                    "v.height - 100 == 0 when expanded",
                    "v.width - 3 == 0 when ((compactWidth && compactHeight) && !pad)"
                ])
        let guarded = T.context(conditions: ["expanded"], condition: .name("rtl"))
        #expect(
            try lower("v", "Height(1).when(expanded || phone)", context: guarded) == [
                "v.height - 1 == 0 when (rtl && (expanded || phone))"
            ])
    }

    @Test func laterAttributesReplaceEarlierOnes() throws {
        #expect(
            try lower("v", "Top(0), Left(0), Right(0), Height(60), Top(100)") == [
                "v.left == 0",
                "v.left + v.width - container.width == 0",
                "v.height - 60 == 0",
                "v.top - 100 == 0"
            ])
        #expect(
            try lower("v", "Left(10), Right(10), CenterX(0)") == ["v.left + 0.5·v.width - 0.5·container.width == 0"])
        #expect(try lower("v", "CenterX(0), Left(10)") == ["v.left - 10 == 0"])
        #expect(
            try lower("v", "Left(10), Leading(20)") == [
                "v.left - 20 == 0 when !rtl", "v.left + v.width - container.width + 20 == 0 when rtl"
            ])
        #expect(try lower("v", "Width(10), Width(20)") == ["v.width - 20 == 0"])
        // Different relation or priority: no replacement.
        #expect(
            try lower("v", "Left(10), Left(>=5), Width(10), Width(20).with(.high)") == [
                "v.left - 10 == 0", "v.left - 5 >= 0", "v.width - 10 == 0", "v.width - 20 == 0 @750"
            ])
        // Different axes never interact.
        #expect(try lower("v", "Top(1), CenterX(0)").count == 2)
        // Compounds replace component by component, across list items.
        #expect(
            try lower([("v", ["Edges(8)", "Top(20)"])]) == [
                "v.left - 8 == 0",
                "v.top + v.height - container.height + 8 == 0",
                "v.left + v.width - container.width + 8 == 0",
                "v.top - 20 == 0"
            ])
    }

    @Test func conditionalReplacementGuardsTheEarlierAttribute() throws {
        let context = T.context(conditions: ["centered"])
        #expect(
            try lower(
                "v", "Top(10), Bottom(10), Width(250), Left(10).when(!centered), CenterX(0).when(centered)",
                context: context) == [
                    "v.top - 10 == 0",
                    "v.top + v.height - container.height + 10 == 0",
                    "v.width - 250 == 0",
                    "v.left - 10 == 0 when (!centered && !centered)",
                    "v.left + 0.5·v.width - 0.5·container.width == 0 when centered"
                ])
        #expect(
            try lower("v", "Left(10), CenterX(0).when(centered)", context: context) == [
                "v.left - 10 == 0 when !centered",
                "v.left + 0.5·v.width - 0.5·container.width == 0 when centered"
            ])
        // Replaced under the same condition: never active, dropped.
        #expect(
            try lower("v", "Left(1).when(centered), Left(2).when(centered)", context: context) == [
                "v.left - 2 == 0 when centered"
            ])
    }

    @Test func errorsPointAtTheToken() {
        #expect(
            T.firstError { _ = try lower("v", "Left(1), Lefty(10)") }
                == "3:21: unknown EasyPeasy attribute `Lefty`; expected one of \(EasyPeasyParser.attributeSpellings); did you mean `Left`?"
        )
        #expect(
            T.firstError { _ = try lower("v", "Left(10") }
                == "3:19: expected `,` or `)` in the constants of `Left`, found the end of the attributes")
        #expect(
            T.firstError { _ = try lower("v", "Left(10) Top(1)") }
                == "3:21: expected `,`, `.to`, `.like`, `.with` or `.when` after an attribute, found `Top`")
        #expect(
            T.firstError { _ = try lower("v", "Left(>=)") }
                == "3:19: expected a constant such as `10`, `>=10`, `*2` or `>=10*0.5`, found `)`")
        #expect(
            T.firstError { _ = try lower("v", "Top(10).to(ghost)") }
                == "3:23: unknown item `ghost`; expected a view, a guide, `superview`, `container`, `margins` or `safeArea`"
        )
        #expect(
            T.firstError { _ = try lower("v", "Top(10).with(.urgent)") }
                == "3:25: invalid priority; expected `.required`, `.high`, `.medium`, `.low` or `.custom(N)` with N a whole number in 1...1000"
        )
        #expect(
            T.firstError { _ = try lower("v", "Top(10).with(.custom(2000))") }?.hasPrefix("3:25: invalid priority")
                == true)
        #expect(
            T.firstError { _ = try lower("v", "Top(10).when(isTablet)") }?.hasPrefix(
                "3:25: unknown condition `isTablet`; expected one of rtl") == true)
        #expect(
            T.firstError { _ = try lower("v", "Left(1).like(b)") }
                == "3:12: `.like` applies to `Width`, `Height` and `Size`; use `.to` for `Left`")
        #expect(
            T.firstError { _ = try lower("v", "Edges(1, 2)") } == "3:12: `Edges` takes 0, 1 or 4 constants, found 2")
        #expect(
            T.firstError { _ = try lower("v", "Top(1).after(b)") }
                == "3:19: unknown modifier `.after`; expected `.to`, `.like`, `.with` or `.when`")
        #expect(T.firstError { _ = try lower("v", "Top(gap)") } == "3:16: unknown metric or input `gap`")
        #expect(
            T.firstError { _ = try lower("v", "Leading(1).to(b, .left)") }
                == "3:12: `leading` cannot be related to `left`: Auto Layout does not mix leading/trailing with left/right"
        )
        #expect(
            T.firstError { _ = try lower("v", "Top(1).to(b, .middle)") }?.hasPrefix("3:26: unknown attribute `.middle`")
                == true)
        #expect(
            T.firstError { _ = try lower("ghost", "Top(1)") }
                == "3:11: unknown view `ghost` in `attributes`; declare it under `views`")
        #expect(
            T.firstError { _ = try lower("v", "Top(1) # x") }
                == "3:19: unexpected character `#` in an EasyPeasy attribute")
    }
}
