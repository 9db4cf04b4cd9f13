import Foundation

/// The logic of a generated SwiftUI `Layout` (docs/GeneratedCode.md, "SwiftUI"), free of SwiftUI so
/// it can be tested anywhere: the generated struct only builds its `Input` and reads its `Frames`;
/// the module `LayoutSwiftUI` calls these with SwiftUI's proposal and subviews.
public enum LayoutAdapter {
    /// The size a proposal leaves unspecified (`nil`) is taken as this many points, as SwiftUI's
    /// `ProposedViewSize.replacingUnspecifiedDimensions()` does for views without an ideal size.
    public static let unspecifiedDimension: CGFloat = 10

    /// The container size for a proposal: a dimension the spec fits is the fitting size's (solved
    /// with bounds of the proposed size at the origin); any other dimension is the proposal's
    /// (`unspecifiedDimension` for `nil`; an infinite proposal stays infinite, as for a shape).
    /// A fitted dimension's bounds component is never read, and an unspecified or infinite other
    /// one is solved at `unspecifiedDimension`.
    public static func sizeThatFits(
        proposedWidth: CGFloat?, proposedHeight: CGFloat?,
        fitsWidth: Bool, fitsHeight: Bool,
        frames: (CGRect) -> LayoutAdapterFrames
    ) -> CGSize {
        let proposed = CGSize(
            width: proposedWidth ?? unspecifiedDimension, height: proposedHeight ?? unspecifiedDimension)
        guard fitsWidth || fitsHeight else { return proposed }
        let solvedAt = CGSize(
            width: proposed.width.isFinite ? proposed.width : unspecifiedDimension,
            height: proposed.height.isFinite ? proposed.height : unspecifiedDimension)
        let fitting = frames(CGRect(origin: .zero, size: solvedAt)).fittingSize ?? solvedAt
        return CGSize(
            width: fitsWidth ? fitting.width : proposed.width,
            height: fitsHeight ? fitting.height : proposed.height)
    }

    /// Where each subview goes: the frame (in the container's parent's coordinates) of the item it
    /// is tagged with, or `nil` for a subview tagged with no item of this layout.
    ///
    /// Right to left, SwiftUI mirrors every position a layout gives within the container's
    /// bounds; the spec's frames are already laid out right to left (the `rtl` condition held,
    /// `leading` was `right`), so each is given mirrored, and SwiftUI's mirroring puts it back.
    public static func placements(
        of layout: LayoutAdapterFrames, in bounds: CGRect,
        subviews: some LayoutAdapterSubviews
    ) -> [CGRect?] {
        var result = [CGRect?](repeating: nil, count: subviews.subviewCount)
        for subview in 0..<subviews.subviewCount {
            guard let item = subviews.itemIndex(ofSubview: subview), item >= 0, item < layout.frames.count else {
                continue
            }
            var frame = layout.containerFrame(ofItem: item)
            if subviews.isRightToLeft {
                frame.origin.x = bounds.minX + bounds.maxX - frame.maxX
            }
            result[subview] = frame
        }
        return result
    }

    /// Places every subview: each at its item's frame (`placements`), proposing the frame's size;
    /// a subview tagged with no item of this layout at `bounds.origin`, proposing `.zero` (so most
    /// views draw nothing: tag every subview).
    public static func place(_ layout: LayoutAdapterFrames, in bounds: CGRect, subviews: some LayoutAdapterSubviews) {
        for (subview, frame) in placements(of: layout, in: bounds, subviews: subviews).enumerated() {
            if let frame {
                subviews.place(subview: subview, at: frame.origin, proposing: frame.size)
            } else {
                subviews.place(subview: subview, at: bounds.origin, proposing: .zero)
            }
        }
    }
}
