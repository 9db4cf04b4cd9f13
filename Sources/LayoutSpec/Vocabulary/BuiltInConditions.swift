import LayoutRuntime

/// The condition names every spec may use without declaring them (docs/SpecLanguage.md,
/// "Conditions"): the seven read from the runtime traits, then EasyPeasy's `Context` names, each
/// standing for one or two of the seven. Derived from the runtime's one table,
/// `BuiltInCondition.all`; every stage reads it from here: the condition parser, EasyPeasy's
/// `.when(...)`, declarations, `examples:`, the condition enumeration and `eval`'s traits.
package enum BuiltInConditions {
    /// The conditions read from the runtime traits, in the order messages list them.
    package static let traitConditions: [String] = BuiltInCondition.traitConditions.map(\.name)

    /// EasyPeasy's `Context` properties and the trait conditions each means (all of them hold).
    package static let easyPeasyAliases: [(name: String, meaning: [String])] =
        BuiltInCondition.easyPeasyAliases.map { ($0.name, $0.meaning) }

    /// Every built-in name: the trait conditions, then EasyPeasy's (the order of
    /// `LayoutTraits.builtInConditions`, which the generated code evaluates at run time).
    package static let all: [String] = BuiltInCondition.all.map(\.name)

    /// Every built-in name, for lookups.
    package static let names: Set<String> = Set(all)

    /// The right-to-left condition, under which reading positions run from the right.
    package static let rightToLeft = "rtl"

    /// The name of the `Input` flag that hides an arranged view (`hideable:`), also the name an
    /// `examples:` or `eval` input's `when:` lists to hide it.
    package static func hiddenFlag(of view: String) -> String { view + "Hidden" }

    /// The trait conditions `name` stands for: itself for a trait condition, the meaning of an
    /// EasyPeasy name, nothing for a name that is not built in.
    package static func traitConditions(meantBy name: String) -> [String] {
        BuiltInCondition.named[name]?.meaning ?? []
    }

    /// The trait values that all hold exactly when the built-in condition `name` does, each as
    /// the name of a `LayoutTraits.holds(_:)` trait (`rtl`, `regularWidth`, `regularHeight`,
    /// `pad`); empty for a name that is not built in.
    package static func traitValues(of name: String) -> [(trait: String, holds: Bool)] {
        BuiltInCondition.named[name]?.literals.map { ($0.trait.rawValue, $0.holds) } ?? []
    }

    /// `traits` changed so that the built-in condition `name` holds (later settings of the same
    /// trait win); any other name leaves them unchanged.
    package static func make(_ name: String, holdIn traits: inout LayoutTraits) {
        for literal in BuiltInCondition.named[name]?.literals ?? [] {
            traits.make(literal.trait, hold: literal.holds)
        }
    }
}
