import LayoutSpec

/// The HTML half of `render`: a self-contained live preview page.
enum HTMLPreviewCommand {
    /// The page for `layout`, its controls starting at the first width, height and condition set.
    static func page(_ layout: CompiledLayout, _ options: RenderOptions) throws -> String {
        let typical = EvalCommand.request(options.base).fillingTypicalSizes(of: layout.interface)
        if let note = EvaluationRequest.typicalSizesNote(typical.filled) {
            Console.error("note: \(note); the preview's size fields start there")
        }
        var request = typical.input
        request.width = options.widths.first ?? EvalOptions.defaultWidth
        request.height = options.heights.first ?? EvalOptions.defaultHeight
        request.conditions = Set(options.conditionSets.first ?? [])
        _ = try layout.frames(for: request)
        return try layout.htmlPreview(initial: request)
    }
}
