import Foundation
import Testing

/// The pictures in README.md and docs/ (docs/images/*.svg) are what `layout-gen render` draws
/// today: each line of docs/images/pictures.txt is rendered again and compared byte for byte, so a
/// change to a spec or to the renderer fails here until `Scripts/render-pictures.sh` is run. The
/// pictures are also the SVG renderer's golden files.
@Suite struct PicturesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `layout-gen`, next to the test bundle, else under the repository's .build.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("layout-gen"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("layout-gen"))
        candidates.append(root.appendingPathComponent(".build/debug/layout-gen"))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "layout-gen not built; looked at \(candidates.map(\.path))")
    }

    /// `(name, spec, options)` for every picture.
    static func pictures() throws -> [(name: String, spec: String, options: [String])] {
        let list = try String(contentsOf: root.appendingPathComponent("docs/images/pictures.txt"), encoding: .utf8)
        return list.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard words.count >= 2 else { return nil }
            return (words[0], words[1], Array(words.dropFirst(2)))
        }
    }

    static func render(_ spec: String, options: [String], to output: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try binary()
        process.currentDirectoryURL = root
        process.arguments = ["render", spec, "--output", output.path] + options
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func picturesAreCurrent() throws {
        let pictures = try Self.pictures()
        // Every spec in Specs/ has a picture.
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".layout.yaml") }
        #expect(Set(pictures.map { URL(fileURLWithPath: $0.spec).lastPathComponent }) == Set(specs))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for picture in pictures {
            let output = directory.appendingPathComponent(picture.name + ".svg")
            let run = try Self.render(picture.spec, options: picture.options, to: output)
            #expect(run.status == 0, "\(picture.name): \(run.stderr)")
            let fresh = try String(contentsOf: output, encoding: .utf8)
            let committed = try String(
                contentsOf: Self.root.appendingPathComponent("docs/images/\(picture.name).svg"),
                encoding: .utf8)
            #expect(fresh == committed, "docs/images/\(picture.name).svg is stale: run Scripts/render-pictures.sh")
        }
    }

    /// In every picture (the committed ones, which `picturesAreCurrent` keeps fresh) no two labels'
    /// boxes overlap (measured as the renderer measures them: 0.6 em a character, an em above the
    /// baseline to a quarter below, at 10 points), and each panel names every item it draws, by a
    /// label inside it or a legend line.
    @Test func labelsDoNotOverlapAndNameEveryItem() throws {
        for picture in try Self.pictures() {
            let svg = try String(
                contentsOf: Self.root.appendingPathComponent("docs/images/\(picture.name).svg"), encoding: .utf8)
            for (index, panel) in svg.components(separatedBy: "<g class=\"panel\">").dropFirst().enumerated() {
                let lines = panel.split(separator: "\n").map(String.init)
                var boxes: [(text: String, box: CGRect)] = []
                var named = Set<String>()
                for line in lines where line.contains("<text ") {
                    let text = line.replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)
                        .trimmingCharacters(in: .whitespaces)
                    if line.contains("class=\"legend\"") {
                        named.insert(String(text.prefix { $0 != ":" && $0 != " " }))
                    } else if line.contains("class=\"label\"") {
                        named.insert(String(text.prefix { $0 != " " }))
                        let x = try #require(Self.attribute("x", in: line)),
                            y = try #require(Self.attribute("y", in: line))
                        boxes.append((text, CGRect(x: x, y: y - 10, width: Double(text.count) * 6, height: 12.5)))
                    }
                }
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] where !a.box.intersection(b.box).isEmpty {
                        Issue.record("\(picture.name) panel \(index + 1): '\(a.text)' overlaps '\(b.text)'")
                    }
                }
                let items = lines.filter {
                    $0.contains("<rect ") && !$0.contains("class=\"container\"") && !$0.contains("width=\"100%\"")
                }
                #expect(named.count == items.count, "\(picture.name) panel \(index + 1): \(named.sorted())")
            }
        }
    }

    /// The number in `name="…"` of an SVG element's line.
    static func attribute(_ name: String, in line: String) -> Double? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != "\"" })
    }

    /// Rendering twice gives the same bytes (and the same as the committed picture above).
    @Test func renderingIsDeterministic() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = [
            "--width", "320,375", "--height", "44", "--size", "title=120x20", "--size", "action=60x20",
            "--when=", "--when", "rtl"
        ]
        var texts: [String] = []
        for index in 0..<2 {
            let output = directory.appendingPathComponent("\(index).svg")
            #expect(try Self.render("Specs/Toolbar.layout.yaml", options: options, to: output).status == 0)
            texts.append(try String(contentsOf: output, encoding: .utf8))
        }
        #expect(texts[0] == texts[1])
        // 2 widths × 2 condition sets.
        #expect(texts[0].components(separatedBy: "<g class=\"panel\">").count - 1 == 4)
        #expect(texts[0].contains("320 × 44, rtl"))
    }
}
