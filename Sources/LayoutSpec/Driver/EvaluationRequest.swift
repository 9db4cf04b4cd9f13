import Foundation
import LayoutRuntime

/// The runtime input `layout-gen eval` evaluates a compiled layout for (contract §13).
///
/// Everything not given is zero (sizes, font metrics, inputs) or false (conditions).
public struct EvaluationRequest: Hashable, Sendable {
    /// A measured view's intrinsic (or, for `heightForWidth`, single-line) size.
    public typealias Size = CGSize

    /// A label's font metrics (contract §4.4).
    public typealias Font = FontMetrics

    /// Insets from each side of the container, for `safeArea` and runtime `margins`
    /// (`eval --safe-area T,L,B,R`, `--margins T,L,B,R`).
    public typealias Insets = LayoutInsets

    /// The container's width (ignored when the spec fits the width).
    public var width: Double
    /// The container's height (ignored when the spec fits the height).
    public var height: Double
    /// The pixel scale frames are rounded at; 0 disables rounding.
    public var scale: Double
    /// Values of the spec's `inputs`, by name.
    public var inputs: [String: Double]
    /// The conditions that hold (declared or built-in); all others are false.
    public var conditions: Set<String>
    /// Measured views' sizes, by view name.
    public var sizes: [String: Size]
    /// Label views' font metrics, by view name.
    public var fonts: [String: Font]
    /// The container's safe-area insets (read by `safeArea`; default zero).
    public var safeAreaInsets: Insets
    /// The container's layout margins when the spec says `container: {margins: input}`
    /// (default 8 on each side; constant margins ignore it).
    public var layoutMargins: Insets

    /// Creates a request.
    public init(width: Double = 0, height: Double = 0, scale: Double = 1, inputs: [String: Double] = [:],
                conditions: Set<String> = [], sizes: [String: Size] = [:], fonts: [String: Font] = [:],
                safeAreaInsets: Insets = .zero, layoutMargins: Insets = .standardMargins) {
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.width = width
        self.height = height
        self.scale = scale
        self.inputs = inputs
        self.conditions = conditions
        self.sizes = sizes
        self.fonts = fonts
    }
}
