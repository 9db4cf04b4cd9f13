// TEMPORARY stand-ins for pipeline stages written on other branches. Deleted at merge.
import Foundation

private func notImplemented(_ stage: String, _ path: String) -> SpecError {
    SpecError(at: nil, "\(path): \(stage) is not implemented yet")
}

/// Stand-in: YAML subset / JSON reader.
public enum DocumentReader {
    /// Stand-in.
    public static func read(contents: String, path: String) throws -> DocumentNode {
        throw notImplemented("DocumentReader", path)
    }
}

/// Stand-in: Swift code model.
public struct SwiftFile: Hashable, Sendable {}

/// Stand-in: code generator.
public enum LayoutCodeGenerator {
    /// Stand-in.
    public static func generate(interface: LayoutInterface, solution: LayoutSolution) -> SwiftFile { SwiftFile() }
}

/// Stand-in: renderer.
public enum SwiftRenderer {
    /// Stand-in.
    public static func render(_ file: SwiftFile) -> String { "" }
}

/// Stand-in: font metrics for evaluation.
public struct FontMetrics: Hashable, Sendable {
    /// Stand-in.
    public var ascender: CGFloat, descender: CGFloat, capHeight: CGFloat
}

/// Stand-in: interpreter input.
public struct EvaluationInput: Sendable {
    /// Stand-in.
    public var width: Double, height: Double, scale: Double
    /// Stand-in.
    public var inputs: [String: Double]
    /// Stand-in.
    public var conditions: Set<String>
    /// Stand-in.
    public var sizes: [String: CGSize]
    /// Stand-in.
    public var fonts: [String: FontMetrics]
}

/// Stand-in: evaluated frames.
public struct EvaluatedFrames: Sendable {}

/// Stand-in: interpreter.
public struct GeneratedCodeInterpreter {
    /// Stand-in.
    public init(file: SwiftFile, interface: LayoutInterface) {}
    /// Stand-in.
    public func evaluate(_ input: EvaluationInput) throws -> EvaluatedFrames {
        throw SpecError(at: nil, "GeneratedCodeInterpreter is not implemented yet")
    }
}

/// Stand-in: JSON rendering.
public enum FramesJSON {
    /// Stand-in.
    public static func render(_ frames: EvaluatedFrames) -> String { "{\"frames\": {}}" }
}
