/// The one table of run-time inputs: everything the generated code reads from its `Input` that the
/// spec does not fix, one case a kind (docs/ARCHITECTURE.md, "Adding a run-time input").
///
/// Each case's row says how the input is given (`option`: `eval`'s flag and the `examples:` key,
/// with their help, value shape and schema description), which member of the generated `Input`
/// carries it (`RuntimeInputField.member`: name, type, default, doc comment) and how the HTML
/// preview shows it (`previewControl`, `previewKey`, `previewLabel`). Where a consumer needs code
/// of its own for a kind (how the interpreter reads it from an `EvaluationInput`, which names of
/// the interface it has), it switches over this enum exhaustively, so a new case is a compile
/// error at every place that must handle it. The cases are in the order of the `Input` struct's
/// members.
package enum RuntimeInputKind: CaseIterable, Sendable {
    /// The container's width: `bounds.width`.
    case containerWidth
    /// The container's height: `bounds.height` (carried by `containerWidth`'s `bounds`).
    case containerHeight
    /// The display scale frames are rounded to.
    case scale
    /// The spec's `inputs`, one `CGFloat` each.
    case declaredInputs
    /// The spec's `conditions`, one `Bool` each.
    case conditions
    /// Stacks' `hideable` views' hidden flags (`<view>Hidden`), set through `--when`.
    case hiddenFlags
    /// Measured views' sizes: a `CGSize`, or a `HeightForWidth` for `measure: heightForWidth`.
    case measuredSizes
    /// Label views' font metrics.
    case fonts
    /// The container's safe-area insets (`safeArea`), when the solution reads them.
    case safeAreaInsets
    /// The container's runtime layout margins (`margins`), when the solution reads them.
    case layoutMargins
    /// The traits built-in conditions (`rtl`, size classes, idiom) are read from, set through
    /// `--when`.
    case traits

    /// How the HTML preview lets one change a value of this kind.
    package enum PreviewControl: String, Sendable {
        /// A range slider with a number field (`min`, `max`).
        case slider
        /// A number field.
        case number
        /// A checkbox.
        case toggle
        /// Four number fields: top, left, bottom, right.
        case insets
        /// Two number fields: width, height.
        case pair
        /// Three number fields: ascender, descender, cap height.
        case font
    }

    /// The `eval` option and `examples:` key a value of this kind is given through.
    package var option: EvaluationOption {
        switch self {
        case .containerWidth: return .width
        case .containerHeight: return .height
        case .scale: return .scale
        case .declaredInputs: return .set
        case .conditions, .hiddenFlags, .traits: return .when
        case .measuredSizes: return .size
        case .fonts: return .font
        case .safeAreaInsets: return .safeArea
        case .layoutMargins: return .margins
        }
    }

    /// Whether the kind has one `Input` member per name the spec declares (an input, condition,
    /// view), rather than one member in all.
    package var isPerName: Bool {
        switch self {
        case .declaredInputs, .conditions, .hiddenFlags, .measuredSizes, .fonts: return true
        case .containerWidth, .containerHeight, .scale, .safeAreaInsets, .layoutMargins, .traits: return false
        }
    }

    /// Whether `Input` has the member only when the solution reads the input (the insets), rather
    /// than always.
    package var isDeclaredOnlyWhenRead: Bool {
        switch self {
        case .safeAreaInsets, .layoutMargins: return true
        case .containerWidth, .containerHeight, .scale, .declaredInputs, .conditions, .hiddenFlags,
            .measuredSizes, .fonts, .traits:
            return false
        }
    }

    /// The preview's control for a value of this kind.
    package var previewControl: PreviewControl {
        switch self {
        case .containerWidth, .containerHeight, .declaredInputs: return .slider
        case .scale: return .number
        case .conditions, .hiddenFlags, .traits: return .toggle
        case .measuredSizes: return .pair
        case .fonts: return .font
        case .safeAreaInsets, .layoutMargins: return .insets
        }
    }

    /// The key of the preview's control (and of its state) for `name` (ignored by a kind with one
    /// member): `width`, `input:spacing`, `when:rtl`, `size:title`.
    package func previewKey(_ name: String = "") -> String {
        switch self {
        case .containerWidth: return "width"
        case .containerHeight: return "height"
        case .scale: return "scale"
        case .declaredInputs: return "input:" + name
        case .conditions, .traits: return "when:" + name
        case .hiddenFlags: return "when:" + BuiltInConditions.hiddenFlag(of: name)
        case .measuredSizes: return "size:" + name
        case .fonts: return "font:" + name
        case .safeAreaInsets: return "safeArea"
        case .layoutMargins: return "margins"
        }
    }

    /// The member of the request object the preview builds from its controls and the layout's
    /// JavaScript (`layoutFrames(request)`) reads: `width`, `inputs`, `conditions`.
    package var requestMember: String {
        switch self {
        case .containerWidth: return "width"
        case .containerHeight: return "height"
        case .scale: return "scale"
        case .declaredInputs: return "inputs"
        case .conditions, .hiddenFlags, .traits: return "conditions"
        case .measuredSizes: return "sizes"
        case .fonts: return "fonts"
        case .safeAreaInsets: return "safeArea"
        case .layoutMargins: return "margins"
        }
    }

    /// The label of the preview's control for `name`: `container width`, `hide b`, `title font`.
    package func previewLabel(_ name: String = "") -> String {
        switch self {
        case .containerWidth: return "container width"
        case .containerHeight: return "container height"
        case .scale: return "scale"
        case .declaredInputs, .conditions, .traits: return name
        case .hiddenFlags: return "hide " + name
        case .measuredSizes: return name + " size"
        case .fonts: return name + " font"
        case .safeAreaInsets: return "safe area"
        case .layoutMargins: return "margins"
        }
    }

    /// The built-in conditions the preview shows a toggle for (`traits`): the trait conditions,
    /// sorted, without EasyPeasy's `is…` names, which stand for them.
    package static var previewTraitConditions: [String] {
        BuiltInConditions.names.sorted().filter { !$0.hasPrefix("is") }
    }
}
