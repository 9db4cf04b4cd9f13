import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// `examples:` (docs/Solving.md): checked at generation time, errors at line:col, exposed in the code.
@Suite struct ExampleCheckTests {
    static let spec = """
        inputs: [gap]
        conditions: [compact]
        views:
          icon: {measure: intrinsic, hugging: 300, compression: 800}
          title: {measure: heightForWidth, label: true}
        constraints:
          - icon.leading == superview.leading + 8
          - title.leading == icon.trailing + gap
          - title.trailing == superview.trailing - 8
          - icon.top == 8
          - title.top == 8
        examples:

        """

    @Test func passingExamplesAreExposedInTheGeneratedType() throws {
        let yaml =
            Self.spec + """
                  - input: {width: 200, height: 100, scale: 2, set: {gap: 4}, when: [rtl, compact],
                            size: {icon: [20, 20], title: "300x10"}, font: {title: [9, -3, 7]}}
                    frames: {icon: [172, 8, 20, 20], title: [8, 8, 160, 20]}
                """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        #expect(layout.source.contains("static let examples: [Example] = ["))
        #expect(layout.source.contains("struct Example: Equatable, Sendable {"))
        #expect(layout.source.contains("title: HeightForWidth(intrinsicSize: CGSize(width: 300, height: 10)),"))
        #expect(layout.source.contains("compact: true,"))
        #expect(layout.source.contains("traits: LayoutTraits(layoutDirection: .rightToLeft)"))
        #expect(layout.source.contains("scale: 2,"))
        #expect(layout.source.contains("icon: CGRect(x: 172, y: 8, width: 20, height: 20),"))
    }

    @Test func aMismatchIsAnErrorAtTheFrameEntry() {
        let yaml =
            Self.spec + """
                  - input: {width: 200, size: {icon: [20, 20], title: [300, 10]}}
                    frames: {icon: [8, 8, 20, 20], title: [28, 8, 164, 10]}
                """
        // title: width 200 − 8 − 28 = 164, ceil(300 / 164) = 2 lines → 20.
        #expect(
            MeasuredLayoutSupport.diagnostics(yaml) == [
                "Test.layout.yaml:14:36: error: example 1: `title` is [28, 8, 164, 20], not [28, 8, 164, 10] as the example expects",
                #"Test.layout.yaml:13:5: note: example 1 gives {"frames": {"icon": [8, 8, 20, 20], "title": [28, 8, 164, 20]}}"#
            ])
    }

    @Test func withinOneMillionthMatches() throws {
        let yaml =
            Self.spec + """
                  - input: {width: 200, size: {icon: [20, 20], title: [300, 10]}}
                    frames: {title: [28.0000009, 8, 164, 20]}
                """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        // The generated table holds the computed frames, so the compiled comparison is exact.
        #expect(layout.source.contains("title: CGRect(x: 28, y: 8, width: 164, height: 20)"))
    }

    @Test func malformedExamplesAreErrorsAtTheirPositions() {
        let yaml =
            Self.spec + """
                  - input: {width: 200, depth: 3, set: {gapp: 1}, when: [wide], size: {icon: [1]}}
                    frames: {icon: [1, 2, 3], ghost: [0, 0, 0, 0]}
                    fittingSize: [1, 2]
                  - frames: {}
                  - 42
                """
        #expect(
            MeasuredLayoutSupport.diagnostics(yaml) == [
                "Test.layout.yaml:13:25: error: unknown key `depth` in example 1's `input` (the options of `layout-gen eval`); "
                    + "expected one of: width, height, scale, set, when, size, font, safe-area, margins",
                "Test.layout.yaml:13:41: error: unknown input `gapp` in `set`; expected one of: gap; did you mean `gap`?",
                "Test.layout.yaml:13:58: error: unknown condition `wide`; expected one of: compact, rtl, compactWidth, "
                    + "regularWidth, compactHeight, regularHeight, pad, phone",
                "Test.layout.yaml:13:78: error: `icon`'s size must be [w, h] (2 numbers), found a list of 1",
                "Test.layout.yaml:14:20: error: `icon`'s frame must be [x, y, w, h] (4 numbers), found a list of 3",
                "Test.layout.yaml:14:31: error: unknown view `ghost` in example 1's `frames`; expected one of: icon, title",
                "Test.layout.yaml:15:5: error: example 1 expects a `fittingSize`, but the spec fits no dimension "
                    + "(`container: {width: fit}` or `{height: fit}`)",
                "Test.layout.yaml:16:5: error: example 2 has no `input:` (the container size and run-time values, as for `layout-gen eval`)",
                "Test.layout.yaml:17:5: error: example 3 must be a mapping `{input: {...}, frames: {...}}`, found `42`"
            ])
    }

    /// The generated file, examples table included, compiles warning-free in Swift 6, and the
    /// compiled `frames(for:)` gives bit for bit the interpreter's frames for every example input.
    @Test func examplesCompileAndMatchTheInterpreter() throws {
        let yaml =
            Self.spec + """
                  - input: {width: 200, size: {icon: [20, 20], title: [300, 10]}}
                    frames: {title: [28, 8, 164, 20]}
                  - input: {width: 123.4, scale: 3, set: {gap: 0.1}, when: [rtl], size: {icon: [7.7, 7], title: [999.9, 13.3]}}
                    frames: {}
                """
        let layout = try MeasuredLayoutSupport.compile(yaml)
        guard let compiler = CodeGenCompileSupport.findCompiler() else { return }
        var parser = ExampleParser(interface: layout.interface)
        let root = try DocumentReader.read(contents: yaml, path: "T.layout.yaml")
        let examples = try parser.parse(#require(SpecParser.parse(root, path: "T.layout.yaml").examples))
        let inputs = examples.map(\.input)
        let compiled = try CodeGenCompileSupport.compileAndRun(layout.code, inputs: inputs, compiler: compiler)
        let interpreted = inputs.map {
            CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(layout.code, input: $0))
        }.joined()
        #expect(compiled == interpreted)
    }
}

/// Examples can set the safe-area insets and layout margins, as `eval --safe-area/--margins` does.
@Suite struct ExampleInsetsTests {
    static let spec = """
        views: [bar, body]
        container: {margins: input}
        constraints:
          - bar.top == safeArea.top
          - bar.left == safeArea.left
          - bar.right == safeArea.right
          - bar.height == 44
          - body.edges == margins.edges
        examples:
          - input: {width: 300, height: 200, safe-area: [20, 0, 10, 0], margins: [4, 6, 4, 6]}
            frames: {bar: [0, 20, 300, 44], body: [6, 4, 288, 192]}
        """

    @Test func insetsReachTheCheckAndTheGeneratedTable() throws {
        let compiled = try MeasuredLayoutSupport.compile(Self.spec, path: "Insets.layout.yaml")
        #expect(compiled.source.contains("safeAreaInsets: LayoutInsets(top: 20, left: 0, bottom: 10, right: 0)"))
        #expect(compiled.source.contains("layoutMargins: LayoutInsets(top: 4, left: 6, bottom: 4, right: 6)"))
    }

    @Test func aWrongFrameUnderInsetsIsReported() {
        let wrong = Self.spec.replacingOccurrences(of: "bar: [0, 20, 300, 44]", with: "bar: [0, 0, 300, 44]")
        let found = MeasuredLayoutSupport.diagnostics(wrong, path: "Insets.layout.yaml")
        #expect(
            found.first
                == "Insets.layout.yaml:11:14: error: example 1: `bar` is [0, 20, 300, 44], not [0, 0, 300, 44] as the example expects"
        )
    }
}
