#if canImport(UIKit)
import UIKit

/// `LayoutTraits` read from UIKit: the reading direction, both size classes and the idiom
/// (docs/SpecLanguage.md, "Built-in conditions are enumerations").
extension LayoutTraits {
    /// The traits of `traitCollection`, laid out in `layoutDirection`.
    ///
    /// Pass the view's `effectiveUserInterfaceLayoutDirection` (it follows
    /// `semanticContentAttribute`), or use `init(view:)`.
    @MainActor
    public init(traitCollection: UITraitCollection, layoutDirection: UIUserInterfaceLayoutDirection) {
        let direction: LayoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        self.init(
            layoutDirection: direction,
            horizontalSizeClass: SizeClass(traitCollection.horizontalSizeClass),
            verticalSizeClass: SizeClass(traitCollection.verticalSizeClass),
            idiom: Idiom(traitCollection.userInterfaceIdiom))
    }

    /// The traits a view is laid out with: its trait collection and its effective layout direction.
    @MainActor
    public init(view: UIView) {
        self.init(traitCollection: view.traitCollection, layoutDirection: view.effectiveUserInterfaceLayoutDirection)
    }
}

extension LayoutTraits.SizeClass {
    /// UIKit's size class (`.unspecified` and future cases stay unspecified).
    public init(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: self = .unspecified
        }
    }
}

extension LayoutTraits.Idiom {
    /// UIKit's idiom: phone and pad; every other idiom is unspecified (which counts as phone).
    public init(_ idiom: UIUserInterfaceIdiom) {
        switch idiom {
        case .phone: self = .phone
        case .pad: self = .pad
        default: self = .unspecified
        }
    }
}
#endif
