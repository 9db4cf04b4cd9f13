import Foundation

/// The frames `GeneratedCodeInterpreter` computed: each item's rectangle in its parent's
/// coordinates, in spec order, and the fitting size when a dimension fits.
public struct EvaluatedLayout: Equatable, Sendable {
    /// Item names in spec order (the order of `Frames`' properties).
    public var order: [String]
    /// Each item's frame, by name.
    public var frames: [String: CGRect]
    /// The container's fitting size, when the spec fits a dimension.
    public var fittingSize: CGSize?

    /// Creates a result.
    public init(order: [String], frames: [String: CGRect], fittingSize: CGSize? = nil) {
        self.order = order
        self.frames = frames
        self.fittingSize = fittingSize
    }
}
