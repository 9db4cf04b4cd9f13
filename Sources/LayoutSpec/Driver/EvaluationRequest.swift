import Foundation
import LayoutRuntime

/// The runtime input `layout-gen eval` (and `CompiledLayout.evaluate`) evaluates a compiled layout
/// for (docs/CLI-AND-PLUGIN.md): the same value the interpreter runs the generated code with.
///
/// Everything not given is zero (container size, sizes, font metrics, inputs) or false (conditions).
public typealias EvaluationRequest = EvaluationInput

extension EvaluationInput {
    /// A measured view's intrinsic (or, for `heightForWidth`, single-line) size.
    public typealias Size = CGSize

    /// A label's font metrics (docs/notations/relativity.md, label anchors).
    public typealias Font = FontMetrics

    /// Insets from each side of the container, for `safeArea` and runtime `margins`
    /// (`eval --safe-area T,L,B,R`, `--margins T,L,B,R`).
    public typealias Insets = LayoutInsets
}
