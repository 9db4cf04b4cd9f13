// STUB of Apple's AppKit for type-checking on Linux (see Stubs/README.md). Only the API LayoutGen
// uses, with Apple's signatures. Never linked or run.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor open class NSView: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsview/frame — `var frame: NSRect { get set }`
    open var frame: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/bounds — `var bounds: NSRect { get set }`
    open var bounds: NSRect = .zero
    /// https://developer.apple.com/documentation/appkit/nsview/superview — `unowned(unsafe) var superview: NSView? { get }`
    open var superview: NSView? { nil }
    /// https://developer.apple.com/documentation/appkit/nsview/isflipped — `var isFlipped: Bool { get }`
    open var isFlipped: Bool { false }
}
