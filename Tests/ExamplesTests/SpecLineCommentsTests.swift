import Foundation
import LayoutSpec
import Testing

/// The golden files read like hand-written frame math: each value a spec line decides names that
/// line in the comment before its `let` (`// ProfileCard.layout.yaml:13 title.top == avatar.top`),
/// and each frame whose position or size is a literal written into it names the lines of those.
@Suite struct SpecLineCommentsTests {
    /// Component values no combination of constraints gives, so no line is named. The list may only
    /// shrink.
    static let valuesWithoutSpecLines: Set<String> = [
        // `box.size == label.capLeft |--| .topRight`: a span from the label's cap line, which
        // `ValueDerivation` (as `explain`) finds no combination of constraints for.
        "RelativityFidelityLayout.swift: let box_height: CGFloat = label_capInset + 30"
    ]

    /// Each `let` of a solved attribute (`<item>_minX`, `_minY`, `_width`, `_height`) in a
    /// component's section of a golden file, with the line before it.
    static func componentValues(in text: String) -> [(declaration: String, previous: String)] {
        var result: [(declaration: String, previous: String)] = []
        var inComponent = false
        var previous = ""
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            defer { previous = line }
            if line.hasPrefix("// Component ") {
                inComponent = true
            } else if line.hasPrefix("// Frames") || line.hasPrefix("// Stacks") || line.hasPrefix("// Relativity")
                || line.hasPrefix("return ") || line.contains("func ")
            {
                inComponent = false
            }
            guard inComponent,
                line.range(of: #"^let \w+_(minX|minY|width|height): CGFloat"#, options: .regularExpression) != nil
            else { continue }
            result.append((line, previous))
        }
        return result
    }

    @Test func everyComponentValueNamesItsSpecLines() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: GoldenFilesTests.goldenFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(goldens.count >= 10)
        var checked = 0
        var unnamed: Set<String> = []
        for golden in goldens {
            let text = try String(
                contentsOf: GoldenFilesTests.goldenFolder.appendingPathComponent(golden), encoding: .utf8)
            let specFile = golden.replacingOccurrences(of: "Layout.swift", with: ".layout.yaml")
            for value in Self.componentValues(in: text) {
                checked += 1
                if !value.previous.hasPrefix("// \(specFile):") { unnamed.insert("\(golden): \(value.declaration)") }
            }
        }
        #expect(checked > 100, "component values in the goldens")
        #expect(unnamed == Self.valuesWithoutSpecLines)
    }

    @Test func profileCardNamesItsLines() throws {
        let compiled = try LayoutCompiler().compile(path: SpecEvaluation.path("ProfileCard.layout.yaml"))
        let lines = compiled.source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func comment(before declaration: String) -> String? {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(declaration) }), index > 0 else { return nil }
            return lines[index - 1]
        }
        #expect(
            comment(before: "let subtitle_minY: CGFloat")
                == "// ProfileCard.layout.yaml:5 title's intrinsic height (hugging 250); :11 avatar.top == "
                + "superview.top + pad; :13 title.top == avatar.top; :15 subtitle.top == title.bottom + 4")
        // The avatar's top and size are literals in its frame: the frame names their lines.
        #expect(
            comment(before: "let avatar_left: CGFloat")
                == "// ProfileCard.layout.yaml:10 H:|-pad-[avatar(48)]-12-[title]-(>=pad)-|; :11 avatar.top == "
                + "superview.top + pad; :12 avatar.height == avatar.width")
        // The spec's file name, not the path it was compiled from: the same code on every machine.
        #expect(!compiled.source.contains(SpecEvaluation.path("ProfileCard.layout.yaml")))
        // Comments change no frame: eval of the code with them is the code's.
        #expect(compiled.source.contains("// ProfileCard.layout.yaml:"))
    }

    @Test func theCheckFindsUncommentedValues() {
        let text = """
            // Component 1: a.left
            // A.layout.yaml:3 a.left == 8
            let a_minX: CGFloat = 8
            let b_width: CGFloat = 4
            // Frames: rounded
            let a_left: CGFloat = originX + a_minX
            """
        let values = Self.componentValues(in: text)
        #expect(values.map(\.declaration) == ["let a_minX: CGFloat = 8", "let b_width: CGFloat = 4"])
        #expect(values.map(\.previous) == ["// A.layout.yaml:3 a.left == 8", "let a_minX: CGFloat = 8"])
    }
}
