import Foundation

extension EvaluationInput {
    /// This input with every measured view of `interface` it gives no size measured at the
    /// typical size the solver's witnesses assume (100 × 20, `TypicalInput`), and the names of
    /// those views in spec order: what a picture draws so that texts nobody measured are seen,
    /// rather than laid out at 0 × 0 (docs/CLI-AND-PLUGIN.md, "render").
    package func fillingTypicalSizes(of interface: LayoutInterface) -> (input: EvaluationInput, filled: [String]) {
        var input = self
        var filled: [String] = []
        for view in interface.measuredViews where input.sizes[view.name] == nil {
            input.sizes[view.name] = CGSize(
                width: TypicalInput.value(of: .intrinsicWidth(view.name)),
                height: TypicalInput.value(of: .intrinsicHeight(view.name)))
            filled.append(view.name)
        }
        return (input, filled)
    }

    /// `title, subtitle measured 100 × 20 (--size sets them)`: the note for the views
    /// `fillingTypicalSizes` filled, `nil` when it filled none.
    package static func typicalSizesNote(_ filled: [String]) -> String? {
        guard !filled.isEmpty else { return nil }
        let width = LinearExpression.format(TypicalInput.value(of: .intrinsicWidth("")))
        let height = LinearExpression.format(TypicalInput.value(of: .intrinsicHeight("")))
        return "\(filled.joined(separator: ", ")) measured \(width) × \(height) (--size sets them)"
    }
}
