import Foundation
import Testing

@testable import LayoutSpec

/// A stack of many views with hidden flags has a large `Frames` (more than 64 properties) and a
/// split `frames(for:)` body: its flags start at `false`, never `.zero`, and its `==` is the
/// synthesized one (the runtime's comparison reads `CGFloat`s only). The generated file, compiled
/// with the runtime by `swiftc`, gives the interpreter's frames bit for bit.
@Suite struct LargeFramesWithFlagsTests {
    /// 70 views: a large `Frames` (`Frames()`, every property with a default); 20 views in bodies of
    /// 50 statements: a split body that starts `Frames(v0: .zero, …, v0Hidden: false, …)`.
    @Test(arguments: [(70, 200), (20, 50)])
    func aStackWithHiddenFlagsInASplitBodyCompiles(_ count: Int, _ limit: Int) throws {
        let views = (0..<count).map { "  v\($0): {measure: intrinsic}" }.joined(separator: "\n")
        let arranged = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        let spec = """
            views:
            \(views)
            stacks:
              s: {axis: vertical, arranged: [\(arranged)], alignment: center, spacing: 8, hideable: [\(arranged)]}
            constraints:
              - s.leading == superview.leading
              - s.trailing == superview.trailing
              - s.top == superview.top
            """
        var compiler = LayoutCompiler()
        compiler.maximumStatementsPerFunction = limit
        let layout = try compiler.compile(contents: spec, path: "Flags.layout.yaml")
        #expect(!layout.source.contains("Hidden: .zero"))
        #expect(!layout.source.contains("Hidden: Bool = .zero"))
        if count > 64 {
            #expect(layout.source.contains("var v0Hidden: Bool = false"))
            #expect(!layout.source.contains("FramesEquality.equal"))
        } else {
            #expect(layout.source.contains("v0Hidden: false"))
        }
        guard let swiftc = CodeGenCompileSupport.findCompiler() else {
            print("swiftc not found: skipping the compile test")
            return
        }
        var shown = EvaluationInput(width: 375, height: 2000, scale: 2)
        for index in 0..<count { shown.sizes["v\(index)"] = CGSize(width: 20 + index % 9, height: 10 + index % 5) }
        var hiding = shown
        hiding.conditions = ["v0Hidden", "v3Hidden", "v69Hidden"]
        let inputs = [shown, hiding]
        let compiled = try CodeGenCompileSupport.compileAndRun(layout.code, inputs: inputs, compiler: swiftc)
        let interpreted = inputs.map {
            CodeGenCompileSupport.bitLines(GeneratedCodeInterpreter.evaluate(layout.code, input: $0))
        }
        #expect(compiled == interpreted.joined())
    }
}
