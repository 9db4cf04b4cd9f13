#if canImport(SwiftUI)
import LayoutRuntime
import SwiftUI

/// SwiftUI's subviews as the runtime's adapter logic sees them (`LayoutAdapterSubviews`), tagged
/// with the items of the layout whose `Item` type is `Item`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct SwiftUILayoutSubviews<Item: LayoutItemName>: LayoutAdapterSubviews {
    /// The subviews.
    public let subviews: LayoutSubviews

    /// Wraps `subviews`.
    public init(_ subviews: LayoutSubviews, items _: Item.Type) {
        self.subviews = subviews
    }

    /// The number of subviews.
    public var subviewCount: Int { subviews.count }

    /// Whether SwiftUI lays the container out right to left.
    public var isRightToLeft: Bool { subviews.layoutDirection == .rightToLeft }

    /// The item the subview is tagged with through `layoutView(_:)`, if it is one of `Item`'s.
    public func itemIndex(ofSubview index: Int) -> Int? {
        subviews[subviews.startIndex + index][LayoutItemKey.self]?.index(in: Item.self)
    }

    /// The subview's `sizeThatFits` for the proposal `width` × `height`.
    public func sizeThatFits(subview index: Int, width: CGFloat?, height: CGFloat?) -> CGSize {
        subviews[subviews.startIndex + index].sizeThatFits(ProposedViewSize(width: width, height: height))
    }

    /// `place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))`.
    public func place(subview index: Int, at origin: CGPoint, proposing size: CGSize) {
        subviews[subviews.startIndex + index].place(at: origin, anchor: .topLeading, proposal: ProposedViewSize(size))
    }
}
#endif
