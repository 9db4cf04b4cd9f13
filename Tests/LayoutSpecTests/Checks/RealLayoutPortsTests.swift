import Foundation
import Testing

@testable import LayoutSpec

/// The layout checks on real code-built layouts (`RealLayoutPorts`): a correct layout gets at most
/// one warning, and the real defects are still reported (docs/Solving.md, "What the checks consider").
///
/// Measured with `layout-gen check` on the ports (warning and error lines, notes not counted):
/// before the considered ranges below, 49 over the 18 ports, 41 of them on the 15 correct ones
/// (BugCompareRow 1, BugFixedBanner 3, BugFollowPastEdge 4, EmptyState 2, FeedPostCell 3,
/// HiddenRowsForm 1, KeyboardComposer 5, LoginForm 1, OnboardingPage 14, PlayerControls 2,
/// ProductCard 1, SearchHeader 1, SettingsSwitches 10, StackedSettingsRows 1, the others 0), and 9
/// on Specs/StackedSettings.layout.yaml with its checks on; after, 5: one on FeedPostCell (a
/// timestamp wider than 285 points squeezes the author's name below 0) and the four real defects
/// (BugCompareRow 1, BugFixedBanner 1, BugFollowPastEdge 2). Every spec in Specs/ has 0, with
/// every check on.
@Suite struct RealLayoutPortsTests {
    /// The findings (warnings, or the errors thrown) of `spec`.
    static func diagnostics(_ spec: String, path: String) -> [Diagnostic] {
        do {
            return try LayoutCompiler().compile(contents: spec, path: path).warnings
        } catch let error as SpecError {
            return error.diagnostics
        } catch {
            return [.error(at: nil, "\(error)")]
        }
    }

    @Test func correctLayoutsGetAtMostOneWarning() {
        #expect(RealLayoutPorts.correct.count == 15)
        var counts: [String: Int] = [:]
        for (name, spec) in RealLayoutPorts.correct {
            let found = Self.diagnostics(spec, path: name)
            #expect(!found.contains { $0.severity == .error }, "\(name): \(found.map(\.description))")
            #expect(found.count <= 1, "\(name): \(found.map(\.description).joined(separator: "\n"))")
            if !found.isEmpty { counts[name] = found.count }
        }
        // The one left: the timestamp's width is a label's (up to a phone's width), and a
        // timestamp wider than 285 points would squeeze the name to nothing.
        #expect(counts == ["FeedPostCell.layout.yaml": 1])
    }

