import Foundation
import LayoutRuntime
import Testing

/// `LayoutAdapter.sizeThatFits` and `LayoutAdapterFrames`: the parts of the SwiftUI adapter that
/// need no subviews (the rest: Tests/ExamplesTests/SwiftUIAdapterTests).
@Suite struct LayoutAdapterTests {
    struct Item: LayoutItemName {
        let index: Int
        static let itemCount = 4
        static let outer = Item(index: 0), inner = Item(index: 1), leaf = Item(index: 2)
    }

    @Test func fittedDimensionsComeFromTheFittingSize() {
        var solvedAt: [CGRect] = []
        // The layout solves to a fitting size of (bounds width + 1) × 50.
        let answer = { (width: CGFloat?, height: CGFloat?, fitsWidth: Bool, fitsHeight: Bool) -> CGSize in
            LayoutAdapter.sizeThatFits(
                proposedWidth: width, proposedHeight: height,
                fitsWidth: fitsWidth, fitsHeight: fitsHeight
            ) { bounds in
                solvedAt.append(bounds)
                return LayoutAdapterFrames(frames: [], fittingSize: CGSize(width: bounds.width + 1, height: 50))
            }
        }
        // Height fits: 50; the width is the proposal's.
        #expect(answer(300, nil, false, true) == CGSize(width: 300, height: 50))
        // Both fit: 301 × 50, solved at 300 × 10 (the unspecified height is 10).
        #expect(answer(300, nil, true, true) == CGSize(width: 301, height: 50))
        // An infinite width is solved at 10 (so no infinity reaches `frames(for:)`), and answered
        // as the proposal where it is not fitted.
        #expect(answer(CGFloat.infinity, 80, false, true) == CGSize(width: CGFloat.infinity, height: 50))
        #expect(
            solvedAt == [
                CGRect(x: 0, y: 0, width: 300, height: 10), CGRect(x: 0, y: 0, width: 300, height: 10),
                CGRect(x: 0, y: 0, width: 10, height: 80)
            ])
    }

    @Test func nestedFramesMoveByEveryParentsOrigin() {
        var layout = LayoutAdapterFrames(
            CGRect(x: 10, y: 20, width: 100, height: 100), CGRect(x: 1, y: 2, width: 50, height: 50),
            CGRect(x: 3, y: 4, width: 5, height: 6), CGRect(x: 7, y: 8, width: 9, height: 9))
        layout.nest(Item.inner, in: Item.outer)
        layout.nest(Item.leaf, in: Item.inner)
        #expect(layout.parents == [nil, 0, 1, nil])
        // leaf: (3, 4) + inner's (1, 2) + outer's (10, 20) = (14, 26).
        #expect(layout.containerFrame(ofItem: 2) == CGRect(x: 14, y: 26, width: 5, height: 6))
        #expect(layout.containerFrame(ofItem: 1) == CGRect(x: 11, y: 22, width: 50, height: 50))
        #expect(layout.containerFrame(ofItem: 3) == CGRect(x: 7, y: 8, width: 9, height: 9))
    }

    @Test func aParentCycleCannotHang() {
        // Never generated (a spec's parents form no cycle); cut after as many steps as items.
        let layout = LayoutAdapterFrames(
            frames: [CGRect(x: 1, y: 1, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)],
            parents: [1, 0])
        // Item 0: 1 + 2 (its parent) + 1 (the parent's parent): two steps for two items.
        #expect(layout.containerFrame(ofItem: 0) == CGRect(x: 4, y: 4, width: 1, height: 1))
    }
}
