/// The environment a layout is computed in: the built-in conditions of docs/SpecLanguage.md §7, conditions
/// (`rtl compactWidth regularWidth compactHeight regularHeight pad phone`) are read from it.
public struct LayoutTraits: Hashable, Sendable {
    /// Reading direction.
    public enum LayoutDirection: Hashable, Sendable {
        /// Left to right (`leading` is `left`).
        case leftToRight
        /// Right to left (`leading` is `right`; the `rtl` condition holds).
        case rightToLeft
    }

    /// A size class, as UIKit's `UIUserInterfaceSizeClass`. Layouts treat a size class as exactly
    /// one of compact and regular: unspecified counts as compact.
    public enum SizeClass: Hashable, Sendable {
        /// Not known: counts as compact (`compactWidth` holds, `regularWidth` does not).
        case unspecified
        /// Compact.
        case compact
        /// Regular.
        case regular
    }

    /// The kind of device, as UIKit's `UIUserInterfaceIdiom`. Layouts treat the idiom as exactly one
    /// of phone and pad: anything but a pad counts as a phone.
    public enum Idiom: Hashable, Sendable {
        /// Not known (or not a phone or pad): counts as a phone (`phone` holds, `pad` does not).
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

    /// Creates traits; the defaults are left to right with nothing else known (so compact size
    /// classes and a phone idiom, for the built-in conditions).
    public init(
        layoutDirection: LayoutDirection = .leftToRight, horizontalSizeClass: SizeClass = .unspecified,
        verticalSizeClass: SizeClass = .unspecified, idiom: Idiom = .unspecified
    ) {
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
    }

    /// Whether the built-in condition `name` holds (`BuiltInCondition.all`). Unknown names are
    /// false. Size classes and the idiom are enumerations: `compactWidth` is `!regularWidth` (an
    /// unspecified size class is compact) and `phone` is `!pad`.
    public func condition(_ name: String) -> Bool {
        guard let condition = BuiltInCondition.named[name] else { return false }
        return condition.literals.allSatisfy { holds($0.trait) == $0.holds }
    }

    /// The value of one independent trait (generated code reads built-in conditions with it).
    @inlinable
    public func holds(_ trait: BuiltInCondition.Trait) -> Bool {
        switch trait {
        case .rtl: return layoutDirection == .rightToLeft
        case .regularWidth: return horizontalSizeClass == .regular
        case .regularHeight: return verticalSizeClass == .regular
        case .pad: return idiom == .pad
        }
    }

    /// Sets one independent trait: a size class to regular or compact, the idiom to pad or phone.
    public mutating func make(_ trait: BuiltInCondition.Trait, hold value: Bool) {
        switch trait {
        case .rtl: layoutDirection = value ? .rightToLeft : .leftToRight
        case .regularWidth: horizontalSizeClass = value ? .regular : .compact
        case .regularHeight: verticalSizeClass = value ? .regular : .compact
        case .pad: idiom = value ? .pad : .phone
        }
    }

    /// The names `condition(_:)` understands.
    public static let builtInConditions: [String] = BuiltInCondition.all.map(\.name)

    /// Left to right, nothing else known.
    public static let standard = LayoutTraits()
}
