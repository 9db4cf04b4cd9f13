/// The parts of one evaluation's runtime input, spelled the same as `layout-gen eval`'s options
/// (`--width 375`, with the dashes) and as the keys of an `examples:` input (`width: 375`), in the
/// order usage lines and messages list them (docs/SpecLanguage.md, docs/CLI-AND-PLUGIN.md).
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

    /// The command-line spelling: `--width`, `--safe-area`.
    package var flag: String { "--" + rawValue }
}
