/// A `<variation key="...">` of an Interface Builder file: `default` (any width, any height),
/// `widthClass=compact`, `heightClass=regular`, or both joined by `-`
/// (`heightClass=compact-widthClass=regular`).
struct InterfaceBuilderTraitVariation: Hashable, Sendable {
    /// The width it applies to: regular (`true`), compact (`false`) or any (`nil`).
    var regularWidth: Bool?
    /// The height it applies to: regular (`true`), compact (`false`) or any (`nil`).
    var regularHeight: Bool?

    /// The variation a `key` names; `nil` for a key that is not a size-class combination.
    init?(key: String) {
        guard key != "default" else { return }
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            guard pair.count == 2, ["compact", "regular"].contains(pair[1]) else { return nil }
            let regular = pair[1] == "regular"
            switch pair[0] {
            case "widthClass" where regularWidth == nil: regularWidth = regular
            case "heightClass" where regularHeight == nil: regularHeight = regular
            default: return nil
            }
        }
    }

    /// How many size classes it names: 0 for `default`, 2 for a width and a height.
    var specificity: Int { (regularWidth == nil ? 0 : 1) + (regularHeight == nil ? 0 : 1) }

    /// Whether it applies to `sizeClass`.
    func applies(to sizeClass: InterfaceBuilderSizeClass) -> Bool {
        (regularWidth.map { $0 == sizeClass.regularWidth } ?? true)
            && (regularHeight.map { $0 == sizeClass.regularHeight } ?? true)
    }
}
