import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Generated code reads each built-in condition as a conjunction of trait tests
/// (`traits.holds(.rtl)`), not by looking its name up at run time; the expression must mean
/// what `LayoutTraits.condition(_:)` means for every name and every trait combination.
@Suite struct BuiltInConditionReadingTests {
    /// Every combination of the traits' values (2 × 3 × 3 × 3).
    static var everyTraits: [LayoutTraits] {
        var result: [LayoutTraits] = []
        for direction in [LayoutTraits.LayoutDirection.leftToRight, .rightToLeft] {
            for horizontal in [LayoutTraits.SizeClass.unspecified, .compact, .regular] {
                for vertical in [LayoutTraits.SizeClass.unspecified, .compact, .regular] {
                    for idiom in [LayoutTraits.Idiom.unspecified, .phone, .pad] {
                        result.append(
                            LayoutTraits(
                                layoutDirection: direction, horizontalSizeClass: horizontal,
                                verticalSizeClass: vertical, idiom: idiom))
                    }
                }
            }
        }
        return result
    }

    @Test func everyNameMeansWhatTheTraitsSay() {
        let names = BuiltInConditions.all
        #expect(names.count == 15)
        for name in names {
            let expression = FramesBodyBuilder.builtInCondition(name, traits: .identifier("traits"))
            for traits in Self.everyTraits {
                let machine = InterpreterMachine(scope: ["traits": .traits(traits)])
                #expect(
                    machine.evaluate(expression) == .boolean(traits.condition(name)),
                    "\(name) at \(traits): \(SwiftRenderer.expression(expression))")
            }
        }
    }

    @Test func namesAreReadByTheirTraits() {
        let traits = SwiftExpression.identifier("traits")
        #expect(
            SwiftRenderer.expression(FramesBodyBuilder.builtInCondition("rtl", traits: traits)) == "traits.holds(.rtl)")
        #expect(
            SwiftRenderer.expression(FramesBodyBuilder.builtInCondition("compactWidth", traits: traits))
                == "!traits.holds(.regularWidth)")
        #expect(
            SwiftRenderer.expression(FramesBodyBuilder.builtInCondition("isHorizontalVerticalRegular", traits: traits))
                == "traits.holds(.regularWidth) && traits.holds(.regularHeight)")
        #expect(
            SwiftRenderer.expression(FramesBodyBuilder.builtInCondition("isHorizontalVerticalCompact", traits: traits))
                == "!traits.holds(.regularWidth) && !traits.holds(.regularHeight)")
    }
}
