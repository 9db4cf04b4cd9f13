import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// The built-in conditions agree across Swift (`LayoutTraits.condition`, which the generated code
/// and the interpreter call), the HTML preview's JavaScript (`lgCondition`) and the traits `eval`
/// and the preview make from condition names (`EvaluationInput.resolvedTraits`, `lgTraits`): all
/// are derived from `BuiltInCondition.all`.
@Suite struct BuiltInConditionAgreementTests {
    static let directions: [(LayoutTraits.LayoutDirection, String)] = [(.leftToRight, "false"), (.rightToLeft, "true")]
    static let sizeClasses: [(LayoutTraits.SizeClass, String)] = [
        (.unspecified, "unspecified"), (.compact, "compact"), (.regular, "regular")
    ]
    static let idioms: [(LayoutTraits.Idiom, String)] = [
        (.unspecified, "unspecified"), (.phone, "phone"), (.pad, "pad")
    ]

    /// Every trait combination (2 × 3 × 3 × 3 = 54), as Swift traits and as the preview's object.
    static var combinations: [(LayoutTraits, String)] {
        var result: [(LayoutTraits, String)] = []
        for direction in directions {
            for horizontal in sizeClasses {
                for vertical in sizeClasses {
                    for idiom in idioms {
                        let traits = LayoutTraits(
                            layoutDirection: direction.0, horizontalSizeClass: horizontal.0,
                            verticalSizeClass: vertical.0, idiom: idiom.0)
                        let object =
                            "{kind: \"traits\", rtl: \(direction.1), horizontal: \"\(horizontal.1)\", "
                            + "vertical: \"\(vertical.1)\", idiom: \"\(idiom.1)\"}"
                        result.append((traits, object))
                    }
                }
            }
        }
        return result
    }

    /// The preview's traits object as a line: `rtl horizontal vertical idiom`.
    static func line(_ traits: LayoutTraits) -> String {
        func name(_ sizeClass: LayoutTraits.SizeClass) -> String {
            sizeClasses.first { $0.0 == sizeClass }?.1 ?? "?"
        }
        let idiom = idioms.first { $0.0 == traits.idiom }?.1 ?? "?"
        return "\(traits.layoutDirection == .rightToLeft) \(name(traits.horizontalSizeClass)) "
            + "\(name(traits.verticalSizeClass)) \(idiom)"
    }

    static func json(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    @Test func everyConditionAgreesForEveryTraitCombination() throws {
        let names = LayoutTraits.builtInConditions
        #expect(names.count == 15)
        let combinations = Self.combinations
        #expect(combinations.count == 54)
        let script =
            JavaScriptRenderer.runtimeForTesting + """

                const names = \(Self.json(names));
                const combinations = [\(combinations.map(\.1).joined(separator: ", "))];
                for (const traits of combinations) {
                  process.stdout.write(names.map(name => lgCondition(traits, name) ? "1" : "0").join("") + "\\n");
                }
                """
        guard let output = try JavaScriptPreviewTests.node(script, input: "") else { return }
        let swift = combinations.map { traits, _ in names.map { traits.condition($0) ? "1" : "0" }.joined() }
        let javaScript = output.split(separator: "\n").map(String.init)
        #expect(javaScript.count == swift.count)
        for (index, (expected, found)) in zip(swift, javaScript).enumerated() where expected != found {
            Issue.record("\(combinations[index].1): Swift \(expected), JavaScript \(found) (names \(names))")
        }
        // With nothing known, compact size classes and a phone hold (an unspecified size class is
        // compact, anything but a pad is a phone): rtl 0, compactWidth 1, regularWidth 0,
        // compactHeight 1, regularHeight 0, pad 0, phone 1, isPad 0, isPhone 1, isHorizontalCompact 1,
        // isVerticalCompact 1, isHorizontalVerticalCompact 1, the three regular names 0.
        #expect(swift.first == "010100101111000")
        #expect(javaScript.first == "010100101111000")
    }

    /// `LayoutTraits.holds`, which generated code reads built-in conditions with, and the
    /// preview's `lgHolds` agree on each of the four traits for every combination.
    @Test func everyTraitAgreesForEveryTraitCombination() throws {
        let traits = BuiltInCondition.Trait.allCases
        let combinations = Self.combinations
        let script =
            JavaScriptRenderer.runtimeForTesting + """

                const traits = \(Self.json(traits.map(\.rawValue)));
                const combinations = [\(combinations.map(\.1).joined(separator: ", "))];
                for (const t of combinations) {
                  process.stdout.write(traits.map(trait => lgHolds(t, trait) ? "1" : "0").join("") + "\\n");
                }
                """
        let swift = combinations.map { value, _ in traits.map { value.holds($0) ? "1" : "0" }.joined() }
        #expect(Set(swift).count == 16)
        guard let output = try JavaScriptPreviewTests.node(script, input: "") else { return }
        #expect(output.split(separator: "\n").map(String.init) == swift)
    }

    @Test func conditionNamesMakeTheSameTraits() throws {
        let names = LayoutTraits.builtInConditions
        // Every name alone and every pair (applied in sorted order by both).
        var requests: [[String]] = names.map { [$0] }
        for (i, first) in names.enumerated() { for second in names[(i + 1)...] { requests.append([first, second]) } }
        let script =
            JavaScriptRenderer.runtimeForTesting + """

                const requests = [\(requests.map(Self.json).joined(separator: ", "))];
                for (const request of requests) {
                  const t = lgTraits(request);
                  process.stdout.write([t.rtl, t.horizontal, t.vertical, t.idiom].join(" ") + "\\n");
                }
                """
        guard let output = try JavaScriptPreviewTests.node(script, input: "") else { return }
        let swift = requests.map { Self.line(EvaluationInput(conditions: Set($0)).resolvedTraits) }
        #expect(output.split(separator: "\n").map(String.init) == swift)
        // `compactWidth` then `isPad`: horizontal compact, idiom pad.
        #expect(
            Self.line(EvaluationInput(conditions: ["compactWidth", "isPad"]).resolvedTraits)
                == "false compact unspecified pad")
    }
}
