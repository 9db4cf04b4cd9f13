/// The parts of one evaluation's runtime input, spelled the same as `layout-gen eval`'s options
/// (`--width 375`, with the dashes) and as the keys of an `examples:` input (`width: 375`), in the
/// order usage lines and messages list them (docs/SpecLanguage.md, docs/CLI-AND-PLUGIN.md).
///
/// The spelling column of the run-time input table, `RuntimeInputKind` (each kind says which
/// option it is given through, `RuntimeInputKind.option`): each option's command-line form and
/// help, and its `examples:` value's shape and description (which the JSON Schema prints), are
/// written here once and read by `layout-gen`'s option table, `ExamplesSectionParser` and
/// `SpecSchema`.
package enum EvaluationOption: String, CaseIterable, Sendable {
    /// The container's width.
    case width
    /// The container's height.
    case height
    /// The pixel scale for rounding.
    case scale
    /// Values of declared inputs.
    case set
    /// Conditions that hold.
    case when
    /// Sizes of measured views.
    case size
    /// Font metrics of labels.
    case font
    /// The container's safe-area insets.
    case safeArea = "safe-area"
    /// The container's runtime layout margins.
    case margins

    /// The shape of an option's value in `examples:` (and so in the JSON Schema).
    package enum ValueShape: Sendable {
        /// A number ≥ 0: `width: 375`.
        case nonNegativeNumber
        /// A mapping name → number: `set: {spacing: 8}`.
        case namedNumbers
        /// A name or a list of names: `when: [rtl]`.
        case names
        /// A mapping view → `[w, h]` or `"WxH"`: `size: {title: [120, 20]}`.
        case namedSizes
        /// A mapping label → `[ascender, descender, capHeight]`.
        case namedFonts
        /// `[top, left, bottom, right]`.
        case insets
    }

    /// The container's width when `eval` is given none.
    package static let commandLineWidth: Double = 375
    /// The container's height when `eval` is given none.
    package static let commandLineHeight: Double = 812

    /// The command-line spelling: `--width`, `--safe-area`.
    package var flag: String { "--" + rawValue }

    /// The `examples:` input key: `width`, `safe-area`.
    package var key: String { rawValue }

    /// The one-letter command-line spelling (`-w`), `nil` when the option has none.
    package var shortFlag: String? {
        switch self {
        case .width: return "-w"
        case .height: return "-H"
        case .scale, .set, .when, .size, .font, .safeArea, .margins: return nil
        }
    }

    /// The command-line value's form in usage and help: `W`, `NAME=V`.
    package var valueForm: String {
        switch self {
        case .width: return "W"
        case .height: return "H"
        case .scale: return "S"
        case .set: return "NAME=V"
        case .when: return "COND"
        case .size: return "VIEW=WxH"
        case .font: return "VIEW=ASC,DESC,CAP"
        case .safeArea, .margins: return "T,L,B,R"
        }
    }

    /// Whether the option may be given more than once (one value per name).
    package var isRepeatable: Bool {
        switch self {
        case .width, .height, .scale, .safeArea, .margins: return false
        case .set, .when, .size, .font: return true
        }
    }

    /// `eval`'s help text for the option: its entries are joined with spaces and wrapped.
    package var commandLineHelp: [String] {
        switch self {
        case .width: return ["Container width (default \(Int(Self.commandLineWidth)))."]
        case .height: return ["Container height (default \(Int(Self.commandLineHeight)))."]
        case .scale: return ["Pixel scale for rounding (default 1; 0 disables rounding)."]
        case .set: return ["Value of the input NAME (repeatable; default 0)."]
        case .when: return ["Make condition COND true (repeatable; others are false)."]
        case .size:
            return [
                "Size of the measured view VIEW (repeatable; default 0x0). For a",
                "`measure: heightForWidth` view, its single-line size: its height",
                "at the solved width w is ceil(W / max(w, 1) - 1e-9) * H",
                "(lines of height H, the wrapping model of HeightForWidth)."
            ]
        case .font:
            return [
                "Font metrics of the label VIEW: ascender (≥ 0), descender (≤ 0: below the",
                "baseline, so negative, as UIFont's) and cap height (≥ 0), like",
                "title=14.5,-3.5,10 (repeatable; default 0,0,0)."
            ]
        case .safeArea:
            return ["Safe-area insets top, left, bottom, right, read by `safeArea`", "(default 0,0,0,0)."]
        case .margins:
            return [
                "Container layout margins, read by `margins` when the spec says",
                "`container: {margins: input}` (default 8,8,8,8)."
            ]
        }
    }

    /// The shape of the option's value as an `examples:` input key.
    package var valueShape: ValueShape {
        switch self {
        case .width, .height, .scale: return .nonNegativeNumber
        case .set: return .namedNumbers
        case .when: return .names
        case .size: return .namedSizes
        case .font: return .namedFonts
        case .safeArea, .margins: return .insets
        }
    }

    /// The description of the `examples:` input key (in the JSON Schema).
    package var exampleDescription: String {
        switch self {
        case .width: return "The container width (default 0)."
        case .height: return "The container height (default 0)."
        case .scale: return "The pixel scale frames are rounded at (default 1; 0 disables rounding)."
        case .set: return "Values of declared inputs: a mapping name → number (default 0)."
        case .when: return "The conditions that hold: a name or a list of names (the others are false)."
        case .size: return "Sizes of measured views: a mapping view → [width, height] or \"WxH\"."
        case .font: return "Font metrics of label views: a mapping view → [ascender, descender, capHeight]."
        case .safeArea: return "Safe-area insets [top, left, bottom, right] (default 0)."
        case .margins: return "The container's runtime layout margins [top, left, bottom, right]."
        }
    }

    /// The run-time inputs given through this option (`--when` sets conditions, hidden flags and
    /// traits), in the table's order.
    package var kinds: [RuntimeInputKind] { RuntimeInputKind.allCases.filter { $0.option == self } }
}
