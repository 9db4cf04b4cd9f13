import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// What goes wrong with `layout:` is reported at its place, in the file where it is.
@Suite struct CompositionErrorTests {
    static let cell = """
        views:
          info: {layout: InfoBox}
        constraints:
          - info.leading == superview.leading
          - info.trailing == superview.trailing
          - info.top == superview.top
        """

    /// A pinned box: its height is 10 + 24 + 10, required.
    static let pinnedBox = """
        views: [icon]
        container: {height: fit, margins: 10}
        constraints:
          - icon.size == (24, 24)
          - icon.leading == superview.leadingMargin
          - icon.top == superview.topMargin
          - icon.bottom == superview.bottomMargin
        """

    @Test func aMissingSpecIsNamedWithWhereItWasLookedFor() throws {
        let folder = try SpecFolder(["Cell.layout.yaml": Self.cell])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:18: error: `layout: InfoBox` names no spec: looked for `InfoBox.layout.yaml`, "
                    + "`InfoBox.layout.yml`, `InfoBox.layout.json` in `\(folder.url.path)`; write the name of a spec "
                    + "beside this one (its file name without `.layout.yaml`) or a path relative to this spec"
            ])
    }

    /// A path that names no regular file (a folder, a device) names no spec: it is never read.
    @Test func onlyARegularFileIsASpec() throws {
        for name in ["Parts", "../../../../../../../dev/zero"] {
            let cell = Self.cell.replacingOccurrences(of: "layout: InfoBox", with: "layout: \(name)")
            let folder = try SpecFolder(["Cell.layout.yaml": cell, "Parts/Box.layout.yaml": Self.pinnedBox])
            let diagnostics = folder.diagnostics("Cell.layout.yaml")
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.contains("error: `layout: \(name)` names no spec") == true)
        }
    }

    /// A spec in a subfolder is named by its path relative to the composing spec.
    @Test func aPathRelativeToTheSpecFindsASpecInAFolder() throws {
        let cell = Self.cell.replacingOccurrences(of: "layout: InfoBox", with: "layout: Parts/Box.layout.yaml")
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "Parts/Box.layout.yaml": Self.pinnedBox])
        let result = try folder.compile("Cell.layout.yaml").frames(for: EvaluationRequest(width: 100, height: 0))
        #expect(result.frames["infoIcon"] == CGRect(x: 10, y: 10, width: 24, height: 24))
        #expect(result.frames["info"] == CGRect(x: 0, y: 0, width: 100, height: 44))
    }

    /// A spec that composes itself through another is an error at the `layout:` that closes the
    /// cycle, naming the files on it.
    @Test func aCycleIsAnError() throws {
        let box = Self.pinnedBox.replacingOccurrences(
            of: "views: [icon]", with: "views:\n  icon: {}\n  back: {layout: Cell}")
        let folder = try SpecFolder(["Cell.layout.yaml": Self.cell, "InfoBox.layout.yaml": box])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "InfoBox.layout.yaml:3:18: error: `layout: Cell` lays this spec out inside itself "
                    + "(Cell.layout.yaml → InfoBox.layout.yaml → Cell.layout.yaml): a spec cannot compose itself"
            ])
    }

    /// A composed name this spec already declares is an error at `layout:`.
    @Test func aComposedNameMayNotBeTaken() throws {
        let cell = Self.cell.replacingOccurrences(of: "views:\n", with: "views:\n  infoIcon: {}\n")
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:3:18: error: `InfoBox`'s `icon` is named `infoIcon` in this spec, which already "
                    + "declares that name: rename one of them"
            ])
    }

    /// A composed spec's own error is reported in its file.
    @Test func aComposedSpecsErrorsAreInItsFile() throws {
        let box = Self.pinnedBox.replacingOccurrences(of: "icon.size ==", with: "icon.sise ==")
        let folder = try SpecFolder(["Cell.layout.yaml": Self.cell, "InfoBox.layout.yaml": box])
        let diagnostics = folder.diagnostics("Cell.layout.yaml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("InfoBox.layout.yaml:4:10: error: unknown attribute `sise`") == true)
    }

    /// Runtime margins belong to a root view: a composed spec with `margins: input` is an error at
    /// `layout:`. Its safe area is its view's bounds (no screen edge overlaps a view inside a
    /// layout), so a box pinned to it is pinned to the view.
    @Test func runtimeMarginsAreAnErrorAndTheSafeAreaIsTheBounds() throws {
        let margins = Self.pinnedBox.replacingOccurrences(of: "margins: 10", with: "margins: input")
        var folder = try SpecFolder(["Cell.layout.yaml": Self.cell, "InfoBox.layout.yaml": margins])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "InfoBox.layout.yaml:5:5: error: `InfoBox` uses the container's runtime margins (`margins.left`), "
                    + "which the view `info` it lays out does not have: a spec used as a view's `layout:` is laid "
                    + "out in that view's bounds; pin its items to `superview`"
            ])
        let safe = Self.pinnedBox.replacingOccurrences(
            of: "icon.top == superview.topMargin", with: "icon.top == safeArea.top")
        folder = try SpecFolder(["Cell.layout.yaml": Self.cell, "InfoBox.layout.yaml": safe])
        var request = EvaluationRequest(width: 100, height: 0)
        request.safeAreaInsets = LayoutInsets(top: 30, left: 0, bottom: 0, right: 0)
        let frames = try folder.compile("Cell.layout.yaml").frames(for: request).frames
        #expect(frames["infoIcon"] == CGRect(x: 10, y: 0, width: 24, height: 24))
        #expect(frames["info"] == CGRect(x: 0, y: 0, width: 100, height: 34))
    }

    /// Size and margins come from the composed spec: writing them beside `layout:` is an error.
    @Test func optionsTheLayoutGivesAreRejected() throws {
        let cell = Self.cell.replacingOccurrences(
            of: "{layout: InfoBox}", with: "{layout: InfoBox, measure: intrinsic}")
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:27: error: view `info` is laid out by `InfoBox` (`layout:`), which gives its "
                    + "size and margins: remove `measure` here, or write it in that spec's `container:`"
            ])
    }

    /// The proofs cover both specs: the cell fixing the box's height below what the box requires
    /// is a conflict naming the constraints of both files.
    @Test func aConflictAcrossTheSpecsNamesBothFiles() throws {
        let cell = Self.cell + "\n  - info.height == 30\n"
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox])
        let diagnostics = folder.diagnostics("Cell.layout.yaml")
        #expect(diagnostics.first?.contains("error: these required constraints conflict") == true)
        #expect(
            diagnostics.contains {
                $0.hasPrefix("Cell.layout.yaml:7:5: note: conflicting constraint: info.height == 30")
            })
        #expect(
            diagnostics.contains { $0.hasPrefix("InfoBox.layout.yaml:4:5: note: conflicting constraint: icon.size") })
        #expect(
            diagnostics.contains { $0.hasPrefix("InfoBox.layout.yaml:7:5: note: conflicting constraint: icon.bottom") })
    }

    /// A stack with hidden views places its views by their own sizes alone: a view laid out by
    /// another spec is not arranged in one.
    @Test func aComposedViewIsNotArrangedInAStackWithHiddenViews() throws {
        let cell = """
            views:
              info: {layout: InfoBox}
              note: {measure: intrinsic}
            stacks:
              column: {axis: vertical, arranged: [info, note], hideable: [note]}
            constraints:
              - column.leading == superview.leading
              - column.trailing == superview.trailing
              - column.top == superview.top
            """
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:18: error: view `info` is laid out by `InfoBox` and arranged in stack `column`, "
                    + "which has hidden views (`hideable:`) or `fillProportionally`: such a stack places its views by "
                    + "their own sizes alone, so its views cannot hold subviews placed with them; arrange `info` in a "
                    + "stack without them, or measure it (`measure: intrinsic`) and lay `InfoBox` out with its own "
                    + "`frames(for:)`"
            ])
    }

    /// In a stack without hidden views, a composed card is arranged like any view: the column is
    /// the card's 44 points (10 + 24 + 10) then the note's 20.
    @Test func aComposedViewInAPlainStack() throws {
        let cell = """
            views:
              info: {layout: InfoBox}
              note: {}
            container: {height: fit}
            stacks:
              column: {axis: vertical, arranged: [info, note], spacing: 6}
            constraints:
              - note.height == 20
              - column.leading == superview.leading
              - column.trailing == superview.trailing
              - column.top == superview.top
              - column.bottom == superview.bottom
            """
        let folder = try SpecFolder(["Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox])
        let result = try folder.compile("Cell.layout.yaml").frames(for: EvaluationRequest(width: 200, height: 0))
        #expect(result.frames["info"] == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(result.frames["infoIcon"] == CGRect(x: 10, y: 10, width: 24, height: 24))
        #expect(result.frames["note"] == CGRect(x: 0, y: 50, width: 200, height: 20))
        #expect(result.fittingSize == CGSize(width: 200, height: 70))
    }

    /// Specs composing specs grow fast: ten cards of ten rows of ten rows of ten dots is 11,110
    /// views, past the limit, an error at the `layout:` that passes it rather than a long build.
    @Test func compositionIsBounded() throws {
        func spec(composing name: String) -> String {
            "views:\n" + (0..<10).map { "  v\($0): {layout: \(name)}\n" }.joined()
        }
        let folder = try SpecFolder([
            "A.layout.yaml": spec(composing: "B"), "B.layout.yaml": spec(composing: "C"),
            "C.layout.yaml": spec(composing: "D"), "D.layout.yaml": "views: [dot]\n"
        ])
        let diagnostics = folder.diagnostics("A.layout.yaml")
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.hasPrefix(
                "A.layout.yaml:") == true)
        #expect(diagnostics.first?.contains("this spec holds more than 2000 views") == true)
    }

    /// A spec that composes itself through a path spelled another way, three times, and a chain
    /// of specs each composing the next three times that ends at a missing spec: each error once,
    /// at once (each spec is composed once).
    @Test func cyclesAndChainsAreComposedOnce() throws {
        let loop = "views:\n" + (0..<3).map { "  v\($0): {layout: sub/../Loop.layout.yaml}\n" }.joined()
        var folder = try SpecFolder(["Loop.layout.yaml": loop, "sub/Empty.layout.yaml": "views: [a]\n"])
        var diagnostics = folder.diagnostics("Loop.layout.yaml")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.contains("a spec cannot compose itself") })
        var files: [String: String] = [:]
        for level in 0..<10 {
            files["R\(level).layout.yaml"] = "views:\n" + (0..<3).map { "  v\($0): {layout: R\(level + 1)}\n" }.joined()
        }
        folder = try SpecFolder(files)
        diagnostics = folder.diagnostics("R0.layout.yaml")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.hasPrefix("R9.layout.yaml:") && $0.contains("names no spec") })
    }

    /// A composed name may not be a built-in condition or a reserved name, nor two of the composed
    /// spec's names renamed alike.
    @Test func composedNamesAreNeitherBuiltInNorAlike() throws {
        let cell = Self.cell.replacingOccurrences(of: "info: {layout: InfoBox}", with: "regular: {layout: InfoBox}")
            .replacingOccurrences(of: "info.", with: "regular.")
        var folder = try SpecFolder([
            "Cell.layout.yaml": cell, "InfoBox.layout.yaml": Self.pinnedBox + "\nconditions: [width]\n"
        ])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:21: error: `InfoBox`'s `width` is named `regularWidth` in this spec, a name of its "
                    + "own (a built-in condition, a special item or a member of the generated code): rename view "
                    + "`regular` or `width` in `InfoBox`"
            ])
        let alike =
            Self.pinnedBox.replacingOccurrences(of: "views: [icon]", with: "views: [icon, Icon]")
            + "\n  - Icon.size == (1, 1)\n  - Icon.top == superview.top\n  - Icon.leading == superview.leading\n"
        folder = try SpecFolder(["Cell.layout.yaml": Self.cell, "InfoBox.layout.yaml": alike])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:18: error: `InfoBox`'s `Icon` and `icon` are both named `infoIcon` in this spec: "
                    + "rename one of them in `InfoBox`"
            ])
    }

    /// A composed spec must hold on its own: a stack spacing it does not declare is its error, not
    /// a name of the composing spec.
    @Test func aComposedSpecUsesOnlyItsOwnNames() throws {
        let box = """
            views: [a, b]
            stacks:
              s: {arranged: [a, b], spacing: pad}
            constraints:
              - s.edges == superview.edges
            """
        let folder = try SpecFolder([
            "Cell.layout.yaml": Self.cell + "\nmetrics: {pad: 40}\n", "InfoBox.layout.yaml": box
        ])
        let diagnostics = folder.diagnostics("Cell.layout.yaml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("InfoBox.layout.yaml:3:") == true)
        #expect(diagnostics.first?.contains("spacing `pad` is not a number, a declared metric or input") == true)
    }

    @Test func anEmptyLayoutIsAnError() throws {
        let cell = Self.cell.replacingOccurrences(of: "layout: InfoBox", with: "layout: \"\"")
        let folder = try SpecFolder(["Cell.layout.yaml": cell])
        #expect(
            folder.diagnostics("Cell.layout.yaml") == [
                "Cell.layout.yaml:2:19: error: `layout` must name a spec (`InfoBox` for InfoBox.layout.yaml beside "
                    + "this one), found an empty value"
            ])
    }
}
