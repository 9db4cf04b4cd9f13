import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

// Seed fidelity: each library's own examples give the frames that library computes (read from its
// source; docs/notations/). Expectations are the library's arithmetic, in the comments, asserted
// through the generated code compiled into `LayoutExamples` and through `eval`.

/// Compiles an inline spec and evaluates it, returning the frames and the warnings' text.
enum InlineSpec {
    static func evaluate(
        _ contents: String, _ request: EvaluationRequest
    ) throws
        -> (frames: ExpectedFrames, warnings: [String])
    {
        let compiled = try LayoutCompiler().compile(contents: contents, path: "Card.layout.yaml")
        return (try SpecEvaluation.evalFrames(compiled.evaluate(request)), compiled.warnings.map(\.description))
    }

    /// The diagnostics of a spec that does not compile.
    static func errors(_ contents: String) -> [String] {
        do {
            _ = try LayoutCompiler().compile(contents: contents, path: "Card.layout.yaml")
            return []
        } catch let error as SpecError {
            return error.diagnostics.map(\.description)
        } catch {
            return ["\(error)"]
        }
    }
}

@Suite struct EasyPeasyFidelityTests {
    /// The frames that do not depend on traits, at 375 × 600.
    static let traitIndependent: ExpectedFrames = [
        "card": [20, 40, 200, 100],
        // EasyPeasy's Edges.to(view): Top().to(card, .top), Left().to(card, .left), … → card's frame.
        "cover": [20, 40, 200, 100],
        // column: Top(160), Left(30), Width(100), Bottom(20): height = 600 − 20 − 160 = 420.
        "column": [30, 160, 100, 420],
        // Edges().to(column): the guide's frame.
        "pane": [30, 160, 100, 420]
    ]

    /// Traits left out: size classes unspecified (compact), idiom unspecified (phone).
    @Test func edgesToASiblingOrAGuideTakeItsFrame() throws {
        let generated = EasyPeasyFidelityLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 375, height: 600)))
        try SeedExamples.check(
            "EasyPeasyFidelity", generated: generated, request: .init(width: 375, height: 600),
            expected: Self.traitIndependent.merging([
                // isHorizontalCompact: Top(0), Left(0), Right(0), Height(250).
                "hero": [0, 0, 375, 250],
                // isPhone: Top(10), Left(10), Right(10): width 375 − 20 = 355; Height(60).
                "layoutGuide": [10, 10, 355, 60]
            ]) { $1 })
    }

    @Test func contextualConditionsOnAPadInRegularWidth() throws {
        let generated = EasyPeasyFidelityLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 600),
                traits: LayoutTraits(horizontalSizeClass: .regular, idiom: .pad)))
        try SeedExamples.check(
            "EasyPeasyFidelity", generated: generated,
            request: .init(width: 375, height: 600, conditions: ["regularWidth", "pad"]),
            expected: Self.traitIndependent.merging([
                // isHorizontalRegular: Size(250), Center(0): x = 187.5 − 125 = 62.5 → px 63 (max 312.5 → 313);
                // y = 300 − 125 = 175.
                "hero": [63, 175, 250, 250],
                // isPad: Height(100).
                "layoutGuide": [10, 10, 355, 100]
            ]) { $1 })
    }

    @Test func contextualConditionsOnAPhoneInCompactWidth() throws {
        let generated = EasyPeasyFidelityLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 600),
                traits: LayoutTraits(horizontalSizeClass: .compact, idiom: .phone)))
        try SeedExamples.check(
            "EasyPeasyFidelity", generated: generated,
            request: .init(width: 375, height: 600, conditions: ["compactWidth", "phone"]),
            expected: Self.traitIndependent.merging([
                "hero": [0, 0, 375, 250],
                "layoutGuide": [10, 10, 355, 60]
            ]) { $1 })
    }

    @Test func edgesWithInsetsToAnItemDropTheInsetsWithALocatedWarning() throws {
        let spec = """
            views: [card, inner]
            attributes:
              card: "Left(20), Top(40), Width(200), Height(100)"
              inner: "Edges(8).to(card)"
            # The smallest container the card fits (quiet layout checks).
            container: {minWidth: 220, minHeight: 140}
            """
        let result = try InlineSpec.evaluate(spec, .init(width: 375, height: 600))
        // EasyPeasy rebuilds the edges with constant 0: inner = card = [20, 40, 200, 100]
        // (before, the sibling's opposite edges gave [363, 308, -351, -216]).
        #expect(result.frames == ["card": [20, 40, 200, 100], "inner": [20, 40, 200, 100]])
        #expect(
            result.warnings == [
                "Card.layout.yaml:4:11: warning: `Edges(8).to(card)` ignores its insets, as EasyPeasy's `Edges.to` does: "
                    + "the edges equal `card`'s; to keep the insets write `Top(8).to(card, .top), Left(8).to(card, .left), "
                    + "Bottom(8).to(card, .bottom), Right(8).to(card, .right)`"
            ])
    }

    @Test func theSuggestedFormKeepsTheInsets() throws {
        let spec = """
            views: [card, inner]
            attributes:
              card: "Left(20), Top(40), Width(200), Height(100)"
              inner: "Top(8).to(card, .top), Left(8).to(card, .left), Bottom(8).to(card, .bottom), Right(8).to(card, .right)"
            # The smallest container the card fits (quiet layout checks).
            container: {minWidth: 220, minHeight: 140}
            """
        let result = try InlineSpec.evaluate(spec, .init(width: 375, height: 600))
        // Bottom/Right insets are negated: inner = [20 + 8, 40 + 8, 200 − 16, 100 − 16].
        #expect(result.frames["inner"] == [28, 48, 184, 84])
        #expect(result.warnings.isEmpty)
    }

    @Test func edgesToWithANamedAttributeIsAnError() {
        let spec = """
            views: [card, inner]
            attributes:
              card: "Left(20), Top(40), Width(200), Height(100)"
              inner: "Edges(4).to(card, .top)"
            """
        #expect(
            InlineSpec.errors(spec) == [
                "Card.layout.yaml:4:11: error: `Edges.to` takes an item only (EasyPeasy's `Edges.to(view)`), found `.top`; "
                    + "relate one edge with `Top().to(card, .top)`"
            ])
    }
}

