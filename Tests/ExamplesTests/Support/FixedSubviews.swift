import Foundation
import LayoutRuntime

/// A stand-in for SwiftUI's `LayoutSubviews` in tests: subviews tagged with items of one layout
/// (or untagged), each answering proposals with a fixed rule, recording where it is placed and how
/// often it is measured. A class, so the measuring closures the adapter hands out see its counts.
final class FixedSubviews<Item: LayoutItemName>: LayoutAdapterSubviews, @unchecked Sendable {
    /// One subview: its item and how it sizes itself for a proposal (`nil`: unspecified).
    struct Subview {
        var item: Item?
        var size: (CGFloat?, CGFloat?) -> CGSize

        /// A subview of one size, whatever the proposal.
        static func fixed(_ item: Item?, _ width: CGFloat, _ height: CGFloat) -> Subview {
            Subview(item: item) { _, _ in CGSize(width: width, height: height) }
        }
    }

    let subviews: [Subview]
    let isRightToLeft: Bool
    /// Each `place` call: the subview, its origin and the proposed size.
    private(set) var placements: [(subview: Int, origin: CGPoint, size: CGSize)] = []
    /// How many times each subview was measured.
    private(set) var measureCounts: [Int]

    init(_ subviews: [Subview], rightToLeft: Bool = false) {
        self.subviews = subviews
        self.isRightToLeft = rightToLeft
        self.measureCounts = Array(repeating: 0, count: subviews.count)
    }

    var subviewCount: Int { subviews.count }

    func itemIndex(ofSubview index: Int) -> Int? { subviews[index].item?.index }

    func sizeThatFits(subview index: Int, width: CGFloat?, height: CGFloat?) -> CGSize {
        measureCounts[index] += 1
        return subviews[index].size(width, height)
    }

    func place(subview index: Int, at origin: CGPoint, proposing size: CGSize) {
        placements.append((index, origin, size))
    }

    /// The frame each subview was placed at, in subview order, mirrored back right to left as
    /// SwiftUI mirrors a layout's positions within `bounds` (`x → minX + maxX − x − width`).
    func placedFrames(in bounds: CGRect) -> [CGRect] {
        placements.sorted { $0.subview < $1.subview }.map { placement in
            var frame = CGRect(origin: placement.origin, size: placement.size)
            if isRightToLeft { frame.origin.x = bounds.minX + bounds.maxX - frame.maxX }
            return frame
        }
    }
}
