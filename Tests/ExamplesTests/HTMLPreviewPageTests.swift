import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// The whole HTML page runs: its scripts under `node` with a minimal stand-in for the DOM build the
/// controls and draw, and the frames the page shows for its initial input are `eval`'s.
@Suite struct HTMLPreviewPageTests {
    static let fakeDocument = """
        const elements = new Map();
        function element(tag) {
          return {tag, children: [], attributes: {}, style: {}, innerHTML: "", textContent: "", value: "",
                  append(...nodes) { this.children.push(...nodes); }, prepend(...nodes) { this.children.unshift(...nodes); },
                  setAttribute(name, value) { this.attributes[name] = String(value); }};
        }
        globalThis.document = {
          getElementById(id) { if (!elements.has(id)) elements.set(id, element(id)); return elements.get(id); },
          createElement: element,
        };

        """

    @Test func pageDrawsEvalsFramesForItsInitialInput() throws {
        let directory = PicturesTests.root.appendingPathComponent("Specs")
        for spec in ["ProfileCard", "FeedCell", "NestedCard", "ConstraintFormatterForm"] {
            let layout = try LayoutCompiler().compile(
                path: directory.appendingPathComponent("\(spec).layout.yaml").path)
            var request = EvaluationRequest(width: 320, height: 200)
            for view in layout.interface.measuredViews { request.sizes[view.name] = CGSize(width: 130, height: 18) }
            for label in layout.interface.labels {
                request.fonts[label] = FontMetrics(ascender: 11.5, descender: -3.25, capHeight: 8.5)
            }
            let html = try layout.htmlPreview(initial: request)
            let scripts = html.components(separatedBy: "<script>").dropFirst().map {
                $0.components(separatedBy: "</script>")[0]
            }
            #expect(scripts.count == 2)
            let program =
                HTMLPreviewPageTests.fakeDocument + scripts.joined(separator: "\n") + """

                    process.stdout.write(document.getElementById("json").textContent + "\\n");
                    process.stdout.write(String(document.getElementById("picture").innerHTML.split("<rect").length - 1) + "\\n");
                    """
            guard let output = try JavaScriptPreviewTests.node(program, input: "") else { return }
            let lines = output.split(separator: "\n").map(String.init)
            try #require(lines.count == 2, "\(spec): \(output)")
            // The page's JSON against eval's, number by number.
            let shown = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
            let expected = try #require(
                try JSONSerialization.jsonObject(with: Data(layout.evaluate(request).utf8)) as? [String: Any])
            let shownFrames = try #require(shown["frames"] as? [String: [Double]])
            let expectedFrames = try #require(expected["frames"] as? [String: [Double]])
            #expect(shownFrames == expectedFrames, "\(spec)")
            #expect(shown["fittingSize"] as? [Double] == expected["fittingSize"] as? [Double], "\(spec)")
            // The container and one rectangle per item: none of these specs reads the margins or
            // the safe area, so neither is drawn.
            #expect(!layout.readsLayoutMargins && !layout.readsSafeArea, "\(spec)")
            #expect(Int(lines[1]) == 1 + layout.interface.items.count, "\(spec)")
        }
    }
}
