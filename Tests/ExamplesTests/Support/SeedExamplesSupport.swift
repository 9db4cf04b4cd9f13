import Foundation
import LayoutSpec
import Testing

/// Expected frames by view or guide name: `[x, y, width, height]`, relative to the parent.
typealias ExpectedFrames = [String: [Double]]

/// Helpers asserting the seed examples both ways: through the code the plugin generated and
/// compiled into `LayoutExamples`, and through `LayoutCompiler`'s interpreter (`eval`).
enum SeedExamples {
    /// `Specs/NAME.layout.yaml`, located from this file.
    static func specPath(_ name: String) -> String {
        SpecEvaluation.path("\(name).layout.yaml")
    }

    /// A generated `Frames` value as `[name: [x, y, w, h]]`, read by reflection over its stored
    /// `CGRect` properties (one per view and guide).
    static func frames(of generated: some Any) -> ExpectedFrames {
        var result: ExpectedFrames = [:]
        for child in Mirror(reflecting: generated).children {
            guard let label = child.label, let rect = child.value as? CGRect else { continue }
            result[label] = [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
        }
        return result
    }

    /// Compiles `Specs/NAME.layout.yaml` with `LayoutCompiler` and evaluates it for `request`,
    /// returning the frames of the eval JSON.
    static func evaluate(_ name: String, _ request: EvaluationRequest) throws -> ExpectedFrames {
        let compiled = try LayoutCompiler().compile(path: specPath(name))
        #expect(compiled.warnings.isEmpty, "\(name): \(compiled.warnings)")
        return try SpecEvaluation.evalFrames(compiled.evaluate(request))
    }

    /// Asserts that both paths give exactly `expected`.
    static func check(
        _ name: String, generated: some Any, request: EvaluationRequest, expected: ExpectedFrames,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let compiledFrames = frames(of: generated)
        #expect(compiledFrames == expected, "generated code of \(name)", sourceLocation: sourceLocation)
        let evaluated = try evaluate(name, request)
        #expect(evaluated == expected, "eval of \(name)", sourceLocation: sourceLocation)
    }
}
