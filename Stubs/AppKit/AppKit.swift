// STUB of Apple's AppKit for type-checking on Linux (see Stubs/README.md). Only the API LayoutGen
// and the code in docs/UsingInAnApp.md use, with Apple's signatures. Never linked or run.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsuserinterfacelayoutdirection
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor open class NSWindow: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nswindow/backingscalefactor — `var backingScaleFactor: CGFloat { get }`
    open var backingScaleFactor: CGFloat { 1 }
}

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
    /// https://developer.apple.com/documentation/appkit/nsview/ishidden — `var isHidden: Bool { get set }`
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/appkit/nsview/window — `var window: NSWindow? { get }`
    open var window: NSWindow? { nil }
    /// https://developer.apple.com/documentation/appkit/nsview/userinterfacelayoutdirection
    open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection = .leftToRight
    /// https://developer.apple.com/documentation/appkit/nsview/intrinsiccontentsize — `var intrinsicContentSize: NSSize { get }`
    open var intrinsicContentSize: NSSize { .zero }
    /// https://developer.apple.com/documentation/appkit/nsview/layout() — `func layout()`
    open func layout() {}
}

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor open class NSControl: NSView {}

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor open class NSImageView: NSControl {}

/// https://developer.apple.com/documentation/appkit/nstextfield
@MainActor open class NSTextField: NSControl {
    /// https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:) — `convenience init(labelWithString stringValue: String)`
    public convenience init(labelWithString stringValue: String) { self.init() }
}

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfont/ascender — `var ascender: CGFloat { get }`
    open var ascender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/descender — `var descender: CGFloat { get }`
    open var descender: CGFloat { 0 }
    /// https://developer.apple.com/documentation/appkit/nsfont/capheight — `var capHeight: CGFloat { get }`
    open var capHeight: CGFloat { 0 }
}
