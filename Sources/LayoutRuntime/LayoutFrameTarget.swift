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

    /// Shows or hides the receiver: an arranged view with a hidden flag (a spec's `hideable:`).
    /// Views set `isHidden`; the default does nothing.
    func applyLayoutHidden(_ isHidden: Bool)
}

extension LayoutFrameTarget {
    /// Does nothing: a target that is not a view has nothing to hide.
    public func applyLayoutHidden(_ isHidden: Bool) {}
}

extension Optional where Wrapped == any LayoutFrameTarget {
    /// Gives the target its frame; does nothing for `nil`. A generated `Frames.apply(...)` calls
    /// this once per item: a call rather than an inlined `if let` keeps `apply` for hundreds of
    /// items straight-line code, which the optimiser compiles in linear time.
    @MainActor @inline(never)
    public func applyLayoutFrame(_ frame: CGRect) {
        self?.applyLayoutFrame(frame)
    }

    /// Gives the target its frame and shows or hides it (an arranged view with a hidden flag);
    /// does nothing for `nil`.
    @MainActor @inline(never)
    public func applyLayoutFrame(_ frame: CGRect, isHidden: Bool) {
        self?.applyLayoutFrame(frame)
        self?.applyLayoutHidden(isHidden)
    }
}
