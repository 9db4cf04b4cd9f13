#if canImport(SwiftUI)
import LayoutRuntime
import SwiftUI

/// A SwiftUI `Layout` generated from a spec with `swiftUI: true` (docs/GeneratedCode.md, "SwiftUI"):
/// the generated struct declares its stored inputs and `layoutFrames(in:measuring:)`; this
/// protocol's extension answers `sizeThatFits` and places the subviews through `LayoutAdapter`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol SpecLayout: Layout where Cache == LayoutMeasurements {
    /// The layout's items (views and guides), in `Frames` order.
    associatedtype Item: LayoutItemName
    /// Whether the spec says `width: fit`.
    static var fitsWidth: Bool { get }
    /// Whether the spec says `height: fit`.
    static var fitsHeight: Bool { get }
    /// The generated `frames(for:)` at `bounds`, with its measured sizes and traits from `subviews`.
    func layoutFrames(in bounds: CGRect, measuring subviews: LayoutSubviewMeasurer) -> LayoutAdapterFrames
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension SpecLayout {
    /// A new, empty cache of matched subviews and measured sizes.
    public func makeCache(subviews: Subviews) -> LayoutMeasurements {
        LayoutMeasurements()
    }

    /// The fitted dimensions from `Frames.fittingSize`, the others from the proposal
    /// (`LayoutAdapter.sizeThatFits`).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout LayoutMeasurements) -> CGSize
    {
        let tagged = SwiftUILayoutSubviews(subviews, items: Item.self)
        let measurer = LayoutSubviewMeasurer(subviews: tagged, itemCount: Item.itemCount, cache: cache)
        return LayoutAdapter.sizeThatFits(
            proposedWidth: proposal.width, proposedHeight: proposal.height,
            fitsWidth: Self.fitsWidth, fitsHeight: Self.fitsHeight
        ) { bounds in
            layoutFrames(in: bounds, measuring: measurer)
        }
    }

    /// Each subview at its item's frame, relative to `bounds.origin` (`LayoutAdapter.place`).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout LayoutMeasurements
    ) {
        let tagged = SwiftUILayoutSubviews(subviews, items: Item.self)
        let measurer = LayoutSubviewMeasurer(subviews: tagged, itemCount: Item.itemCount, cache: cache)
        LayoutAdapter.place(layoutFrames(in: bounds, measuring: measurer), in: bounds, subviews: tagged)
    }
}
#endif
