import Foundation

/// The frames `GeneratedCodeInterpreter` computed: each item's rectangle in its parent's
/// coordinates, in spec order, and the fitting size when a dimension fits.
package struct EvaluatedLayout: Equatable, Sendable {
    /// Item names in spec order (the order of `Frames`' properties).
    package var order: [String]
    /// Each item's frame, by name.
    package var frames: [String: CGRect]
    /// The container's fitting size, when the spec fits a dimension.
    package var fittingSize: CGSize?

    /// Creates a result.
    package init(order: [String], frames: [String: CGRect], fittingSize: CGSize? = nil) {
        self.order = order
        self.frames = frames
        self.fittingSize = fittingSize
    }
}
