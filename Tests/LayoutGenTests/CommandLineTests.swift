import Foundation
import LayoutSpec
import Testing

@testable import layout_gen

/// The parsed command line over the one option table: short and long spellings, the defaults
/// `eval` and `render` share.
@Suite struct CommandLineTests {
    @Test func shortFlagsAreTheLongOnes() throws {
        let short = try ArgumentParser.parse(["eval", "a.layout.yaml", "-w", "320", "-H=500"])
        let long = try ArgumentParser.parse(["eval", "a.layout.yaml", "--width=320", "--height", "500"])
        #expect(short == long)
        guard case .eval(let options) = short else {
            Issue.record("not eval: \(short)")
            return
        }
        #expect(options.width == 320 && options.height == 500)
        #expect(
            try ArgumentParser.parse(["render", "a.layout.yaml", "-o", "a.svg", "-w", "320,375"])
                == ArgumentParser.parse(["render", "a.layout.yaml", "--output", "a.svg", "--width", "320,375"]))
        #expect(
            try ArgumentParser.parse(["generate", "a.layout.yaml", "-o", "Out"])
                == .generate(GenerateOptions(specs: ["a.layout.yaml"], destination: .directory("Out"))))
    }

    /// `eval` and `render` start from the same container, 375 × 812.
    @Test func evalAndRenderShareTheDefaultContainer() throws {
        guard case .eval(let eval) = try ArgumentParser.parse(["eval", "a.layout.yaml"]),
            case .render(let render) = try ArgumentParser.parse(["render", "a.layout.yaml", "-o", "a.svg"])
        else {
            Issue.record("not eval and render")
            return
        }
        #expect(eval.width == 375 && eval.height == 812)
        #expect(render.widths == [eval.width] && render.heights == [eval.height])
    }

    /// Without -w and -H, eval lays the spec out in 375 × 812: a view pinned to the edges fills it.
    @Test func evalWithoutASizeUsesTheDefaultContainer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-cl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Fill.layout.yaml")
        try "views: [a]\nconstraints:\n  - H:|[a]|\n  - V:|[a]|\n".write(to: spec, atomically: true, encoding: .utf8)
        let run = LayoutGenTool.capturing(["eval", spec.path])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == "{\"frames\": {\"a\": [0, 0, 375, 812]}}\n")
    }
}
