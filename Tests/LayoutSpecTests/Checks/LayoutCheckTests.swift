import Foundation
import Testing

@testable import LayoutSpec

/// The layout checks of docs/Solving.md ("Layout checks"): each finds its problem with the exact
/// threshold (worked out by hand below), points at the view, and obeys the spec's `checks:` severities.
@Suite struct LayoutCheckTests {
    /// The warnings and errors of compiling `spec` (errors thrown are returned too).
    static func diagnostics(_ spec: String) -> [Diagnostic] {
        do {
            return try LayoutCompiler().compile(contents: spec, path: "Check.layout.yaml").warnings
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return [.error(at: nil, "\(error)")]
        }
    }

    static let settingsRow = """
        views:
          icon: {}
          title: {measure: intrinsic}
          detail: {measure: intrinsic, compression: 700}
          chevron: {}
        container: {minWidth: 320, maxWidth: 1024, minHeight: 44}
        checks: {outsideParent: off}
        constraints:
          - "H:|-16-[icon(29)]-12-[title]-(>=8)-[detail]-8-[chevron(8)]-16-|"
          - icon.top == 12
          - icon.height == 20
          - title.top == 12
          - detail.top == 12
          - chevron.top == 12
          - chevron.height == 13
        """

    @Test func settingsRowGetsTheNegativeWidthWarning() throws {
        let found = Self.diagnostics(Self.settingsRow)
        // The title keeps its intrinsic width (compression 750 beats the detail's 700), so with the
        // >= 8 gap at 8: detail.width = cw − 16 − 29 − 12 − tI − 8 − 8 − 8 − 16 = cw − tI − 97,
        // negative when tI > 375 − 97 = 278 at the typical 375-point container. The nearest witness
        // one point inside is tI = 279 (detail.width = −1).
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        // Reported at the constraint that places the detail's width: of the Visual Format line's gaps
        // and sizes it comes from, the first that mentions detail.width is the `-8-` after `[detail]`
        // (line 9, column 50).
        #expect(warning.location == SourceLocation(path: "Check.layout.yaml", line: 9, column: 50))
        #expect(
            warning.findingText.hasPrefix(
                "detail.width < 0 when title.intrinsicWidth > 278 at container.width = 375 "
                    + "(for example title.intrinsicWidth = 279 gives detail.width = -1, "
                    + "where detail.width = container.width - title.intrinsicWidth - 97); add `detail.width >= 0`"))
    }

    @Test func aLongRowNamesSixInputsAndCountsTheRest() throws {
        // Ten measured views in a row pinned to both sides (spacing 8): the first gives way, so
        // v0.width = cw − 32 − (v1 … v9 widths, 100 each) − 9 · 8 = cw − 1004, negative below
        // 1004. The finding is held at nine typical widths: five are named and four counted, and
        // the example gives the value without the ten-term sum it is.
        let views = (0..<10).map { "  v\($0): {measure: intrinsic}" }.joined(separator: "\n")
        let arranged = (0..<10).map { "v\($0)" }.joined(separator: ", ")
        let spec = """
            views:
            \(views)
            checks: {outsideParent: off}
            stacks:
              row: {axis: horizontal, arranged: [\(arranged)], spacing: 8}
            constraints:
              - row.leading == superview.leading + 16
              - row.trailing == superview.trailing - 16
              - row.top == superview.top
            """
        let found = Self.diagnostics(spec)
        let warning = try #require(found.first { $0.findingText.hasPrefix("v0.width < 0") })
        let text = warning.findingText
        #expect(text.hasPrefix("v0.width < 0 when container.width < 1004 at v1.intrinsicWidth = 100, "))
        #expect(text.contains(" and 4 more inputs at their typical values"))
        #expect(text.components(separatedBy: "intrinsicWidth = 100").count - 1 == 5 + 4)
        #expect(text.contains("gives v0.width = -629") && !text.contains("where v0.width ="))
    }

    @Test func theSpecsExamplePicksTheTypicalInput() throws {
        // With an example at width 400, the threshold is read at 400: tI > 400 − 97 = 303.
        let spec =
            Self.settingsRow + """

                examples:
                  - input: {width: 400, height: 44, size: {title: [100, 20], detail: [60, 20]}}
                    frames: {detail: [308, 12, 60, 20]}
                """
        // The example's own frame: both texts fit, the >= 8 gap takes the slack, and the detail keeps
        // its 60 and ends at the chevron's gap: x = 400 − 16 − 8 − 8 − 60 = 308.
        let found = Self.diagnostics(spec)
        let warning = try #require(found.first)
        #expect(warning.message.hasPrefix("detail.width < 0 when title.intrinsicWidth > 303 at container.width = 400"))
    }

    @Test func checksReadTheFastPathsClosedForms() throws {
        let spec = """
            views:
              title: {measure: intrinsic}
            container: {minWidth: 0, minHeight: 28}
            constraints:
              - title.left == 16
              - title.width <= container.width - 32
              - title.top == 8
              - title.height == 20
            """
        // The structural fast path solves the title's width as min(container.width − 32,
        // title.intrinsicWidth): no regions, only the closed form.
        let root = try DocumentReader.read(contents: spec, path: "Check.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "Check.layout.yaml"))
        let solution = try LayoutSolver().solve(lowered.system)
        #expect(
            solution.components.contains { component in
                component.cases.contains { $0.regions.isEmpty && $0.closedForm != nil }
            })
        // The min's first piece is negative below a 32-point container, whatever the intrinsic width
        // (the spec declares that it is meant for containers down to 0 wide).
        #expect(
            Self.diagnostics(spec).map(\.findingText) == [
                "title.width < 0 when container.width < 32 (for example container.width = 31 gives title.width = -1, "
                    + "where title.width = container.width - 32); declare the sizes the layout is meant for: "
                    + "`container: {minWidth: 32}`"
            ])
        // Without a declared minimum, the checks consider containers from the typical one, 375
        // points wide, where the title is 375 − 32 = 343 wide at least: nothing to report.
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "minWidth: 0, ", with: "")).isEmpty)
    }

    static let pastTheEdge = """
        views: [a, b]
        constraints:
          - a.left == superview.left + 16
          - a.width == 300
          - b.left == a.right + 8
          - b.width == 100
          - a.top == 0
          - a.height == 20
          - b.top == 0
          - b.height == 20
        """

    @Test func aViewPastTheContainersEdgeGetsTheContainerBound() throws {
        // b.right = 16 + 300 + 8 + 100 = 424 > container.width when the container is narrower than 424:
        // the typical 375-point container itself is a witness (49 points over). a.right = 316 fits
        // it, and both are 20 high in an 812-point one: the checks consider containers from the
        // typical one up when the spec declares no smaller one.
        let found = Self.diagnostics(Self.pastTheEdge).map(\.findingText)
        #expect(
            found == [
                "b extends past the container's right edge when container.width < 424 (for example container.width = 375 "
                    + "gives the overshoot = 49, where the overshoot = -container.width + 424); declare the sizes the layout "
                    + "is meant for: `container: {minWidth: 424}`"
            ])
        // Declaring the bounds silences it.
        let bounded = Self.pastTheEdge.replacingOccurrences(
            of: "views: [a, b]", with: "views: [a, b]\ncontainer: {minWidth: 424}")
        #expect(Self.diagnostics(bounded).isEmpty)
    }

    @Test func findingsOneContainerBoundFixesAreOneWarning() throws {
        // Meant for any container (declared minimums of 0): a's right edge (316) and b's (424) leave
        // a narrower container, and both bottoms (20) a lower one. One declaration, 424 × 20, removes
        // all four: one warning at the first finding's view (a), naming both views.
        let anySize = Self.pastTheEdge.replacingOccurrences(
            of: "views: [a, b]", with: "views: [a, b]\ncontainer: {minWidth: 0, minHeight: 0}")
        let found = Self.diagnostics(anySize)
        #expect(
            found.map(\.message) == [
                "a extends past the container's right edge when container.width < 316, "
                    + "and 3 more findings the same declaration removes"
            ])
        // Each finding with its example a note, then the one fix.
        #expect(
            found.first?.notes.map(\.message) == [
                "a extends past the container's right edge when container.width < 316: for example container.width = "
                    + "315 gives the overshoot = 1, where the overshoot = -container.width + 316",
                "a extends past the container's bottom edge when container.height < 20: for example container.height = "
                    + "19 gives the overshoot = 1, where the overshoot = -container.height + 20",
                "b extends past the container's right edge when container.width < 424: for example container.width = "
                    + "375 gives the overshoot = 49, where the overshoot = -container.width + 424",
                "b extends past the container's bottom edge when container.height < 20: for example container.height = "
                    + "19 gives the overshoot = 1, where the overshoot = -container.height + 20",
                "declare the sizes the layout is meant for, which saves a and b: `container: {minWidth: 424, minHeight: 20}`"
            ])
        // At the first finding's cause: `a.left == superview.left + 16` (line 4), which places a.
        #expect(found.first?.location == SourceLocation(path: "Check.layout.yaml", line: 4, column: 5))
        // The declaration it suggests silences all four.
        let bounded = anySize.replacingOccurrences(
            of: "{minWidth: 0, minHeight: 0}", with: "{minWidth: 424, minHeight: 20}")
        #expect(Self.diagnostics(bounded).isEmpty)
    }

    /// Two defects found in real cells (an app's snack bar, an encyclopedia's list row), each in a
    /// self-sizing cell whose height follows its text: the checks still report them.
    @Test func realDefectsInSelfSizingCellsAreFound() throws {
        // A 40-point icon centred on a message in a cell 8 + message + 8 high: with a one-line
        // message (the typical 20 points) the cell is 36 high and the icon's centre 8 + 10 = 18,
        // so the icon spans 18 − 20 = −2 … 38: 2 points past the top and the bottom, until the
        // message is 40 − 16 = 24 high.
        let snackBar = """
            views:
              icon: {}
              message: {kind: label}
            container: {height: fit}
            constraints:
              - icon.leading == superview.leading + 16
              - icon.width == 40
              - icon.height == 40
              - icon.centerY == message.centerY
              - message.leading == icon.trailing + 8
              - message.trailing <= superview.trailing - 16
              - message.top == superview.top + 8
              - message.bottom == superview.bottom - 8
            """
        #expect(
            Self.diagnostics(snackBar).map(\.findingText) == [
                "icon extends past the container's top edge when message.intrinsicHeight < 24 (for example "
                    + "message.intrinsicHeight = 20 gives the overshoot = 2, where the overshoot = "
                    + "-0.5·message.intrinsicHeight + 12); keep it inside with `icon.top >= superview.top` "
                    + "(or set `checks: {outsideParent: off}` if this is intended)",
                "icon extends past the container's bottom edge when message.intrinsicHeight < 24 (for example "
                    + "message.intrinsicHeight = 20 gives the overshoot = 2, where the overshoot = "
                    + "-0.5·message.intrinsicHeight + 12); keep it inside with `icon.bottom <= superview.bottom` "
                    + "(or set `checks: {outsideParent: off}` if this is intended)"
            ])
        // A 24-point bullet 4 below the title's top, in a cell 4 + title + 4 high: it ends at
        // 4 + 4 + 24 = 32, past the bottom (title + 8) while the title is under 24 high, as a
        // one-line title (20) is.
        let bulletRow = """
            views:
              bullet: {}
              title: {kind: label}
            container: {height: fit}
            constraints:
              - bullet.leading == superview.leading + 12
              - bullet.top == title.top + 4
              - bullet.width == 24
              - bullet.height == 24
              - title.leading == bullet.trailing + 8
              - title.trailing == superview.trailing - 12
              - title.top == superview.top + 4
              - title.bottom == superview.bottom - 4
            """
        #expect(
            Self.diagnostics(bulletRow).map(\.findingText) == [
                "bullet extends past the container's bottom edge when title.intrinsicHeight < 24 (for example "
                    + "title.intrinsicHeight = 20 gives the overshoot = 4, where the overshoot = "
                    + "-title.intrinsicHeight + 24); keep it inside with `bullet.bottom <= superview.bottom` "
                    + "(or set `checks: {outsideParent: off}` if this is intended)"
            ])
    }

    @Test func bothReadingDirectionsPastOneEdgeAreOneTrailingFinding() throws {
        // A title pinned 16 from the leading edge, up to 500 wide: left to right its right edge
        // (16 + tI) passes 375 when tI > 359; right to left its left edge (375 − 16 − tI) passes 0
        // at the same width. One finding, about the trailing edge, fixed in reading-direction terms.
        let spec = """
            views:
              title: {measure: intrinsic, measuredSize: {maxWidth: 500}}
            constraints:
              - "H:|-16-[title]"
              - title.top == 0
            """
        #expect(
            Self.diagnostics(spec).map(\.findingText) == [
                "title extends past the container's trailing edge when title.intrinsicWidth > 359 at "
                    + "container.width = 375 (for example title.intrinsicWidth = 360 gives the overshoot = 1, where "
                    + "the overshoot = -container.width + title.intrinsicWidth + 16); keep it inside with "
                    + "`title.trailing <= superview.trailing` (or set `checks: {outsideParent: off}` if this is intended)"
            ])
        // Pinned left (whatever the reading direction), it leaves by the right edge only: no merging.
        let left = spec.replacingOccurrences(of: "\"H:|-16-[title]\"", with: "title.left == 16")
        #expect(
            Self.diagnostics(left).map(\.message).map { $0.prefix(44) } == [
                "title extends past the container's right edg"
            ])
    }

    @Test func severitiesAreSetPerSpec() throws {
        let off = Self.diagnostics(Self.pastTheEdge + "\nchecks: {outsideParent: off}")
        #expect(off.isEmpty)
        let asErrors = Self.diagnostics(Self.pastTheEdge + "\nchecks: {outsideParent: error}")
        #expect(asErrors.count == 1)
        #expect(asErrors.allSatisfy { $0.severity == .error })
        #expect(throws: SpecError.self) {
            try LayoutCompiler().compile(
                contents: Self.pastTheEdge + "\nchecks: {outsideParent: error}", path: "Check.layout.yaml")
        }
        let wrong = Self.diagnostics(Self.pastTheEdge + "\nchecks: {outsideParent: loud, tidy: warning}").map(\.message)
        #expect(wrong.contains("check `outsideParent` must be `off`, `warning` or `error`, found `loud`"))
        #expect(
            wrong.contains(
                "unknown key `tidy` in `checks`; expected one of: negativeSize, outsideParent, overlap, squeezed"))
    }

    /// Two fixed-width views in a row: an edge finding points at the Visual Format line that places
    /// the view, not at its entry in `views:`. Checked from every width (`minWidth: 0`), a's and b's
    /// edges are one warning (one container bound fixes them), at a's leading gap `|-` (line 6,
    /// column 9). From 200 wide, a (8 + 100 = 108) fits and only b (108 + 8 + 300 = 416) does not:
    /// its warning is at the gap before it (6:18).
    @Test func findingsPointAtTheConstraintThatPlacesTheView() throws {
        func located(_ row: String, _ container: String) -> [String] {
            Self.diagnostics(
                """
                views:
                  a: {}
                  b: {}
                container: \(container)
                constraints:
                  - "\(row)"
                  - "V:|-[a(20)]"
                  - "V:|-[b(20)]"
                """
            ).map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message.prefix(9))" }
        }
        #expect(located("H:|-[a(200)]-[b(100)]", "{minWidth: 0, minHeight: 0}") == ["6:9 a extends"])
        #expect(located("H:|-[a(100)]-[b(300)]", "{minWidth: 200}") == ["6:18 b extends"])
    }

    @Test func overlappingSiblingsWhenAsked() throws {
        let spec = """
            views: [a, b]
            container: {minWidth: 0}
            checks: {overlap: warning, outsideParent: off}
            constraints:
              - a.left == 0
              - a.width == 100
              - b.right == superview.right - 50
              - b.width == 100
              - a.top == 0
              - b.top == 0
              - a.height == 20
              - b.height == 20
            """
        // b spans [cw − 150, cw − 50], a spans [0, 100]: they overlap when cw − 150 < 100 and
        // cw − 50 > 0, i.e. 50 < cw < 250; the witness nearest 375 (one point inside) is 249. (The
        // spec declares it is meant for containers down to 0 wide: by default the checks start at
        // the typical 375.)
        let found = Self.diagnostics(spec)
        #expect(
            found.map(\.findingText) == [
                "a and b overlap when container.width is between 50 and 250 (for example container.width = 249); "
                    + "declare the sizes the layout is meant for: `container: {minWidth: 250}`"
            ])
        // At the constraint that places b: `b.right == superview.right - 50` (line 7).
        #expect(found.first?.location?.line == 7)
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "overlap: warning", with: "overlap: off")).isEmpty)
    }

    @Test func squeezedTextWhenAsked() throws {
        let spec = """
            views:
              title: {measure: intrinsic}
            container: {minWidth: 80, maxWidth: 1024}
            checks: {squeezed: warning, outsideParent: off}
            constraints:
              - "H:|-40-[title]-40-|"
              - title.top == 0
            """
        // title.width = cw − 80 (required), narrower than its text when tI > 375 − 80 = 295 (texts
        // are considered up to the smallest screen's width, 320).
        let found = Self.diagnostics(spec).map(\.findingText)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "title is narrower than title.intrinsicWidth when title.intrinsicWidth > 295 "
                    + "at container.width = 375") == true)
        // With 16-point insets and no declared container, it is squeezed only by texts over
        // 375 − 32 = 343 points, wider than the smallest screen (the largest text the checks
        // consider is 320 wide).
        let wider =
            spec
            .replacingOccurrences(of: "-40-", with: "-16-")
            .replacingOccurrences(of: "container: {minWidth: 80, maxWidth: 1024}\n", with: "")
        #expect(Self.diagnostics(wider).isEmpty)
    }

    /// `[label][field]` rows whose fields share one column right of the widest label: the fields'
    /// `minX` is a `max` over the label widths and their width a `min`, one piece per label each.
    @Test func nestedClosedFormsCountThePiecesThatCanHold() {
        // A random screen of measured texts whose closed forms nest `min`s in `max`es: their
        // combinations of operand pieces number more than the checks' limit, but most of them
        // cannot hold together, and the few left are checked. price is centred on the container
        // (centre 406 at 812 points) and ends 32 above body, which ends 24 above the bottom at its
        // own height: price.height = 2 · (812 − 24 − body.height − 32 − 406) = 2 · (350 − body.height).
        let found = Self.diagnostics(
            """
            ties: viewOrder
            container: {minWidth: 320, maxWidth: 1024, minHeight: 480, maxHeight: 1400}
            views:
              price: {measure: intrinsic, hugging: [415, 415], compression: [535, 535]}
              toggle: {}
              badge: {measure: intrinsic, hugging: [415, 415], compression: [535, 535]}
              body: {measure: intrinsic, hugging: [380, 415], compression: [546, 546]}
            inputs: [spacing]
            constraints:
              - "body.leading == superview.leading + 20"
              - "badge.leading == body.trailing + 4"
              - "toggle.leading >= badge.trailing + 16"
              - "toggle.leading == badge.trailing + 16 @451"
              - "price.leading >= toggle.trailing + 32"
              - "price.leading@443 == toggle.trailing + 32"
              - "price.trailing <= superview.trailing - 4"
              - "toggle.width >= 33"
              - "toggle.width == 33 @443"
              - "price.right == body.right @443"
              - "badge.left@451 == toggle.centerX"
              - "price.centerY == superview"
              - "body.top == price.bottom + 32"
              - "body.bottom == superview.bottom - 24"
              - "V:|-(>=8@500)-[toggle(==60)]-(4)-[badge(>=40)]-(==4)-|"
              - "toggle.top >= superview.top + 4"
              - "toggle.top == superview.top @451"
            """
        ).map(\.findingText)
        #expect(!found.contains { $0.hasPrefix("layout checks not run") })
        #expect(
            found.contains {
                $0.hasPrefix("price.height < 0 when body.intrinsicHeight > 350 at container.height = 812 ")
            }, "\(found)")
    }

    static func formColumn(labels: Int) -> String {
        var spec = "views:\n"
        // Labels up to 400 wide (past the 320 the checks consider by default), so that a long one
        // leaves the fields a negative width at the typical 375-point container.
        for i in 0..<labels { spec += "  l\(i): {measure: intrinsic, measuredSize: {maxWidth: 400}}\n  f\(i): {}\n" }
        spec += "constraints:\n"
        for i in 0..<labels {
            spec += "  - l\(i).left == superview.left + 16\n"
            spec += i == 0 ? "  - l0.top == superview.top + 16\n" : "  - l\(i).top == f\(i - 1).bottom + 8\n"
            spec += "  - f0.left >= l\(i).right + 12\n"
            if i > 0 { spec += "  - f\(i).left == f0.left\n" }
            spec += "  - f\(i).right == superview.right - 16\n  - f\(i).top == l\(i).top\n  - f\(i).height == 32\n"
        }
        return spec + "  - f0.left == superview.left + 16 @250\n"
    }

    @Test func aFormColumnIsCheckedPieceByPiece() throws {
        // 12 labels: each field's far edge is minX (12 pieces, one per widest label) plus width (12
        // more, decided by the same label): summed piece by piece, 12 pieces that all read
        // (16 + lI + 12) + (cw − 16 − (16 + lI + 12)) = cw − 16, merged into one without bounds.
        let spec = Self.formColumn(labels: 12)
        let root = try DocumentReader.read(contents: spec, path: "Check.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "Check.layout.yaml"))
        let solution = try LayoutSolver().solve(lowered.system)
        let domain = CheckDomain(
            solution: solution, system: lowered.system, extra: [.containerWidth, .containerHeight],
            near: [:])
        #expect(domain.isWithinWorkLimit)
        #expect(domain.value(of: Variable("f3", .minX))?.pieces.count == 12)
        #expect(domain.value(of: Variable("f3", .width))?.pieces.count == 12)
        let farEdge = domain.farEdge(of: "f3", horizontal: true)
        #expect(farEdge?.pieces.count == 1)
        #expect(farEdge?.pieces.first?.bounds.isEmpty == true)
        #expect(
            farEdge?.pieces.first?.value
                == domain.input(.containerWidth).map { cw in
                    var edge = cw
                    edge.add(domain.constant(1), times: -16)
                    return edge
                })
        // f.width = container.width − 16 − (16 + widest label + 12) = cw − max(lI) − 44: negative past
        // a 331-point label at the typical 375-point container; the first label is the witness.
        let found = Self.diagnostics(spec).map(\.findingText)
        #expect(!found.contains { $0.hasPrefix("layout checks not run") })
        for i in 0..<12 {
            #expect(
                found.contains(
                    "f\(i).width < 0 when l0.intrinsicWidth > 331 at container.width = 375 (for example "
                        + "l0.intrinsicWidth = 332 gives f\(i).width = -1, where f\(i).width = container.width - "
                        + "l0.intrinsicWidth - 44); add `f\(i).width >= 0`, so that the views beside it give way instead "
                        + "(or set `checks: {negativeSize: off}` if this is intended)"), "f\(i): \(found)")
        }
    }

    @Test func aFormColumnOfSixtyLabelsIsChecked() throws {
        // Past the first limit of 16 pieces per attribute: the limit grows with the layout (16 + 8
        // per item = 976 here), the fields' shared values are checked once, and every field's width is
        // reported as for 12 labels (cw − max(lI) − 44 < 0 past a 331-point label).
        let spec = Self.formColumn(labels: 60)
        let found = Self.diagnostics(spec).map(\.findingText)
        #expect(!found.contains { $0.hasPrefix("layout checks not run") })
        for i in [0, 31, 59] {
            #expect(
                found.contains {
                    $0.hasPrefix(
                        "f\(i).width < 0 when l0.intrinsicWidth > 331 at container.width = 375 "
                            + "(for example l0.intrinsicWidth = 332 gives f\(i).width = -1")
                }, "f\(i)")
        }
    }

    /// Seed 164 of the benchmark's random label-heavy screens (`LabelHeavyLayouts`): 14 views, a
    /// vertical group the general solver answers in many regions (54 pieces for one attribute, 634
    /// edge pieces; the limit was 16 + 2 per view and 64 edge pieces per view, and the checks did
    /// not run). They run now, and find what such a screen has: texts too wide for their row, and
    /// rows that run past the container's edges.
    @Test func aLabelHeavyScreenWithManyRegionsIsChecked() throws {
        let spec = LabelHeavyScreens.seed164
        let found = Self.diagnostics(spec).map(\.findingText)
        #expect(!found.contains { $0.hasPrefix("layout checks not run") })
        #expect(found.count == 22)
        #expect(found.contains { $0.hasPrefix("v1.width < 0 when v0.intrinsicWidth > 307 at container.width = 375") })
        #expect(
            found.contains {
                $0.hasPrefix(
                    "v0 extends past the container's trailing edge when container.width = 335, v0.intrinsicWidth = 320")
            })
    }

    @Test func everySpecInSpecsIsQuiet() throws {
        let specs = PackageRoot.url.appendingPathComponent("Specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter(SpecFileName.isSpec).sorted()
        #expect(names.count >= 10)
        for name in names {
            let layout = try LayoutCompiler().compile(path: specs.appendingPathComponent(name).path)
            #expect(layout.warnings.isEmpty, "\(name): \(layout.warnings.map(\.description).joined(separator: "\n"))")
        }
    }
}
