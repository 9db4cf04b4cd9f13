import Foundation

/// The cache of a generated SwiftUI `Layout` (its `Cache` type): which subview is tagged with which
/// item, and every size measured so far, so that the several `sizeThatFits` calls of one layout
/// pass and its `placeSubviews` ask each subview once per proposal.
///
/// SwiftUI makes a new cache when the subviews change (`Layout.makeCache(subviews:)`, called again
/// by the default `updateCache`), so nothing here is ever stale. A reference type: the measuring
/// closure of a `measure: heightForWidth` view (`HeightForWidth`) fills it in from inside
/// `frames(for:)`. Its state is behind a lock.
public final class LayoutMeasurements: @unchecked Sendable {
    // `@unchecked`: every stored property below is read and written under `lock` only.
    private let lock = NSLock()
    private var subviewOfItem: [Int?]?
    private var idealSizes: [Int: CGSize] = [:]
    private var heights: [Int: [CGFloat: CGFloat]] = [:]

    /// An empty cache.
    public init() {}

    /// For each of `itemCount` items (in `Frames` order), the first subview tagged with it (`nil`
    /// for an item no subview is tagged with), computed once per cache.
    public func subviewOfItem(itemCount: Int, in subviews: some LayoutAdapterSubviews) -> [Int?] {
        lock.lock()
        defer { lock.unlock() }
        if let subviewOfItem, subviewOfItem.count == itemCount { return subviewOfItem }
        var result = [Int?](repeating: nil, count: itemCount)
        for subview in 0..<subviews.subviewCount {
            guard let item = subviews.itemIndex(ofSubview: subview), item >= 0, item < itemCount,
                result[item] == nil
            else { continue }
            result[item] = subview
        }
        subviewOfItem = result
        return result
    }

    /// Subview `subview`'s ideal size (`sizeThatFits(.unspecified)`), measured once.
    func idealSize(ofSubview subview: Int, in subviews: some LayoutAdapterSubviews) -> CGSize {
        lock.lock()
        if let size = idealSizes[subview] {
            lock.unlock()
            return size
        }
        lock.unlock()
        // Measured outside the lock: a subview's measurement never re-enters this cache.
        let size = subviews.sizeThatFits(subview: subview, width: nil, height: nil)
        lock.lock()
        idealSizes[subview] = size
        lock.unlock()
        return size
    }

    /// Subview `subview`'s height at `width` (`sizeThatFits` of `width` × unspecified), measured
    /// once per width.
    func height(ofSubview subview: Int, atWidth width: CGFloat, in subviews: some LayoutAdapterSubviews) -> CGFloat {
        lock.lock()
        if let height = heights[subview]?[width] {
            lock.unlock()
            return height
        }
        lock.unlock()
        let height = subviews.sizeThatFits(subview: subview, width: width, height: nil).height
        lock.lock()
        heights[subview, default: [:]][width] = height
        lock.unlock()
        return height
    }
}
