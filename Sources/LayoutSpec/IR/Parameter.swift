/// A runtime input θ: a number the generated code reads from `Input` (or derives from it) and that
/// the build-time solution is an affine function of.
public enum Parameter: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `bounds.width` (when the container's width is an input).
    case containerWidth
    /// `bounds.height` (when the container's height is an input).
    case containerHeight
    /// A spec `inputs` entry.
    case input(String)
    /// A `measure: intrinsic|heightForWidth` view's intrinsic width.
    case intrinsicWidth(String)
    /// A `measure: intrinsic` view's intrinsic height.
    case intrinsicHeight(String)
    /// A `measure: heightForWidth` view's height, measured at run time at its solved width.
    case measuredHeight(String)
    /// A label's `floorPx(ascender − capHeight)`: from its top to the cap line.
    case capInset(String)
    /// A label's `px(ascender)`: from its top to the first baseline.
    case ascent(String)
    /// A label's `ceilPx(−descender)`: from the last baseline to its bottom.
    case descent(String)
    /// A stack with hidden views' width when nothing stretches or squeezes it, summed by the generated
    /// code over its visible views (`StackArrangement`).
    case contentWidth(String)
    /// A stack with hidden views' height when nothing stretches or squeezes it.
    case contentHeight(String)
    /// An `equalCentering` stack's length along its axis beyond its content length (its views at
    /// their content lengths, every gap at its spacing) that equal centre-to-centre distances
    /// need: `(shown − 1) × longest centre distance − the sum of the centre distances`, summed by
    /// the generated code over its visible views.
    case centeringSlack(String)
    /// One of the container's layout margins (`top`, `left`, `bottom`, `right`).
    case containerMargin(Edge)
    /// One of the safe-area insets (`top`, `left`, `bottom`, `right`).
    case safeAreaInset(Edge)

    /// A side of a rectangle, for margins and insets.
    public enum Edge: Int, Hashable, Sendable, Comparable, CaseIterable {
        /// Top.
        case top
        /// Left.
        case left
        /// Bottom.
        case bottom
        /// Right.
        case right

        /// Orders `top left bottom right`.
        public static func < (lhs: Edge, rhs: Edge) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `top`, `left`, `bottom`, `right`.
        package var name: String { ["top", "left", "bottom", "right"][rawValue] }
    }

    /// The name used in diagnostics and witnesses: `container.width`, `spacing`, `title.intrinsicWidth`.
    public var description: String {
        switch self {
        case .containerWidth: return "container.width"
        case .containerHeight: return "container.height"
        case .input(let name): return name
        case .intrinsicWidth(let view): return "\(view).intrinsicWidth"
        case .intrinsicHeight(let view): return "\(view).intrinsicHeight"
        case .measuredHeight(let view): return "\(view).measuredHeight"
        case .capInset(let view): return "\(view).capInset"
        case .ascent(let view): return "\(view).ascent"
        case .descent(let view): return "\(view).descent"
        case .contentWidth(let stack): return "\(stack).contentWidth"
        case .contentHeight(let stack): return "\(stack).contentHeight"
        case .centeringSlack(let stack): return "\(stack).centeringSlack"
        case .containerMargin(let edge): return "margins.\(edge.name)"
        case .safeAreaInset(let edge): return "safeArea.\(edge.name)"
        }
    }

    /// The run-time input the parameter is read from (`RuntimeInputKind`); `nil` for a stack's
    /// content size, which the generated code sums from other inputs.
    package var runtimeInput: RuntimeInputKind? {
        switch self {
        case .containerWidth: return .containerWidth
        case .containerHeight: return .containerHeight
        case .input: return .declaredInputs
        case .intrinsicWidth, .intrinsicHeight, .measuredHeight: return .measuredSizes
        case .capInset, .ascent, .descent: return .fonts
        case .contentWidth, .contentHeight, .centeringSlack: return nil
        case .containerMargin: return .layoutMargins
        case .safeAreaInset: return .safeAreaInsets
        }
    }

    /// Whether it is a wrapping label's measured height (`measuredHeight`).
    package var isMeasuredHeight: Bool {
        if case .measuredHeight = self { return true }
        return false
    }

    private var sortKey: (Int, String, Int) {
        switch self {
        case .containerWidth: return (0, "", 0)
        case .containerHeight: return (1, "", 0)
        case .input(let name): return (2, name, 0)
        case .intrinsicWidth(let view): return (3, view, 0)
        case .intrinsicHeight(let view): return (3, view, 1)
        case .measuredHeight(let view): return (3, view, 2)
        case .capInset(let view): return (4, view, 0)
        case .ascent(let view): return (4, view, 1)
        case .descent(let view): return (4, view, 2)
        case .contentWidth(let stack): return (3, stack, 3)
        case .contentHeight(let stack): return (3, stack, 4)
        case .centeringSlack(let stack): return (3, stack, 5)
        case .containerMargin(let edge): return (5, "", edge.rawValue)
        case .safeAreaInset(let edge): return (6, "", edge.rawValue)
        }
    }

    /// A fixed order: container size, inputs, measured sizes, label metrics, margins, safe area.
    public static func < (lhs: Parameter, rhs: Parameter) -> Bool { lhs.sortKey < rhs.sortKey }
}

/// A parameter with the range of values the solution is proven for (docs/Solving.md).
package struct ParameterDomain: Hashable, Sendable {
    /// The parameter.
    package var parameter: Parameter
    /// Smallest value in the domain.
    package var lowerBound: Double
    /// Largest value in the domain.
    package var upperBound: Double
    /// For `measuredHeight` (and a stack's content height that depends on its width): the
    /// variable whose solved value the measurement is taken at (the view's or the stack's
    /// width). Components are evaluated so that it is known first.
    package var measuredAt: Variable?

    /// Creates a domain.
    package init(_ parameter: Parameter, _ lowerBound: Double, _ upperBound: Double, measuredAt: Variable? = nil) {
        self.parameter = parameter
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.measuredAt = measuredAt
    }

    /// The default domain of sizes: `[0, 10000]`.
    package static let sizeRange: ClosedRange<Double> = 0...10_000
    /// The default domain of `inputs`: `[-10000, 10000]`.
    package static let inputRange: ClosedRange<Double> = -10_000...10_000
}
