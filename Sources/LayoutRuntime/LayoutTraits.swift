/// The environment a layout is computed in: the built-in conditions of contract §8
/// (`rtl compactWidth regularWidth compactHeight regularHeight pad phone`) are read from it.
public struct LayoutTraits: Hashable, Sendable {
    /// Reading direction.
    public enum LayoutDirection: Hashable, Sendable {
        /// Left to right (`leading` is `left`).
        case leftToRight
        /// Right to left (`leading` is `right`; the `rtl` condition holds).
        case rightToLeft
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`.
    public enum SizeClass: Hashable, Sendable {
        /// Not known: neither compact nor regular conditions hold.
        case unspecified
        /// Compact.
        case compact
        /// Regular.
        case regular
    }

    /// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
    public enum Idiom: Hashable, Sendable {
        /// Not known: neither `pad` nor `phone` holds.
        case unspecified
        /// A phone (`phone`, EasyPeasy's `isPhone`).
        case phone
        /// A pad (`pad`, EasyPeasy's `isPad`).
        case pad
    }

    /// Reading direction; `.rightToLeft` makes `rtl` true.
    public var layoutDirection: LayoutDirection
    /// Horizontal size class (`compactWidth`, `regularWidth`).
    public var horizontalSizeClass: SizeClass
    /// Vertical size class (`compactHeight`, `regularHeight`).
    public var verticalSizeClass: SizeClass
    /// Device idiom (`pad`, `phone`).
    public var idiom: Idiom

    /// Creates traits; the defaults are left-to-right with nothing else known.
    public init(layoutDirection: LayoutDirection = .leftToRight, horizontalSizeClass: SizeClass = .unspecified,
                verticalSizeClass: SizeClass = .unspecified, idiom: Idiom = .unspecified) {
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
    }

    /// Whether the built-in condition `name` holds. Unknown names are false.
    public func condition(_ name: String) -> Bool {
        switch name {
        case "rtl": return layoutDirection == .rightToLeft
        case "compactWidth", "isHorizontalCompact": return horizontalSizeClass == .compact
        case "regularWidth", "isHorizontalRegular": return horizontalSizeClass == .regular
        case "compactHeight", "isVerticalCompact": return verticalSizeClass == .compact
        case "regularHeight", "isVerticalRegular": return verticalSizeClass == .regular
        case "isHorizontalVerticalCompact": return horizontalSizeClass == .compact && verticalSizeClass == .compact
        case "isHorizontalVerticalRegular": return horizontalSizeClass == .regular && verticalSizeClass == .regular
        case "pad", "isPad": return idiom == .pad
        case "phone", "isPhone": return idiom == .phone
        default: return false
        }
    }

    /// The names `condition(_:)` understands.
    public static let builtInConditions: [String] = [
        "rtl", "compactWidth", "regularWidth", "compactHeight", "regularHeight", "pad", "phone",
        "isPad", "isPhone", "isHorizontalCompact", "isVerticalCompact", "isHorizontalVerticalCompact",
        "isHorizontalRegular", "isVerticalRegular", "isHorizontalVerticalRegular",
    ]

    /// Left to right, nothing else known.
    public static let standard = LayoutTraits()
}
