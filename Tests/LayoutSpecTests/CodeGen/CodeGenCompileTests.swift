import Foundation
import LayoutRuntime
import Testing

@testable import LayoutSpec

/// The generated file compiles in Swift 6 mode with warnings as errors, and the compiled
/// `frames(for:)` gives bit-for-bit the interpreter's frames.
@Suite struct CodeGenCompileTests {
    static var inputs: [EvaluationInput] {
        var unusual = CodeGenFixtures.input(width: 199.99999999999997, scale: 3, spacing: 1.0 / 3.0, rtl: true)
        unusual.fonts["title"] = FontMetrics(ascender: 11.7333, descender: -2.9, capHeight: 8.6)
        return [
            CodeGenFixtures.input(width: 320),
            CodeGenFixtures.input(width: 150, scale: 1, rtl: true),
            CodeGenFixtures.input(width: 40, scale: 0),
            unusual,
            EvaluationInput(
                width: 0, height: 0, scale: 2.5, inputs: ["spacing": -7.77],
                sizes: ["title": CGSize(width: 1e-9, height: 1234.5678)])
        ]
    }

    @Test func compiledCodeMatchesInterpreterBitForBit() throws {
        guard let compiler = CodeGenCompileSupport.findCompiler() else {
            print("swiftc not found: skipping the compile test")
            return
        }
        let file = LayoutCodeGenerator.generate(
            interface: CodeGenFixtures.interface, solution: CodeGenFixtures.solution)
        let compiled = try CodeGenCompileSupport.compileAndRun(file, inputs: Self.inputs, compiler: compiler)
        let interpreted = Self.inputs.map {
            CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(file, input: $0))
        }.joined()
        #expect(compiled.components(separatedBy: "--\n").count == Self.inputs.count + 1)
        #expect(compiled == interpreted)
    }
}

@Suite struct CodeGenEdgeCompileTests {
    @Test func awkwardShapesCompileWithoutWarningsAndMatch() throws {
        let file = LayoutCodeGenerator.generate(
            interface: CodeGenEdgeFixtures.interface,
            solution: CodeGenEdgeFixtures.solution)
        let source = SwiftRenderer.render(file)
        #expect(source.contains("var `default`: CGRect"))
        #expect(source.contains("var defaultFont: FontMetrics"))
        #expect(source.contains("var my_guide: CGRect"))
        #expect(source.contains("var `in`: CGFloat"))
        #expect(source.contains("safeAreaInsets: LayoutInsets = .zero"))
        #expect(source.contains("layoutMargins: LayoutInsets = .standardMargins"))
        #expect(!source.contains("helper_width"))
        guard let compiler = CodeGenCompileSupport.findCompiler() else {
            print("swiftc not found: skipping the compile test")
            return
        }
        let inputs = CodeGenEdgeFixtures.inputs
        let compiled = try CodeGenCompileSupport.compileAndRun(file, inputs: inputs, compiler: compiler)
        let interpreted = inputs.map {
            CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(file, input: $0))
        }.joined()
        #expect(compiled == interpreted)
        if compiled != interpreted || ProcessInfo.processInfo.environment["PRINT_GENERATED"] != nil { print(source) }
    }
}
