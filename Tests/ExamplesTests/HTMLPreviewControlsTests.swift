import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// The preview's controls and findings, run under `node` with `HTMLPreviewPageTests`' DOM stand-in.
@Suite struct HTMLPreviewControlsTests {
    /// Runs the page for `spec` at `request`, then `actions` (JavaScript), and prints `printed`.
    static func run(
        _ spec: String, _ request: EvaluationRequest, actions: String = "", printed: String
    ) throws -> String? {
        let layout = try LayoutCompiler().compile(contents: spec, path: "Preview.layout.yaml")
        let html = try layout.htmlPreview(initial: request)
        let scripts = html.components(separatedBy: "<script>").dropFirst().map {
            $0.components(separatedBy: "</script>")[0]
        }
        let program =
            HTMLPreviewPageTests.fakeDocument + scripts.joined(separator: "\n") + "\n" + actions
            + "\nprocess.stdout.write(String(\(printed)));\n"
        return try JavaScriptPreviewTests.node(program, input: "")
    }

    /// `|-16-[a]-16-|` at width 20: a is 20 − 32 = −12 wide, drawn and listed as a negative size.
    @Test func negativeSizesAreFindings() throws {
        let spec = "views: [a]\ncontainer: {minWidth: 40}\nconstraints:\n  - H:|-16-[a]-16-|\n  - V:|[a(10)]\n"
        guard
            let findings = try Self.run(
                spec, EvaluationRequest(width: 20, height: 100),
                printed: "document.getElementById(\"findings\").textContent")
        else { return }
        #expect(findings.contains("⚠ a has a negative size, -12 × 10"), "\(findings)")
        // Width 20 is below the proven 40: the width slider starts at 40.
        let html = try LayoutCompiler().compile(contents: spec, path: "Preview.layout.yaml")
            .htmlPreview(initial: EvaluationRequest(width: 200, height: 100))
        #expect(html.contains("\"min\": 40"))
    }

    /// The zoom menu: at 200% a 100 × 50 container with the 12-point padding is drawn
    /// (100 + 24) × 2 = 248 by (50 + 24) × 2 = 148 pixels, scrolling, with labels 11 / 2 = 5.5
    /// units high (11 px on screen); back at "fit" the picture fills its pane again.
    @Test func zoomDrawsAtAFixedScale() throws {
        let spec = "views: [a]\nconstraints:\n  - H:|[a]|\n  - V:|[a(40)]\n"
        let actions = """
            const all = [];
            (function walk(node) { if (node && node.children) { all.push(node); node.children.forEach(walk); } })(controls);
            const zoom = all.flatMap(n => n.children).find(c => c && c.id === "zoom");
            const picture = document.getElementById("picture");
            zoom.value = "2"; zoom.onchange();
            const zoomed = [picture.attributes.width, picture.attributes.height, document.getElementById("pane").className,
                            (picture.innerHTML.match(/font-size="([^"]*)"/) || [])[1]];
            zoom.value = "fit"; zoom.onchange();
            const fitted = [picture.attributes.width, document.getElementById("pane").className];
            """
        guard
            let output = try Self.run(
                spec, EvaluationRequest(width: 100, height: 50), actions: actions,
                printed: "zoomed.concat(fitted).join(\",\")")
        else { return }
        #expect(output == "248,148,zoomed,5.5,100%,")
    }

    /// Ticking regularWidth unticks compactWidth (and its state), as a trait collection has one
    /// (the spec reads the horizontal size class, so both toggles are shown).
    @Test func sizeClassesExcludeEachOther() throws {
        let spec =
            "views: [a]\nconstraints:\n  - H:|[a]|\n  - when: compactWidth\n    constraints:\n      - V:|[a(10)]\n"
            + "    else:\n      - V:|[a(20)]\n"
        let actions = """
            const all = [];
            (function walk(node) { if (node && node.children) { all.push(node); node.children.forEach(walk); } })(controls);
            const box = name => all.flatMap(n => n.children).find(c => c && c.type === "checkbox" && c.onchange
              && all.some(l => l.children.includes(c) && l.children.includes(name + " ")));
            """
        var request = EvaluationRequest(width: 100, height: 100)
        request.conditions = ["compactWidth"]
        guard
            let output = try Self.run(
                spec, request,
                actions: actions + """
                    const regular = box("regularWidth"), compact = box("compactWidth");
                    regular.checked = true; regular.onchange();
                    """,
                printed: "[compact.checked, state[\"when:compactWidth\"], state[\"when:regularWidth\"]].join(\",\")")
        else { return }
        #expect(output == "false,false,true")
    }

    /// The iPhone 15 preset: 393 × 852 points, safe area 59 on top and 34 at the bottom, compact
    /// width, phone; a view pinned to the safe area is 852 − 59 − 34 = 759 high (the spec reads the
    /// horizontal size class and the idiom, so their toggles are shown).
    @Test func devicePresetsSetSizeSafeAreaAndTraits() throws {
        let spec =
            "views: [a]\nconstraints:\n  - a.top == safeArea.top\n  - a.bottom == safeArea.bottom\n"
            + "  - when: compactWidth && phone\n    constraints:\n      - H:|[a]|\n    else:\n      - H:|-[a]-|\n"
        guard
            let output = try Self.run(
                spec, EvaluationRequest(width: 100, height: 100),
                actions: """
                    applyDevice(devices.find(d => d.name === "iPhone 15"));
                    const frame = layoutFrames(request()).frames.get("a");
                    """,
                printed:
                    "[state.width, state.height, frame.join(\" \"), state[\"when:compactWidth\"], state[\"when:phone\"], state[\"when:pad\"]].join(\",\")"
            )
        else { return }
        #expect(output == "393,852,0 59 393 759,true,true,false")
    }

    /// A "hide b" toggle per hidden flag: ticking it lays the row out without b. Row 0…200,
    /// a 20 and b 30 wide with spacing 10: a gets 200 − 30 − 10 = 160; with b hidden, all 200.
    @Test func hiddenFlagsAreToggles() throws {
        let spec = """
            views:
              a: {measure: intrinsic}
              b: {measure: intrinsic}
            stacks:
              row: {arranged: [a, b], spacing: 10, hideable: [b]}
            constraints:
              - row.leading == superview.leading
              - row.trailing == superview.trailing
              - row.top == superview.top
            """
        let request = EvaluationRequest(
            width: 200, height: 100, sizes: ["a": CGSize(width: 20, height: 10), "b": CGSize(width: 30, height: 10)])
        guard
            let output = try Self.run(
                spec, request,
                actions: """
                    const all = [];
                    (function walk(node) { if (node && node.children) { all.push(node); node.children.forEach(walk); } })(controls);
                    const hide = all.flatMap(n => n.children).find(c => c && c.type === "checkbox" && c.onchange
                      && all.some(l => l.children.includes(c) && l.children.includes("hide b ")));
                    const before = layoutFrames(request()).frames.get("a")[2];
                    hide.checked = true; hide.onchange();
                    const after = layoutFrames(request()).frames.get("a")[2];
                    """,
                printed: "[before, after, state[\"when:bHidden\"]].join(\",\")")
        else { return }
        #expect(output == "160,200,true")
    }
}
