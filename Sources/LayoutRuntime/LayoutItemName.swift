/// The items (views and guides) of one generated layout, in `Frames` order: the `Item` enum a
/// spec with `swiftUI: true` generates (`ProfileCardLayout.Item.title`), whose raw value is the
/// item's index. A SwiftUI subview is tagged with one (`.layoutView(ProfileCardLayout.Item.title)`)
/// so the generated `Layout` knows which frame it gets (docs/GeneratedCode.md, "SwiftUI").
public protocol LayoutItemName: RawRepresentable<Int>, CaseIterable, Hashable, Sendable {}
