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
            warning.message.hasPrefix(
                "detail.width < 0 when title.intrinsicWidth > 278 at container.width = 375 "
                    + "(for example title.intrinsicWidth = 279 gives detail.width = -1, "
                    + "where detail.width = container.width - title.intrinsicWidth - 97); add `detail.width >= 0`"))
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
            container: {minHeight: 28}
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
        // The min's first piece is negative below a 32-point container, whatever the intrinsic width.
        #expect(
            Self.diagnostics(spec).map(\.message) == [
                "title.width < 0 when container.width < 32 (for example container.width = 31 gives title.width = -1, "
                    + "where title.width = container.width - 32); declare the sizes the layout is meant for: "
                    + "`container: {minWidth: 32}`"
            ])
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
        // the typical 375-point container itself is a witness (49 points over). a.right = 316.
        // Heights: a and b are 20 high at top 0, past the bottom when container.height < 20.
        let found = Self.diagnostics(Self.pastTheEdge).map(\.message)
        #expect(
            found.contains(
                "b extends past the container's right edge when container.width < 424 (for example container.width = 375 "
                    + "gives the overshoot = 49, where the overshoot = -container.width + 424); declare the sizes the layout "
                    + "is meant for: `container: {minWidth: 424}`"))
        #expect(
            found.contains { $0.hasPrefix("a extends past the container's right edge when container.width < 316 ") })
        #expect(
            found.contains { $0.hasPrefix("a extends past the container's bottom edge when container.height < 20 ") })
        #expect(found.count == 4)
        // Declaring the bounds silences them.
        let bounded = Self.pastTheEdge.replacingOccurrences(
            of: "views: [a, b]",
            with: "views: [a, b]\ncontainer: {minWidth: 424, minHeight: 20}")
        #expect(Self.diagnostics(bounded).isEmpty)
    }

    @Test func severitiesAreSetPerSpec() throws {
        let off = Self.diagnostics(Self.pastTheEdge + "\nchecks: {outsideParent: off}")
        #expect(off.isEmpty)
        let asErrors = Self.diagnostics(Self.pastTheEdge + "\nchecks: {outsideParent: error}")
        #expect(asErrors.count == 4)
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

    /// Two fixed-width views in a row: each edge finding points at the Visual Format line that
    /// places the view, not at its entry in `views:`. a's left and right edges come from the
    /// leading gap `|-` (line 5, column 9) and its size; b's from the gap before it (5:18); the
    /// bottom edges from each `V:` line's leading gap (6:9, 7:9).
    @Test func findingsPointAtTheConstraintThatPlacesTheView() throws {
        let found = Self.diagnostics(
            """
            views:
              a: {}
              b: {}
            constraints:
              - "H:|-[a(200)]-[b(100)]"
              - "V:|-[a(20)]"
              - "V:|-[b(20)]"
            """)
        #expect(
            found.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message.prefix(9))" } == [
                "5:9 a extends", "5:9 a extends", "6:9 a extends", "5:18 b extends", "5:18 b extends",
                "7:9 b extends"
            ])
    }

    @Test func overlappingSiblingsWhenAsked() throws {
        let spec = """
            views: [a, b]
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
        // cw − 50 > 0, i.e. 50 < cw < 250; the witness nearest 375 (one point inside) is 249.
        let found = Self.diagnostics(spec)
        #expect(
            found.map(\.message) == [
                "a and b overlap when container.width is between 50 and 250 (for example container.width = 249); "
                    + "declare the sizes the layout is meant for: `container: {minWidth: 250}`"
            ])
        // At the constraint that places b: `b.right == superview.right - 50` (line 6).
        #expect(found.first?.location?.line == 6)
        #expect(Self.diagnostics(spec.replacingOccurrences(of: "overlap: warning", with: "overlap: off")).isEmpty)
    }

    @Test func squeezedTextWhenAsked() throws {
        let spec = """
            views:
              title: {measure: intrinsic}
            container: {minWidth: 32, maxWidth: 1024}
            checks: {squeezed: warning, outsideParent: off}
            constraints:
              - "H:|-16-[title]-16-|"
              - title.top == 0
            """
        // title.width = cw − 32 (required), narrower than its text when tI > 375 − 32 = 343.
        let found = Self.diagnostics(spec).map(\.message)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "title is narrower than title.intrinsicWidth when title.intrinsicWidth > 343 "
                    + "at container.width = 375") == true)
    }

    /// `[label][field]` rows whose fields share one column right of the widest label: the fields'
    /// `minX` is a `max` over the label widths and their width a `min`, one piece per label each.
    static func formColumn(labels: Int) -> String {
        var spec = "views:\n"
        for i in 0..<labels { spec += "  l\(i): {measure: intrinsic}\n  f\(i): {}\n" }
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
        let found = Self.diagnostics(spec).map(\.message)
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
        // Past the old limit of 16 pieces per attribute: the limit grows with the layout (16 + 2 per
        // item = 256 here), the fields' shared values are checked once, and every field's width is
        // reported as for 12 labels (cw − max(lI) − 44 < 0 past a 331-point label).
        let spec = Self.formColumn(labels: 60)
        let found = Self.diagnostics(spec).map(\.message)
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
