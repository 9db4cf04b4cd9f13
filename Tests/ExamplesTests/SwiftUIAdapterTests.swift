import Foundation
import LayoutRuntime
import Testing

@testable import LayoutExamples

/// The SwiftUI adapter's logic (`LayoutAdapter`, `LayoutSubviewMeasurer`, `LayoutMeasurements`)
/// driven with subviews of fixed sizes (`FixedSubviews`) and the specs' generated `frames(for:)`,
/// as the generated `SwiftUILayout.layoutFrames(in:measuring:)` calls it (the golden files; the
/// generated layouts themselves run through the SwiftUI stub in Scripts/check-apple-paths.sh):
/// each subview is placed at its item's frame, right to left mirrored as SwiftUI expects, and
/// `sizeThatFits` answers fitted dimensions from the fitting size.
@Suite struct SwiftUIAdapterTests {
    // MARK: ProfileCard (no fitted dimension; title and subtitle measured)

    typealias Card = ProfileCardLayout.Item

    /// `ProfileCardLayout.SwiftUILayout.layoutFrames(in:measuring:)`, as generated.
    static func cardFrames(
        in bounds: CGRect, measuring subviews: LayoutSubviewMeasurer,
        traits: LayoutTraits = .init()
    ) -> LayoutAdapterFrames {
        let frames = ProfileCardLayout.frames(
            for: .init(
                bounds: bounds, scale: 1, title: subviews.size(of: Card.title),
                subtitle: subviews.size(of: Card.subtitle),
                traits: subviews.traits(traits)))
        return LayoutAdapterFrames(frames.avatar, frames.title, frames.subtitle)
    }

    /// Places `subviews` in `bounds` as the generated layout's `placeSubviews` does.
    static func place<Item>(
        _ subviews: FixedSubviews<Item>, in bounds: CGRect, cache: LayoutMeasurements = .init(),
        frames: (CGRect, LayoutSubviewMeasurer) -> LayoutAdapterFrames
    ) -> [CGRect] {
        let measurer = LayoutSubviewMeasurer(subviews: subviews, itemCount: Item.itemCount, cache: cache)
        LayoutAdapter.place(frames(bounds, measurer), in: bounds, subviews: subviews)
        return subviews.placedFrames(in: bounds)
    }

    static func cardSubviews(rightToLeft: Bool = false) -> FixedSubviews<Card> {
        FixedSubviews(
            [.fixed(.avatar, 1, 1), .fixed(.title, 120, 20), .fixed(.subtitle, 200, 16)], rightToLeft: rightToLeft)
    }

