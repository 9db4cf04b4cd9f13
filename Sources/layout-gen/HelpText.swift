import LayoutSpec

/// The help and usage texts.
enum HelpText {
    /// One-line usage of a command, or of the tool.
    static func usage(_ command: CommandName?) -> String {
        switch command {
        case nil:
            return "usage: layout-gen <command> [options] (commands: generate, check, eval, render, explain, schema; see 'layout-gen --help')"
        case .generate:
            return "usage: layout-gen generate SPEC... (--output-dir DIR | --output-file FILE)"
        case .check:
            return "usage: layout-gen check SPEC..."
        case .schema:
            return SchemaCommand.usage
        case .render:
            return RenderCommand.usage
        case .explain:
            return ExplainCommand.usage
        case .eval:
            return "usage: layout-gen eval SPEC [--width W] [--height H] [--scale S] [--set NAME=V]... "
                + "[--when COND]... [--size VIEW=WxH]... [--font VIEW=ASC,DESC,CAP]... "
                + "[--safe-area T,L,B,R] [--margins T,L,B,R]"
        }
    }

    /// The full help of a command, or of the tool.
    static func help(_ command: CommandName?) -> String {
        switch command {
        case nil:
            return """
            layout-gen \(LayoutCompiler.version): compiles layout specs (*.layout.yaml, *.layout.yml, \
            *.layout.json) into Swift.

            USAGE: layout-gen <command> [options]

            COMMANDS:
              generate SPEC... --output-dir DIR   Write one <TypeName>.swift per spec (only if changed).
              check SPEC...                       Parse, solve and verify; print diagnostics only.
              eval SPEC [options]                 Print the frames for one input as JSON.
              render SPEC --output FILE.svg|.html Draw the layout, or write a live HTML preview.
              explain SPEC                        Print each attribute's solution, piece by piece.
              schema                              Print the JSON Schema of spec files.
              help [COMMAND]                      Show this help, or a command's.

            OPTIONS:
              -h, --help                          Show help (also after a command).
              --version                           Show the version.

            Diagnostics go to stderr as PATH:LINE:COL: error: MESSAGE.
            Exit codes: 0 success, 1 spec errors, 64 usage errors.
            """
        case .generate:
            return """
            \(usage(.generate))

            Compiles each spec and writes its Swift file. A file whose content would not change is not
            touched; a new content replaces the old one atomically (temporary file + rename).
            A spec with errors leaves its output untouched, and the command exits 1 after compiling
            every spec.

            OPTIONS:
              --output-dir DIR     Write <TypeName>.swift into DIR (created if missing).
              --output-file FILE   Write exactly FILE, whatever the type is called (one spec only;
                                   the build plugin uses it).
            """
        case .check:
            return """
            \(usage(.check))

            Compiles each spec and prints its diagnostics; writes nothing. Exits 1 if any spec has errors.
            """
        case .eval:
            return """
            \(usage(.eval))

            Prints {"frames": {"view": [x, y, w, h], ...}} for one input: frames relative to their parent,
            rounded at the scale (plus "fittingSize": [w, h] when a dimension fits).

            OPTIONS:
              --width W                 Container width (default 0).
              --height H                Container height (default 0).
              --scale S                 Pixel scale for rounding (default 1; 0 disables rounding).
              --set NAME=V              Value of the input NAME (repeatable; default 0).
              --when COND               Make condition COND true (repeatable; others are false).
              --size VIEW=WxH           Size of the measured view VIEW (repeatable; default 0x0). For a
                                        `measure: heightForWidth` view, its single-line size: its height
                                        at the solved width w is ceil(W / max(w, 1) - 1e-9) * H
                                        (lines of height H, the wrapping model of HeightForWidth).
              --font VIEW=ASC,DESC,CAP  Font metrics of the label VIEW (repeatable; default 0,0,0).
              --safe-area T,L,B,R       Safe-area insets top, left, bottom, right, read by `safeArea`
                                        (default 0,0,0,0).
              --margins T,L,B,R         Container layout margins, read by `margins` when the spec says
                                        `container: {margins: input}` (default 8,8,8,8).

            COND is a declared condition or a built-in one: rtl, compactWidth, regularWidth,
            compactHeight, regularHeight, pad, phone (and EasyPeasy's isPad, isHorizontalCompact, ...).
            """
        case .schema:
            return SchemaCommand.help
        case .render:
            return RenderCommand.help
        case .explain:
            return ExplainCommand.help
        }
    }
}
