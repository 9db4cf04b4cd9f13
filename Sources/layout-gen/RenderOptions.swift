/// `render`'s arguments: eval's options, with lists of widths and heights and several condition sets.
struct RenderOptions: Equatable {
    /// The output format, from the output file's extension.
    enum Format: Equatable {
        /// A picture: one panel per input.
        case svg
        /// A self-contained live preview.
        case html
    }

    /// Everything but the sizes and conditions, as for `eval` (its width, height and conditions unused).
    var base: EvalOptions
    /// The file to write.
    var output: String
    /// `svg` or `html`.
    var format: Format
    /// `--width 320,375,768` (default 375, as `eval`'s).
    var widths: [Double] = [EvalOptions.defaultWidth]
    /// `--height 568,812` (default 812, as `eval`'s).
    var heights: [Double] = [EvalOptions.defaultHeight]
    /// One set per `--when` (`--when rtl,editing`); one empty set when there is none.
    var conditionSets: [[String]] = [[]]
    /// `--fit 800`: the SVG picture at most 800 pixels wide (`nil`: `--scale` pixels a point).
    var fitWidth: Double?
}
