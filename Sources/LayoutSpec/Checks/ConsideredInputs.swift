/// The part of the proven domain the layout checks search (docs/Solving.md, "What the checks
/// consider"): the inputs a layout meets in an app, so that a finding is a defect and not a
/// container narrower than its fixed views or a text taller than a screen. The solution itself
/// is proven, and its code generated, for the whole declared domain; only the checks stop here.
struct ConsideredInputs: Sendable {
    /// The largest text the checks consider, when the spec declares no `measuredSize:` maximum:
    /// as wide and as tall as the smallest iPhone screen in points, 320 × 568.
    static let smallestScreen = (width: 320.0, height: 568.0)

    /// The largest container the checks consider, when the spec declares no larger one: the
    /// longest side of the largest iPad, 1366 points, each way.
    static let largestScreenSide = 1366.0

    /// The container dimensions whose smallest value the spec declares (`minWidth`, `minHeight`).
    var declaredContainerMinimum: Set<Parameter> = []
    /// The measured sizes whose largest value the spec declares (`measuredSize: {maxWidth, maxHeight}`).
    var declaredMeasuredMaximum: Set<Parameter> = []

    /// Nothing declared: every default below applies.
    init() {}

    /// What `specification` declares.
    init(_ specification: LayoutSpecification) {
        if specification.container.minWidth != nil { declaredContainerMinimum.insert(.containerWidth) }
        if specification.container.minHeight != nil { declaredContainerMinimum.insert(.containerHeight) }
        for view in specification.views {
            if view.measuredRange.maxWidth != nil { declaredMeasuredMaximum.insert(.intrinsicWidth(view.name)) }
            if view.measuredRange.maxHeight != nil {
                declaredMeasuredMaximum.insert(.intrinsicHeight(view.name))
                declaredMeasuredMaximum.insert(.measuredHeight(view.name))
            }
        }
    }

    /// The range of `parameter` the checks search, inside its proven `range`, given the typical
    /// container (`typicalWidth` × `typicalHeight`, the one witnesses are chosen near):
    /// - a container dimension without a declared minimum: from the typical container's (a
    ///   phone's, or the first example's) up, as a container smaller than the one the layout is
    ///   meant for is the spec's to declare (`minWidth`, `minHeight`), not a defect to guess; and
    ///   up to the largest iPad's side (1366), or the declared maximum when smaller;
    /// - a measured size without a declared maximum: up to the smallest screen's size along its
    ///   axis (or the typical container's, when smaller): a text wider or taller than a whole
    ///   phone screen is out of scope;
    /// - safe-area insets and runtime margins up to 64 points (every iPhone's and iPad's safe
    ///   area, 59 points at most, fits), and font metrics up to a 100-point font's: an ascent of
    ///   100, a descent and a cap inset of 30 (the largest Dynamic Type size is below 100 points,
    ///   and a font's descender and the room above its capitals are each under a third of its size).
    func range(
        of parameter: Parameter, proven range: ClosedRange<Double>, typicalWidth: Double, typicalHeight: Double
    ) -> ClosedRange<Double> {
        var low = range.lowerBound
        var high = range.upperBound
        let screenWidth = min(Self.smallestScreen.width, typicalWidth)
        let screenHeight = min(Self.smallestScreen.height, typicalHeight)
        switch parameter {
        case .containerWidth, .containerHeight:
            let typical = parameter == .containerWidth ? typicalWidth : typicalHeight
            if !declaredContainerMinimum.contains(parameter) { low = max(low, typical) }
            high = min(high, max(Self.largestScreenSide, typical))
        case .intrinsicWidth where !declaredMeasuredMaximum.contains(parameter):
            high = min(high, screenWidth)
        case .intrinsicHeight where !declaredMeasuredMaximum.contains(parameter),
            .measuredHeight where !declaredMeasuredMaximum.contains(parameter):
            high = min(high, screenHeight)
        case .safeAreaInset, .containerMargin:
            high = min(high, 64)
        case .ascent:
            high = min(high, 100)
        case .capInset, .descent:
            high = min(high, 30)
        default:
            break
        }
        // Never an empty range: a declared range outside the considered one is searched at its nearest end.
        low = min(max(low, range.lowerBound), range.upperBound)
        high = max(min(high, range.upperBound), low)
        return low...high
    }
}