@Suite struct COSLayoutFidelityTests {
    @Test func at375x600() throws {
        let generated = COSLayoutFidelityLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 375, height: 600)))
        try SeedExamples.check(
            "COSLayoutFidelity", generated: generated, request: .init(width: 375, height: 600),
            expected: [
                // Rules [ll, rl]: solveLlRl: W = MAX(rl − ll, 0) = MAX((375 − 200) − 200, 0) = 0; x = rl − W = 175.
                "squeezed": [175, 0, 0, 10],
                "card": [20, 100, 200, 100],
                "badge": [10, 10, 20, 20],
                // badge in the container (caption's superview): top = 100 + 10 = 110, left = 20 + 10 = 30;
                // %bt = top + h = 130 → tt = 134; %ll = 30.
                "caption": [30, 134, 50, 10]
            ])
    }

    @Test func at500x600() throws {
        let generated = COSLayoutFidelityLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 500, height: 600)))
        try SeedExamples.check(
            "COSLayoutFidelity", generated: generated, request: .init(width: 500, height: 600),
            expected: [
                // W = (500 − 200) − 200 = 100 ≥ 0; x = rl − W = 300 − 100 = 200.
                "squeezed": [200, 0, 100, 10],
                "card": [20, 100, 200, 100],
                "badge": [10, 10, 20, 20],
                "caption": [30, 134, 50, 10]
            ])
    }
}

@Suite struct RelativityFidelityTests {
    // label font: ascender 18.6, descender −4.3, capHeight 13.2.
    static let font = FontMetrics(ascender: 18.6, descender: -4.3, capHeight: 13.2)
    static let evalFont = EvaluationRequest.Font(ascender: 18.6, descender: -4.3, capHeight: 13.2)

