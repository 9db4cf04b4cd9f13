import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// Large layouts (docs/GeneratedCode.md, "Large layouts"): a 100-view grid (bodies split at 40 statements here) gets a `Frames` whose
/// public initializer calls the compiler-made one (a memberwise tag), a body split into parts that
/// fill in `frames` with single-statement stores rounded through `PixelRounding.frameOutlined`, and
/// `apply` through `Optional.applyLayoutFrame`; it compiles with warnings as errors, and the
/// compiled code, the interpreter and hand-computed frames agree.
@Suite struct LargeLayoutCodeTests {
    /// 20 rows of 5 equal cells: `left = 16 + c·(w + 8)`, `w = (width − 32 − 4·8) / 5`, `top = 16 + r·52`, 44 high.
    static let spec: String = {
        var lines = ["views:"]
        for r in 0..<20 { for c in 0..<5 { lines.append("  v\(r)_\(c): {}") } }
        lines.append("constraints:")
        for r in 0..<20 {
            for c in 0..<5 {
                let v = "v\(r)_\(c)"
                lines.append("  - \"\(v).top == " + (r == 0 ? "superview.top + 16\"" : "v\(r - 1)_\(c).bottom + 8\""))
                lines.append("  - \"\(v).height == 44\"")
                lines.append("  - \"\(v).left == " + (c == 0 ? "superview.left + 16\"" : "v\(r)_\(c - 1).right + 8\""))
                if c > 0 { lines.append("  - \"\(v).width == v\(r)_0.width\"") }
            }
            lines.append("  - \"v\(r)_4.right == superview.right - 16\"")
        }
        lines.append("container: {minWidth: 64}")
        lines.append("checks: {outsideParent: off}")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A compiler that splits bodies of more than 40 statements.
    static var compiler: LayoutCompiler {
        var compiler = LayoutCompiler()
        compiler.maximumStatementsPerFunction = 40
        return compiler
    }

    static let inputs = [
        EvaluationInput(width: 375, height: 1100, scale: 0),
        EvaluationInput(width: 375, height: 1100, scale: 2),
        EvaluationInput(width: 1024.3, height: 700, scale: 3),
        EvaluationInput(width: 64, height: 10, scale: 1)
    ]

    @Test func largeLayoutsUseTheCompileFriendlyShapes() throws {
        let layout = try Self.compiler.compile(contents: Self.spec, path: "Grid.layout.yaml")
        let source = layout.source
        // Frames start at `.zero`, with `init()` as their one initializer (no memberwise one).
        #expect(source.contains("        var v3_2: CGRect = .zero\n"))
        #expect(source.contains("        init() {}\n"))
        #expect(!source.contains("memberwiseTag"))
        #expect(!source.contains("self.v0_0 = v0_0"))
        #expect(source.contains("        var frames: Frames = Frames()\n"))
        // Each part stores into one `inout CGRect` per item, bound to `&frames.<item>`.
        #expect(source.contains("            v3_2: &frames.v3_2,\n"))
        #expect(source.contains("        v3_2: inout CGRect,\n"))
        #expect(!source.contains("frames: inout Frames"))
        #expect(source.contains("        v3_2 = PixelRounding.frameOutlined(\n"))
        // The cells' common width is computed once per part (cheap, it is recomputed rather than
        // passed), not once per cell.
        let parts = source.components(separatedBy: "private static func framesPart").count - 1
        #expect(parts >= 2)
        #expect(source.components(separatedBy: "0.2 * container_width - 12.8").count - 1 <= parts)
        // `apply` takes (key path, target) pairs: one loop, not 100 defaulted parameters.
        #expect(source.contains("        func apply(_ targets: (KeyPath<Self, CGRect>, any LayoutFrameTarget)...) {\n"))
        #expect(!source.contains("v3_2: (any LayoutFrameTarget)? = nil"))
        #expect(!source.contains("_rounded"))
        // `==` is the runtime's one comparison, not 100 synthesized ones.
        #expect(
            source.contains(
                "        static func == (lhs: Frames, rhs: Frames) -> Bool {\n            FramesEquality.equal(lhs, rhs)\n"
            ))
        // Input has few properties: it keeps the plain initializer.
        #expect(source.contains("            self.bounds = bounds\n"))
    }

