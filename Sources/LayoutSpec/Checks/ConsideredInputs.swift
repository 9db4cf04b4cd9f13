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
    /// The `kind:` of each view that declares one: its measured sizes are considered at the
    /// sizes a view of that UIKit class has (`KindSizes`).
    var kinds: [String: ViewDeclaration.Kind] = [:]
    /// The `inputs:` that declare a `min:` or a `max:`: searched over their declared range.
    var declaredInputRange: Set<String> = []

    /// The sizes the checks consider for a measured view of a UIKit kind (docs/Solving.md, "What
    /// the checks consider"): a `UISwitch` is always 51 × 31; a button's height from 30 to 50 (a
    /// system button's 17-point title in its default insets is 34 high); a text field's up to 44;
    /// a label's intrinsic (one-line) height up to 41, the line height of a 34-point large title
    /// (a multi-line text is `measure: heightForWidth`). `nil`: the default.
    enum KindSizes {
        /// The considered intrinsic width range of `kind`, or `nil` for the default.
        static func width(_ kind: ViewDeclaration.Kind) -> ClosedRange<Double>? {
            kind == .switch ? 51...51 : nil
        }
        /// The considered intrinsic height range of `kind`, or `nil` for the default.
        static func height(_ kind: ViewDeclaration.Kind) -> ClosedRange<Double>? {
            switch kind {
            case .switch: return 31...31
            case .button: return 30...50
            case .textField: return 0...44
            case .label: return 0...41
            case .image, .view: return nil
            }
        }
    }

    /// The largest value considered for a declared input without a range whose name says it is
    /// neither a width nor a height (a spacing, an inset): 100 points, from 0.
    static let otherInputMaximum = 100.0
    /// How far below the typical container's width a width-like input (`readableWidth`) is
    /// considered: 64 points each side, the largest margin or safe-area inset considered.
    static let widthInputMargin = 128.0

    /// Nothing declared: every default below applies.
    init() {}

    /// What `specification` declares.
    init(_ specification: LayoutSpecification) {
        for input in specification.inputs
        where input.lowerBound != ParameterDomain.inputRange.lowerBound
            || input.upperBound != ParameterDomain.inputRange.upperBound
        {
            declaredInputRange.insert(input.name)
        }
        if specification.container.minWidth != nil { declaredContainerMinimum.insert(.containerWidth) }
        if specification.container.minHeight != nil { declaredContainerMinimum.insert(.containerHeight) }
        for view in specification.views {
            if let kind = view.kind { kinds[view.name] = kind }
            if view.measuredRange.maxWidth != nil { declaredMeasuredMaximum.insert(.intrinsicWidth(view.name)) }
            if view.measuredRange.maxHeight != nil {
                declaredMeasuredMaximum.insert(.intrinsicHeight(view.name))
                declaredMeasuredMaximum.insert(.measuredHeight(view.name))
            }
        }
    }

    /// The typical value of `parameter` when it differs from `TypicalInput`'s: a width-like
    /// declared input without a range is the typical container's width less 16-point margins
    /// (343 in a 375-point container, as `readableContentGuide` on a phone); `nil` otherwise.
    func typicalValue(of parameter: Parameter, typicalWidth: Double) -> Double? {
        guard case .input(let name) = parameter, !declaredInputRange.contains(name),
            name.lowercased().contains("width")
        else { return nil }
        return typicalWidth - 32
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
    ///   and a font's descender and the room above its capitals are each under a third of its size);
    /// - a measured view of a UIKit `kind:` at that kind's sizes (`KindSizes`), unless declared;
    /// - a `heightForWidth` view's measured height up to half the smallest screen's height (284):
    ///   a text taller than half a phone screen belongs in a scroll view;
    /// - a stack's content size (summed by the generated code from its visible views, which the
    ///   spec cannot bound) from 0 up to the smallest screen's size along its axis, like a text;
    /// - a declared input without `min:`/`max:`: a width-like one (its name holds `width`, as
    ///   `readableWidth`) from the typical container's width less 128 points up to that width (it
    ///   is a part of the container's width); a height-like one from 0 up to half the typical
    ///   container's height (a keyboard's); any other from 0 up to 100 points (a spacing, an inset).
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
        case .intrinsicWidth(let view) where !declaredMeasuredMaximum.contains(parameter):
            if let sizes = kinds[view].flatMap(KindSizes.width) {
                (low, high) = (max(low, sizes.lowerBound), min(high, sizes.upperBound))
            } else {
                high = min(high, screenWidth)
            }
        case .intrinsicHeight(let view) where !declaredMeasuredMaximum.contains(parameter):
            if let sizes = kinds[view].flatMap(KindSizes.height) {
                (low, high) = (max(low, sizes.lowerBound), min(high, sizes.upperBound))
            } else {
                high = min(high, screenHeight)
            }
        case .measuredHeight where !declaredMeasuredMaximum.contains(parameter):
            high = min(high, screenHeight / 2)
        case .contentWidth:
            (low, high) = (max(low, 0), min(high, screenWidth))
        case .contentHeight:
            (low, high) = (max(low, 0), min(high, screenHeight))
        case .centeringSlack:
            low = max(low, 0)
        case .input(let name) where !declaredInputRange.contains(name):
            let lowered = name.lowercased()
            if lowered.contains("width") {
                (low, high) = (max(low, typicalWidth - Self.widthInputMargin), min(high, typicalWidth))
            } else if lowered.contains("height") {
                (low, high) = (max(low, 0), min(high, typicalHeight / 2))
            } else {
                (low, high) = (max(low, 0), min(high, Self.otherInputMaximum))
            }
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
