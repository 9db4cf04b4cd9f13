// Runs generated SwiftUI layouts (the golden files' `SwiftUILayout`s) through the SwiftUI stub
// (Stubs/SwiftUI), with subviews of fixed sizes, and checks where they are placed: the frames
// `frames(for:)` gives (worked out by hand in the comments), mirrored right to left as SwiftUI
// expects. Built and run by Scripts/check-apple-paths.sh; exits 1 on the first difference.
import Foundation
import LayoutRuntime
import LayoutSwiftUI
import SwiftUI

/// A subview for the stub: the item it is tagged with (`nil`: untagged) and its sizing.
struct StubSubview<Item: LayoutItemName> {
    var item: Item?
    var size: (ProposedViewSize) -> CGSize
}

/// A subview of a fixed size, whatever the proposal.
func fixed<Item: LayoutItemName>(_ item: Item?, _ width: CGFloat, _ height: CGFloat) -> StubSubview<Item> {
    StubSubview(item: item) { _ in CGSize(width: width, height: height) }
}

/// Where each subview went: its top-left corner, after SwiftUI's right-to-left mirroring
/// (`x → bounds.minX + bounds.maxX − x − width`), and the size it was proposed.
func placed<L: SpecLayout>(
    _ layout: L, _ stubs: [StubSubview<L.Item>], in bounds: CGRect,
    direction: LayoutDirection = .leftToRight
) -> [CGRect] {
    let placements = _StubPlacements()
    let subviews = LayoutSubviews(
        _stubSubviews: stubs.enumerated().map { index, stub in
            var values: [ObjectIdentifier: Any] = [:]
            if let item = stub.item { values[ObjectIdentifier(LayoutItemKey.self)] = LayoutItemTag(item) }
            return LayoutSubview(_stubIndex: index, values: values, placements: placements, size: stub.size)
        }, layoutDirection: direction)
    var cache = layout.makeCache(subviews: subviews)
    layout.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
    var result = [CGRect](repeating: CGRect(x: -1, y: -1, width: -1, height: -1), count: stubs.count)
    for call in placements.calls {
        let size = CGSize(width: call.proposal.width ?? -1, height: call.proposal.height ?? -1)
        var x = call.position.x
        if direction == .rightToLeft { x = bounds.minX + bounds.maxX - x - size.width }
        result[call.subview] = CGRect(origin: CGPoint(x: x, y: call.position.y), size: size)
    }
    return result
}

/// The size the layout answers for `proposal`.
func fitted<L: SpecLayout>(_ layout: L, _ stubs: [StubSubview<L.Item>], _ proposal: ProposedViewSize) -> CGSize {
    let subviews = LayoutSubviews(
        _stubSubviews: stubs.enumerated().map { index, stub in
            var values: [ObjectIdentifier: Any] = [:]
            if let item = stub.item { values[ObjectIdentifier(LayoutItemKey.self)] = LayoutItemTag(item) }
            return LayoutSubview(_stubIndex: index, values: values, placements: _StubPlacements(), size: stub.size)
        }, layoutDirection: .leftToRight)
    var cache = layout.makeCache(subviews: subviews)
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
}

nonisolated(unsafe) var failures = 0
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
    if actual != expected {
        print("error: \(what): got \(actual), expected \(expected)")
        failures += 1
    }
}

