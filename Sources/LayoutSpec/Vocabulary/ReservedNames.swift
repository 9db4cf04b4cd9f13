/// Names a spec cannot declare for its views, guides, metrics or inputs (docs/SpecLanguage.md):
/// the special items every constraint can name, and the members of the generated code that a
/// declared name would collide with.
enum ReservedNames {
    /// The parent of a constraint's left-hand item (the container for top-level items).
    static let superview = "superview"
    /// The container; when it fits its content, its `width`/`height` are unknowns of this item.
    static let container = "container"
    /// The container inset by its layout margins.
    static let margins = "margins"
    /// The container inset by the safe-area insets.
    static let safeArea = "safeArea"

    /// UIKit's name of `safeArea` (`view.safeAreaLayoutGuide`), accepted as written.
    static let safeAreaLayoutGuide = "safeAreaLayoutGuide"
    /// The container's layout margins measured from the safe area, as UIKit's root views'
    /// `layoutMarginsGuide` (with `insetsLayoutMarginsFromSafeArea`, the default).
    static let layoutMarginsGuide = "layoutMarginsGuide"

    /// The special items, in the order messages list them.
    static let items: [String] = [superview, container, margins, safeArea, safeAreaLayoutGuide, layoutMarginsGuide]

    /// Members of the generated `Input` and `Frames` (`bounds`, `scale`, `traits`, `fittingSize`).
    static let generatedMembers: [String] = GeneratedCodeNames.inputMembers
}