    @Test func distancesAreAbsoluteWhateverTheAnchorOrder() throws {
        let generated = RelativityFidelityLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 600), scale: 2, labelFont: Self.font))
        try SeedExamples.check(
            "RelativityFidelity", generated: generated,
            request: .init(width: 375, height: 600, scale: 2, fonts: ["label": Self.evalFont]),
            expected: [
                "label": [20, 30, 100, 40],
                // capLeft = (20, 30 + floorPx(18.6 − 13.2)) = (20, 30 + floor(10.8)/2) = (20, 35); .topRight = (375, 0).
                // measureDistance: (|375 − 20|, |0 − 35|) = (355, 35) — the signed height would be −35.
                "box": [0, 0, 355, 35],
                "mirror": [0, 0, 355, 35],
                // 8 <> back <> ~1~ <> done <> 8, left to right: R = 375 − 16 − 40 − 60 = 259 (one ~1~);
                // back.x = 8, done.x = 8 + 40 + 259 = 307; across: y = (600 − 20)/2 = 290.
                "back": [8, 290, 40, 20], "done": [307, 290, 60, 20]
            ].merging(Self.readmeDistributionAt600) { $1 })
    }

    /// `V: blue <> ~2~ <> red <> 20 <> yellow <> ~1~ <> green` in 600 points: implied ~1~ at both
    /// ends, W = 5, T = 600 − 20 − (50 + 40 + 30 + 60) = 400, one share 80 (no rounding needed):
    /// blue 80, red 80 + 50 + 160 = 290, yellow 290 + 40 + 20 = 350, green 350 + 30 + 80 = 460;
    /// across: px(px(187.5) − px(50)) = 137.5.
    static let readmeDistributionAt600: ExpectedFrames = [
        "blue": [137.5, 80, 100, 50], "red": [137.5, 290, 100, 40],
        "yellow": [137.5, 350, 100, 30], "green": [137.5, 460, 100, 60]
    ]

    @Test func distributionRoundsEveryIntermediatePointLikeRelativity() throws {
        let generated = RelativityFidelityLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 601), scale: 2, labelFont: Self.font))
        try SeedExamples.check(
            "RelativityFidelity", generated: generated,
            request: .init(width: 375, height: 601, scale: 2, fonts: ["label": Self.evalFont]),
            expected: [
                "label": [20, 30, 100, 40], "box": [0, 0, 355, 35], "mirror": [0, 0, 355, 35],
                // (601 − 20)/2 = 290.5 across.
                "back": [8, 290.5, 40, 20], "done": [307, 290.5, 60, 20],
                // Relativity's SubviewDistributor at scale 2, T = 601 − 200 = 401, one share 80.2:
                // P = px(0 + 80.2) = round(160.4)/2 = 80 → blue.y = 80; P = 80 + 50 = 130;
                // P = px(130 + 160.4) = round(580.8)/2 = 290.5 → red.y; P = 330.5; P = px(330.5 + 20) = 350.5 → yellow.y;
                // P = 380.5; P = px(380.5 + 80.2) = round(921.4)/2 = 460.5 → green.y
                // (solved exactly and rounded once, green would be px(460.8) = 461).
                "blue": [137.5, 80, 100, 50], "red": [137.5, 290.5, 100, 40],
                "yellow": [137.5, 350.5, 100, 30], "green": [137.5, 460.5, 100, 60]
            ])
    }

    @Test func aLeadingToTrailingDistributionFlipsUnderRightToLeft() throws {
        let generated = RelativityFidelityLayout.frames(
            for: .init(
                bounds: CGRect(x: 0, y: 0, width: 375, height: 600), scale: 2, labelFont: Self.font,
                traits: LayoutTraits(layoutDirection: .rightToLeft)))
        try SeedExamples.check(
            "RelativityFidelity", generated: generated,
            request: .init(
                width: 375, height: 600, scale: 2, conditions: ["rtl"],
                fonts: ["label": Self.evalFont]),
            expected: [
                "label": [20, 30, 100, 40], "box": [0, 0, 355, 35], "mirror": [0, 0, 355, 35],
                // Mirrored: back.maxX = 375 − 8 = 367 → x = 327; done.maxX = 327 − 259 = 68 → x = 8.
                "back": [327, 290, 40, 20], "done": [8, 290, 60, 20]
            ].merging(Self.readmeDistributionAt600) { $1 })
    }

    @Test func aVerticalDistributionCannotBeLeadingToTrailing() {
        let spec = """
            views: [a]
            distribute:
              - {axis: vertical, direction: leadingToTrailing, items: "a"}
            """
        #expect(
            InlineSpec.errors(spec) == [
                "Card.layout.yaml:3:33: error: `direction: leadingToTrailing` flips a horizontal row; a vertical "
                    + "distribution has no reading direction"
            ])
    }

    @Test func aDistanceChangingSignInsideTheDomainIsSolvedOnBothSides() throws {
        // box.width = |W − 20|, box.height = |H − 0| = H (no container bounds declared).
        let spec = """
            views:
              box: {}
            constraints:
              - box.topLeft --> .topLeft
              - box.size == .topLeft + (20, 0) |--| .bottomRight
            """
        // W = 375: 375 − 20 = 355; W = 10: |10 − 20| = 10; W = 20: 0.
        #expect(try InlineSpec.evaluate(spec, .init(width: 375, height: 600)).frames == ["box": [0, 0, 355, 600]])
        #expect(try InlineSpec.evaluate(spec, .init(width: 10, height: 600)).frames == ["box": [0, 0, 10, 600]])
        #expect(try InlineSpec.evaluate(spec, .init(width: 20, height: 600)).frames == ["box": [0, 0, 0, 600]])
    }

    @Test func theReadmeDistanceToTheRightEdgeHoldsOnBothSidesOfTheTitle() throws {
        // Relativity's README: `b.bounds.size = CGSize(width: (a.right |--| .right).width, height:
        // a.bounds.height)`, with no container range: detail.width = |W − title.right| =
        // |W − (16 + 120)| = |W − 136|; detail.left --> title.right puts detail.x = 136 and its
        // mid y on the title's: 16 + 12 − 12 = 16.
        let spec = """
            views: [title, detail]
            constraints:
              - title.topLeft --> .topLeft + (16, 16)
              - title.size == (120, 24)
              - detail.width == (title.right |--| .right).width
              - detail.height == title.height
              - detail.left --> title.right
            checks: {outsideParent: off}
            """
        let title: [Double] = [16, 16, 120, 24]
        // W = 375: 375 − 136 = 239.
        #expect(
            try InlineSpec.evaluate(spec, .init(width: 375, height: 600)).frames
                == ["title": title, "detail": [136, 16, 239, 24]])
        // W = 100: |100 − 136| = 36.
        #expect(
            try InlineSpec.evaluate(spec, .init(width: 100, height: 600)).frames
                == ["title": title, "detail": [136, 16, 36, 24]])
        // W = 136: 0, where the two sides meet.
        #expect(
            try InlineSpec.evaluate(spec, .init(width: 136, height: 600)).frames
                == ["title": title, "detail": [136, 16, 0, 24]])
        // The generated code is the closed form |W − 136| = max(W − 136, 136 − W).
        let code = try LayoutCompiler().compile(contents: spec, path: "Card.layout.yaml").source
        #expect(code.contains("let detail_width: CGFloat = fmax(container_width - 136, -container_width + 136)"))
    }
}

