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
        let found = Self.errors(
            """
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
        #expect(
            found == [
                "find.width is not determined when find.intrinsicWidth > 199, where the tied constraints cannot all hold "
                    + "(for example when container.width = 375, find.intrinsicWidth = 200, "
                    + "findField.intrinsicWidth = 100, findNext.intrinsicWidth = 100): equal priorities tie (@750); "
                    + "add `ties: viewOrder` to break it by the order of `views:` (find keeps its intrinsic width before "
                    + "findNext, findNext before findField; findField is compressed first), "
                    + "or change the priority of one of the tied constraints (for example raise find's horizontal "
                    + "compression to 751: `compression: [751, …]` in its `views:` entry; find is then compressed last)",
                // And in the same run the hugging tie: the three texts at their typical 100 fill the row
                // exactly at a 20 + 100 + 8 + 100 + 8 + 100 + 20 = 356-point container; wider, the three
                // hugging wishes (@250) cannot all hold.
                "find.width is not determined when container.width > 356, where the tied constraints cannot all hold "
                    + "(for example when container.width = 375, find.intrinsicWidth = 100, "
                    + "findField.intrinsicWidth = 100, findNext.intrinsicWidth = 100): equal priorities tie (@250); "
                    + "add `ties: viewOrder` to break it by the order of `views:` (find keeps its intrinsic width before "
                    + "findNext, findNext before findField; findField is stretched first), "
                    + "or change the priority of one of the tied constraints (for example raise find's horizontal "
                    + "hugging to 251: `hugging: [251, …]` in its `views:` entry; find is then stretched last)"
            ])
        let numbers = found.joined().split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.allSatisfy { $0 <= 2000 })
    }

    @Test func anAttributeFreeOnlyRightToLeftSaysSo() {
        // Left to right, badge's wish for its left edge at 28 (@408) pulls it towards count and
        // closes the gaps around toggle. Right to left the row is mirrored, the wish pulls badge
        // away from toggle, and toggle floats between its two `>=` gaps: the witness holds only
        // with rtl, and the message says so.
        let found = Self.errors(
            """
            views:
              count: {measure: intrinsic, hugging: 164, compression: 701}
              toggle: {measure: intrinsic, hugging: 202, compression: 701}
              badge: {measure: intrinsic, hugging: 164, compression: 640}
              icon: {measure: intrinsic, hugging: 164, compression: 701}
            checks: {negativeSize: off, outsideParent: off}
            constraints:
              - "H:|-24-[count]-(>=8)-[toggle(>=40)]-(>=0)-[badge]-(>=16)-[icon(>=40)]-(==12)-|"
              - "badge.left >= container.left + 32"
              - "badge.left == container.left + 28 @408"
              - count.top == 0
              - toggle.top == 0
              - badge.top == 0
              - icon.top == 0
            """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("toggle.left is not determined (for example when container.width = ") == true)
        #expect(found.first?.contains("toggle.intrinsicWidth = 100 and rtl holds)") == true, "\(found)")
    }

    @Test func conflictsOverSeveralInputsHaveTypicalWitnesses() {
        let found = Self.errors(
            """
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
        #expect(
            found.map { $0.components(separatedBy: " when ").last ?? "" } == [
                "container.width = 375, minA = 0, minB = 368",
                "container.width = 375, minA = 368, minB = 0"
            ])
    }

    @Test func aConditionCombinationIsNamed() {
        let found = Self.errors(
            """
            views: [view]
            conditions: [narrow, wide]
            attributes:
              view: "Left(0).when(narrow), Width(100).when(narrow), CenterX(0).when(wide), Width(250).when(wide), Top(0), Height(40)"
            """)
        // Neither condition on: nothing places the view horizontally (and nothing depends on an input).
        #expect(
            found == [
                "view.left is not determined when neither narrow nor wide holds: add two of: `Left(…)` or `Leading(…)`, "
                    + "`Right(…)` or `Trailing(…)`, `CenterX(…)` or `Width(…)`"
            ])
    }

    @Test func hintsNeverSuggestWhatIsThere() {
        // A bottom but no top: the hint offers a top, a centerY or a height, never a bottom.
        #expect(
            Self.errors(
                """
                views: [a]
                constraints:
                  - a.left == 16
                  - a.width == 10
                  - a.bottom == superview.bottom
                """) == [
                    "a.height is not determined: add a top constraint, a centerY constraint or a height "
                        + "(it has only a bottom constraint, which leaves one more unknown)"
                        + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"
                ])
        // COSLayout's own rule names.
        #expect(
            Self.errors(
                """
                views: [a]
                rules:
                  a: "ll = 10, w = 20, bb = 5"
                """) == [
                    "a.height is not determined: add a `tt` rule, a `ct` rule or an `h` rule "
                        + "(it has only a `bb` rule, which leaves one more unknown)"
                        + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"
                ])
        // VFL's: a width in the line, or a connection on the missing side; the connection it has
        // quoted as written.
        #expect(
            Self.errors(
                """
                views: [a]
                constraints:
                  - "H:|-8-[a]"
                  - "V:|-8-[a(20)]"
                """) == [
                    "a.width is not determined: add a connection on its trailing side (`-8-` to a neighbour or `|`), "
                        + "a centerX constraint or a width in the `H:` line (`[a(100)]`) "
                        + "(it has only a connection on its leading side (`-8-`), which leaves one more unknown)"
                        + "; if `a` takes its size from its content (a label, an image), declare it `a: {measure: intrinsic}`"
                ])
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
        // 375 − 20 − 8 − 8 − 20 = 319 points for the texts. Too narrow (200 + 100 + 100): the total
        // compression error at 750 is 81 however it is shared; then, in view order, find keeps its
        // 200 and findNext as much as findField's required 20 leaves: 319 − 200 − 20 = 99.
        #expect(
            try Self.frames(layout, width: 375, ["find": (200, 20), "findNext": (100, 20), "findField": (100, 20)])
                == #"{"frames": {"find": [20, 0, 200, 20], "findNext": [228, 0, 99, 20], "findField": [335, 0, 20, 20]}}"#
        )
        // Room to spare (50 + 60 + 70 = 180): the hugging error at 250 is 139 however it is shared;
        // find and findNext, in view order, keep their sizes, so findField stretches: 319 − 50 − 60 = 209.
        #expect(
            try Self.frames(layout, width: 375, ["find": (50, 20), "findNext": (60, 20), "findField": (70, 20)])
                == #"{"frames": {"find": [20, 0, 50, 20], "findNext": [78, 0, 60, 20], "findField": [146, 0, 209, 20]}}"#
        )
    }

    @Test func viewOrderDecidesBeforeALowerPriorityDoes() throws {
        // toggle and button share 376 − 8 − 20 − 32 − (188 + 12) = 116 points, too few for their
        // 100 + 100: the compression error at 861 is 84 however it is shared. In view order
        // toggle keeps its 100 and button gets 16, although the weaker wish for button's
        // leading edge at 20 (@799) would rather have button wide: the order decides among the
        // priority's optima before any lower priority is looked at.
        let layout = try LayoutCompiler().compile(
            contents: """
                ties: viewOrder
                checks: {negativeSize: off, outsideParent: off}
                views:
                  toggle: {measure: intrinsic, hugging: 487, compression: 861}
                  badge: {}
                  button: {measure: intrinsic, hugging: 487, compression: 861}
                constraints:
                  - badge.centerX == superview
                  - badge.width == 24
                  - toggle.leading == badge.trailing + 32
                  - button.leading == toggle.trailing + 20
                  - button.trailing == superview - 8
                  - button.leading == superview.leading + 20 @799
                  - badge.top == 0
                  - badge.height == 20
                  - toggle.top == 0
                  - button.top == 0
                """, path: "Order.layout.yaml")
        #expect(
            try Self.frames(layout, width: 376, ["toggle": (100, 20), "button": (100, 20)])
                == #"{"frames": {"toggle": [232, 0, 100, 20], "badge": [176, 0, 24, 20], "button": [352, 0, 16, 20]}}"#
        )
    }

    @Test func viewOrderHoldsBesideANegatedRelativityDistance() throws {
        // `.topRight |--| .bottomLeft` measures −container.width across: the solver solves the
        // distance negated, and the tie-break holds in that solve too.
        let spec =
            Self.findRow + """

                  - box.topLeft --> .topLeft
                  - box.size == .topRight |--| .bottomLeft
                """
        let layout = try LayoutCompiler().compile(
            contents: spec.replacingOccurrences(of: "views:\n", with: "views:\n  box: {}\n"),
            path: "Find.layout.yaml")
        // The row as in applesFindRowCompilesWithViewOrder; the box is |−375| × 100 at the origin.
        #expect(
            try Self.frames(layout, width: 375, ["find": (200, 20), "findNext": (100, 20), "findField": (100, 20)])
                == #"{"frames": {"box": [0, 0, 375, 100], "find": [20, 0, 200, 20], "findNext": [228, 0, 99, 20], "findField": [335, 0, 20, 20]}}"#
        )
    }

    @Test func bothTiesOfTwoDefaultLabelsInOneRun() {
        // A cell with two labels at the default priorities: 375 − 16 − 8 − 16 = 335 for the texts.
        // Long texts tie the compression resistances (with the title at its typical 100, from a
        // detail wider than 335 − 100 = 235); short ones, the hugging (with both at 100, from a
        // container wider than 100 + 100 + 40 = 240). Both are reported, each with what
        // `ties: viewOrder` would do.
        let found = SolverWitnessTests.errors(
            """
            views:
              title: {measure: intrinsic}
              detail: {measure: intrinsic}
            constraints:
              - "H:|-16-[title]-8-[detail]-16-|"
              - "V:|-8-[title]-8-|"
              - "V:|-8-[detail]-8-|"
            """)
        #expect(
            found == [
                "title.width is not determined when detail.intrinsicWidth > 235, where the tied constraints cannot all hold "
                    + "(for example when container.width = 375, detail.intrinsicWidth = 236, title.intrinsicWidth = 100): "
                    + "equal priorities tie (@750); add `ties: viewOrder` to break it by the order of `views:` (title keeps "
                    + "its intrinsic width before detail; detail is compressed first), or change the priority of one of the tied constraints"
                    + " (for example raise title's horizontal compression to 751: `compression: [751, …]` in its `views:` "
                    + "entry; title is then compressed last)",
                "title.width is not determined when container.width > 240, where the tied constraints cannot all hold "
                    + "(for example when container.width = 375, detail.intrinsicWidth = 100, title.intrinsicWidth = 100): "
                    + "equal priorities tie (@250); add `ties: viewOrder` to break it by the order of `views:` (title keeps "
                    + "its intrinsic width before detail; detail is stretched first), or change the priority of one of the tied constraints"
                    + " (for example raise title's horizontal hugging to 251: `hugging: [251, …]` in its `views:` "
                    + "entry; title is then stretched last)"
            ])
    }

    /// A label beside a switch, both resisting compression at 750: the suggested fix never leaves
    /// the switch (whose size never varies) to be compressed first, so it raises the switch's
    /// compression, wherever the switch comes among the tied views.
    @Test func aTieFixNeverCompressesASwitchFirst() {
        for views in [
            "title: {kind: label}\n  toggle: {kind: switch}", "toggle: {kind: switch}\n  title: {kind: label}"
        ] {
            let found = SolverWitnessTests.errors(
                """
                views:
                  \(views)
                constraints:
                  - "H:|-16-[title]-8-[toggle]-16-|"
                  - title.centerY == container.centerY
                  - toggle.centerY == container.centerY
                """)
            #expect(
                found.first?.hasSuffix(
                    "raise toggle's horizontal compression to 751: `compression: [751, …]` in its `views:` entry; "
                        + "toggle is then compressed last)") == true, "\(found)")
        }
    }

    /// Two widths wished at one priority, in a row that has room for both only up to
    /// 20 + 100 + 8 + 100 + 20 = 248 points: the fix names the first tied statement at its line and
    /// one level up; at @999 one level up would make it required, so the second goes one down.
    @Test func tiedStatementsGetAPriorityToChange() {
        func spec(_ priority: Int) -> String {
            """
            views: [a, b]
            constraints:
              - "H:|-[a]-[b]-|"
              - a.width == 100 @\(priority)
              - b.width == 100 @\(priority)
              - "V:|-[a(20)]"
              - "V:|-[b(20)]"
            """
        }
        let prefix =
            "a.width is not determined when container.width > 248, where the tied constraints cannot all hold "
            + "(for example when container.width = 375): "
        #expect(
            SolverWitnessTests.errors(spec(500)) == [
                prefix + "equal priorities tie (@500); change the priority of one of the tied constraints "
                    + "(for example raise `a.width == 100 @500` at 4:5 to @501)"
            ])
        #expect(
            SolverWitnessTests.errors(spec(999)) == [
                prefix + "equal priorities tie (@999); change the priority of one of the tied constraints "
                    + "(for example lower `b.width == 100 @999` at 5:5 to @998)"
            ])
        // Sizes in a Visual Format line: the piece is named and the line quoted (the size 100@500 of
        // [a] at line 3, column 13).
        let row = """
            views: [a, b]
            constraints:
              - "H:|-[a(100@500)]-[b(100@500)]-|"
              - "V:|-[a(20)]"
              - "V:|-[b(20)]"
            """
        #expect(
            SolverWitnessTests.errors(row) == [
                prefix + "equal priorities tie (@500); change the priority of one of the tied constraints "
                    + "(for example raise the width of [a] in `H:|-[a(100@500)]-[b(100@500)]-|` at 3:13 to @501)"
            ])
    }

    @Test func theViewOrderFixNamesEveryViewInOrder() {
        let iw = { (view: String) in LinearExpression(Parameter.intrinsicWidth(view)) }
        let w = { (view: String) in LinearExpression(Variable(view, .width)) }
        let origin = ConstraintOrigin(
            location: SourceLocation(path: "T", line: 1, column: 1), text: "t", notation: .equation)
        let tied = ["a", "b", "c"].map {
            LinearConstraint(w($0), .greaterThanOrEqual, iw($0), priority: 750, origin: origin)
        }
        #expect(
            SolverDiagnostics.viewOrderFix(tied)
                == "a keeps its intrinsic width before b, b before c; c is compressed first")
        // A tie with a constraint that is not a measured size is not one `ties: viewOrder` breaks.
        #expect(
            SolverDiagnostics.viewOrderFix(
                tied + [
                    LinearConstraint(
                        w("a"), .equal, LinearExpression(10), priority: 750,
                        origin: origin)
                ]) == nil)
    }

    @Test func theDefaultStaysAnError() {
        let found = SolverWitnessTests.errors(
            Self.findRow.replacingOccurrences(of: "ties: viewOrder", with: "ties: error"))
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.hasPrefix("find.width is not determined") })
        #expect(
            SolverWitnessTests.errors(Self.findRow.replacingOccurrences(of: "ties: viewOrder", with: "ties: random"))
                == ["`ties` must be `error` or `viewOrder`, found `random`"])
    }

    @Test func viewOrderNeedsNoFreePriorities() throws {
        // A wish at @748 once made the tie-break run out of numbers (750, 749, 748 …); the order is
        // a secondary one now, so it compiles, and the wish (find.width == 40 @748, below the
        // compressions at 750) gives way: the frames of applesFindRowCompilesWithViewOrder.
        let layout = try LayoutCompiler().compile(
            contents: Self.findRow + "\n  - find.width == 40 @748", path: "Find.layout.yaml")
        #expect(
            try Self.frames(layout, width: 375, ["find": (200, 20), "findNext": (100, 20), "findField": (100, 20)])
                == #"{"frames": {"find": [20, 0, 200, 20], "findNext": [228, 0, 99, 20], "findField": [335, 0, 20, 20]}}"#
        )
    }
}
