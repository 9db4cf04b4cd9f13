import Testing
@testable import LayoutSpec

/// Solver errors with witnesses a person recognises (near a 375 × 812 container and 100 × 20
/// texts), the condition combination that causes them, and hints in the notation's own words that
/// never suggest a constraint the view already has (docs/Solving.md).
@Suite struct SolverWitnessTests {
    static func errors(_ spec: String) -> [String] {
        do {
            _ = try LayoutCompiler().compile(contents: spec, path: "W.layout.yaml")
            return []
        } catch let error as SpecError {
            return error.diagnostics.filter { $0.severity == .error }.map(\.message)
        } catch {
            return ["\(error)"]
        }
    }

    @Test func applesFindRowTieHasATypicalWitness() throws {
        let found = Self.errors("""
            views:
              find: {measure: intrinsic}
              findNext: {measure: intrinsic}
              findField: {measure: intrinsic}
            constraints:
              - "H:|-[find]-[findNext]-[findField(>=20)]-|"
              - find.top == 0
              - findNext.top == 0
              - findField.top == 0
            """)
        // At a 375-point container the texts get 375 − 20 − 8 − 8 − 20 = 319 points. With findNext
        // and findField 100 wide, and findField able to shrink to its 20 minimum, find fits while
        // find ≤ 319 − 100 − 20 = 199; beyond it find's and findNext's compression resistances
        // (@750) cannot both hold and nothing says which gives: a tie. The nearest witness is 200,
        // with the container at its typical 375.
        #expect(found == [
            "find.width is not determined when find.intrinsicWidth > 199, where the tied constraints cannot all hold "
                + "(for example when container.width = 375, find.intrinsicWidth = 200, "
                + "findField.intrinsicWidth = 100, findNext.intrinsicWidth = 100): equal priorities tie (@750); "
                + "change the priority of one of the tied constraints",
        ])
        let numbers = found.joined().split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.allSatisfy { $0 <= 2000 })
    }

    @Test func aConditionCombinationIsNamed() {
        let found = Self.errors("""
            views: [view]
            conditions: [narrow, wide]
            attributes:
              view: "Left(0).when(narrow), Width(100).when(narrow), CenterX(0).when(wide), Width(250).when(wide), Top(0), Height(40)"
            """)
        // Neither condition on: nothing places the view horizontally (and nothing depends on an input).
        #expect(found == [
            "view.left is not determined when neither narrow nor wide holds: add two of: `Left(…)` or `Leading(…)`, "
                + "`Right(…)` or `Trailing(…)`, `CenterX(…)` or `Width(…)`",
        ])
    }

    @Test func hintsNeverSuggestWhatIsThere() {
        // A bottom but no top: the hint offers a top, a centerY or a height, never a bottom.
        #expect(Self.errors("""
            views: [a]
            constraints:
              - a.left == 16
              - a.width == 10
              - a.bottom == superview.bottom
            """) == ["a.height is not determined: add a top constraint, a centerY constraint or a height "
                     + "(it has only a bottom constraint, which leaves one more unknown)"])
        // COSLayout's own rule names.
        #expect(Self.errors("""
            views: [a]
            rules:
              a: "ll = 10, w = 20, bb = 5"
            """) == ["a.height is not determined: add a `tt` rule, a `ct` rule or an `h` rule "
                     + "(it has only a `bb` rule, which leaves one more unknown)"])
        // VFL's: a width in the line, or a connection on the missing side.
        #expect(Self.errors("""
            views: [a]
            constraints:
              - "H:|-8-[a]"
              - "V:|-8-[a(20)]"
            """) == ["a.width is not determined: add a connection on its trailing side (`-8-` to a neighbour or `|`), "
                     + "a centerX constraint or a width in the `H:` line (`[view(100)]`) "
                     + "(it has only a connection on its leading side (`-8-` to a neighbour or `|`), which leaves one more unknown)"])
    }
}
