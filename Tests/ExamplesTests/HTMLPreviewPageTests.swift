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

    /// The controls of the page's setup, by key.
    static func controls(_ html: String) throws -> [String: [String: Any]] {
        let start = try #require(html.range(of: "const setup = "))
        let end = try #require(html.range(of: ";\n", range: start.upperBound..<html.endIndex))
        let setup = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        )
        let controls = try #require(setup["controls"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: controls.compactMap { control in
                (control["key"] as? String).map { ($0, control) }
            })
    }

    /// An input's slider runs over its declared range, an end left out at −200 or 200; a
    /// dimension that fits its content has no slider but says so (FeedCell's height).
    @Test func slidersFollowDeclaredRangesAndFittingDimensionsHaveNone() throws {
        let spec = """
            views: [a]
            inputs:
              free: {}
              low: {min: 0}
              both: {min: -5, max: 40}
            constraints:
              - a.left == free + low + both
              - a.top == 0
              - a.width == 10
              - a.height == 10

            """
        let layout = try LayoutCompiler().compile(contents: spec, path: "Ranges.layout.yaml")
        let controls = try Self.controls(try layout.htmlPreview(initial: EvaluationRequest(width: 100, height: 100)))
        let range = { (key: String) in [controls[key]?["min"] as? Double, controls[key]?["max"] as? Double] }
        #expect(range("input:free") == [-200, 200])
        #expect(range("input:low") == [0, 200])
        #expect(range("input:both") == [-5, 40])
        #expect(controls["width"]?["kind"] as? String == "slider")

        let feedCell = try LayoutCompiler().compile(
            path: PicturesTests.root.appendingPathComponent("Specs/FeedCell.layout.yaml").path)
        let feed = try Self.controls(try feedCell.htmlPreview(initial: EvaluationRequest(width: 375, height: 812)))
        #expect(feed["height"]?["kind"] as? String == "fixed")
        #expect(feed["height"]?["label"] as? String == "height fits content")
        #expect(feed["width"]?["kind"] as? String == "slider")
    }
}
