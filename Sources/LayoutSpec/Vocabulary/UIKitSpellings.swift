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
        case "contentLayoutGuide":
            return "a scroll view's content is a layout of its own whose size is an output: write it as a spec with "
                + "`container: {height: fit}` (or `width: fit`); its `fittingSize` is the content size"
        case "frameLayoutGuide":
            return "a scroll view's frame is its `container` (in the spec of its content, `container: {height: fit}`)"
        case "standardSpacing", "systemSpacingAfter", "systemSpacingBelow":
            return "did you mean `systemSpacing` (8 points; `a.leading == b.trailing + systemSpacing * 2` is "
                + "`equalToSystemSpacingAfter(b.trailingAnchor, multiplier: 2)`)?"
        default:
            // `topAnchor` in an equation: the attribute is the anchor's name without `Anchor`.
            let base = String(name.dropLast("Anchor".count))
            guard name.hasSuffix("Anchor"), anchoredAttributes.contains(base) else { return nil }
            return "did you mean `\(base)`? (an equation names UIKit's `\(name)` `\(base)`; a whole "
                + "`\(name).constraint(equalTo: …)` call is read as written)"
        }
    }

    /// The attributes UIKit has anchors for (`topAnchor`), by the spec's name.
    static let anchoredAttributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline"
    ]

    /// `UILayoutPriority.fittingSizeLevel`: the priority at which `systemLayoutSizeFitting` asks for
    /// its target size (zero for the smallest), as a self-sizing cell is fitted.
    static let fittingSizeLevel = 50

    /// UIKit's and AppKit's named layout priorities (`UILayoutPriority`, `NSLayoutConstraint.Priority`)
    /// and their levels.
    static let priorityLevels: [String: Int] = [
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "dragThatCanResizeWindow": 510,
        "sceneSizeStayPut": 500, "windowSizeStayPut": 500, "dragThatCannotResizeScene": 490,
        "dragThatCannotResizeWindow": 490, "defaultLow": 250, "fittingSizeLevel": fittingSizeLevel,
        "fittingSizeCompression": fittingSizeLevel
    ]

    /// What to write instead of UIKit's priority name `name` (`defaultHigh`, `.defaultLow`,
    /// `UILayoutPriorityDefaultHigh`): the spec's name for its level among `spellings` (level by
    /// name, like `high: 750`), written through `written` (`.high` in EasyPeasy), else the number.
    static func priorityAdvice(
        for name: String, spellings: [String: Int], written: (String) -> String = { "`\($0)`" }
    ) -> String? {
        var bare = Substring(name.hasPrefix(".") ? String(name.dropFirst()) : name)
        for prefix in ["UILayoutPriority.", "NSLayoutConstraint.Priority.", "UILayoutPriority", "NSLayoutPriority"]
        where bare.hasPrefix(prefix) {
            bare = bare.dropFirst(prefix.count)
            break
        }
        let key = bare.prefix(1).lowercased() + bare.dropFirst()
        guard let level = priorityLevels[key] else { return nil }
        guard let spelling = spellings.filter({ $0.value == level }).keys.sorted().first else {
            return "UIKit's `\(key)` is \(level): write `\(level)`"
        }
        return "did you mean \(written(spelling))? (UIKit's `\(key)` is \(level))"
    }

    /// `message` followed by the advice for `name`, when there is one.
    static func message(_ message: String, about name: String) -> String {
        advice(for: name).map { "\(message); \($0)" } ?? message
    }

    /// `message` followed by the advice for `name` when it is a UIKit spelling, else by "did you
    /// mean" the name of `candidates` closest to it, if one is close enough to be a typo.
    static func message(_ message: String, about name: String, closestOf candidates: [String]) -> String {
        advice(for: name).map { "\(message); \($0)" } ?? message + NameSuggestion.clause(for: name, in: candidates)
    }
}
