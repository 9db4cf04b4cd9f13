import Foundation

/// The subviews a generated SwiftUI `Layout` arranges, as the runtime's adapter logic sees them:
/// SwiftUI's `LayoutSubviews` in an app (module `LayoutSwiftUI`), a collection of fixed sizes in
/// tests. Every size and position is in points; positions are in the container's parent's
/// coordinates, as SwiftUI's `bounds` are.
public protocol LayoutAdapterSubviews {
    /// How many subviews there are.
    var subviewCount: Int { get }
    /// Whether the container is laid out right to left (SwiftUI's `LayoutSubviews.layoutDirection`).
    var isRightToLeft: Bool { get }
    /// The index, in `Frames` order, of the item subview `index` is tagged with; `nil` when it is
    /// untagged or tagged with an item of another layout.
    func itemIndex(ofSubview index: Int) -> Int?
    /// The size subview `index` chooses for a proposal; `nil` leaves a dimension unspecified (the
    /// subview's ideal size in it).
    func sizeThatFits(subview index: Int, width: CGFloat?, height: CGFloat?) -> CGSize
    /// Places subview `index` with its top-left corner at `origin`, proposing `size`.
    func place(subview index: Int, at origin: CGPoint, proposing size: CGSize)
}
