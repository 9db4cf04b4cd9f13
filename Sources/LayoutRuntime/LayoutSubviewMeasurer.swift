import Foundation

/// What a generated SwiftUI `Layout` reads its `Input`'s measured sizes and traits from: the
/// subviews tagged with the layout's items, measured through the layout's cache.
///
/// - `size(of:)`: a `measure: intrinsic` view's size is its subview's ideal size
///   (`sizeThatFits(.unspecified)`);
/// - `heightForWidth(of:)`: a `measure: heightForWidth` view's single-line size is its ideal size,
///   and its height at a width `w` is its subview's height for the proposal `w` × unspecified;
/// - an item no subview is tagged with measures `.zero` (and 0 high at every width);
/// - `traits(_:)`: the given traits with the container's layout direction.
///
/// `@unchecked Sendable`: a `HeightForWidth`'s measuring closure is `@Sendable` (the generated
/// `frames(for:)` may run on any thread), and it captures this measurer; the adapter only calls
/// `frames(for:)` synchronously, inside the SwiftUI layout call that made the measurer, and the
/// cache it fills is behind a lock.
public struct LayoutSubviewMeasurer: @unchecked Sendable {
    private let subviews: any LayoutAdapterSubviews
    private let cache: LayoutMeasurements
    private let subviewOfItem: [Int?]

    /// A measurer of `subviews` for a layout of `itemCount` items, caching in `cache`.
    public init(subviews: some LayoutAdapterSubviews, itemCount: Int, cache: LayoutMeasurements) {
        self.subviews = subviews
        self.cache = cache
        self.subviewOfItem = cache.subviewOfItem(itemCount: itemCount, in: subviews)
    }

    /// The subview tagged with `item`, if any.
    private func subview(of item: some LayoutItemName) -> Int? {
        let index = item.index
        guard index >= 0, index < subviewOfItem.count else { return nil }
        return subviewOfItem[index]
    }

    /// `item`'s measured size: its subview's ideal size, `.zero` without a subview.
    public func size(of item: some LayoutItemName) -> CGSize {
        guard let subview = subview(of: item) else { return .zero }
        return cache.idealSize(ofSubview: subview, in: subviews)
    }

    /// `item`'s `HeightForWidth`: its ideal size, and its subview's height at the width the layout
    /// solves for it (keyed by the item, so two measurers of one item compare equal).
    public func heightForWidth(of item: some LayoutItemName) -> HeightForWidth {
        guard let subview = subview(of: item) else { return HeightForWidth(intrinsicSize: .zero) }
        let subviews = self.subviews
        let cache = self.cache
        let measure = SendableMeasure { width in cache.height(ofSubview: subview, atWidth: width, in: subviews) }
        return HeightForWidth(intrinsicSize: size(of: item), key: item.index, height: measure.height)
    }

    /// `traits` laid out in the container's direction (SwiftUI's `LayoutSubviews.layoutDirection`).
    public func traits(_ traits: LayoutTraits) -> LayoutTraits {
        var result = traits
        result.layoutDirection = subviews.isRightToLeft ? .rightToLeft : .leftToRight
        return result
    }
}

/// A measuring closure over the adapter's subviews, handed to `HeightForWidth` as `@Sendable`
/// (see `LayoutSubviewMeasurer`: it is only called synchronously within the layout call).
private struct SendableMeasure: @unchecked Sendable {
    let measure: (CGFloat) -> CGFloat

    var height: @Sendable (CGFloat) -> CGFloat {
        { width in self.measure(width) }
    }
}
