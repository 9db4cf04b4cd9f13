import Testing

@testable import LayoutSpec

/// A conflict is worded from data: its constraints' typed origins (role, and the spelling their
/// notation gives for them to yield) and its extent, never from another diagnostic's text.
@Suite struct ConflictWordingTests {
    static let location = SourceLocation(path: "A.layout.yaml", line: 3, column: 9)

    static func origin(
        _ text: String, column: Int, notation: ConstraintNotation = .visualFormat, role: ConstraintRole,
        relaxed: String?
    ) -> ConstraintOrigin {
        ConstraintOrigin(
            location: SourceLocation(path: "A.layout.yaml", line: 3, column: column), text: text, notation: notation,
            role: role, relaxed: relaxed)
    }

    /// `H:|-16-[a(200)]-8-[b(160)]-16-|` as its notation lowers it (only what the wording reads).
    static let row = [
        origin("edge", column: 9, role: .visualFormatGap(written: "-16-", betweenViews: false), relaxed: "-(>=16)-"),
        origin("a's width", column: 15, role: .visualFormatSize, relaxed: "[a(200@750)]"),
        origin("middle", column: 21, role: .visualFormatGap(written: "-8-", betweenViews: true), relaxed: "-(>=8)-"),
        origin("b's width", column: 26, role: .visualFormatSize, relaxed: "[b(160@750)]")
    ]

    static func fixes(_ conflict: SolverConflict) -> [String] {
        conflict.diagnostic.notes.filter { $0.message.hasPrefix("fix: ") }.map {
            "\($0.location?.column ?? 0) \($0.message)"
        }
    }

    @Test func bothSidesOfOneThresholdBecomeOneConflictWithBothFixes() {
        let below = SolverConflict(origins: Self.row, extent: .below(.containerWidth, threshold: 400, example: 399))
        let above = SolverConflict(origins: Self.row, extent: .above(.containerWidth, threshold: 400.001, example: 401))
        let other = SolverConflict(origins: Array(Self.row.prefix(2)), extent: .everywhere)
        let joined = SolverConflict.joiningSides([above, other, below])
        // The second side's place is empty; the first keeps its place; 400.001 prints as 400.
        #expect(joined.map { $0 == nil } == [false, false, true])
        let conflict = joined[0]
        #expect(
            conflict?.diagnostic.message
                == "these required constraints conflict for every container.width but 400 "
                + "(for example container.width = 399 or 401)")
        // A container too wide: the gap between the views grows (not the edge's); too narrow: a size gives way.
        #expect(
            conflict.map(Self.fixes) == [
                "21 fix: let this gap grow: `-(>=8)-`", "15 fix: or let this size give way: `[a(200@750)]`"
            ])
    }

    @Test func oneSideGetsItsOwnFixOnly() {
        let narrow = SolverConflict(origins: Self.row, extent: .below(.containerWidth, threshold: 400, example: 399))
        #expect(Self.fixes(narrow) == ["15 fix: let this size give way: `[a(200@750)]`"])
        let wide = SolverConflict(origins: Self.row, extent: .above(.containerWidth, threshold: 400, example: 401))
        #expect(Self.fixes(wide) == ["21 fix: let this gap grow: `-(>=8)-`"])
        // Opposite sides of different thresholds, or over different constraints, stay apart.
        let elsewhere = SolverConflict(origins: Self.row, extent: .above(.containerWidth, threshold: 401, example: 402))
        #expect(SolverConflict.joiningSides([narrow, elsewhere]).compactMap { $0 }.count == 2)
    }

    @Test func equationsGiveWayAndOtherwiseTheAdviceIsGeneric() {
        let equations = [
            Self.origin(
                "a.width == 100", column: 5, notation: .equation, role: .statement, relaxed: "a.width == 100 @750"),
            Self.origin(
                "a.width == w / 2", column: 5, notation: .equation, role: .statement, relaxed: "a.width == w / 2 @750"),
            Self.origin("a.width == 90 @1000", column: 7, notation: .equation, role: .statement, relaxed: nil)
        ]
        // The last equation that has a spelling to yield.
        #expect(
            Self.fixes(SolverConflict(origins: equations, extent: .everywhere)) == [
                "5 fix: let this constraint give way: `a.width == w / 2 @750`"
            ])
        let rules = [
            Self.origin("ll = 8", column: 11, notation: .cosLayout, role: .cosLayoutRule("ll"), relaxed: nil),
            Self.origin("w = 10", column: 19, notation: .cosLayout, role: .cosLayoutRule("w"), relaxed: nil)
        ]
        #expect(
            Self.fixes(SolverConflict(origins: rules, extent: .at([.containerWidth], [12]))) == [
                "11 fix: give one of these constraints a priority below 1000 (`@750`), or remove one"
            ])
    }

    /// The solver's errors need no rewording by the front that calls it: `explain` (which solves
    /// without the compiler) reports what the compiler reports, fixes included.
    @Test func everyFrontReportsTheSolversOwnWords() throws {
        let spec = "views: [a, b]\nconstraints:\n  - H:|-16-[a(200)]-8-[b(160)]-16-|\n  - V:|[a(20)]\n  - V:|[b(20)]\n"
        let compiled = #expect(throws: SpecError.self) {
            try LayoutCompiler().compile(contents: spec, path: "Row.layout.yaml")
        }
        let explained = #expect(throws: SpecError.self) {
            try LayoutExplanation.explain(contents: spec, path: "Row.layout.yaml")
        }
        #expect(compiled?.diagnostics == explained?.diagnostics)
        #expect(
            compiled?.diagnostics.first?.notes.suffix(2).map(\.message) == [
                "fix: let this gap grow: `-(>=8)-`", "fix: or let this size give way: `[a(200@750)]`"
            ])
    }

    @Test func aLongChainListsItsFirstConstraints() {
        let chain = (1...30).map {
            Self.origin("c\($0)", column: $0, notation: .equation, role: .statement, relaxed: nil)
        }
        let notes = SolverConflict(origins: chain, extent: .everywhere, listed: 24).diagnostic.notes
        // 24 constraints, the rest counted at the 25th, then the fix.
        #expect(notes.count == 26)
        #expect(notes[24].message == "and 6 more conflicting constraints of this group")
        #expect(notes[24].location?.column == 25)
    }
}
