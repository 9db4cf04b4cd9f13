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
            sizes: request.sizes.mapValues { CGSize(width: $0.width, height: $0.height) },
            fonts: request.fonts.mapValues {
                FontMetrics(ascender: $0.ascender, descender: $0.descender, capHeight: $0.capHeight)
            },
            safeAreaInsets: layoutInsets(request.safeAreaInsets),
            layoutMargins: layoutInsets(request.layoutMargins)
        )
        return FramesJSON.render(GeneratedCodeInterpreter.evaluate(code, input: input))
    }

    private static func layoutInsets(_ insets: EvaluationRequest.Insets) -> LayoutInsets {
        LayoutInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
