#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// AppKit views: frames are computed with the origin at the top left, so in a superview that is
/// not flipped the y coordinate is measured from the superview's bottom instead.
extension NSView: LayoutFrameTarget {
    /// Sets `frame`, converted to bottom-left coordinates when the superview is not flipped.
    public func applyLayoutFrame(_ frame: CGRect) {
        guard let superview, !superview.isFlipped else {
            self.frame = frame
            return
        }
        self.frame = CGRect(
            x: frame.minX, y: superview.bounds.height - frame.maxY,
            width: frame.width, height: frame.height)
    }

    /// Sets `isHidden` (an arranged view with a hidden flag).
    public func applyLayoutHidden(_ isHidden: Bool) {
        self.isHidden = isHidden
    }
}
#endif
