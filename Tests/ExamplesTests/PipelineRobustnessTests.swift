import Foundation
import LayoutSpec
import Testing

/// Bad input never crashes or hangs the compiler: random edits of every example spec either
/// compile or fail with diagnostics that carry a location in the file (a trap would end the test
/// process, a hang would never finish it).
@Suite struct PipelineRobustnessTests {
    typealias SplitMix = SplitMix64

    static let fragments = [
        "[", "]", "{", "}", ":", "-", "\"", "'", "\t", "\n", "#", "==", ">=", "@", "|",
        "(", ")", ".", "0", "-1e308", "nan", "~0~", "<>", "-->", "superview", "when:",
        "parent: a", "measure: heightForWidth", "fit", "*", "/ 0", "&", "!", "%", "?"
    ]

    @Test func mutatedExampleSpecsNeverCrash() throws {
        var random = SplitMix(state: 20_261_122)
        var compiled = 0, rejected = 0
        for fileName in try SpecEvaluation.specFileNames() {
            let original = Array(try String(contentsOfFile: SpecEvaluation.path(fileName), encoding: .utf8))
            for _ in 0..<40 {
                var text = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0...text.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0 where at < text.count:
                        text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...8, using: &random)))
                    case 1:
                        text.insert(contentsOf: Self.fragments.randomElement(using: &random) ?? "", at: at)
                    default:
                        if at < text.count { text[at] = Self.fragments.randomElement(using: &random)?.first ?? "x" }
                    }
                }
                do {
                    _ = try LayoutCompiler().compile(contents: String(text), path: fileName)
                    compiled += 1
                } catch let error as SpecError {
                    rejected += 1
                    let errors = error.diagnostics.filter { $0.severity == .error }
                    #expect(!errors.isEmpty)
                    for diagnostic in errors {
                        #expect(diagnostic.location?.path == fileName, "\(diagnostic)")
                        #expect((diagnostic.location?.line ?? 0) >= 1, "\(diagnostic)")
                    }
                }
            }
        }
        #expect(compiled + rejected > 0)
    }
}
