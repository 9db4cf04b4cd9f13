import LayoutSpec

/// The subcommands of `layout-gen`.
enum CommandName: String, CaseIterable {
    /// `generate SPEC... --output-dir DIR | --output-file FILE`.
    case generate
    /// `check SPEC...`.
    case check
    /// `eval SPEC [options]`.
    case eval
    /// `schema`: print the JSON Schema of spec files.
    case schema
    /// `render SPEC --output FILE.svg|FILE.html [options]`.
    case render
    /// `explain SPEC`.
    case explain
    /// `import FILE.xib|FILE.storyboard... [--output-dir DIR] [--force]`.
    case `import`
}

/// What a command line asks for, once parsed.
enum Invocation: Equatable {
    /// Print help: general (`nil`) or for one command.
    case help(CommandName?)
    /// Print the version.
    case version
    /// Write generated Swift files.
    case generate(GenerateOptions)
    /// Compile and report diagnostics only.
    case check(specs: [String])
    /// Print one spec's frames as JSON.
    case eval(EvalOptions)
    /// Print the JSON Schema of spec files.
    case schema
    /// Draw the layout as SVG or a live HTML preview.
    case render(RenderOptions)
    /// Print each attribute's piecewise solution.
    case explain(spec: String)
    /// Write specs from Interface Builder files.
    case `import`(ImportCommand.Options)
}

/// Where `generate` writes.
enum GenerateDestination: Equatable {
    /// `--output-dir DIR`: one `<TypeName>.swift` per spec inside DIR.
    case directory(String)
    /// `--output-file FILE`: exactly FILE, whatever the type is called (one spec only; used by the
    /// build plugin, which names the output from the file name without reading the spec).
    case file(String)
}

/// `generate`'s arguments.
struct GenerateOptions: Equatable {
    /// The spec paths.
    var specs: [String]
    /// Where to write.
    var destination: GenerateDestination
}

/// `eval`'s arguments.
struct EvalOptions: Equatable {
    /// The spec path.
    var spec: String
    /// The container's width when none is given, the same for `eval` and `render`: an iPhone's
    /// portrait width (375 × 812), from the run-time input table.
    static let defaultWidth: Double = EvaluationOption.commandLineWidth
    /// The container's height when none is given (see `defaultWidth`).
    static let defaultHeight: Double = EvaluationOption.commandLineHeight

    /// The container's width.
    var width: Double = defaultWidth
    /// The container's height.
    var height: Double = defaultHeight
    /// Rounding scale.
    var scale: Double = 1
    /// `--set NAME=V`.
    var inputs: [String: Double] = [:]
    /// `--when COND`.
    var conditions: Set<String> = []
    /// `--size VIEW=WxH`: width and height.
    var sizes: [String: [Double]] = [:]
    /// `--font VIEW=ASC,DESC,CAP`.
    var fonts: [String: [Double]] = [:]
    /// `--safe-area T,L,B,R`: the container's safe-area insets (default zero).
    var safeAreaInsets: [Double] = [0, 0, 0, 0]
    /// `--margins T,L,B,R`: the container's runtime layout margins (default 8 each).
    var layoutMargins: [Double] = [8, 8, 8, 8]
}
