import Foundation
import LayoutRuntime

/// The one place the driver talks to `GeneratedCodeInterpreter` and `FramesJSON`, so their
/// signatures can change without touching anything else.
enum FramesEvaluation {
    /// Runs the code model for `request` and renders the frames as JSON.
    static func json(code: SwiftFile, interface: LayoutInterface, request: EvaluationRequest) throws -> String {
        FramesJSON.render(GeneratedCodeInterpreter.evaluate(code, input: request))
    }
}