    @Test func realDefectsAreStillReported() throws {
        func messages(_ name: String) -> [String] {
            Self.diagnostics(RealLayoutPorts.withBugs[name] ?? "", path: name).map(\.message)
        }
        // Three fixed 120-point columns, 8-point gaps and 16-point margins need 416 points: on a
        // 375-point phone the name column is 375 − 416 = −41 wide.
        let compare = messages("BugCompareRow.layout.yaml")
        #expect(compare.count == 1)
        #expect(compare.first?.hasPrefix("name.width < 0 when container.width < 416") == true)
        // A 400-point banner 16 points from the leading edge ends at 416.
        let banner = messages("BugFixedBanner.layout.yaml")
        #expect(banner.count == 1)
        #expect(
            banner.first?.hasPrefix("banner extends past the container's trailing edge when container.width < 416")
                == true)
        // 16 + 48 + 12 + name + 8 + follow: with the 100-point name, a follow button wider than
        // 375 − 184 = 191 runs past the right edge; so does a name wider than 375 − 76 = 299.
        let follow = messages("BugFollowPastEdge.layout.yaml")
        #expect(follow.count == 2)
        #expect(
            follow.contains {
                $0.hasPrefix("name extends past the container's trailing edge when name.intrinsicWidth > 299")
            })
        #expect(
            follow.contains {
                $0.hasPrefix("follow extends past the container's trailing edge when follow.intrinsicWidth > 191")
            })
    }

    /// A spec's declarations, for `ConsideredInputs`.
    static func considered(_ spec: String) throws -> ConsideredInputs {
        let root = try DocumentReader.read(contents: spec, path: "Considered.layout.yaml")
        return ConsideredInputs(try SpecParser.parse(root, path: "Considered.layout.yaml"))
    }

    @Test func inputsAreConsideredAtRealisticSizes() throws {
        let considered = try Self.considered(
            """
            inputs: {readableWidth: , keyboardHeight: , spacing: , offset: {min: -50, max: 50}}
            views:
              toggle: {kind: switch}
              go: {kind: button}
              name: {kind: label}
              field: {kind: textField}
              photo: {kind: image}
              tall: {kind: button, measuredSize: {maxHeight: 90}}
            constraints: []
            """)
        func range(
            _ parameter: Parameter, _ proven: ClosedRange<Double> = ParameterDomain.sizeRange
        ) -> ClosedRange<Double> {
            considered.range(of: parameter, proven: proven, typicalWidth: 375, typicalHeight: 812)
        }
        #expect(range(.intrinsicWidth("toggle")) == 51...51)
        #expect(range(.intrinsicHeight("toggle")) == 31...31)
        #expect(range(.intrinsicHeight("go")) == 30...50)
        #expect(range(.intrinsicWidth("go")) == 0...320)
        #expect(range(.intrinsicHeight("name")) == 0...41)
        #expect(range(.intrinsicHeight("field")) == 0...44)
        #expect(range(.intrinsicHeight("photo")) == 0...568)
        #expect(range(.intrinsicHeight("tall"), 0...90) == 0...90)
        #expect(range(.measuredHeight("name")) == 0...284)
        #expect(range(.contentHeight("stack")) == 0...568)
        #expect(range(.contentWidth("stack")) == 0...320)
        let inputs = ParameterDomain.inputRange
        #expect(range(.input("readableWidth"), inputs) == 247...375)
        #expect(considered.typicalValue(of: .input("readableWidth"), typicalWidth: 375) == 343)
        #expect(range(.input("keyboardHeight"), inputs) == 0...406)
        #expect(range(.input("spacing"), inputs) == 0...100)
        #expect(range(.input("offset"), -50...50) == -50...50)
        #expect(considered.typicalValue(of: .input("offset"), typicalWidth: 375) == nil)
    }

    @Test func findingsReadingAStacksContentSizeAreLeftOut() throws {
        // Specs/StackedSettings.layout.yaml, now with every check on: its header's content height
        // is the taller of the 56-point avatar and the names column, summed by the generated code;
        // the checks' box took it as free, and reported the avatar past the header's bottom "for
        // every header.contentHeight" (at 20), a negative name height, and three more like it.
        let url = PackageRoot.url.appendingPathComponent("Specs/StackedSettings.layout.yaml")
        let spec = try String(contentsOf: url, encoding: .utf8)
        #expect(!spec.contains("checks:"))
        let found = Self.diagnostics(spec, path: "StackedSettings.layout.yaml")
        #expect(found.isEmpty, "\(found.map(\.description))")
        // The stack rows' content height no longer reaches the container's bottom (it did at 792).
        let rows = Self.diagnostics(RealLayoutPorts.hiddenRowsForm, path: "HiddenRowsForm.layout.yaml")
        #expect(rows.isEmpty, "\(rows.map(\.description))")
    }

    @Test func aNestedStacksViewsStayInsideItRightToLeft() {
        // A leading-aligned column beside an avatar: right to left, a name fits at the column's
        // right edge, and a longer one gets the column's width. The origin of the first and the
        // width of the second shared their regions, so their sum (the far edge) kept the first's
        // bounds: "name extends past its parent names's right edge for every container.width
        // (overshoot 175)", and past its left edge, for the name and the handle.
        let spec = """
            views:
              avatar: {}
              name: {kind: label}
              handle: {kind: label}
            stacks:
              header: {arranged: [avatar, names], alignment: center, spacing: 12}
              names: {axis: vertical, arranged: [name, handle], alignment: leading, spacing: 2}
            constraints:
              - header.top == safeArea.top + 12
              - header.leading == superview.leading + 16
              - header.trailing == superview.trailing - 16
              - avatar.size == 56
            """
        let found = Self.diagnostics(spec, path: "Header.layout.yaml")
        #expect(found.isEmpty, "\(found.map(\.description))")
    }
}
