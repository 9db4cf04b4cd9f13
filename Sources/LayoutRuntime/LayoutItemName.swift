/// The items (views and guides) of one generated layout, in `Frames` order: the `Item` type a spec
/// with `swiftUI: true` generates, one static member per item (`ProfileCardLayout.Item.title`)
/// whose `index` is the item's place in `Frames`. A SwiftUI subview is tagged with one
/// (`.layoutView(ProfileCardLayout.Item.title)`) so the generated `Layout` knows which frame it gets
/// (docs/GeneratedCode.md, "SwiftUI"). A struct of computed static members rather than an enum:
/// a 400-case enum's synthesized conformances cost its file's compile about 0.1 s more.
public protocol LayoutItemName: Hashable, Sendable {
    /// The item's index in `Frames` order.
    var index: Int { get }
    /// The number of items.
    static var itemCount: Int { get }
}
