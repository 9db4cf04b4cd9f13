import Foundation
import LayoutSpec
import Testing

/// `layout-gen render`: usage errors, spec errors (nothing written), and the HTML page's parts.
@Suite struct RenderCommandTests {
    static let root = PackageRoot.url
    static let profileCard = root.appendingPathComponent("Specs/ProfileCard.layout.yaml").path

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: [
        (["render", "x.layout.yaml"], "missing --output"),
        (["render", "x.layout.yaml", "--output", "out.png"], "--output must end in .svg or .html"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--width", "320,abc"], "--width expects numbers"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--width", "-3"], "--width expects numbers"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--when", "rtl,"], "--when expects COND"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--bogus", "1"], "unknown option '--bogus'"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--fit", "0"], "--fit expects a width in pixels ≥ 1"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--fit", "wide"], "--fit expects a width in pixels ≥ 1"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--fit", "800", "--fit", "600"], "--fit"),
        (["render", "x.layout.yaml", "--output", "o.html", "--fit", "800"], "--fit sizes an SVG picture"),
        (["render", "x.layout.yaml", "--output", "o.svg", "--scale", "-1"], "--scale must not be negative")
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let run = try CLITests.run(arguments)
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.contains("USAGE: layout-gen render"))
    }

    @Test func undeclaredNamesAreUsageErrorsAndWriteNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("p.svg")
        let run = try CLITests.run(["render", Self.profileCard, "--output", output.path, "--when", "editing"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("no condition 'editing'"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func specErrorsExitOneAndWriteNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Bad.layout.yaml")
        // A spec that does not parse has nothing to draw (solver errors are drawn: ErrorPictureTests).
        try "views: [a]\nconstrains:\n  - a.width == 10\n".write(to: spec, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("p.svg")
        let run = try CLITests.run(["render", spec.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Bad.layout.yaml:"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func htmlIsSelfContainedWithAControlPerInput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("p.html")
        let run = try CLITests.run([
            "render", Self.profileCard, "--output", output.path, "--width", "320",
            "--size", "title=120x20"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // No network: no external script, style, image or font.
        for reference in ["src=", "href=", "http://", "https://", "@import", "url("] where reference != "http://" {
            #expect(!html.contains(reference), "\(reference)")
        }
        #expect(html.components(separatedBy: "http://").count - 1 == 1)  // the SVG element's namespace only
        #expect(html.contains("function layoutFrames(request)"))
        #expect(html.contains("\"key\": \"width\""))
        #expect(html.contains("\"value\": 320"))
        #expect(html.contains("\"key\": \"size:title\""))
        #expect(html.contains("\"key\": \"size:subtitle\""))
        #expect(html.contains("\"key\": \"when:rtl\""))
    }

    /// The `<svg>` element's `width`, `height` and `viewBox` attributes of the picture `render` writes
    /// for ProfileCard with `options`, and its stderr.
    static func pictureSize(_ options: [String]) throws -> (attributes: [String], stderr: String, svg: String) {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("p.svg")
        let run = try CLITests.run(["render", Self.profileCard, "--output", output.path, "--height", "96"] + options)
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        let head = svg.prefix { $0 != ">" }
        let attributes = ["width", "height", "viewBox"].map { name in
            head.components(separatedBy: " \(name)=\"").dropFirst().first?.components(separatedBy: "\"").first ?? ""
        }
        return (attributes, run.stderr, svg)
    }

    /// `--scale S` draws S pixels a point (the viewBox stays in points); `--fit W` makes a wider
    /// picture W pixels wide, and never enlarges one.
    @Test func scaleAndFitSetThePicturesPixelSize() throws {
        let sizes = ["--size", "title=120x20", "--size", "subtitle=200x16"]
        let natural = try Self.pictureSize(sizes).attributes
        #expect(natural == ["423", "175", "0 0 423 175"])
        #expect(try Self.pictureSize(sizes + ["--scale", "2"]).attributes == ["846", "350", "0 0 423 175"])
        #expect(try Self.pictureSize(sizes + ["--scale", "0"]).attributes == ["423", "175", "0 0 423 175"])
        // 600 / 423 pixels a point: 175 · 600 / 423 = 248.23 high.
        #expect(
            try Self.pictureSize(sizes + ["--scale", "2", "--fit", "600"]).attributes == [
                "600", "248.23", "0 0 423 175"
            ])
        #expect(try Self.pictureSize(sizes + ["--fit", "600"]).attributes == ["423", "175", "0 0 423 175"])
        #expect(try Self.pictureSize(sizes + ["--fit", "211.5"]).attributes == ["211.5", "87.5", "0 0 423 175"])
    }

    /// Without `--size`, measured views are drawn at the typical 100 × 20 the error pictures use,
    /// and the picture and stderr say so; with every size given, neither does.
    @Test func measuredViewsWithoutSizesAreDrawnAtTypicalSizes() throws {
        let note = "title, subtitle measured at typical sizes 100 × 20: pass --size VIEW=WxH to set them"
        let typical = try Self.pictureSize([])
        #expect(typical.stderr == "note: \(note)\n")
        #expect(typical.svg.contains(">\(note)</text>"))
        #expect(typical.svg.contains(">title <tspan class=\"size\">100 × 20</tspan></text>"))
        let one = try Self.pictureSize(["--size", "title=120x20"])
        #expect(one.stderr == "note: subtitle measured at a typical size 100 × 20: pass --size VIEW=WxH to set them\n")
        let given = try Self.pictureSize(["--size", "title=120x20", "--size", "subtitle=200x16"])
        #expect(given.stderr == "")
        #expect(!given.svg.contains("typical"))
    }

    /// The safe area (dashed green) and the layout margins (dashed grey) are drawn where the layout
    /// reads them, at the insets given, and not where it does not (ProfileCard reads neither).
    @Test func insetsAreDrawnOnlyWhereTheLayoutReadsThem() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Insets.layout.yaml")
        try """
        views: [a, b]
        container: {margins: input}
        constraints:
          - "H:|-[a]-|"
          - a.top == safeArea.top
          - a.height == 10
          - "H:|[b]|"
          - b.top == margins.top
          - b.height == 10

        """.write(to: spec, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("p.svg")
        let run = try CLITests.run([
            "render", spec.path, "--output", output.path, "--width", "100", "--height", "200",
            "--safe-area", "20,0,34,0", "--margins", "8,16,8,16"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        // The container at (24, 42): the safe area 20 below its top, 200 − 20 − 34 = 146 high.
        #expect(
            svg.contains(
                "<rect x=\"24\" y=\"62\" width=\"100\" height=\"146\" fill=\"none\" stroke=\"#2a7\" stroke-dasharray=\"6 4\"/>"
            ), "\(svg)")
        #expect(
            svg.contains(
                "<rect x=\"40\" y=\"50\" width=\"68\" height=\"184\" fill=\"none\" stroke=\"#aaa\" stroke-dasharray=\"6 4\"/>"
            ), "\(svg)")
        let plain = try Self.pictureSize([
            "--safe-area", "20,0,34,0", "--margins", "8,16,8,16", "--size", "title=1x1", "--size", "subtitle=1x1"
        ])
        #expect(!plain.svg.contains("stroke-dasharray=\"6 4\""))
    }

    @Test func helpListsTheNewCommands() throws {
        let run = try CLITests.run(["--help"])
        for line in ["  render ", "  explain ", "  schema "] {
            #expect(run.stdout.contains(line), "\(line)")
        }
        for command in ["render", "explain", "schema"] {
            let help = try CLITests.run(["help", command])
            #expect(help.status == 0)
            #expect(help.stdout.contains("\nUSAGE: layout-gen \(command)"), "\(help.stdout)")
        }
    }
}
