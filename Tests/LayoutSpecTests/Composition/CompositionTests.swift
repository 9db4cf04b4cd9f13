import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// `layout:` (docs/SpecLanguage.md, "Composition"): a view laid out by another spec, solved with
/// the spec that declares it as one system, its subviews' frames in the same call.
@Suite struct CompositionTests {
    /// A card: an icon beside a stack of a title and a subtitle that can be hidden, inside the
    /// card's 10-point margins, its height fitting the stack.
    static let infoBox = """
        views:
          icon: {}
          title: {kind: label}
          subtitle: {kind: label}
        container: {height: fit, margins: 10}
        stacks:
          texts: {axis: vertical, arranged: [title, subtitle], spacing: 4, hideable: [subtitle]}
        constraints:
          - icon.size == (24, 24)
          - icon.leading == superview.leadingMargin
          - icon.centerY == texts.centerY
          - texts.leading == icon.trailing + 8
          - texts.trailing == superview.trailingMargin
          - texts.top == superview.topMargin
          - texts.bottom == superview.bottomMargin
        """

    /// A list cell: an avatar, and the card beside it, the cell as tall as the taller of them.
    static let listCell = """
        views:
          avatar: {}
          info: {layout: InfoBox}
        container: {height: fit}
        constraints:
          - avatar.size == (40, 40)
          - avatar.leading == superview.leading + 16
          - avatar.top == superview.top + 12
          - info.leading == avatar.trailing + 12
          - info.trailing == superview.trailing - 16
          - info.top == superview.top + 8
          - superview.bottom >= info.bottom + 8
          - superview.bottom >= avatar.bottom + 12
          - superview.height == 0 @1
        """

    /// The same cell written as one spec, the card's views and stack declared under the names
    /// composition gives them and its constraints written after the cell's: the reference
    /// composition must agree with.
    static let flatListCell =
        listCell.replacingOccurrences(
            of: "  info: {layout: InfoBox}\n",
            with: """
                  info: {margins: 10}
                  infoIcon: {parent: info}
                  infoTitle: {kind: label}
                  infoSubtitle: {kind: label}

                """)
            + """

              - infoIcon.size == (24, 24)
              - infoIcon.leading == info.leadingMargin
              - infoIcon.centerY == infoTexts.centerY
              - infoTexts.leading == infoIcon.trailing + 8
              - infoTexts.trailing == info.trailingMargin
              - infoTexts.top == info.topMargin
              - infoTexts.bottom == info.bottomMargin
            stacks:
              infoTexts: {axis: vertical, arranged: [infoTitle, infoSubtitle], spacing: 4, hideable: [infoSubtitle], parent: info}
            """

    static func folder() throws -> SpecFolder {
        try SpecFolder([
            "InfoBox.layout.yaml": infoBox, "ListCell.layout.yaml": listCell, "Flat.layout.yaml": flatListCell
        ])
    }

    static func request(
        width: Double, title: CGSize, subtitle: CGSize, hidden: Bool = false, rtl: Bool = false
    ) -> EvaluationRequest {
        var request = EvaluationRequest(width: width, height: 0, scale: 1)
        request.sizes = ["infoTitle": title, "infoSubtitle": subtitle]
        if hidden { request.conditions = ["infoSubtitleHidden"] }
        if rtl { request.traits.layoutDirection = .rightToLeft }
        return request
    }