    @Test func profileCardPlacesEachSubviewAtItsFrame() {
        // 375 wide at (10, 20): avatar 16 + 48; title at 16 + 48 + 12 = 76, 16 down; subtitle
        // under it at 16 + 20 + 4 = 40; all moved by the bounds' origin.
        let bounds = CGRect(x: 10, y: 20, width: 375, height: 100)
        #expect(
            Self.place(Self.cardSubviews(), in: bounds) { Self.cardFrames(in: $0, measuring: $1) } == [
                CGRect(x: 26, y: 36, width: 48, height: 48), CGRect(x: 86, y: 36, width: 120, height: 20),
                CGRect(x: 86, y: 60, width: 200, height: 16)
            ])
        // Several proposals: the placed frames are frames(for:) at those bounds, the measured
        // sizes being the subviews' ideal sizes.
        for width in [92, 200, 320, 768] as [CGFloat] {
            let bounds = CGRect(x: 0, y: 0, width: width, height: 120)
            let frames = ProfileCardLayout.frames(
                for: .init(
                    bounds: bounds, title: CGSize(width: 120, height: 20), subtitle: CGSize(width: 200, height: 16)))
            #expect(
                Self.place(Self.cardSubviews(), in: bounds) { Self.cardFrames(in: $0, measuring: $1) }
                    == [frames.avatar, frames.title, frames.subtitle], "width \(width)")
        }
    }

    @Test func profileCardRightToLeftIsTheRTLFramesAfterSwiftUIsMirroring() {
        // The layout direction comes from the subviews (the `rtl` condition holds): avatar at
        // 375 − 16 − 48 = 311, the title ends 12 before it (311 − 12 − 120 = 179), the subtitle
        // shares the title's leading (trailing) edge: 299 − 200 = 99; + 10 for the bounds.
        let bounds = CGRect(x: 10, y: 20, width: 375, height: 100)
        let subviews = Self.cardSubviews(rightToLeft: true)
        #expect(
            Self.place(subviews, in: bounds) { Self.cardFrames(in: $0, measuring: $1) } == [
                CGRect(x: 321, y: 36, width: 48, height: 48), CGRect(x: 189, y: 36, width: 120, height: 20),
                CGRect(x: 109, y: 60, width: 200, height: 16)
            ])
        // What is handed to SwiftUI is mirrored within the bounds: 10 + 385 − 369 = 26 for the avatar.
        #expect(subviews.placements.map(\.origin.x) == [26, 86, 86])
        let frames = ProfileCardLayout.frames(
            for: .init(
                bounds: bounds, title: CGSize(width: 120, height: 20), subtitle: CGSize(width: 200, height: 16),
                traits: LayoutTraits(layoutDirection: .rightToLeft)))
        #expect(subviews.placedFrames(in: bounds) == [frames.avatar, frames.title, frames.subtitle])
    }

    @Test func profileCardSizeIsTheProposalWhenNothingFits() {
        let answer = { (width: CGFloat?, height: CGFloat?) in
            LayoutAdapter.sizeThatFits(
                proposedWidth: width, proposedHeight: height, fitsWidth: false, fitsHeight: false
            ) {
                _ in LayoutAdapterFrames()
            }
        }
        #expect(answer(320, 100) == CGSize(width: 320, height: 100))
        // Unspecified: 10 points, as SwiftUI's `replacingUnspecifiedDimensions()`; infinite stays.
        #expect(answer(nil, 100) == CGSize(width: 10, height: 100))
        #expect(answer(CGFloat.infinity, nil) == CGSize(width: CGFloat.infinity, height: 10))
    }

    @Test func untaggedAndMissingSubviews() {
        // No `title` subview: the title measures .zero (so it is 0 × 0 at 76, 16, and the
        // subtitle 4 below it at 20); the extra untagged subview goes to the origin, proposed .zero.
        let subviews = FixedSubviews<Card>([.fixed(.avatar, 1, 1), .fixed(.subtitle, 200, 16), .fixed(nil, 50, 50)])
        let bounds = CGRect(x: 10, y: 20, width: 375, height: 100)
        #expect(
            Self.place(subviews, in: bounds) { Self.cardFrames(in: $0, measuring: $1) } == [
                CGRect(x: 26, y: 36, width: 48, height: 48), CGRect(x: 86, y: 40, width: 200, height: 16),
                CGRect(x: 10, y: 20, width: 0, height: 0)
            ])
        // Two subviews tagged `title`: the first is measured, both are placed at the title's frame.
        let twice = FixedSubviews<Card>([.fixed(.title, 120, 20), .fixed(.title, 30, 30)])
        let frames = Self.place(twice, in: bounds) { Self.cardFrames(in: $0, measuring: $1) }
        #expect(frames == [CGRect(x: 86, y: 36, width: 120, height: 20), CGRect(x: 86, y: 36, width: 120, height: 20)])
        #expect(twice.measureCounts == [1, 0])
    }

    // MARK: FeedCell (height: fit; body measured height-for-width)

    typealias Feed = FeedCellLayout.Item

    static func feedFrames(in bounds: CGRect, measuring subviews: LayoutSubviewMeasurer) -> LayoutAdapterFrames {
        let frames = FeedCellLayout.frames(
            for: .init(
                bounds: bounds, scale: 1, body: subviews.heightForWidth(of: Feed.body), traits: subviews.traits(.init())
            ))
        return LayoutAdapterFrames(frames.avatar, frames.body, fittingSize: frames.fittingSize)
    }

    /// A body of 600 × 20 on one line, wrapping into ceil(600 / w) lines of 20 at width w.
    static func feedSubviews(rightToLeft: Bool = false) -> FixedSubviews<Feed> {
        FixedSubviews(
            [
                .fixed(.avatar, 1, 1),
                .init(item: .body) { width, _ in
                    guard let width else { return CGSize(width: 600, height: 20) }
                    return CGSize(width: width, height: (600 / max(width, 1) - 1e-9).rounded(.up) * 20)
                }
            ], rightToLeft: rightToLeft)
    }

    static func feedSize(
        _ width: CGFloat?, _ height: CGFloat?, _ subviews: FixedSubviews<Feed>,
        cache: LayoutMeasurements = .init()
    ) -> CGSize {
        let measurer = LayoutSubviewMeasurer(subviews: subviews, itemCount: Feed.itemCount, cache: cache)
        return LayoutAdapter.sizeThatFits(
            proposedWidth: width, proposedHeight: height, fitsWidth: false, fitsHeight: true
        ) {
            feedFrames(in: $0, measuring: measurer)
        }
    }

    @Test func feedCellFitsItsHeightToTheProposedWidth() {
        // 375: body 375 − 84 = 291 wide, ceil(600 / 291) = 3 lines = 60, cell 60 + 24 = 84.
        #expect(Self.feedSize(375, nil, Self.feedSubviews()) == CGSize(width: 375, height: 84))
        // 700: one line; the avatar sets the height, 12 + 40 + 12 = 64 (the proposed 500 is not read).
        #expect(Self.feedSize(700, 500, Self.feedSubviews()) == CGSize(width: 700, height: 64))
        // 200: body 116 wide, ceil(600 / 116) = 6 lines = 120, cell 144.
        #expect(Self.feedSize(200, nil, Self.feedSubviews()) == CGSize(width: 200, height: 144))
    }

    @Test func feedCellPlacesAtTheFittedSizeAndMeasuresOncePerWidth() {
        let subviews = Self.feedSubviews()
        let cache = LayoutMeasurements()
        #expect(Self.feedSize(375, nil, subviews, cache: cache) == CGSize(width: 375, height: 84))
        #expect(Self.feedSize(375, nil, subviews, cache: cache) == CGSize(width: 375, height: 84))
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 84)
        #expect(
            Self.place(subviews, in: bounds, cache: cache) { Self.feedFrames(in: $0, measuring: $1) } == [
                CGRect(x: 16, y: 12, width: 40, height: 40), CGRect(x: 68, y: 12, width: 291, height: 60)
            ])
        // The body was asked twice in all: its ideal size, and its height at 291.
        #expect(subviews.measureCounts == [0, 2])
    }

    @Test func feedCellRightToLeft() {
        // The `rtl` branch: avatar at 375 − 56 = 319, the body at 16.
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 84)
        #expect(
            Self.place(Self.feedSubviews(rightToLeft: true), in: bounds) { Self.feedFrames(in: $0, measuring: $1) } == [
                CGRect(x: 319, y: 12, width: 40, height: 40), CGRect(x: 16, y: 12, width: 291, height: 60)
            ])
    }

    // MARK: NestedCard (frames in their parents' coordinates)

    @Test func nestedFramesArePlacedInTheContainersCoordinates() {
        typealias Item = NestedCardLayout.Item
        let bounds = CGRect(x: 5, y: 7, width: 320, height: 200)
        let subviews = FixedSubviews<Item>([Item.card, .image, .header, .title, .badge, .body].map { .fixed($0, 1, 1) })
        let frames = NestedCardLayout.frames(for: .init(bounds: bounds))
        let placed = Self.place(subviews, in: bounds) { bounds, _ in
            let frames = NestedCardLayout.frames(for: .init(bounds: bounds))
            var layout = LayoutAdapterFrames(
                frames.card, frames.image, frames.header, frames.title, frames.badge, frames.body)
            layout.nest(Item.image, in: Item.card)
            layout.nest(Item.header, in: Item.card)
            layout.nest(Item.title, in: Item.header)
            layout.nest(Item.badge, in: Item.header)
            layout.nest(Item.body, in: Item.card)
            return layout
        }
        let card = frames.card.origin, header = frames.header.offsetBy(dx: card.x, dy: card.y).origin
        #expect(
            placed == [
                frames.card, frames.image.offsetBy(dx: card.x, dy: card.y),
                frames.header.offsetBy(dx: card.x, dy: card.y),
                frames.title.offsetBy(dx: header.x, dy: header.y), frames.badge.offsetBy(dx: header.x, dy: header.y),
                frames.body.offsetBy(dx: card.x, dy: card.y)
            ])
        // The card fills the container's margins [12, 16, 12, 16]: (5 + 16, 7 + 12, 320 − 32, 200 − 24).
        #expect(placed[0] == CGRect(x: 21, y: 19, width: 288, height: 176))
    }
}
