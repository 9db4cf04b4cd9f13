#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// `LayoutTraits` read from AppKit: the reading direction (AppKit has no size classes or idiom,
/// so they stay unspecified: compact, phone).
extension LayoutTraits {
    /// The traits for AppKit's `userInterfaceLayoutDirection`.
    public init(userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection) {
        let direction: LayoutDirection = userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        self.init(
            layoutDirection: direction, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            idiom: .unspecified)
    }

    /// The traits a view is laid out with: its `userInterfaceLayoutDirection`.
    @MainActor
    public init(view: NSView) {
        self.init(userInterfaceLayoutDirection: view.userInterfaceLayoutDirection)
    }
}
#endif
