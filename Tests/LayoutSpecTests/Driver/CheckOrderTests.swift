import Testing

@testable import LayoutSpec

/// The layout checks read the solution alone: they run before code generation, with witnesses
/// near the first example's input, and a spec they reject stops there.
@Suite struct CheckOrderTests {
    /// b.right = 16 + 300 + 8 + 100 = 424: past the container's right edge below 424 points (a's
    /// right edge, 316, stays inside the narrowest container declared).
    static let pastTheEdge = LayoutCheckTests.pastTheEdge + "\ncontainer: {minWidth: 320, minHeight: 20}"

    /// An example at width 400, expecting `frames` of b.
    static func example(b frame: String) -> String {
        "\nexamples:\n  - input: {width: 400, height: 50}\n    frames: {b: \(frame)}\n"
    }

    static func messages(_ spec: String) -> [String] {
        do {
            let layout = try LayoutCompiler().compile(contents: spec, path: "Order.layout.yaml")
            return layout.warnings.map { "\($0.severity): \($0.findingText)" }
        } catch let error as SpecError {
            return error.diagnostics.map { "\($0.severity): \($0.findingText)" }
        } catch {
            return ["\(error)"]
        }
    }

    @Test func aCheckErrorStopsBeforeTheExamplesRun() {
        // The example is wrong too (b is at x = 324), but the checks come first: their error alone,
        // its witness the example's width (400 < 424: overshoot 24).
        #expect(
            Self.messages(Self.pastTheEdge + "\nchecks: {outsideParent: error}" + Self.example(b: "[0, 0, 1, 1]")) == [
                "error: b extends past the container's right edge when container.width < 424 (for example "
                    + "container.width = 400 gives the overshoot = 24, where the overshoot = -container.width + 424); "
                    + "declare the sizes the layout is meant for: `container: {minWidth: 424}`"
            ])
    }

    @Test func warningsAccompanyALayoutWhoseExamplesHold() {
        // b = [324, 0, 100, 20] at width 400: the example holds and the warning stands.
        #expect(
            Self.messages(Self.pastTheEdge + Self.example(b: "[324, 0, 100, 20]")) == [
                "warning: b extends past the container's right edge when container.width < 424 (for example "
                    + "container.width = 400 gives the overshoot = 24, where the overshoot = -container.width + 424); "
                    + "declare the sizes the layout is meant for: `container: {minWidth: 424}`"
            ])
        // A failing example is reported alone, without the checks' warnings.
        #expect(
            Self.messages(Self.pastTheEdge + Self.example(b: "[0, 0, 100, 20]")).map { $0.prefix(17) } == [
                "error: example 1:"
            ])
    }
}
