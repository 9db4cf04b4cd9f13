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
        (["render", "x.layout.yaml", "--output", "o.svg", "--bogus", "1"], "unknown option '--bogus'")
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

    /// Measured views nobody gave a size are drawn at the typical size error pictures use,
    /// 100 × 20, and the picture and stderr say so; given sizes are kept.
    @Test func renderWithoutSizesDrawsTypicalSizesAndSaysSo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("p.svg")
        let run = try CLITests.run([
            "render", Self.profileCard, "--output", output.path, "--width", "320", "--height", "96",
            "--size", "title=120x20"
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "note: subtitle measured 100 × 20 (--size sets them)\n")
        let svg = try String(contentsOf: output, encoding: .utf8)
        #expect(svg.contains(">Note: subtitle measured 100 × 20 (--size sets them)</text>"))
        // ProfileCard: the title 120 × 20 as given; the subtitle under it, 100 × 20.
        #expect(svg.contains(">title <tspan class=\"size\">120 × 20</tspan></text>"))
        #expect(svg.contains(">subtitle: 100 × 20</text>"))
        let html = directory.appendingPathComponent("p.html")
        let page = try CLITests.run(["render", Self.profileCard, "--output", html.path])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stderr.contains("note: title, subtitle measured 100 × 20 (--size sets them)"))
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
