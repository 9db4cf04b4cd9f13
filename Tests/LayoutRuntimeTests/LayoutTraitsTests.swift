import LayoutRuntime
import Testing

/// Size classes and the idiom are enumerations (docs/SpecLanguage.md §7): each size class is exactly
/// one of compact/regular (unspecified counts as compact), the idiom one of phone/pad.
@Suite struct LayoutTraitsTests {
    @Test func leftOutTraitsAreLeftToRightCompactAndPhone() {
        let traits = LayoutTraits()
        #expect(!traits.condition("rtl"))
        #expect(traits.condition("compactWidth") && !traits.condition("regularWidth"))
        #expect(traits.condition("compactHeight") && !traits.condition("regularHeight"))
        #expect(traits.condition("isHorizontalVerticalCompact") && !traits.condition("isHorizontalVerticalRegular"))
        #expect(traits.condition("phone") && traits.condition("isPhone") && !traits.condition("pad"))
    }

    @Test func exactlyOneOfEachPairHolds() {
        for sizeClass in [LayoutTraits.SizeClass.unspecified, .compact, .regular] {
            for idiom in [LayoutTraits.Idiom.unspecified, .phone, .pad] {
                let traits = LayoutTraits(horizontalSizeClass: sizeClass, verticalSizeClass: sizeClass, idiom: idiom)
                #expect(traits.condition("compactWidth") != traits.condition("regularWidth"))
                #expect(traits.condition("compactHeight") != traits.condition("regularHeight"))
                #expect(traits.condition("phone") != traits.condition("pad"))
                #expect(traits.condition("regularWidth") == (sizeClass == .regular))
                #expect(traits.condition("pad") == (idiom == .pad))
            }
        }
    }
}