    @Test func framesMatchHandComputedValues() throws {
        let layout = try Self.compiler.compile(contents: Self.spec, path: "Grid.layout.yaml")
        let frames = GeneratedCodeInterpreter.evaluate(layout.code, input: Self.inputs[0]).frames
        // width 375: w = (375 − 64) / 5 = 62.2; v3_2: left = 16 + 2·70.2 = 156.4, top = 16 + 3·52 = 172.
        let v32 = try #require(frames["v3_2"])
        #expect(abs(v32.minX - 156.4) < 1e-9 && abs(v32.width - 62.2) < 1e-9)
        #expect(v32.minY == 172 && v32.height == 44)
        // v19_4: right edge at 375 − 16, top 16 + 19·52 = 1004.
        let v194 = try #require(frames["v19_4"])
        #expect(abs(v194.maxX - 359) < 1e-9 && v194.minY == 1004)
        // At scale 2 the edges go to half points: 156.4 → 156.5, 156.4 + 62.2 = 218.6 → 218.5.
        let rounded = try #require(GeneratedCodeInterpreter.evaluate(layout.code, input: Self.inputs[1]).frames["v3_2"])
        #expect(rounded == CGRect(x: 156.5, y: 172, width: 62, height: 44))
    }

    @Test func compiledLargeLayoutMatchesTheInterpreterBitForBit() throws {
        guard let compiler = CodeGenCompileSupport.findCompiler() else {
            print("swiftc not found: skipping the compile test")
            return
        }
        let layout = try Self.compiler.compile(contents: Self.spec, path: "Grid.layout.yaml")
        // After the frames, `apply` hands two recorded targets their frames by key path.
        let applying = """
            @MainActor final class Recorder: LayoutFrameTarget {
                var frames: [CGRect] = []
                func applyLayoutFrame(_ frame: CGRect) { frames.append(frame) }
            }
            let first = Recorder()
            let second = Recorder()
            frames0.apply((\\.v3_2, first), (\\.v19_4, second), (\\.v0_0, first))
            for frame in first.frames + second.frames { show("applied", frame) }
            // `==` (the runtime's `FramesEquality`) answers as comparing each frame: the same frames,
            // other rounding, one edge moved, `0` against `-0`, and `nan`.
            var moved = frames0
            moved.v19_4.origin.x += 1
            var zero = GridLayout.Frames()
            var negativeZero = zero
            negativeZero.v12_3.size.height = -0.0
            zero.v0_0.origin.y = 0
            var notANumber = frames0
            notANumber.v7_1.origin.x = .nan
            print("equal", frames0 == frames0, frames0 == frames1, moved == frames0, zero == negativeZero,
                  notANumber == notANumber)

            """
        let compiled = try CodeGenCompileSupport.compileAndRun(
            layout.code, inputs: Self.inputs, compiler: compiler,
            extraDriverSource: applying)
        let interpreted = Self.inputs.map {
            CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(layout.code, input: $0))
        }
        let applied = try ["v3_2", "v0_0", "v19_4"].map { item -> String in
            let line = try #require(interpreted[0].split(separator: "\n").first { $0.hasPrefix(item + " ") })
            return "applied" + line.dropFirst(item.count) + "\n"
        }
        #expect(compiled == interpreted.joined() + applied.joined() + "equal true false false true false\n")
        // The same layout in one body gives the same frames bit for bit.
        var whole = LayoutCompiler()
        whole.maximumStatementsPerFunction = .max
        let oneBody = try whole.compile(contents: Self.spec, path: "Grid.layout.yaml")
        #expect(!oneBody.source.contains("framesPart"))
        // One body fills the zeroed `Frames` at its end: `frames.v0_0 = v0_0_rounded`, ….
        #expect(oneBody.source.contains("        frames.v0_0 = v0_0_rounded\n"))
        #expect(
            Self.inputs.map {
                CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(oneBody.code, input: $0))
            }
                == interpreted)
        #expect(
            try CodeGenCompileSupport.compileAndRun(oneBody.code, inputs: Self.inputs, compiler: compiler)
                == interpreted.joined())
    }

    /// `examples:` need `Frames`' memberwise initializer: a large layout with examples gets it back,
    /// in the compile-friendly shape (a memberwise tag), and its examples table compiles.
    @Test func examplesGiveLargeFramesTheirMemberwiseInitializer() throws {
        let spec =
            Self.spec + """
                examples:
                  - input: {width: 375, height: 1100}
                    frames: {v3_2: [156, 172, 63, 44]}

                """
        let layout = try Self.compiler.compile(contents: spec, path: "Grid.layout.yaml")
        let source = layout.source
        #expect(source.contains("        private var memberwiseTag: MemberwiseTag = .init()\n"))
        #expect(source.contains("\nextension GridLayout.Frames {\n    /// Creates frames.\n    init(\n"))
        #expect(source.contains("            memberwiseTag: .init()\n        )\n"))
        #expect(source.contains("        var v3_2: CGRect = .zero\n"))
        #expect(!source.contains("        init() {}\n"))
        #expect(source.contains("        var frames: Frames = Frames()\n"))
        #expect(source.contains("    static let examples: [Example] = [\n"))
        guard let compiler = CodeGenCompileSupport.findCompiler() else { return }
        #expect(
            try CodeGenCompileSupport.compileAndRun(layout.code, inputs: [Self.inputs[0]], compiler: compiler)
                == CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(layout.code, input: Self.inputs[0]))
        )
    }
}
