#if canImport(UIKit)
import UIKit

/// UIKit views take their frame the way Auto Layout sets it: `bounds.size` and `center`, so a
/// view with a transform keeps it (setting `frame` is undefined under a non-identity transform).
extension UIView: LayoutFrameTarget {
    /// Sets `bounds.size` to `frame.size` and `center` to the frame's middle.
    public func applyLayoutFrame(_ frame: CGRect) {
        bounds.size = frame.size
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Sets `isHidden` (an arranged view with a hidden flag).
    public func applyLayoutHidden(_ isHidden: Bool) {
        self.isHidden = isHidden
    }
}
#endif
