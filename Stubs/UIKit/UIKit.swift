// STUB of Apple's UIKit for type-checking on Linux (see Stubs/README.md). Only the API LayoutGen
// and the code in docs/UsingInAnApp.md use, with Apple's signatures. Never linked or run.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale — `var displayScale: CGFloat { get }`
    open var displayScale: CGFloat { 1 }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/ascender — `var ascender: CGFloat { get }`
    open var ascender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/descender — `var descender: CGFloat { get }`
    open var descender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/capheight — `var capHeight: CGFloat { get }`
    open var capHeight: CGFloat { 0 }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/bounds — `var bounds: CGRect { get set }`
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center — `var center: CGPoint { get set }`
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/frame — `var frame: CGRect { get set }`
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden — `var isHidden: Bool { get set }`
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection — `var traitCollection: UITraitCollection { get }`
    open var traitCollection: UITraitCollection { UITraitCollection() }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize — `var intrinsicContentSize: CGSize { get }`
    open var intrinsicContentSize: CGSize { .zero }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() — `func layoutSubviews()`
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) — `func sizeThatFits(_ size: CGSize) -> CGSize`
    open func sizeThatFits(_ size: CGSize) -> CGSize { .zero }
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text — `var text: String? { get set }`
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/font — `var font: UIFont! { get set }`
    open var font: UIFont!
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview — `var contentView: UIView { get }`
    open var contentView: UIView { UIView() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size — `var size: CGSize { get set }`
    open var size: CGSize = .zero
}
