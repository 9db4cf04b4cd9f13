#if canImport(SwiftUI)
import LayoutRuntime
import SwiftUI

/// Which item of which generated layout a SwiftUI subview stands for: the layout's `Item` type and
/// the item's index. The value of `LayoutItemKey`.
public struct LayoutItemTag: Hashable, Sendable {
    /// The generated `Item` enum the tag belongs to.
    public var layout: ObjectIdentifier
    /// The item's index in `Frames` order.
    public var index: Int

    /// The tag of `item`.
    public init<Item: LayoutItemName>(_ item: Item) {
        self.layout = ObjectIdentifier(Item.self)
        self.index = item.index
    }

    /// `index` when the tag belongs to `Item`'s layout, `nil` when it is another layout's.
    public func index<Item: LayoutItemName>(in _: Item.Type) -> Int? {
        layout == ObjectIdentifier(Item.self) ? index : nil
    }
}

/// The layout value a subview's item is stored under (`nil`: untagged).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutItemKey: LayoutValueKey {
    /// Untagged.
    public static let defaultValue: LayoutItemTag? = nil
}

/// SwiftUI's `Layout` (and so every declaration here that names its API) is only available from
/// iOS 16, macOS 13, tvOS 16 and watchOS 9.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Tags this view with `item` of a generated SwiftUI layout, which places it at that item's
    /// frame: `Text(name).layoutView(ProfileCardLayout.Item.title)`. An untagged subview, or one
    /// tagged with another layout's item, is placed at the layout's top-left corner with a zero
    /// proposal (docs/GeneratedCode.md, "SwiftUI").
    nonisolated public func layoutView<Item: LayoutItemName>(_ item: Item) -> some View {
        layoutValue(key: LayoutItemKey.self, value: LayoutItemTag(item))
    }
}
#endif
