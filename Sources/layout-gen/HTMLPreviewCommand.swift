import LayoutSpec

/// The HTML half of `render`: a self-contained live preview page.
enum HTMLPreviewCommand {
    /// The page for `layout`, its controls starting at the first width, height and condition set.
    static func page(_ layout: CompiledLayout, _ options: RenderOptions) throws -> String {
        var request = EvalCommand.request(options.base)
        request.width = options.widths.first ?? EvalOptions.defaultWidth
        request.height = options.heights.first ?? EvalOptions.defaultHeight
        request.conditions = Set(options.conditionSets.first ?? [])
        _ = try layout.frames(for: request)
        return try layout.htmlPreview(initial: request)
    }
}
