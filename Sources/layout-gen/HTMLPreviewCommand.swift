import LayoutSpec

/// The HTML half of `render`: a self-contained live preview page.
enum HTMLPreviewCommand {
    /// The page for `layout`, its controls starting at the first width, height and condition set,
    /// and at `typical`'s sizes for measured views the options give none (its note on the page).
    static func page(
        _ layout: CompiledLayout, _ options: RenderOptions, _ typical: (request: EvaluationRequest, note: String?)
    ) throws -> String {
        var request = typical.request
        request.width = options.widths.first ?? EvalOptions.defaultWidth
        request.height = options.heights.first ?? EvalOptions.defaultHeight
        request.conditions = Set(options.conditionSets.first ?? [])
        _ = try layout.frames(for: request)
        return try layout.htmlPreview(initial: request, notes: typical.note.map { [$0] } ?? [])
    }
}
