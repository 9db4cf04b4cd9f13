import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// Every spec's preview in a real browser, headless Chromium, at a 1200 × 900 window: the page is
/// laid out by the browser's own engine with its own fonts, and measured there. The picture lies
/// inside its pane and every rectangle inside the picture (it fits, scaled); the pane, right of
/// the controls column, lies inside the window, and so do the legend and the findings; no two
/// labels' boxes, as the browser draws them, overlap; no script error is raised.
///
/// All pages load at once, each in a 1200 × 900 frame of one page (one browser start), and the
/// checks run in that page after every frame has loaded; `--dump-dom` prints their result. Where no
/// Chromium or Chrome is installed the test does not run (`HTMLPreviewLabelsTests` checks the
/// same labels and viewBox under node, with a DOM stand-in, everywhere).
@Suite struct HTMLPreviewBrowserTests {
    /// The first headless-capable browser on `PATH` (or `LAYOUTGEN_BROWSER`), else `nil`.
    static let browser: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["LAYOUTGEN_BROWSER"], FileManager.default.isExecutableFile(atPath: given) {
            return URL(fileURLWithPath: given)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return URL(fileURLWithPath: folder + "/" + name)
            }
        }
        return nil
    }()

    /// The checks, run in the outer page once every frame has loaded.
    static let checks = """
        <pre id="result"></pre>
        <script>
        window.addEventListener("load", () => {
          const inside = (a, b) => a.left >= b.left - 1 && a.top >= b.top - 1 && a.right <= b.right + 1 && a.bottom <= b.bottom + 1;
          const results = {};
          for (const frame of document.querySelectorAll("iframe")) {
            const d = frame.contentDocument, problems = [];
            const box = id => d.getElementById(id).getBoundingClientRect();
            const viewport = {left: 0, top: 0, right: 1200, bottom: 900};
            const pane = box("pane"), svg = box("picture"), controls = box("controls");
            if (svg.width < 100 || svg.height < 100) problems.push(`picture ${svg.width} × ${svg.height}`);
            if (!inside(svg, pane)) problems.push("picture outside its pane");
            if (!inside(pane, viewport)) problems.push("pane outside the window");
            if (controls.right > pane.left + 1) problems.push("controls over the pane");
            for (const id of ["legend", "findings"]) if (!inside(box(id), viewport)) problems.push(id + " clipped");
            for (const rect of d.querySelectorAll("#picture rect")) {
              if (!inside(rect.getBoundingClientRect(), svg)) problems.push("rectangle outside the picture");
            }
            const labels = [...d.querySelectorAll("#picture text")].map(t => [t.textContent, t.getBoundingClientRect()]);
            labels.forEach(([text, a], i) => labels.slice(i + 1).forEach(([other, b]) => {
              if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
                problems.push(`labels overlap: ${text} / ${other}`);
              }
            }));
            for (const [text, rect] of labels) if (!inside(rect, svg)) problems.push("label outside the picture: " + text);
            problems.push(...(frame.contentWindow.__errors || []).map(e => "script error: " + e));
            results[frame.id] = {labels: labels.length, problems};
          }
          document.getElementById("result").textContent = JSON.stringify(results);
        });
        </script>
        """

    @Test(.enabled(if: browser != nil, "no Chromium or Chrome installed"))
    func everyPreviewFitsItsPaneWithoutOverlappingLabels() throws {
        let browser = try #require(Self.browser)
        let previews = try HTMLPreviewLabelsTests.specPreviews()
        let specs = previews.map(\.spec)
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
        for (spec, preview) in previews {
            // Script errors are collected from the first line of the page on.
            let html = preview.replacingOccurrences(
                of: "<head>",
                with:
                    "<head><script>window.__errors = []; window.onerror = m => { window.__errors.push(String(m)); };</script>"
            )
            let attribute = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "\"", with: "&quot;")
            page +=
                "<iframe id=\"\(spec)\" width=\"1200\" height=\"900\" style=\"border: 0; display: block\" srcdoc=\"\(attribute)\"></iframe>\n"
        }
        page += Self.checks + "</body></html>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("previews.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let dom = try Self.dumpDOM(browser, file, profile: folder.appendingPathComponent("profile"))
        // The result is the text of `<pre id="result">`, which the dump escapes as HTML text.
        let text = try #require(
            dom.components(separatedBy: "<pre id=\"result\">").dropFirst().first?.components(separatedBy: "</pre>")
                .first,
            "no result in the page: \(dom.prefix(500))")
        let json = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let results = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [String: Any]], "\(json)")
        #expect(Set(results.keys) == Set(specs))
        for (spec, result) in results.sorted(by: { $0.key < $1.key }) {
            #expect(result["problems"] as? [String] == [], "\(spec): \(result)")
        }
        // The overlap check has labels to compare (a spec of small views, WhenSections, has its
        // labels in the legend only).
        #expect(results.values.map { $0["labels"] as? Int ?? 0 }.reduce(0, +) >= 2 * specs.count)
    }

    /// The page's DOM after loading, as headless Chromium prints it (stopped after two minutes).
    static func dumpDOM(_ browser: URL, _ file: URL, profile: URL) throws -> String {
        let dump = file.deletingLastPathComponent().appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: dump.path, contents: nil)
        let output = try FileHandle(forWritingTo: dump)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--window-size=1300,1000", "--virtual-time-budget=10000", "--dump-dom", file.absoluteString
        ]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the browser exited with \(process.terminationStatus)")
        return try String(contentsOf: dump, encoding: .utf8)
    }
}
