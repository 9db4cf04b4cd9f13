import Foundation

/// Something a generated `Frames.apply(...)` can place: a view (UIKit's `UIView`, AppKit's
/// `NSView`, both conforming where those frameworks exist) or any object of your own.
///
/// The frame it receives is in its parent's coordinates, top-left origin, already rounded to
/// pixels (docs/GeneratedCode.md, runtime). Main-actor isolated, as views are.
@MainActor
public protocol LayoutFrameTarget: AnyObject {
    /// Places the receiver at `frame` (in its parent's coordinates, origin at the top left).
    func applyLayoutFrame(_ frame: CGRect)
}

extension Optional where Wrapped == any LayoutFrameTarget {
    /// Gives the target its frame; does nothing for `nil`. A generated `Frames.apply(...)` calls
    /// this once per item: a call rather than an inlined `if let` keeps `apply` for hundreds of
    /// items straight-line code, which the optimiser compiles in linear time.
    @MainActor @inline(never)
    public func applyLayoutFrame(_ frame: CGRect) {
        self?.applyLayoutFrame(frame)
    }
}
