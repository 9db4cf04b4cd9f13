import Foundation
import LayoutSpec
import Testing

/// `layout-gen explain`: formulas and thresholds worked out by hand.
@Suite struct LayoutExplanationTests {
    /// ProfileCard's horizontal line: avatar 16 + 48 + 12 from the left puts the title at 76; the
    /// title keeps 16 to the right edge, so its width is at most W − 76 − 16 = W − 92, and it is its
    /// intrinsic width while that fits: W − 92 ≥ t, i.e. W − t ≥ 92.
    static let spec = """
        views:
          avatar: {}
          title: {measure: intrinsic}
        constraints:
          - "H:|-16-[avatar(48)]-12-[title]-(>=16)-|"
          - avatar.top == 16
          - avatar.height == 48
          - title.top == 16
        """

    @Test func piecesAndThresholds() throws {
        let text = try LayoutExplanation.explain(contents: Self.spec, path: "Card.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        #expect(
            lines.first
                == "CardLayout (Card.layout.yaml): each attribute in container coordinates, before pixel rounding.")
        #expect(lines.contains("when !rtl: avatar.left = 16"))
        // Right to left: the avatar's right edge is 16 from the container's: W − 16 − 48 = W − 64.
        #expect(lines.contains("when rtl: avatar.left = container.width - 64"))
        // Its width does not depend on the direction, so it is stated once.
        #expect(lines.contains("avatar.width = 48"))
        #expect(lines.contains("title.width = min(container.width - 92, title.intrinsicWidth)"))
        #expect(lines.contains("    = container.width - 92 while container.width - title.intrinsicWidth <= 92"))
        #expect(lines.contains("    = title.intrinsicWidth otherwise"))
        // Right to left the title's right edge is at W − 76: left = W − 76 − width, and at least 16.
        #expect(lines.contains("when rtl: title.left = max(16, container.width - title.intrinsicWidth - 76)"))
        #expect(lines.contains("title.height = title.intrinsicHeight"))
    }

    /// Each piece names the constraints it comes from: W − 92 is the gap 16 (line 5, column 10),
    /// the avatar's 48 (5:21), the gap 12 (5:26) and the trailing `(>=16)` (5:38), which holds
    /// with equality on that piece; the intrinsic width is the title's own hugging and compression
    /// resistance (declared at 3:3), both equalities there; 16 from the top is line 8's equation.
    @Test func piecesNameTheirConstraints() throws {
        let text = try LayoutExplanation.explain(contents: Self.spec, path: "Card.layout.yaml")
        let lines = text.components(separatedBy: "\n")
        let vfl = "`H:|-16-[avatar(48)]-12-[title]-(>=16)-|`"
        let narrow = try #require(
            lines.firstIndex(of: "    = container.width - 92 while container.width - title.intrinsicWidth <= 92"))
        #expect(lines[narrow + 1] == "        from 5:10, 5:21, 5:26, 5:38 \(vfl)")
        let wide = try #require(lines.firstIndex(of: "    = title.intrinsicWidth otherwise"))
        #expect(
            lines[wide + 1]
                == "        from 3:3 `title's intrinsic width (hugging 250)`, "
                + "3:3 `title's intrinsic width (compression resistance 750)`")
        let top = try #require(lines.firstIndex(of: "title.top = 16"))
        #expect(lines[top + 1] == "        from 8:5 `title.top == 16`")
        // Left to right the avatar is 16 from the left edge: the leading gap alone.
        let left = try #require(lines.firstIndex(of: "when !rtl: avatar.left = 16"))
        #expect(lines[left + 1] == "        from 5:10 \(vfl)")
    }

    @Test func thresholdsOfOneInputAreNumbers() {
        // w − 212 ≥ 0 ⇔ w ≥ 212; −2w + 100 ≥ 0 ⇔ w ≤ 50.
        #expect(
            LayoutExplanation.threshold(LinearExpression(parameters: [.containerWidth: 1], constant: -212))
                == "container.width >= 212")
        #expect(
            LayoutExplanation.threshold(LinearExpression(parameters: [.containerWidth: -2], constant: 100))
                == "container.width <= 50")
    }

    @Test func cliExplainsAndReportsErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutgen-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("Card.layout.yaml")
        try Self.spec.write(to: good, atomically: true, encoding: .utf8)
        let run = try CLITests.run(["explain", good.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("title.width = min(container.width - 92, title.intrinsicWidth)\n"))
        let bad = directory.appendingPathComponent("Bad.layout.yaml")
        try "views: [a]\nconstraints:\n  - a.width == 10\n  - a.width == 20\n".write(
            to: bad, atomically: true, encoding: .utf8)
        let failed = try CLITests.run(["explain", bad.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Bad.layout.yaml:"))
        #expect(try CLITests.run(["explain"]).status == 64)
    }

    /// Every spec in Specs/ explains: every view's four attributes appear.
    @Test func everySpecExplains() throws {
        let directory = PackageRoot.url.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".layout.yaml")
        }
        #expect(specs.count >= 10)
        for spec in specs {
            let path = directory.appendingPathComponent(spec).path
            let text = try LayoutExplanation.explain(
                contents: String(contentsOfFile: path, encoding: .utf8), path: path)
            let layout = try LayoutCompiler().compile(path: path)
            for item in layout.interface.items {
                for attribute in ["left", "top", "width", "height"] {
                    #expect(
                        text.contains("\(item.name).\(attribute) ") || text.contains("\(item.name).\(attribute),"),
                        "\(spec): \(item.name).\(attribute)")
                }
            }
        }
    }
}
