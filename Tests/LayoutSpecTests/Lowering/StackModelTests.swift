import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// One stack model (docs/notations/stacks.md, "One model"): a stack with or without hidden views
/// is arranged by the same closed form, which keeps the arranged views' required sizes as
/// UIStackView's constraints do, proves the stack's rigid sizes against the layout around it, and
/// scales to long stacks. The references are hand arithmetic and the same stack lowered to
/// UIStackView's constraints and solved (`StackLoweringMode.constraints`).
@Suite struct StackModelTests {
    /// Every item's frame, unrounded.
    static func frames(
        _ layout: CompiledLayout, width: Double = 320, sizes: [String: CGSize], conditions: Set<String> = []
    ) throws -> [String: [Double]] {
        let json = try layout.evaluate(
            EvaluationRequest(width: width, height: 400, scale: 0, conditions: conditions, sizes: sizes))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    /// A row that once broke its icon's required width: an icon fixed at 24 × 24 and a measured
    /// title, the row sized by its views (pinned at its leading and top edges only).
    static func iconAndTitle(
        _ distribution: String, hideable: Bool, trailing: Bool = false, title: String = ""
    )
        -> String
    {
        """
        views: {icon: {}, title: {measure: intrinsic\(title)}}
        stacks:
          row: {arranged: [icon, title], distribution: \(distribution)\(hideable ? ", hideable: [title]" : "")}
        constraints:
          - row.leading == superview.leading
          - row.top == superview.top
          - icon.width == 24
          - icon.height == 24
        \(trailing ? "  - row.trailing == superview.trailing\n" : "")
        """
    }

    /// With and without `hideable:` the frames are the same, and the required `icon.width == 24`
    /// holds in every distribution (UIKit compresses the title in `fillEqually`, as the solved
    /// stack does); the title is 80 × 20, `alignment: fill` stretches it to the row's 24.
    @Test(arguments: ["fill", "fillEqually", "fillProportionally", "equalSpacing"])
    func theHiddenFlagChangesNothingWhileTheViewIsShown(_ distribution: String) throws {
        let sizes = ["title": CGSize(width: 80, height: 20)]
        let flagged = try LayoutCompiler().compile(
            contents: Self.iconAndTitle(distribution, hideable: true), path: "F.layout.yaml")
        let plain = try LayoutCompiler().compile(
            contents: Self.iconAndTitle(distribution, hideable: false), path: "P.layout.yaml")
        let got = try Self.frames(flagged, sizes: sizes)
        #expect(got == (try Self.frames(plain, sizes: sizes)))
        #expect(got["icon"] == [0, 0, 24, 24])
        // fillEqually: every view as wide as the icon (24 + 24); the others: 24 + 80.
        let titleWidth: Double = distribution == "fillEqually" ? 24 : 80
        #expect(got["title"] == [24, 0, titleWidth, 24])
        #expect(got["row"] == [0, 0, 24 + titleWidth, 24])
        if distribution != "fillProportionally" {
            // The solver's UIStackView constraints agree (fillProportionally is arranged always).
            let solved = try StackTestSupport.solver.compile(
                contents: Self.iconAndTitle(distribution, hideable: false), path: "S.layout.yaml")
            #expect(try Self.frames(solved, sizes: sizes) == got)
        }
        // Hidden, the title takes no room and the row is the icon alone.
        let hidden = try Self.frames(flagged, sizes: sizes, conditions: ["titleHidden"])
        #expect(hidden["row"] == [0, 0, 24, 24])
    }

    /// Stretched to a 320-point container, the fixed icon keeps its 24 points in `fill`,
    /// `fillProportionally` and `equalSpacing` (the title, or the gap, takes the rest); with and
    /// without the flag, and as the solver lays it out.
    @Test(arguments: ["fill", "fillProportionally", "equalSpacing"])
    func aFixedViewKeepsItsLengthInAStretchedStack(_ distribution: String) throws {
        let sizes = ["title": CGSize(width: 80, height: 20)]
        for hideable in [true, false] {
            let layout = try LayoutCompiler().compile(
                contents: Self.iconAndTitle(distribution, hideable: hideable, trailing: true), path: "F.layout.yaml")
            let got = try Self.frames(layout, sizes: sizes)
            #expect(got["icon"] == [0, 0, 24, 24], "\(distribution) \(hideable)")
            // equalSpacing: the one gap is 320 − 24 − 80 = 216, the title at 240, 80 wide.
            let title: [Double] = distribution == "equalSpacing" ? [240, 0, 80, 24] : [24, 0, 296, 24]
            #expect(got["title"] == title, "\(distribution) \(hideable)")
            if distribution != "fillProportionally", !hideable {
                let solved = try StackTestSupport.solver.compile(
                    contents: Self.iconAndTitle(distribution, hideable: false, trailing: true), path: "S.layout.yaml")
                #expect(try Self.frames(solved, sizes: sizes) == got, "\(distribution)")
            }
        }
    }

    /// A required `a.width == 300` in a `fillEqually` stack pinned to both container edges makes
    /// the stack 600 wide: the solver proves the conflict over every container width, with the
    /// threshold and a witness, and names the view's constraint.
    @Test func aConflictInsideAnArrangedStackIsProven() {
        let spec = """
            views:
              a: {}
              b: {measure: intrinsic}
            stacks:
              row: {arranged: [a, b], distribution: fillEqually}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
              - a.width == 300
              - a.height == 20
            """
        let errors = StackTestSupport.errors(spec, path: "Conflict.layout.yaml")
        let text = errors?.text ?? "compiled"
        #expect(
            text.hasPrefix(
                "Conflict.layout.yaml:10:5: error: these required constraints conflict for every container.width "
                    + "but 600 (for example container.width = 599 or 601)"), "\(text)")
        #expect(
            text.contains(
                "Conflict.layout.yaml:10:5: note: conflicting constraint: stack row (fillEqually): its width fits "
                    + "its views as `a.width == 300` makes it"), "\(text)")
        guard case .conflict = errors?.kind else {
            Issue.record("not a conflict: \(text)")
            return
        }
    }

    /// Two different fixed widths in a `fillEqually` stack conflict whatever the stack's width: an
    /// error at the second, naming the first.
    @Test func twoFixedLengthsInAFillEquallyStackConflict() {
        let spec = """
            views: {a: {}, b: {}}
            stacks:
              row: {arranged: [a, b], distribution: fillEqually}
            constraints:
              - row.leading == superview.leading
              - row.top == superview.top
              - a.width == 24
              - b.width == 30
              - a.height == 10
              - b.height == 10
            """
        let error = HostileSpecSupport.firstError(spec)
        #expect(
            error
                == "8:5: error: these required constraints conflict: `b.width == 30` and `a.width == 24` (7:5): stack "
                + "`row` (`fillEqually`) gives every arranged view the same width; give one of them a priority below "
                + "1000, or remove it", "\(error)")
    }

    /// Two labels at equal priorities in a stretched `fill` row: the first stretches (UIStackView's
    /// ties by index), and `explain` says so and gives its width.
    @Test func aTieBetweenArrangedLabelsIsBrokenByIndexAndExplained() throws {
        let spec = """
            views: {a: {measure: intrinsic}, b: {measure: intrinsic}}
            stacks:
              row: {arranged: [a, b], spacing: 10}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Tie.layout.yaml")
        let sizes = ["a": CGSize(width: 50, height: 20), "b": CGSize(width: 60, height: 20)]
        let got = try Self.frames(layout, sizes: sizes)
        // 320 − 60 − 10 = 250 for a; b keeps its 60.
        #expect(got["a"] == [0, 0, 250, 20])
        #expect(got["b"] == [260, 0, 60, 20])
        #expect(
            try Self.frames(StackTestSupport.solver.compile(contents: spec, path: "S.layout.yaml"), sizes: sizes) == got
        )
        let lines = try LayoutExplanation.explain(contents: spec, path: "Tie.layout.yaml")
            .components(separatedBy: "\n")
        #expect(
            lines.contains(
                "    When the hugging or compression resistance priorities of their widths tie, the earlier view "
                    + "gives way first: a, b."))
        #expect(lines.contains("    Extra length goes to the first shown of: a (250), b (250)."))
        #expect(lines.contains("a.width = container.width - b.intrinsicWidth - 10"))
    }

    /// A stack the model cannot arrange is solved, and `explain` says why.
    @Test func aStackTheModelCannotArrangeIsSolvedAndExplainSaysWhy() throws {
        let spec = """
            views: {a: {measure: intrinsic}, b: {measure: intrinsic}}
            stacks:
              row: {arranged: [a, b], spacing: 10}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
              - b.width == a.width
            """
        let lines = try LayoutExplanation.explain(contents: spec, path: "Solved.layout.yaml")
            .components(separatedBy: "\n")
        #expect(
            lines.contains(
                "    Solved as UIStackView's constraints, not arranged by the stack model: `b.width == a.width` "
                    + "(line 8) constrains its arranged view `a` to more than its own size."), "\(lines)")
        // Solved: both 155 wide.
        let layout = try LayoutCompiler().compile(contents: spec, path: "Solved.layout.yaml")
        let sizes = ["a": CGSize(width: 50, height: 20), "b": CGSize(width: 60, height: 20)]
        #expect(try Self.frames(layout, sizes: sizes)["b"] == [165, 0, 155, 20])
    }

    /// Stacks the solver once refused for work compile, with the layout checks run: a vertical
    /// `fillEqually` column of 12 measured labels, centred; a fill-aligned row of 50 measured views
    /// whose height comes from its content; 200-view `fill`, `equalSpacing` and `equalCentering`
    /// rows; `equalSpacing` and `equalCentering` columns.
    @Test(arguments: [
        ("vertical", "fillEqually", "center", 12), ("horizontal", "fill", "fill", 50),
        ("horizontal", "fill", "center", 200), ("horizontal", "equalSpacing", "center", 200),
        ("vertical", "equalSpacing", "fill", 200), ("horizontal", "equalCentering", "center", 200),
        ("vertical", "equalCentering", "fill", 50)
    ])
    func longStacksCompileWithTheirChecks(
        _ axis: String, _ distribution: String, _ alignment: String, _ count: Int
    )
        throws
    {
        let views = (0..<count).map { "  v\($0): {measure: intrinsic, label: true}" }.joined(separator: "\n")
        let arranged = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        let spec = """
            views:
            \(views)
            stacks:
              s: {axis: \(axis), arranged: [\(arranged)], distribution: \(distribution), alignment: \(alignment), spacing: 8}
            constraints:
              - s.leading == superview.leading + 16
              - s.trailing == superview.trailing - 16
              - s.top == superview.top + 16
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Long.layout.yaml")
        #expect(!layout.warnings.contains { if case .checksNotRun = $0.kind { true } else { false } })
        // The last view ends at the stack's end (16 from the container's), every view shown.
        var sizes: [String: CGSize] = [:]
        for index in 0..<count { sizes["v\(index)"] = CGSize(width: 10 + Double(index % 7), height: 12) }
        let frames = try Self.frames(layout, width: 4000, sizes: sizes)
        let last = try #require(frames["v\(count - 1)"])
        let stack = try #require(frames["s"])
        if axis == "horizontal" {
            #expect(last[0] + last[2] == stack[2])
        } else {
            #expect(last[1] + last[3] == stack[3])
        }
    }
    /// `equalSpacing` with a negative spacing keeps it: views 40 and 60 overlap by 4 in a row that
    /// fits them (96), as UIStackView's `gap >= -4` with the canvas fit does.
    @Test func equalSpacingKeepsANegativeSpacing() throws {
        let spec = """
            views: {a: {measure: intrinsic}, b: {measure: intrinsic}}
            stacks:
              row: {arranged: [a, b], distribution: equalSpacing, spacing: -4}
            constraints:
              - row.leading == superview.leading
              - row.top == superview.top
            """
        let sizes = ["a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 20)]
        let got = try Self.frames(LayoutCompiler().compile(contents: spec, path: "N.layout.yaml"), sizes: sizes)
        #expect(got["b"] == [36, 0, 60, 20])
        #expect(got["row"] == [0, 0, 96, 20])
        #expect(
            try Self.frames(StackTestSupport.solver.compile(contents: spec, path: "S.layout.yaml"), sizes: sizes) == got
        )
    }

    /// An `equalSpacing` row beside a centred column, both in a row: nested stacks are one
    /// arrangement, with no internal priority for a spec to tie with; the column is as wide as its
    /// widest label (60) and its labels are centred in it.
    @Test func nestedStacksDoNotTieOnInternalPriorities() throws {
        let spec = """
            views: {t1: {measure: intrinsic}, t2: {measure: intrinsic}, l1: {measure: intrinsic}, l2: {measure: intrinsic}}
            stacks:
              tabs: {arranged: [t1, t2], distribution: equalSpacing, spacing: 8}
              col: {axis: vertical, arranged: [l1, l2], alignment: center}
              row: {arranged: [tabs, col], spacing: 8}
            constraints:
              - row.leading == superview.leading + 16
              - row.trailing == superview.trailing - 16
              - row.top == superview.top + 16
            """
        let sizes = [
            "t1": CGSize(width: 30, height: 20), "t2": CGSize(width: 40, height: 20),
            "l1": CGSize(width: 50, height: 10), "l2": CGSize(width: 60, height: 12)
        ]
        let got = try Self.frames(
            LayoutCompiler().compile(contents: spec, path: "Nest.layout.yaml"), width: 375, sizes: sizes)
        // The row is 343 wide and 22 tall (the column's 10 + 12); the tabs take what the column
        // (60) and the gap (8) leave, 275, their one gap growing to 275 − 70 = 205.
        #expect(got["row"] == [16, 16, 343, 22])
        #expect(got["tabs"] == [0, 0, 275, 22])
        #expect(got["t2"] == [235, 0, 40, 22])
        #expect(got["col"] == [283, 0, 60, 22])
        #expect(got["l1"] == [5, 0, 50, 10])
    }
    /// Required bounds on arranged views' lengths, with and without a hidden flag, as UIStackView's
    /// constraints lay them out: a spacer (`>= 1`, no size of its own) stretches first and gives
    /// way first down to 1 point, then the measured `a` (priority 750, earlier than `b`) gives way;
    /// `b` (intrinsic 40) is at least 50.
    @Test(arguments: [320.0, 150, 100])
    func boundsStopAViewGivingWayAndTheNextOneGivesWay(_ width: Double) throws {
        let spec = { (flags: String) in
            """
            views: {a: {measure: intrinsic}, spacer: {}, b: {measure: intrinsic}}
            stacks:
              row: {arranged: [a, spacer, b], spacing: 8\(flags)}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
              - spacer.width >= 1
              - spacer.height == 10
              - b.width >= 50
            """
        }
        let sizes = ["a": CGSize(width: 80, height: 20), "b": CGSize(width: 40, height: 20)]
        // Content 80 + 8 + 1 + 8 + 50 = 147: the spacer takes what is over; below 147, `a` gives way.
        let spacer = max(1, width - 146)
        let a = min(80, width - 67)
        let expected: [String: [Double]] = [
            "a": [0, 0, a, 10], "spacer": [a + 8, 0, spacer, 10], "b": [width - 50, 0, 50, 10],
            "row": [0, 0, width, 10]
        ]
        let flagged = try LayoutCompiler().compile(contents: spec(", hideable: [a]"), path: "F.layout.yaml")
        let plain = try LayoutCompiler().compile(contents: spec(""), path: "P.layout.yaml")
        let solved = try StackTestSupport.solver.compile(contents: spec(""), path: "S.layout.yaml")
        #expect(try Self.frames(flagged, width: width, sizes: sizes) == expected)
        #expect(try Self.frames(plain, width: width, sizes: sizes) == expected)
        #expect(try Self.frames(solved, width: width, sizes: sizes) == expected)
        // `a` hidden: the spacer takes all but `b` and one gap.
        let hidden = try Self.frames(flagged, width: width, sizes: sizes, conditions: ["aHidden"])
        #expect(hidden["spacer"] == [0, 0, width - 58, 10])
    }

    /// Every view bounded from below: the stack is at least their sum, and a stack pinned to a
    /// narrower container is a proven conflict, at a bound's line.
    @Test func boundsOnEveryViewBoundTheStack() {
        let spec = """
            views: {a: {}, b: {}}
            stacks:
              row: {arranged: [a, b], spacing: 10}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
              - a.width >= 100
              - b.width >= 50
              - row.height == 20
            """
        let text = StackTestSupport.errors(spec, path: "Bound.layout.yaml")?.text ?? "compiled"
        #expect(
            text.contains(
                "error: these required constraints conflict when container.width < 160 (for example "
                    + "container.width = 159)"), "\(text)")
        #expect(
            text.contains(
                "Bound.layout.yaml:8:5: note: conflicting constraint: stack row: its width is at its views' least "
                    + "lengths (`a.width >= 100` and the others)"), "\(text)")
    }
    /// The layout checks see inside an arranged stack: a fixed 400-point view beside a measured
    /// one in a row 16 from each container edge leaves the measured one `W − 442` wide.
    @Test func theLayoutChecksSeeArrangedViews() throws {
        let spec = """
            views: {a: {}, b: {measure: intrinsic}}
            stacks:
              row: {arranged: [a, b], spacing: 10}
            constraints:
              - row.leading == superview.leading + 16
              - row.trailing == superview.trailing - 16
              - row.top == superview.top
              - a.width == 400
              - a.height == 20
            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Checked.layout.yaml")
        let warning = try #require(
            layout.warnings.first { $0.message.hasPrefix("b.width < 0 when container.width < 442") })
        #expect(
            warning.notes.map(\.message).contains(
                "b.width < 0 when container.width < 442: for example container.width = 375 gives b.width = -67, "
                    + "where b.width = container.width - 442"),
            "\(warning)")
    }
}