@Suite struct RelativityPasteInTests {
    /// Three 10 × 10 views distributed horizontally across a 100 × 50 container.
    static func spec(_ distribution: String) -> String {
        """
        views: [a, b, c]
        constraints:
          - a.size == (10, 10)
          - b.size == (10, 10)
          - c.size == (10, 10)
        distribute:
        \(distribution)
        """
    }

    // a <> ~1~ <> b <> 20 <> c, implied ~1~ at both ends: W = 3, R = 100 − 30 − 20 = 50, ~1~ = 50/3.
    // P = px(16.67) = 17 → a.x; P = 27; P = px(27 + 16.67) = px(43.67) = 44 → b.x; P = 54;
    // P = px(74) = 74 → c.x. Across: px(px(25) − px(5)) = 20.
    static let expected: ExpectedFrames = ["a": [17, 20, 10, 10], "b": [44, 20, 10, 10], "c": [74, 20, 10, 10]]

    @Test func theResultBuilderFormAsAYAMLList() throws {
        let flow = try InlineSpec.evaluate(Self.spec("  - [a, \"~1~\", b, 20, c]"), .init(width: 100, height: 50))
        #expect(flow.frames == Self.expected)
        let block = try InlineSpec.evaluate(
            Self.spec("  - - a\n    - \"~1~\"\n    - b\n    - 20\n    - c"),
            .init(width: 100, height: 50))
        #expect(block.frames == Self.expected)
        let mapping = try InlineSpec.evaluate(
            Self.spec("  - {axis: horizontal, items: [a, \"~1~\", b, 20, c]}"),
            .init(width: 100, height: 50))
        #expect(mapping.frames == Self.expected)
    }