// ProfileCard at 375 × 100 in bounds at (10, 20), title 120 × 20, subtitle 200 × 16:
// avatar 16 + 48, title at 16 + 48 + 12 = 76, subtitle under the title at 16 + 20 + 4 = 40.
do {
    typealias Item = ProfileCardLayout.Item
    let stubs: [StubSubview<Item>] = [fixed(.avatar, 1, 1), fixed(.title, 120, 20), fixed(.subtitle, 200, 16)]
    let bounds = CGRect(x: 10, y: 20, width: 375, height: 100)
    expect(
        placed(ProfileCardLayout.SwiftUILayout(), stubs, in: bounds),
        [
            CGRect(x: 26, y: 36, width: 48, height: 48), CGRect(x: 86, y: 36, width: 120, height: 20),
            CGRect(x: 86, y: 60, width: 200, height: 16)
        ], "ProfileCard, left to right")
    let frames = ProfileCardLayout.frames(
        for: .init(
            bounds: bounds, title: CGSize(width: 120, height: 20),
            subtitle: CGSize(width: 200, height: 16)))
    expect(
        placed(ProfileCardLayout.SwiftUILayout(), stubs, in: bounds), [frames.avatar, frames.title, frames.subtitle],
        "ProfileCard, the frames of frames(for:)")
    // Right to left: avatar 375 − 16 − 48 = 311, title ends 12 before it (179 + 120 = 299),
    // the subtitle's leading edge is the title's (299 − 200 = 99); + 10 for the bounds.
    expect(
        placed(ProfileCardLayout.SwiftUILayout(), stubs, in: bounds, direction: .rightToLeft),
        [
            CGRect(x: 321, y: 36, width: 48, height: 48), CGRect(x: 189, y: 36, width: 120, height: 20),
            CGRect(x: 109, y: 60, width: 200, height: 16)
        ], "ProfileCard, right to left")
    // No dimension fits: the proposal, 10 where it is unspecified.
    expect(
        fitted(ProfileCardLayout.SwiftUILayout(), stubs, ProposedViewSize(width: 320, height: nil)),
        CGSize(width: 320, height: 10), "ProfileCard, sizeThatFits")
    // An untagged subview goes to the bounds' origin with a zero proposal.
    expect(
        placed(ProfileCardLayout.SwiftUILayout(), stubs + [fixed(nil, 5, 5)], in: bounds)[3],
        CGRect(x: 10, y: 20, width: 0, height: 0), "ProfileCard, untagged subview")
}

// FeedCell (height: fit), body 600 × 20 on one line, wrapping into ceil(600 / w) lines of 20:
// at 375 the body is 375 − 84 = 291 wide, 3 lines = 60 high, the cell 60 + 24 = 84;
// at 700 one line, and the avatar sets the height: 12 + 40 + 12 = 64.
do {
    typealias Item = FeedCellLayout.Item
    let body = StubSubview<Item>(item: .body) { proposal in
        guard let width = proposal.width else { return CGSize(width: 600, height: 20) }
        return CGSize(width: width, height: (600 / max(width, 1) - 1e-9).rounded(.up) * 20)
    }
    let stubs = [fixed(Item.avatar, 1, 1), body]
    expect(
        fitted(FeedCellLayout.SwiftUILayout(), stubs, ProposedViewSize(width: 375, height: nil)),
        CGSize(width: 375, height: 84), "FeedCell, sizeThatFits at 375")
    expect(
        fitted(FeedCellLayout.SwiftUILayout(), stubs, ProposedViewSize(width: 700, height: 500)),
        CGSize(width: 700, height: 64), "FeedCell, sizeThatFits at 700")
    expect(
        placed(FeedCellLayout.SwiftUILayout(), stubs, in: CGRect(x: 0, y: 0, width: 375, height: 84)),
        [CGRect(x: 16, y: 12, width: 40, height: 40), CGRect(x: 68, y: 12, width: 291, height: 60)], "FeedCell at 375")
    // Right to left (its `rtl` branch): avatar at 375 − 56 = 319, body at 16.
    expect(
        placed(
            FeedCellLayout.SwiftUILayout(), stubs, in: CGRect(x: 0, y: 0, width: 375, height: 84),
            direction: .rightToLeft),
        [CGRect(x: 319, y: 12, width: 40, height: 40), CGRect(x: 16, y: 12, width: 291, height: 60)],
        "FeedCell at 375, right to left")
}

// NestedCard: nested frames are placed in the container's coordinates, each moved by its parents'.
do {
    typealias Item = NestedCardLayout.Item
    let stubs = [Item.card, .image, .header, .title, .badge, .body].map { fixed($0, 1, 1) }
    let bounds = CGRect(x: 5, y: 7, width: 320, height: 200)
    let frames = NestedCardLayout.frames(for: .init(bounds: bounds))
    func moved(_ frame: CGRect, _ parents: CGRect...) -> CGRect {
        parents.reduce(frame) { $0.offsetBy(dx: $1.minX, dy: $1.minY) }
    }
    expect(
        placed(NestedCardLayout.SwiftUILayout(), stubs, in: bounds),
        [
            frames.card, moved(frames.image, frames.card), moved(frames.header, frames.card),
            moved(frames.title, frames.header, frames.card), moved(frames.badge, frames.header, frames.card),
            moved(frames.body, frames.card)
        ], "NestedCard")
}

if failures > 0 { exit(1) }
print("   generated SwiftUI layouts place their subviews at their frames")