    /// Left to right at 320: the card from the avatar's trailing edge + 12 (x 68) to 16 from the
    /// right (236 wide); inside its 10-point margins the icon at x 10, the stack at 10 + 24 + 8 =
    /// 42, 236 − 10 − 42 = 184 wide, 20 + 4 + 16 = 40 high from y 10; the card 10 + 40 + 10 = 60
    /// high; the icon centred on the stack (y 30 − 12 = 18); the cell max(8 + 60 + 8, 12 + 40 + 12) = 76.
    @Test func aCardInAListCell() throws {
        let layout = try Self.folder().compile("ListCell.layout.yaml")
        let result = try layout.frames(
            for: Self.request(
                width: 320, title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16)))
        #expect(result.frames["avatar"] == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(result.frames["info"] == CGRect(x: 68, y: 8, width: 236, height: 60))
        #expect(result.frames["infoIcon"] == CGRect(x: 10, y: 18, width: 24, height: 24))
        #expect(result.frames["infoTexts"] == CGRect(x: 42, y: 10, width: 184, height: 40))
        #expect(result.frames["infoTitle"] == CGRect(x: 0, y: 0, width: 184, height: 20))
        #expect(result.frames["infoSubtitle"] == CGRect(x: 0, y: 24, width: 184, height: 16))
        #expect(result.fittingSize == CGSize(width: 320, height: 76))
    }

    /// Right to left with the subtitle hidden: the avatar at 320 − 16 − 40 = 264, the card at 16;
    /// inside it the icon at 236 − 10 − 24 = 202 and the stack at 10, now 20 high (the title
    /// alone), the card 40 high, the icon at y 10 + 10 − 12 = 8; the cell max(56, 64) = 64.
    @Test func rightToLeftWithAHiddenViewInside() throws {
        let layout = try Self.folder().compile("ListCell.layout.yaml")
        let result = try layout.frames(
            for: Self.request(
                width: 320, title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16),
                hidden: true, rtl: true))
        #expect(result.frames["avatar"] == CGRect(x: 264, y: 12, width: 40, height: 40))
        #expect(result.frames["info"] == CGRect(x: 16, y: 8, width: 236, height: 40))
        #expect(result.frames["infoIcon"] == CGRect(x: 202, y: 8, width: 24, height: 24))
        #expect(result.frames["infoTexts"] == CGRect(x: 10, y: 10, width: 184, height: 20))
        #expect(result.frames["infoTitle"] == CGRect(x: 0, y: 0, width: 184, height: 20))
        #expect(result.fittingSize == CGSize(width: 320, height: 64))
    }

    /// Composition is the card's views written into the cell: the same frames as the flat spec,
    /// for every width, size, reading direction and hidden flag tried.
    @Test func composingIsWritingTheCardIntoTheCell() throws {
        let folder = try Self.folder()
        let composed = try folder.compile("ListCell.layout.yaml")
        let flat = try folder.compile("Flat.layout.yaml")
        for width in [0.0, 90, 200, 320, 1024] {
            for (title, subtitle) in [
                (CGSize(width: 100, height: 20), CGSize(width: 80, height: 16)),
                (CGSize(width: 300, height: 61), CGSize(width: 10, height: 0)), (CGSize.zero, CGSize.zero)
            ] {
                for hidden in [false, true] {
                    for rtl in [false, true] {
                        let request = Self.request(
                            width: width, title: title, subtitle: subtitle, hidden: hidden, rtl: rtl)
                        let expected = try flat.frames(for: request)
                        let actual = try composed.frames(for: request)
                        #expect(actual.frames == expected.frames, "\(request)")
                        #expect(actual.fittingSize == expected.fittingSize)
                    }
                }
            }
        }
    }

    /// The generated API has the card's measured sizes and hidden flag in the cell's `Input`, and
    /// its views' frames in the cell's `Frames`, under the composed names.
    @Test func theGeneratedAPINamesTheCardsItems() throws {
        let layout = try Self.folder().compile("ListCell.layout.yaml")
        #expect(layout.interface.measuredViews.map(\.name) == ["infoTitle", "infoSubtitle"])
        #expect(layout.interface.hideableViews == ["infoSubtitle"])
        #expect(
            layout.interface.items.map(\.name) == [
                "avatar", "info", "infoIcon", "infoTitle", "infoSubtitle", "infoTexts"
            ])
        #expect(layout.interface.items.first { $0.name == "infoIcon" }?.parent == "info")
        #expect(layout.source.contains("var infoSubtitleHidden: Bool"))
        #expect(layout.source.contains("var infoIcon: CGRect"))
    }

    /// A card's input is the cell's input under the composed name, with the card's range.
    @Test func theComposedSpecsInputsPassThrough() throws {
        let card =
            Self.infoBox.replacingOccurrences(
                of: "texts.leading == icon.trailing + 8", with: "texts.leading == icon.trailing + gap")
            + "\ninputs: {gap: {min: 0, max: 40}}\n"
        let folder = try SpecFolder(["InfoBox.layout.yaml": card, "ListCell.layout.yaml": Self.listCell])
        let layout = try folder.compile("ListCell.layout.yaml")
        #expect(layout.interface.inputs == ["infoGap"])
        var request = Self.request(width: 320, title: CGSize(width: 100, height: 20), subtitle: .zero)
        request.inputs = ["infoGap": 20]
        // The stack from 10 + 24 + 20 = 54 to 226: 172 wide.
        #expect(try layout.frames(for: request).frames["infoTexts"] == CGRect(x: 54, y: 10, width: 172, height: 24))
        #expect(layout.domains.contains { $0.parameter == .input("infoGap") && $0.upperBound == 40 })
    }

    /// A composed spec may compose another: a dot in the card's corner, named through both views.
    @Test func composedSpecsNest() throws {
        let card =
            Self.infoBox.replacingOccurrences(
                of: "  subtitle: {kind: label}\n", with: "  subtitle: {kind: label}\n  badge: {layout: Badge}\n")
            + "\n  - badge.top == superview.top\n  - badge.trailing == superview.trailing\n"
        let badge = """
            views: [dot]
            container: {width: fit, height: fit}
            constraints:
              - "H:|-2-[dot(8)]-2-|"
              - "V:|-2-[dot(8)]-2-|"
            """
        let folder = try SpecFolder([
            "InfoBox.layout.yaml": card, "ListCell.layout.yaml": Self.listCell, "Badge.layout.yaml": badge
        ])
        let layout = try folder.compile("ListCell.layout.yaml")
        let result = try layout.frames(
            for: Self.request(
                width: 320, title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16)))
        // The badge 12 × 12 at the card's top right corner (x 236 − 12 = 224), the dot 2 in.
        #expect(result.frames["infoBadge"] == CGRect(x: 224, y: 0, width: 12, height: 12))
        #expect(result.frames["infoBadgeDot"] == CGRect(x: 2, y: 2, width: 8, height: 8))
        #expect(layout.interface.items.first { $0.name == "infoBadgeDot" }?.parent == "infoBadge")
    }

    /// A Relativity distribution inside a composed spec walks from the view's origin: three
    /// 20-point views spread over the card's width with equal flexible gaps.
    @Test func aDistributionInsideAComposedSpecStartsAtTheView() throws {
        let row = """
            views: [a, b, c]
            container: {height: fit}
            constraints:
              - a.size == (20, 20)
              - b.size == (20, 20)
              - c.size == (20, 20)
              - a.top == superview.top
              - b.top == superview.top
              - c.top == superview.top
              - superview.height == 20
            distribute:
              - "a <> ~1~ <> b <> ~1~ <> c"
            """
        let screen = """
            views:
              row: {layout: Row}
            constraints:
              - row.leading == superview.leading + 30
              - row.width == 100
              - row.top == superview.top + 5
            """
        let folder = try SpecFolder(["Row.layout.yaml": row, "Screen.layout.yaml": screen])
        let result = try folder.compile("Screen.layout.yaml").frames(
            for: EvaluationRequest(width: 320, height: 480, scale: 1))
        // `<>` is Relativity's default 10-point spacer: flexible gaps of (100 − 60 − 20) / 2 = 10,
        // so a at 10, b at 10 + 20 + 10 = 40, c at 70, in the row's space.
        #expect(result.frames["row"] == CGRect(x: 30, y: 5, width: 100, height: 20))
        #expect(result.frames["rowA"] == CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(result.frames["rowB"] == CGRect(x: 40, y: 0, width: 20, height: 20))
        #expect(result.frames["rowC"] == CGRect(x: 70, y: 0, width: 20, height: 20))
    }

    /// A tie between a composed spec's views is the composing spec's to break: its `ties:` is its
    /// own. Two labels resisting compression at the same 750 in a row too narrow for both: an
    /// error in the composing spec, at the composed spec's line; with `ties: viewOrder` there, the
    /// frames of the row alone with its own `ties: viewOrder` (the later `detail` gives way first:
    /// 100 − 80 − 8 = 12).
    @Test func tiesInAComposedSpecAreTheComposingSpecs() throws {
        let row = """
            views: {name: {kind: label}, detail: {kind: label}}
            container: {height: fit}
            constraints:
              - "H:|[name]-8-[detail]|"
              - name.top == superview.top
              - detail.top == superview.top
              - superview.bottom == name.bottom
            ties: viewOrder
            """
        let screen = """
            views:
              row: {layout: Row}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
            """
        var request = EvaluationRequest(width: 100, height: 400)
        request.sizes = ["name": CGSize(width: 80, height: 20), "detail": CGSize(width: 60, height: 20)]
        let alone = try SpecFolder(["Row.layout.yaml": row]).compile("Row.layout.yaml").frames(for: request)
        #expect(alone.frames["detail"] == CGRect(x: 88, y: 0, width: 12, height: 20))
        var folder = try SpecFolder(["Row.layout.yaml": row, "Screen.layout.yaml": screen])
        let diagnostics = folder.diagnostics("Screen.layout.yaml")
        #expect(diagnostics.first?.hasPrefix("Row.layout.yaml:") == true)
        #expect(diagnostics.first?.contains("equal priorities tie") == true)
        folder = try SpecFolder(["Row.layout.yaml": row, "Screen.layout.yaml": screen + "\nties: viewOrder\n"])
        request.sizes = ["rowName": CGSize(width: 80, height: 20), "rowDetail": CGSize(width: 60, height: 20)]
        let composed = try folder.compile("Screen.layout.yaml").frames(for: request)
        #expect(composed.frames["rowName"] == alone.frames["name"])
        #expect(composed.frames["rowDetail"] == alone.frames["detail"])
    }

    /// A composed spec's guide is reported in its view's coordinates, like its views; `explain`
    /// names the composed file in a constraint's position.
    @Test func guidesAreInTheViewsCoordinatesAndExplainNamesTheFile() throws {
        let box = """
            views: [a]
            guides: [g]
            constraints:
              - g.leading == superview.leading + 5
              - g.top == superview.top + 6
              - g.size == (10, 10)
              - a.leading == g.trailing
              - a.top == g.bottom
              - a.size == (20, 20)
            """
        let screen = """
            views:
              info: {layout: Box}
            constraints:
              - info.leading == superview.leading + 100
              - info.top == superview.top + 50
              - info.size == (60, 60)
            """
        let folder = try SpecFolder(["Box.layout.yaml": box, "Screen.layout.yaml": screen])
        let frames = try folder.compile("Screen.layout.yaml").frames(for: EvaluationRequest(width: 320, height: 480))
        #expect(frames.frames["infoG"] == CGRect(x: 5, y: 6, width: 10, height: 10))
        #expect(frames.frames["infoA"] == CGRect(x: 15, y: 16, width: 20, height: 20))
        let explanation = try LayoutExplanation.explain(CompilationSession(path: folder.path("Screen.layout.yaml")))
        #expect(explanation.contains("from Box.layout.yaml:4:5 `g.leading == superview.leading + 5`"))
    }
}
