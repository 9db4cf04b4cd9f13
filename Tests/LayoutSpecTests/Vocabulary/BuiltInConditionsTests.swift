import LayoutRuntime
import Testing

@testable import LayoutSpec

/// The built-in condition table against the runtime, which evaluates the same names in generated
/// code (`LayoutTraits.condition(_:)`): the two must agree name for name.
@Suite struct BuiltInConditionsTests {
    @Test func namesMatchTheRuntime() {
        #expect(BuiltInConditions.all == LayoutTraits.builtInConditions)
        #expect(BuiltInConditions.all.count == 15)
    }

    /// Making a name's trait conditions hold makes the runtime read the name as true, and leaves
    /// the standard traits' other traits alone (`rtl` alone does not make `pad` hold).
    @Test(arguments: LayoutTraits.builtInConditions)
    func makingANameHoldIsReadBackByTheRuntime(name: String) {
        var traits = LayoutTraits.standard
        for traitCondition in BuiltInConditions.traitConditions(meantBy: name) {
            BuiltInConditions.make(traitCondition, holdIn: &traits)
        }
        #expect(traits.condition(name))
        // Size classes and the idiom are enumerations (docs/SpecLanguage.md §7): exactly one of each
        // pair holds whatever was made to hold (unspecified is compact, not-a-pad is a phone), and
        // `rtl` only when it was asked for.
        for (one, other) in [("compactWidth", "regularWidth"), ("compactHeight", "regularHeight"), ("phone", "pad")] {
            #expect(traits.condition(one) != traits.condition(other))
        }
        #expect(traits.condition("rtl") == BuiltInConditions.traitConditions(meantBy: name).contains("rtl"))
    }

    /// EasyPeasy's two-trait names mean both traits; the others one each (EasyPeasy's `Context`).
    @Test func easyPeasyNamesMeanTraitConditions() {
        #expect(
            BuiltInConditions.traitConditions(meantBy: "isHorizontalVerticalCompact") == [
                "compactWidth", "compactHeight"
            ])
        #expect(BuiltInConditions.traitConditions(meantBy: "isPad") == ["pad"])
        #expect(BuiltInConditions.traitConditions(meantBy: "rtl") == ["rtl"])
        #expect(BuiltInConditions.traitConditions(meantBy: "wide").isEmpty)
    }
}
