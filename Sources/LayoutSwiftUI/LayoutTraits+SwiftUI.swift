#if canImport(SwiftUI)
import LayoutRuntime
import SwiftUI

/// `LayoutTraits` read from SwiftUI's environment: the size classes
/// (`@Environment(\.horizontalSizeClass)`, `@Environment(\.verticalSizeClass)`). The layout
/// direction is not needed: a generated SwiftUI layout reads it from its subviews. Available where
/// SwiftUI's `Layout` is, as the rest of `LayoutSwiftUI`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LayoutTraits {
    /// Traits with SwiftUI's size classes (`nil`, unknown, counts as compact), left to right.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass?, verticalSizeClass: UserInterfaceSizeClass? = nil,
        idiom: Idiom = .unspecified
    ) {
        self.init(
            layoutDirection: .leftToRight, horizontalSizeClass: SizeClass(horizontalSizeClass),
            verticalSizeClass: SizeClass(verticalSizeClass), idiom: idiom)
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LayoutTraits.SizeClass {
    /// SwiftUI's size class; `nil` (and future cases) stay unspecified.
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        if sizeClass == .compact {
            self = .compact
        } else if sizeClass == .regular {
            self = .regular
        } else {
            self = .unspecified
        }
    }
}
#endif