    @Test func fixedAndFlexibleItemsWrittenOut() throws {
        let result = try InlineSpec.evaluate(
            Self.spec("  - \"a <> .flexible(1) <> b <> .fixed(20) <> c\""),
            .init(width: 100, height: 50))
        #expect(result.frames == Self.expected)
    }

    @Test func offsetsCombinedWithMinusAndTheAlignMethod() throws {
        let spec = """
            views: [a, b, c]
            constraints:
              - a.size == (10, 10)
              - b.size == (10, 10)
              - c.size == (10, 10)
              - "a.topLeft --> 8.horizontalOffset - 8.verticalOffset + .bottomLeft"
              - "b.topLeft.align(to: a.topLeft, xOffset: 8, yOffset: 4)"
              - "c.topLeft.align(to: b.bottomLeft)"
            """
        let result = try InlineSpec.evaluate(spec, .init(width: 100, height: 50))
        // UIOffset(8, 0) − UIOffset(0, 8) = (8, −8), plus the superview's bottomLeft (0, 50): a at (8, 42).
        // b.topLeft.align(to: a.topLeft, xOffset: 8, yOffset: 4): (8 + 8, 42 + 4) = (16, 46).
        // c.topLeft.align(to: b.bottomLeft): offsets default to 0: (16, 46 + 10) = (16, 56).
        #expect(result.frames == ["a": [8, 42, 10, 10], "b": [16, 46, 10, 10], "c": [16, 56, 10, 10]])
        #expect(
            InlineSpec.errors(spec.replacingOccurrences(of: "xOffset: 8, yOffset: 4", with: "yOffset: 4, xOffset: 8"))
                == [
                    "Card.layout.yaml:7:49: error: expected `xOffset:` then `yOffset:` in `align(to:xOffset:yOffset:)`, found `xOffset`"
                ])
    }

    @Test func listItemErrorsPointAtTheItem() {
        // Line 10 is `    - zz`; the item starts at column 7.
        #expect(
            InlineSpec.errors(Self.spec("  - - a\n    - \"~1~\"\n    - b\n    - zz\n    - c")) == [
                "Card.layout.yaml:10:7: error: unknown item `zz`: not a view, guide, metric or input"
            ])
        // `  - [a, "~0~", b]`: the `~` at column 10.
        #expect(
            InlineSpec.errors(Self.spec("  - [a, \"~0~\", b]")) == [
                "Card.layout.yaml:7:10: error: a flexible spacer's weight must be a whole number ≥ 1, not 0"
            ])
        #expect(
            InlineSpec.errors(Self.spec("  - \"a <> .fixed(8 <> b\"")) == [
                "Card.layout.yaml:7:20: error: expected `)` to close `.fixed(`, found `<>`"
            ])
    }
}

@Suite struct EasyPeasyPasteInTests {
    @Test func arraysWithPriorityAndConditionAndLabelledCustomPriorities() throws {
        let spec = """
            views: [v, w]
            conditions: [wide]
            attributes:
              v: "[Width(200), Height(200)].with(.medium), Left(0), Top(0), Width(100), Height(50)"
              w: "Left(0), Top(300), [Size(250), CenterX(0)].when(wide), Size(60).when(!wide), Width(80).with(.custom(value: 650.0))"
            """
        // v: Width(200)/Height(200) at 500 lose to the required Width(100)/Height(50) (different priorities
        // never replace each other in EasyPeasy, so both exist and the required one wins).
        // w, not wide: Size(60) and Width(80) @650 (required 60 wins); wide: Size(250), CenterX(0) → x = 187.5 − 125.
        let narrow = try InlineSpec.evaluate(spec, .init(width: 375, height: 600))
        #expect(narrow.frames == ["v": [0, 0, 100, 50], "w": [0, 300, 60, 60]])
        let wide = try InlineSpec.evaluate(spec, .init(width: 375, height: 600, conditions: ["wide"]))
        // CenterX replaces Left while `wide` holds: x = 62.5 → px 63 (max 312.5 → 313).
        #expect(wide.frames == ["v": [0, 0, 100, 50], "w": [63, 300, 250, 250]])
    }

