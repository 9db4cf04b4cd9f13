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

    @Test func conflictsOverSeveralInputsHaveTypicalWitnesses() {
        let found = Self.errors("""
            views: [a, b]
            inputs:
              minA: {min: 0, max: 2000}
              minB: {min: 0, max: 2000}
            container: {minWidth: 100, maxWidth: 2000}
            constraints:
              - a.left == 0
              - a.width >= minA
              - b.left == a.right + 8
              - b.width >= minB
              - b.right == superview.right
              - a.width == 50 @500
              - a.top == 0
              - b.top == 0
              - a.height == 10
              - b.height == 10
            """)
        // The row needs minA + 8 + minB <= container.width. From the typical input (375, inputs 0)
        // the nearest conflicts raise one minimum past 375 − 8 = 367 (moving the container, which
        // counts twice, would cost more); the domain's corners, 100 and 2000, never show up.
        #expect(found.map { $0.components(separatedBy: " when ").last ?? "" } == [
            "container.width = 375, minA = 0, minB = 368",
            "container.width = 375, minA = 368, minB = 0",
        ])
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
                     + "(it has only a bottom constraint, which leaves one more unknown)"
                     + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"])
        // COSLayout's own rule names.
        #expect(Self.errors("""
            views: [a]
            rules:
              a: "ll = 10, w = 20, bb = 5"
            """) == ["a.height is not determined: add a `tt` rule, a `ct` rule or an `h` rule "
                     + "(it has only a `bb` rule, which leaves one more unknown)"
                     + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"])
        // VFL's: a width in the line, or a connection on the missing side; the connection it has
        // quoted as written.
        #expect(Self.errors("""
            views: [a]
            constraints:
              - "H:|-8-[a]"
              - "V:|-8-[a(20)]"
            """) == ["a.width is not determined: add a connection on its trailing side (`-8-` to a neighbour or `|`), "
                     + "a centerX constraint or a width in the `H:` line (`[a(100)]`) "
                     + "(it has only a connection on its leading side (`-8-`), which leaves one more unknown)"
                     + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"])
    }
}

/// `ties: viewOrder` (docs/Solving.md): Apple's find row compiles as written, the earlier view
/// keeping its size; the default stays an error.
@Suite struct TieBreakTests {
    static let findRow = """
        views:
          find: {measure: intrinsic}
          findNext: {measure: intrinsic}
          findField: {measure: intrinsic}
        container: {minWidth: 320, maxWidth: 1024}
        checks: {negativeSize: off, outsideParent: off}
        ties: viewOrder
        constraints:
          - "H:|-[find]-[findNext]-[findField(>=20)]-|"
          - find.top == 0
          - findNext.top == 0
          - findField.top == 0
        """

    static func frames(_ layout: CompiledLayout, width: Double, _ sizes: [String: (Double, Double)]) throws -> String {
        var request = EvaluationRequest()
        request.width = width
        request.height = 100
        for (name, size) in sizes { request.sizes[name] = .init(width: size.0, height: size.1) }
        return try layout.evaluate(request)
    }

    @Test func applesFindRowCompilesWithViewOrder() throws {
        let layout = try LayoutCompiler().compile(contents: Self.findRow, path: "Find.layout.yaml")
        // 375 − 20 − 8 − 8 − 20 = 319 points for the texts. Too narrow (200 + 100 + 100): compression
        // resistances act as 750, 749, 748 in view order, so findField gives first (down to its
        // required 20), then findNext: 319 − 200 − 20 = 99.
        #expect(try Self.frames(layout, width: 375, ["find": (200, 20), "findNext": (100, 20), "findField": (100, 20)])
            == #"{"frames": {"find": [20, 0, 200, 20], "findNext": [228, 0, 99, 20], "findField": [335, 0, 20, 20]}}"#)
        // Room to spare (50 + 60 + 70 = 180): hugging acts as 250, 249, 248, so findField stretches:
        // 319 − 50 − 60 = 209.
        #expect(try Self.frames(layout, width: 375, ["find": (50, 20), "findNext": (60, 20), "findField": (70, 20)])
            == #"{"frames": {"find": [20, 0, 50, 20], "findNext": [78, 0, 60, 20], "findField": [146, 0, 209, 20]}}"#)
    }

    @Test func viewOrderHoldsForARelativitySpecLoweredAgain() throws {
        // `.topRight |--| .bottomLeft` measures −container.width across: the size is lowered again
        // negated (RelativityDistanceSigns), and the tie-break must hold for that second lowering.
        let spec = Self.findRow + """

              - box.topLeft --> .topLeft
              - box.size == .topRight |--| .bottomLeft
            """
        let layout = try LayoutCompiler().compile(contents: spec.replacingOccurrences(of: "views:\n", with: "views:\n  box: {}\n"),
                                                  path: "Find.layout.yaml")
        // The row as in applesFindRowCompilesWithViewOrder; the box is |−375| × 100 at the origin.
        #expect(try Self.frames(layout, width: 375, ["find": (200, 20), "findNext": (100, 20), "findField": (100, 20)])
            == #"{"frames": {"box": [0, 0, 375, 100], "find": [20, 0, 200, 20], "findNext": [228, 0, 99, 20], "findField": [335, 0, 20, 20]}}"#)
    }

    @Test func theDefaultStaysAnError() {
        let found = SolverWitnessTests.errors(Self.findRow.replacingOccurrences(of: "ties: viewOrder", with: "ties: error"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("find.width is not determined") == true)
        #expect(SolverWitnessTests.errors(Self.findRow.replacingOccurrences(of: "ties: viewOrder", with: "ties: random"))
            == ["`ties` must be `error` or `viewOrder`, found `random`"])
    }

    @Test func viewOrderNeedsRoomBelowThePriority() {
        // Three views at compression 750 need 749 and 748 free above the next priority in use (748).
        let crowded = Self.findRow + "\n  - find.width == 40 @748"
        #expect(SolverWitnessTests.errors(crowded) == [
            "`ties: viewOrder` needs 2 unused priorities between @750 and @748 for the views that share @750; "
                + "give some of them distinct priorities yourself",
        ])
    }
}
