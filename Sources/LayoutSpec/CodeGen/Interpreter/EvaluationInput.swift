import Foundation
import LayoutRuntime

/// The run-time input of one `eval` (and of `GeneratedCodeInterpreter`): what a caller would put
/// in the generated `Input`, keyed by spec names. Anything missing reads as 0, `false` or zero.
public struct EvaluationInput: Equatable, Sendable {
    /// The container's width (`bounds.width`).
    public var width: Double
    /// The container's height (`bounds.height`).
    public var height: Double
    /// The display scale frames are rounded to; 0 disables rounding.
    public var scale: Double
    /// Values of the spec's `inputs`, by name.
    public var inputs: [String: Double]
    /// Conditions that hold: declared ones, and built-in ones (`rtl`, `compactWidth`, ...), which
    /// are folded into `traits` (see `resolvedTraits`).
    public var conditions: Set<String>
    /// Measured views' sizes: the intrinsic size; for `heightForWidth`, the single-line size,
    /// measured by the wrapping model of `HeightForWidth` (unless `measurements` has the view).
    public var sizes: [String: CGSize]
    /// `heightForWidth` views' measurements, by name; they take precedence over `sizes`.
    public var measurements: [String: HeightForWidth]
    /// Label views' font metrics.
    public var fonts: [String: FontMetrics]
    /// The traits built-in conditions are read from.
    public var traits: LayoutTraits
    /// The container's safe-area insets.
    public var safeAreaInsets: LayoutInsets
    /// The container's layout margins.
    public var layoutMargins: LayoutInsets

    /// Creates an input; everything but the container size has a neutral default.
    public init(
        width: Double = 0, height: Double = 0, scale: Double = 1, inputs: [String: Double] = [:],
        conditions: Set<String> = [], sizes: [String: CGSize] = [:],
        measurements: [String: HeightForWidth] = [:], fonts: [String: FontMetrics] = [:],
        traits: LayoutTraits = LayoutTraits(), safeAreaInsets: LayoutInsets = .zero,
        layoutMargins: LayoutInsets = .standardMargins
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.inputs = inputs
        self.conditions = conditions
        self.sizes = sizes
        self.measurements = measurements
        self.fonts = fonts
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// A `heightForWidth` view's measurement: from `measurements`, else the wrapping model on its
    /// `sizes` entry (zero when missing).
    package func measurement(of view: String) -> HeightForWidth {
        measurements[view] ?? HeightForWidth(intrinsicSize: sizes[view] ?? .zero)
    }

    /// `traits` with the built-in conditions named in `conditions` made true: `rtl` sets
    /// right-to-left, `compactWidth`/`regularWidth` (and EasyPeasy's names) the size classes,
    /// `pad`/`phone` the idiom. The same traits passed to compiled code give the same frames.
    package var resolvedTraits: LayoutTraits {
        var result = traits
        for name in conditions.sorted() { BuiltInConditions.make(name, holdIn: &result) }
        return result
    }
}
