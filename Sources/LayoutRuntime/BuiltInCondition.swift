/// A condition every spec may use without declaring it (docs/SpecLanguage.md, "Built-in
/// conditions"), as a conjunction over the four independent traits.
///
/// `BuiltInCondition.all` is the one table of built-in conditions: `LayoutTraits.condition(_:)`
/// (the generated code and `eval`), LayoutSpec's `BuiltInConditions` (the parsers, the condition
/// enumeration, `eval`'s traits) and the HTML preview's JavaScript are all derived from it.
public struct BuiltInCondition: Sendable {
    /// The independent traits: each size class is exactly one of compact and regular (an
    /// unspecified one counts as compact) and the idiom exactly one of phone and pad (anything but
    /// a pad counts as a phone), so four booleans decide every built-in condition.
    public enum Trait: String, CaseIterable, Sendable {
        /// Right to left.
        case rtl
        /// A regular horizontal size class.
        case regularWidth
        /// A regular vertical size class.
        case regularHeight
        /// A pad idiom.
        case pad
    }

    /// One trait having one value.
    public struct Literal: Hashable, Sendable {
        /// The trait.
        public var trait: Trait
        /// Its value.
        public var holds: Bool
    }

    /// The name a spec writes.
    public let name: String
    /// The trait conditions the name stands for: itself for one of the seven, one or two of them
    /// for EasyPeasy's `Context` names.
    public let meaning: [String]
    /// The trait values, all of which hold exactly when the condition does.
    public let literals: [Literal]

    /// The conditions read from the runtime traits, in the order messages list them.
    public static let traitConditions: [BuiltInCondition] = [
        trait("rtl", .rtl, true),
        trait("compactWidth", .regularWidth, false), trait("regularWidth", .regularWidth, true),
        trait("compactHeight", .regularHeight, false), trait("regularHeight", .regularHeight, true),
        trait("pad", .pad, true), trait("phone", .pad, false)
    ]

    /// EasyPeasy's `Context` properties, each meaning one or two trait conditions (all of them hold).
    public static let easyPeasyAliases: [BuiltInCondition] = [
        alias("isPad", ["pad"]),
        alias("isPhone", ["phone"]),
        alias("isHorizontalCompact", ["compactWidth"]),
        alias("isVerticalCompact", ["compactHeight"]),
        alias("isHorizontalVerticalCompact", ["compactWidth", "compactHeight"]),
        alias("isHorizontalRegular", ["regularWidth"]),
        alias("isVerticalRegular", ["regularHeight"]),
        alias("isHorizontalVerticalRegular", ["regularWidth", "regularHeight"])
    ]

    /// Every built-in condition: the trait conditions, then EasyPeasy's.
    public static let all: [BuiltInCondition] = traitConditions + easyPeasyAliases

    /// Every built-in condition by name.
    public static let named: [String: BuiltInCondition] = Dictionary(all.map { ($0.name, $0) }) { first, _ in first }

    /// A trait condition: `trait` has the value `holds`.
    private static func trait(_ name: String, _ trait: Trait, _ holds: Bool) -> BuiltInCondition {
        BuiltInCondition(name: name, meaning: [name], literals: [Literal(trait: trait, holds: holds)])
    }

    /// An EasyPeasy name meaning the trait conditions `meaning`.
    private static func alias(_ name: String, _ meaning: [String]) -> BuiltInCondition {
        let literals = meaning.flatMap { part in traitConditions.first { $0.name == part }?.literals ?? [] }
        return BuiltInCondition(name: name, meaning: meaning, literals: literals)
    }
}
