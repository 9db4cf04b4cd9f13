import Foundation
import LayoutRuntime

/// The one place the driver talks to `GeneratedCodeInterpreter` and `FramesJSON`, so their
/// signatures can change without touching anything else.
enum FramesEvaluation {
    /// Runs the code model for `request` and renders the frames as JSON.
    static func json(code: SwiftFile, interface: LayoutInterface, request: EvaluationRequest) throws -> String {
        let input = EvaluationInput(
            width: request.width,
            height: request.height,
            scale: request.scale,
            inputs: request.inputs,
            conditions: request.conditions,
            sizes: request.sizes,
            fonts: request.fonts,
            safeAreaInsets: request.safeAreaInsets,
            layoutMargins: request.layoutMargins
        )
        return FramesJSON.render(GeneratedCodeInterpreter.evaluate(code, input: input))
    }
}
