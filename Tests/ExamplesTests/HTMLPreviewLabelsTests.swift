import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// Every spec's preview, run under `node` with `HTMLPreviewPageTests`' DOM stand-in at its default
/// input: no two labels' boxes overlap (a label's box is as the page measures it, 0.6 em a
/// character), every item is named by a label inside it or a legend line, and the picture's
/// viewBox holds every rectangle, so the whole picture fits its pane when scaled.
@Suite struct HTMLPreviewLabelsTests {
    /// Every spec in Specs/ (sorted) with its preview page at a 375 × 812 container, every measured
    /// view 120 × 20 and every label's font 14 / −4 / 10.
    static func specPreviews() throws -> [(spec: String, html: String)] {
        let directory = PicturesTests.root.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".layout.yaml")
        }.sorted()
        return try specs.map { spec in
            let layout = try LayoutCompiler().compile(path: directory.appendingPathComponent(spec).path)
            var request = EvaluationRequest(width: 375, height: 812)
            for view in layout.interface.measuredViews { request.sizes[view.name] = CGSize(width: 120, height: 20) }
            for label in layout.interface.labels {
                request.fonts[label] = FontMetrics(ascender: 14, descender: -4, capHeight: 10)
            }
            return (spec, try layout.htmlPreview(initial: request))
        }
    }

    @Test func labelsDoNotOverlapAndThePictureFits() throws {
        let previews = try Self.specPreviews()
        #expect(!previews.isEmpty)
        for (spec, html) in previews {
            let scripts = html.components(separatedBy: "<script>").dropFirst().map {
                $0.components(separatedBy: "</script>")[0]
            }
            let program =
                HTMLPreviewPageTests.fakeDocument + scripts.joined(separator: "\n") + #"""

                    const svg = document.getElementById("picture");
                    const view = svg.attributes.viewBox.split(" ").map(Number);
                    const number = (tag, name) => Number((tag.match(new RegExp(` ${name}="([^"]*)"`)) || [])[1]);
                    const rects = [...svg.innerHTML.matchAll(/<rect [^>]*>/g)].map(m => m[0]);
                    const texts = [...svg.innerHTML.matchAll(/<text ([^>]*)>([^<]*)/g)];
                    const problems = [];
                    for (const r of rects) {
                      const [x, y, w, h] = ["x", "y", "width", "height"].map(n => number(r, n));
                      if (x < view[0] || y < view[1] || x + w > view[0] + view[2] || y + h > view[1] + view[3]) problems.push("outside: " + r);
                    }
                    const labelBoxes = texts.map(t => {
                      const x = number(" " + t[1], "x"), y = number(" " + t[1], "y"), f = number(" " + t[1], "font-size");
                      return {text: t[2], box: [x, y - f, x + t[2].length * f * 0.6, y + f * 0.25]};
                    });
                    labelBoxes.forEach((a, i) => labelBoxes.slice(i + 1).forEach(b => {
                      if (a.box[0] < b.box[2] && b.box[0] < a.box[2] && a.box[1] < b.box[3] && b.box[1] < a.box[3]) {
                        problems.push(`overlap: ${a.text} / ${b.text}`);
                      }
                    }));
                    // Every item is named: by a label inside it or by a legend line under the picture.
                    // (A legend line is a swatch and its text.)
                    const legend = document.getElementById("legend").children.map(line => line.children.filter(c => typeof c === "string").join(""));
                    for (const item of setup.items) {
                      const named = labelBoxes.some(l => l.text.split(" ")[0] === item.name) || legend.some(l => l.startsWith(item.name + ": "));
                      if (!named && layoutFrames(request()).frames.has(item.name)) problems.push("unnamed: " + item.name);
                    }
                    process.stdout.write(JSON.stringify({labels: labelBoxes.length, problems}));
                    """#
            guard let output = try JavaScriptPreviewTests.node(program, input: "") else { return }
            let result = try #require(
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "\(spec): \(output)")
            #expect(result["problems"] as? [String] == [], "\(spec): \(output)")
        }
    }
}
