import Foundation
import LayoutExamples
import LayoutRuntime
import LayoutSpec
import Testing

/// `Specs/ContactCell.layout.yaml` lays its `info` view out by `Specs/InfoBox.layout.yaml`
/// (`layout: InfoBox`): the plugin compiles both, and the cell's generated code computes the card's
/// frames in the same call, from the card's measured sizes and hidden flag in the cell's `Input`.
@Suite struct CompositionExamplesTests {
    static func input(width: CGFloat, hidden: Bool = false, rtl: Bool = false) -> ContactCellLayout.Input {
        .init(
            bounds: CGRect(x: 0, y: 0, width: width, height: 0),
            infoSubtitleHidden: hidden,
            infoTitle: CGSize(width: 120, height: 20),
            infoSubtitle: .init(intrinsicSize: CGSize(width: 400, height: 16)),
            traits: LayoutTraits(layoutDirection: rtl ? .rightToLeft : .leftToRight))
    }

    /// At 375 the card is 375 − 84 = 291 wide, its texts 291 − 52 = 239: the subtitle's 400 points
    /// wrap to 2 lines (32); the texts 20 + 4 + 32 = 56 high from y 10, the card 76 high, the icon
    /// centred on the texts (y 10 + 28 − 12 = 26); the cell 8 + 76 + 8 = 92.
    @Test func theCardsFramesComeInTheCellsCall() {
        let frames = ContactCellLayout.frames(for: Self.input(width: 375))
        #expect(frames.avatar == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(frames.info == CGRect(x: 68, y: 8, width: 291, height: 76))
        #expect(frames.infoIcon == CGRect(x: 10, y: 26, width: 24, height: 24))
        #expect(frames.infoTexts == CGRect(x: 42, y: 10, width: 239, height: 56))
        #expect(frames.infoTitle == CGRect(x: 0, y: 0, width: 239, height: 20))
        #expect(frames.infoSubtitle == CGRect(x: 0, y: 24, width: 239, height: 32))
        #expect(frames.fittingSize == CGSize(width: 375, height: 92))
    }

    /// Right to left with the subtitle hidden: the avatar at 375 − 16 − 40 = 319, the card at 16;
    /// inside it the icon at 291 − 10 − 24 = 257, the texts at 10; the card 10 + 20 + 10 = 40
    /// high, the avatar's 12 + 40 + 12 = 64 sets the cell.
    @Test func rightToLeftWithTheSubtitleHidden() {
        let frames = ContactCellLayout.frames(for: Self.input(width: 375, hidden: true, rtl: true))
        #expect(frames.avatar == CGRect(x: 319, y: 12, width: 40, height: 40))
        #expect(frames.info == CGRect(x: 16, y: 8, width: 291, height: 40))
        #expect(frames.infoIcon == CGRect(x: 257, y: 8, width: 24, height: 24))
        #expect(frames.infoTexts == CGRect(x: 10, y: 10, width: 239, height: 20))
        #expect(frames.fittingSize == CGSize(width: 375, height: 64))
    }

    /// The card laid out alone at the cell's card width gives the same frames inside it: the same
    /// constraints, solved on their own.
    @Test func theCardAloneAgreesWithTheCardInTheCell() {
        for width: CGFloat in [200, 320, 375, 768] {
            let cell = ContactCellLayout.frames(for: Self.input(width: width))
            let card = InfoBoxLayout.frames(
                for: .init(
                    bounds: CGRect(x: 0, y: 0, width: cell.info.width, height: 0),
                    title: CGSize(width: 120, height: 20),
                    subtitle: .init(intrinsicSize: CGSize(width: 400, height: 16))))
            #expect(card.icon == cell.infoIcon)
            #expect(card.texts == cell.infoTexts)
            #expect(card.subtitle == cell.infoSubtitle)
            #expect(card.fittingSize.height == cell.info.height)
        }
    }

    /// The examples of both specs hold in the compiled code.
    @Test func examplesHold() {
        for example in ContactCellLayout.examples {
            #expect(ContactCellLayout.frames(for: example.input) == example.frames)
        }
        #expect(ContactCellLayout.examples.count == 2)
        #expect(InfoBoxLayout.examples.count == 1)
    }
}

/// `eval` of the composed cell: the card's items by their composed names, frames relative to
/// their parents (the texts in the card, the title in the texts).
@Suite struct CompositionEvalTests {
    @Test func evalNamesTheCardsItems() throws {
        let layout = try LayoutCompiler().compile(path: SpecEvaluation.path("ContactCell.layout.yaml"))
        var request = EvaluationRequest(width: 375)
        request.sizes = ["infoTitle": CGSize(width: 120, height: 20), "infoSubtitle": CGSize(width: 400, height: 16)]
        #expect(
            try layout.evaluate(request)
                == #"{"frames": {"avatar": [16, 12, 40, 40], "info": [68, 8, 291, 76], "infoIcon": [10, 26, 24, 24], "#
                + #""infoTitle": [0, 0, 239, 20], "infoSubtitle": [0, 24, 239, 32], "infoTexts": [42, 10, 239, 56]}, "#
                + #""fittingSize": [375, 92]}"#)
        let card = try LayoutCompiler().compile(path: SpecEvaluation.path("InfoBox.layout.yaml"))
        request.width = 291
        request.sizes = ["title": CGSize(width: 120, height: 20), "subtitle": CGSize(width: 400, height: 16)]
        #expect(try card.evaluate(request).hasSuffix(#""fittingSize": [291, 76]}"#))
    }
}