    @Test func anArrayTakesOnlyWithAndWhen() {
        let spec = """
            views: [v, w]
            attributes:
              v: "Size(10), [Left(0), Top(0)].to(w)"
            """
        #expect(
            InlineSpec.errors(spec) == [
                "Card.layout.yaml:3:35: error: an array of attributes takes `.with` and `.when`; write `.to` on each attribute"
            ])
    }
}

@Suite struct WhenSectionsTests {
    @Test func everySectionInsideAWhenGroup() throws {
        let compact = WhenSectionsLayout.frames(
            for: .init(bounds: CGRect(x: 0, y: 0, width: 110, height: 50), compact: true))
        try SeedExamples.check(
            "WhenSections", generated: compact,
            request: .init(width: 110, height: 50, conditions: ["compact"]),
            expected: [
                // rules: ll = 10, tt = 10, w = h = 20.
                "a": [10, 10, 20, 20],
                // attributes: Left(40), Top(10), Size(20).
                "b": [40, 10, 20, 20],
                // align: centred in 110 × 50: (110 − 20)/2 = 45, (50 − 20)/2 = 15.
                "c": [45, 15, 20, 20],
                // distribute H: d <> ~1~ <> e, implied ~1~ at both ends: R = 110 − 20 = 90, share 30:
                // d.x = 30, e.x = 30 + 10 + 30 = 70; y = (50 − 10)/2 = 20.
                "d": [30, 20, 10, 10], "e": [70, 20, 10, 10]
            ])
        let otherwise = WhenSectionsLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: 110, height: 50)))
        try SeedExamples.check(
            "WhenSections", generated: otherwise, request: .init(width: 110, height: 50),
            expected: [
                // else: H:|[a(10)][b(10)][c(10)][d][e], each at the top.
                "a": [0, 0, 10, 10], "b": [10, 0, 10, 10], "c": [20, 0, 10, 10], "d": [30, 0, 10, 10],
                "e": [40, 0, 10, 10]
            ])
    }
}

@Suite struct VisualFormatOptionsTests {
    static let spec = """
        views: [a, b, c]
        constraints:
          - a.size == (20, 10)
          - b.size == (30, 20)
          - c.size == (40, 30)
          - a.top == 5
          - "H:|-8-[a]-8-[b]-8-[c] options: OPTIONS"
        """

    static func evaluate(_ options: String, rtl: Bool) throws -> ExpectedFrames {
        try InlineSpec.evaluate(
            spec.replacingOccurrences(of: "OPTIONS", with: options),
            .init(width: 200, height: 100, conditions: rtl ? ["rtl"] : [])
        ).frames
    }

    @Test func alignAllCenterYAndTheDirection() throws {
        // alignAllCenterY: every centre at a's, 5 + 10/2 = 10: b.y = 10 − 10 = 0, c.y = 10 − 15 = −5.
        // Leading to trailing (the default): x = 8, 8 + 20 + 8 = 36, 36 + 30 + 8 = 74; under rtl from the
        // right: a.maxX = 192 → 172, b.maxX = 164 → 134, c.maxX = 126 → 86.
        let ltr: ExpectedFrames = ["a": [8, 5, 20, 10], "b": [36, 0, 30, 20], "c": [74, -5, 40, 30]]
        #expect(try Self.evaluate("alignAllCenterY", rtl: false) == ltr)
        #expect(
            try Self.evaluate("alignAllCenterY", rtl: true)
                == ["a": [172, 5, 20, 10], "b": [134, 0, 30, 20], "c": [86, -5, 40, 30]])
        // directionLeftToRight: the line does not flip.
        #expect(try Self.evaluate("alignAllCenterY, directionLeftToRight", rtl: true) == ltr)
    }

    @Test func alignmentsAlongTheLineAndUnknownOptionsAreErrors() {
        #expect(
            InlineSpec.errors(Self.spec.replacingOccurrences(of: "OPTIONS", with: "alignAllLeading")) == [
                "Card.layout.yaml:7:37: error: `alignAllLeading` aligns along the line; an `H:` line aligns bottom, "
                    + "centerY, firstBaseline, lastBaseline, top"
            ])
        #expect(
            InlineSpec.errors(Self.spec.replacingOccurrences(of: "OPTIONS", with: "alignAllFoo")).first?
                .hasPrefix(
                    "Card.layout.yaml:7:37: error: unknown VFL option `alignAllFoo`; expected one of alignAllLeft")
                == true)
    }
}
