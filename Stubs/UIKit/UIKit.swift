// STUB of Apple's UIKit for type-checking on Linux (see Stubs/README.md). Only the API LayoutGen
// uses, with Apple's signatures. Never linked or run.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/bounds — `var bounds: CGRect { get set }`
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center — `var center: CGPoint { get set }`
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/frame — `var frame: CGRect { get set }`
    open var frame: CGRect = .zero
}
