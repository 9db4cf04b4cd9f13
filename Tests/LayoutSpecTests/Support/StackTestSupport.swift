import Foundation
import Testing

@testable import LayoutSpec

/// What the stack tests share: the stack model's independent reference, and a rejected spec's errors.
enum StackTestSupport {
    /// A compiler that lowers every stack that need not be arranged to UIStackView's constraints
    /// and solves them (`StackLoweringMode.constraints`): the reference the stack model is compared with.
    static var solver: LayoutCompiler {
        var compiler = LayoutCompiler()
        compiler.stackLowering = .constraints
        return compiler
    }

    /// Every item's frame that `layout` gives for `request`, by name.
    static func frames(_ layout: CompiledLayout, _ request: EvaluationRequest) throws -> [String: [Double]] {
        let json = try layout.evaluate(request)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]])
    }

    /// The diagnostics of `spec`, notes included, one per line, and the first one's kind; `nil` when
    /// it compiled.
    static func errors(_ spec: String, path: String) -> (text: String, kind: DiagnosticKind?)? {
        do {
            _ = try LayoutCompiler().compile(contents: spec, path: path)
            return nil
        } catch let error as SpecError {
            return (error.diagnostics.map(\.description).joined(separator: "\n"), error.diagnostics.first?.kind)
        } catch {
            return ("\(error)", nil)
        }
    }
}
