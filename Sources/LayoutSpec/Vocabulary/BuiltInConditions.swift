import LayoutRuntime

/// The condition names every spec may use without declaring them (docs/SpecLanguage.md,
/// "Conditions"): the seven read from the runtime traits, then EasyPeasy's `Context` names, each
/// standing for one or two of the seven. The one table every stage reads: the condition parser,
/// EasyPeasy's `.when(...)`, declarations, `examples:`, and `eval`'s traits.
public enum BuiltInConditions {
    /// The conditions read from the runtime traits, in the order messages list them.
    public static let traitConditions: [String] = [
        "rtl", "compactWidth", "regularWidth", "compactHeight", "regularHeight", "pad", "phone",
    ]

    /// EasyPeasy's `Context` properties and the trait conditions each means (all of them hold).
    public static let easyPeasyAliases: [(name: String, meaning: [String])] = [
        ("isPad", ["pad"]),
        ("isPhone", ["phone"]),
        ("isHorizontalCompact", ["compactWidth"]),
        ("isVerticalCompact", ["compactHeight"]),
        ("isHorizontalVerticalCompact", ["compactWidth", "compactHeight"]),
        ("isHorizontalRegular", ["regularWidth"]),
        ("isVerticalRegular", ["regularHeight"]),
        ("isHorizontalVerticalRegular", ["regularWidth", "regularHeight"]),
    ]

    /// Every built-in name: the trait conditions, then EasyPeasy's (the order of
    /// `LayoutTraits.builtInConditions`, which the generated code evaluates at run time).
    public static let all: [String] = traitConditions + easyPeasyAliases.map(\.name)

    /// Every built-in name, for lookups.
    public static let names: Set<String> = Set(all)

    /// The trait conditions `name` stands for: itself for a trait condition, the meaning of an
    /// EasyPeasy name, nothing for a name that is not built in.
    public static func traitConditions(meantBy name: String) -> [String] {
        if traitConditions.contains(name) { return [name] }
        return easyPeasyAliases.first { $0.name == name }?.meaning ?? []
    }

    /// `traits` changed so that the trait condition `name` holds (later settings of the same trait
    /// win); any other name leaves them unchanged.
    public static func make(_ name: String, holdIn traits: inout LayoutTraits) {
        switch name {
        case "rtl": traits.layoutDirection = .rightToLeft
        case "compactWidth": traits.horizontalSizeClass = .compact
        case "regularWidth": traits.horizontalSizeClass = .regular
        case "compactHeight": traits.verticalSizeClass = .compact
        case "regularHeight": traits.verticalSizeClass = .regular
        case "pad": traits.idiom = .pad
        case "phone": traits.idiom = .phone
        default: break
        }
    }
}
