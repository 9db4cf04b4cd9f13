import Testing

@testable import LayoutSpec

/// The solver's own "… is not determined" errors speak the spec's words, from the constraints'
/// typed origins and the lowered system alone: a Visual Format connection quoted as its line writes
/// it, the view's name in the suggested size, and `measure: intrinsic` for a view declared without
/// `measure:`.
@Suite struct UndeterminedHintTests {
    /// The solver's error messages for `spec`, lowered and solved without the compiler around them.
    static func solverErrors(_ spec: String) throws -> [String] {
        let root = try DocumentReader.read(contents: spec, path: "U.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "U.layout.yaml"))
        do {
            _ = try LayoutSolver().solve(lowered.system)
            return []
        } catch let error as SpecError {
            return error.diagnostics.map(\.message)
        }
    }

    @Test func connectionsAreQuotedAsWrittenAndTheViewIsNamed() throws {
        // `-(>=6)-` leaves button's position free; a position needs no `measure:`.
        #expect(
            try Self.solverErrors(
                """
                views: [title, button]
                constraints:
                  - "H:|-12-[title(80)]-(>=6)-[button]-pad-|"
                  - "V:|[title(20)]"
                  - "V:|[button(20)]"
                metrics: {pad: 10}
                """) == [
                    "button.left is not determined: add a centerX constraint or a width in the `H:` line "
                        + "(`[button(100)]`) (it has only a connection on its leading side (`-(>=6)-`) or a "
                        + "connection on its trailing side (`-pad-`), which leaves one more unknown)"
                ])
    }

    @Test func aFlushConnectionIsNotQuotedAndOnlyAViewIsToldToMeasure() throws {
        // `[a]|` writes nothing between `[a]` and `|`: the generic words stay. A view declared
        // without `measure:` is told how a view sized by its content says so; a guide is no view.
        #expect(
            try Self.solverErrors(
                """
                views: [a]
                guides: [g]
                constraints:
                  - "H:|[a(10)]"
                  - "V:[a]|"
                  - "H:|[g(10)]"
                  - "V:[g]-4-|"
                """) == [
                    "a.height is not determined: add a connection on its top side (`-8-` to a neighbour or `|`), "
                        + "a centerY constraint or a height in the `V:` line (`[a(44)]`) (it has only a connection on "
                        + "its bottom side (`-8-` to a neighbour or `|`), which leaves one more unknown); if `a` takes "
                        + "its size from its content (a label, an image), declare it `a: {measure: intrinsic}`",
                    "g.height is not determined: add a connection on its top side (`-8-` to a neighbour or `|`), "
                        + "a centerY constraint or a height in the `V:` line (`[g(44)]`) (it has only a connection on "
                        + "its bottom side (`-4-`), which leaves one more unknown)"
                ])
    }

    /// An item with every kind of constraint on an axis, all bounds, is told to make one an
    /// equality, not to "add" nothing.
    @Test func anItemBoundOnEverySideIsToldToMakeOneAnEquality() throws {
        let errors = try Self.solverErrors(
            """
            views: [a]
            constraints:
              - a.left == 0
              - a.width == 10
              - a.top >= 0
              - a.bottom <= 500
              - a.centerY >= 20
              - a.height >= 10
            """)
        #expect(
            errors == [
                "a.top is not determined: make one of its constraints an equality that is required, or add one "
                    + "(it has a top constraint, a bottom constraint, a centerY constraint and a height, which "
                    + "leave it free within their bounds)"
            ])
    }
}
