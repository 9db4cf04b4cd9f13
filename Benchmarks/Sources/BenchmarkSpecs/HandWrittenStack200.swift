import Foundation
import LayoutRuntime

/// Manual frame code for the `Stack200` spec, as a developer writes it without LayoutGen (or
/// UIStackView): a vertical stack 16 in from every side of the container, its shown views at their
/// measured heights 8 apart, the first shown view taking what is left over or giving way by what
/// is missing (every view has the same hugging and compression resistance, so UIStackView's `fill`
/// picks the first), each view centred across at its measured width, at most the stack's. A
/// hidden view has no height, at the end of the shown view before it.
public enum HandWrittenStack200 {
    /// The stack's frame in the container, and each view's frame in the stack (`views[i]` for
    /// `sizes[i]`, hidden when `hidden[i]`; `views` and `hidden` must have a place for every
    /// size), as the generated `Frames` holds them: each edge rounded to a pixel in the
    /// container's space, then the stack's rounded origin subtracted from the views'.
    public static func frames(
        bounds: CGRect, scale: CGFloat, sizes: [CGSize], hidden: [Bool], views: inout [CGRect]
    ) -> CGRect {
        let stackX = bounds.minX + 16
        let stackY = bounds.minY + 16
        let stackWidth = bounds.width - 32
        let stackHeight = bounds.height - 32
        var content: CGFloat = 0
        var first = -1
        for i in sizes.indices where !hidden[i] {
            content += first < 0 ? sizes[i].height : sizes[i].height + 8
            if first < 0 { first = i }
        }
        let stack = PixelRounding.frame(
            minX: stackX, minY: stackY, width: stackWidth, height: stackHeight, scale: scale)
        var y = stackY
        for i in sizes.indices {
            var height: CGFloat = 0
            if !hidden[i] {
                if i == first {
                    height = sizes[i].height + (stackHeight - content)
                } else {
                    height = sizes[i].height
                    y += 8
                }
            }
            let width = min(sizes[i].width, stackWidth)
            let frame = PixelRounding.frame(
                minX: stackX + (stackWidth - width) / 2, minY: y, width: width, height: height, scale: scale)
            // Origins, not minX/minY: the first view's height is negative when the views do not fit.
            views[i] = CGRect(
                x: frame.origin.x - stack.origin.x, y: frame.origin.y - stack.origin.y, width: frame.size.width,
                height: frame.size.height)
            y += height
        }
        return stack
    }
}
