import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// Every spec's preview in a real browser, headless Chromium, at a phone-sized 390 × 844 window and
/// at a 1200 × 900 one: the page is laid out by the browser's own engine with its own fonts, and
/// measured there. The picture takes at least 80 % of the window's width at 390 (the controls go
/// above it) and at least 60 % at 1200 (beside the controls column), and does not overlap the
/// controls; it lies inside its pane and every rectangle inside the picture (it fits, scaled);
/// nothing is cut off horizontally (the page is no wider than the window, and the legend, the
/// notes, the findings and the JSON neither run past its right edge nor overflow their own box);
/// at 1200 the pane, the legend and the findings lie inside the window; no two labels' boxes, as
/// the browser draws them, overlap; no script error is raised and nothing is logged as an error.
///
/// All pages load at once, each in a frame of the window's size in one page (one browser start),
/// and the checks run in that page after every frame has loaded; `--dump-dom` prints their
/// result. Where no Chromium or Chrome is installed the test does not run (`HTMLPreviewLabelsTests`
/// checks the same labels and viewBox under node, with a DOM stand-in, everywhere).
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

    /// The window sizes every preview is loaded at, and the share of the window's width the
    /// picture takes at least: a phone's, and a desktop browser's.
    static let windows: [(width: Int, height: Int, pictureShare: Double)] = [(390, 844, 0.8), (1200, 900, 0.6)]

    /// The checks, run in the outer page once every frame has loaded.
    static let checks = """
        <pre id="result"></pre>
        <script>
        window.addEventListener("load", () => {
          const inside = (a, b) => a.left >= b.left - 1 && a.top >= b.top - 1 && a.right <= b.right + 1 && a.bottom <= b.bottom + 1;
          const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
          const results = {};
          for (const frame of document.querySelectorAll("iframe")) {
            const d = frame.contentDocument, w = frame.contentWindow, problems = [];
            const width = Number(frame.width), height = Number(frame.height), share = Number(frame.dataset.share);
            const box = id => d.getElementById(id).getBoundingClientRect();
            const viewport = {left: 0, top: 0, right: width, bottom: height};
            const pane = box("pane"), svg = box("picture"), controls = box("controls");
            if (svg.width < share * width || svg.height < 100) problems.push(`picture ${svg.width} × ${svg.height}`);
            if (overlap(svg, controls)) problems.push("controls over the picture");
            if (!inside(svg, pane)) problems.push("picture outside its pane");
            if (d.documentElement.scrollWidth > width) problems.push(`page ${d.documentElement.scrollWidth} wide`);
            for (const id of ["legend", "notes", "findings", "json"]) {
              const element = d.getElementById(id), rect = element.getBoundingClientRect();
              if (rect.left < -1 || rect.right > width + 1) problems.push(id + " cut off at the side");
              if (element.scrollWidth > element.clientWidth + 1) problems.push(id + " overflows its box");
            }
            if (width > 700) {
              if (!inside(pane, viewport)) problems.push("pane outside the window");
              if (controls.right > pane.left + 1) problems.push("controls over the pane");
              for (const id of ["legend", "findings"]) if (!inside(box(id), viewport)) problems.push(id + " clipped");
            }
            for (const rect of d.querySelectorAll("#picture rect")) {
              if (!inside(rect.getBoundingClientRect(), svg)) problems.push("rectangle outside the picture");
            }
            const labels = [...d.querySelectorAll("#picture text")].map(t => [t.textContent, t.getBoundingClientRect()]);
            labels.forEach(([text, a], i) => labels.slice(i + 1).forEach(([other, b]) => {
              if (overlap(a, b)) problems.push(`labels overlap: ${text} / ${other}`);
            }));
            for (const [text, rect] of labels) if (!inside(rect, svg)) problems.push("label outside the picture: " + text);
            problems.push(...(w.__errors || []).map(e => "script error: " + e));
            results[frame.id] = {labels: labels.length, share: svg.width / width, problems};
          }
          document.getElementById("result").textContent = JSON.stringify(results);
        });
        </script>
        """

    @Test(.enabled(if: browser != nil, "no Chromium or Chrome installed"))
    func everyPreviewFitsItsWindowWithoutOverlapOrCutOff() throws {
        let browser = try #require(Self.browser)
        let started = Date()
        let previews = try HTMLPreviewLabelsTests.specPreviews()
        var frames: [String] = []
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
        for (spec, preview) in previews {
            // Script errors and logged errors are collected from the first line of the page on.
            let html = preview.replacingOccurrences(
                of: "<head>",
                with:
                    "<head><script>window.__errors = []; window.onerror = m => { window.__errors.push(String(m)); }; "
                    + "const logError = console.error; console.error = (...m) => { window.__errors.push(m.join(\" \")); "
                    + "logError(...m); };</script>"
            )
            let attribute = html.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "\"", with: "&quot;")
            for window in Self.windows {
                let id = "\(spec)@\(window.width)"
                frames.append(id)
                page +=
                    "<iframe id=\"\(id)\" width=\"\(window.width)\" height=\"\(window.height)\" "
                    + "data-share=\"\(window.pictureShare)\" style=\"border: 0; display: block\" srcdoc=\"\(attribute)\"></iframe>\n"
            }
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
        #expect(Set(results.keys) == Set(frames))
        for (frame, result) in results.sorted(by: { $0.key < $1.key }) {
            #expect(result["problems"] as? [String] == [], "\(frame): \(result)")
        }
        // The overlap check has labels to compare (a spec of small views, WhenSections, has its
        // labels in the legend only).
        #expect(results.values.map { $0["labels"] as? Int ?? 0 }.reduce(0, +) >= 2 * frames.count)
        for window in Self.windows {
            let shares = results.filter { $0.key.hasSuffix("@\(window.width)") }.compactMap {
                $0.value["share"] as? Double
            }
            print(
                "HTMLPreviewBrowserTests: at \(window.width) × \(window.height) the picture takes \(Int((shares.min() ?? 0) * 100)) % of the width or more"
            )
        }
        print("HTMLPreviewBrowserTests: \(frames.count) pages in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
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
