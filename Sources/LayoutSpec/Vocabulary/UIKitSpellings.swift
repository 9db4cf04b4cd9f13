/// UIKit's names for the things a spec spells its own way, one table: each unknown name a UIKit
/// developer is likely to write, with what to write instead ("did you mean"). The names UIKit and
/// a spec share (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `systemSpacing`) are accepted as
/// written and are not here (docs/SpecLanguage.md, "UIKit and Interface Builder names").
enum UIKitSpellings {
    /// The system spacing between sibling views (VFL's `-`, UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` with multiplier 1): 8 points.
    static let systemSpacing = "systemSpacing"
    /// `systemSpacing`'s value.
    static let systemSpacingValue = 8.0

    /// What to write instead of `name`, when it is a UIKit spelling.
    static func advice(for name: String) -> String? {
        switch name {
        case "view", "superView", "contentView":
            return "did you mean `superview` (the parent) or `container` (the root view)?"
        case "topLayoutGuide", "bottomLayoutGuide", "safeAreaInsets", "safeAreaGuide":
            return "did you mean `safeArea` (also spelled `safeAreaLayoutGuide`), as in `a.top == safeArea.top`?"
        case "layoutMargins", "directionalLayoutMargins", "marginsGuide":
            return "did you mean `layoutMarginsGuide` (margins measured from the safe area, as UIKit's) or `margins` "
                + "(margins measured from the container's edges)?"
        case "readableContentGuide":
            return "the readable width is a runtime value: declare `inputs: [readableWidth]` and a guide "
                + "(`guides: [readable]`, `readable.width == readableWidth`, `readable.centerX == layoutMarginsGuide.centerX`)"
        case "keyboardLayoutGuide":
            return "the keyboard's height is a runtime value: declare `inputs: [keyboardHeight]` and a guide "
                + "(`guides: [keyboard]`, `keyboard.bottom == container.bottom`, `keyboard.height == keyboardHeight`), "
                + "with keyboardHeight the safe area's bottom inset when the keyboard is hidden"
        case "contentLayoutGuide":
            return "a scroll view's content is a layout of its own whose size is an output: write it as a spec with "
                + "`container: {height: fit}` (or `width: fit`); its `fittingSize` is the content size"
        case "frameLayoutGuide":
            return "a scroll view's frame is its `container` (in the spec of its content, `container: {height: fit}`)"
        case "standardSpacing", "systemSpacingAfter", "systemSpacingBelow":
            return "did you mean `systemSpacing` (8 points; `a.leading == b.trailing + systemSpacing * 2` is "
                + "`equalToSystemSpacingAfter(b.trailingAnchor, multiplier: 2)`)?"
        default:
            return nil
        }
    }

    /// `message` followed by the advice for `name`, when there is one.
    static func message(_ message: String, about name: String) -> String {
        advice(for: name).map { "\(message); \($0)" } ?? message
    }
}
