import Foundation
import LayoutRuntime

/// Manual frame code for the `ProfileCard` spec, as a developer writes it without LayoutGen: the
/// texts shrink to the room beside the avatar, and the row flips right to left.
public enum HandWrittenProfileCard {
    /// One rect per view.
    public struct Frames: Equatable, Sendable {
        public var avatar: CGRect
        public var title: CGRect
        public var subtitle: CGRect
    }

    /// Frames for a container, with the texts' intrinsic sizes.
    public static func frames(
        bounds: CGRect, scale: CGFloat, title: CGSize, subtitle: CGSize, rightToLeft: Bool = false
    ) -> Frames {
        let room = bounds.width - 92
        let titleWidth = min(room, title.width)
        let subtitleWidth = min(room, subtitle.width)
        let avatarX: CGFloat
        let titleX: CGFloat
        let subtitleX: CGFloat
        if rightToLeft {
            avatarX = bounds.width - 64
            titleX = max(16, bounds.width - title.width - 76)
            subtitleX = max(16, bounds.width - subtitle.width - 76)
        } else {
            avatarX = 16
            titleX = 76
            subtitleX = 76
        }
        return Frames(
            avatar: PixelRounding.frame(
                minX: bounds.minX + avatarX, minY: bounds.minY + 16, width: 48, height: 48, scale: scale),
            title: PixelRounding.frame(
                minX: bounds.minX + titleX, minY: bounds.minY + 16, width: titleWidth, height: title.height,
                scale: scale),
            subtitle: PixelRounding.frame(
                minX: bounds.minX + subtitleX, minY: bounds.minY + (title.height + 20), width: subtitleWidth,
                height: subtitle.height, scale: scale))
    }
}
