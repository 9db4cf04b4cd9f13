import Foundation
import LayoutSpec
import Testing

/// The repository's `Specs/` folder and the `eval` path for the specs in it.
enum SpecEvaluation {
    /// `Specs/` in the repository this test file belongs to.
    static let specsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    /// The path of `Specs/<fileName>`.
    static func path(_ fileName: String) -> String {
        specsFolder.appendingPathComponent(fileName).path
    }

    /// Every spec file in `Specs/`, sorted.
    static func specFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specsFolder.path)
            .filter { $0.hasSuffix(".layout.yaml") || $0.hasSuffix(".layout.yml") || $0.hasSuffix(".layout.json") }
            .sorted()
    }

    /// The frames `layout-gen eval` prints for `Specs/<fileName>`, parsed back from its JSON.
    static func frames(_ fileName: String, _ request: EvaluationRequest) throws -> [String: CGRect] {
        try evalFrames(LayoutCompiler().compile(path: path(fileName)).evaluate(request))
            .mapValues { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    /// The `frames` of eval's JSON output, as `[x, y, w, h]` by item.
    static func evalFrames(_ json: String) throws -> [String: [Double]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["frames"] as? [String: [Double]], "eval JSON has no frames: \(json)")
    }

    /// `CGRect(x:y:width:height:)` from four numbers, for compact expectations.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }
}
