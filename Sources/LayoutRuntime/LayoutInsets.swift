import Foundation

/// Insets from each side of a rectangle (UIKit's `UIEdgeInsets`, without UIKit): the container's
/// safe-area insets and layout margins when a spec reads them at run time (`safeArea`, `margins`).
public struct LayoutInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Auto Layout's default layout margins: 8 on every side.
    public static let standardMargins = LayoutInsets(top: 8, left: 8, bottom: 8, right: 8)
}
