import LayoutSpec

/// The help and usage texts.
enum HelpText {
    /// One-line usage of a command, or of the tool.
    static func usage(_ command: CommandName?) -> String {
        switch command {
        case nil:
            return "usage: layout-gen <command> [options] (commands: generate, check, eval, render, explain, schema, import; see 'layout-gen --help')"
        case .generate:
            // The two destinations exclude each other: one of them, not each optional.
            return "usage: layout-gen generate SPEC... (" + CommandName.generate.options.map(\.synopsis).joined(separator: " | ") + ")"
        case .check:
            return "usage: layout-gen check SPEC..."
        case .schema:
            return SchemaCommand.usage
        case .render:
            return RenderCommand.usage
        case .explain:
            return ExplainCommand.usage
        case .import:
            return ImportCommand.usage
        case .eval:
            return (["usage: layout-gen eval SPEC"] + CommandName.eval.options.map(\.usage)).joined(separator: " ")
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
              import FILE.xib|FILE.storyboard     Write one spec per root view, checked against IB's frames.
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
            \(CommandName.generate.optionsHelp.joined(separator: "\n"))
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
            \(CommandName.eval.optionsHelp.joined(separator: "\n"))

            \(conditionsNote.joined(separator: "\n"))
            """
        case .schema:
            return SchemaCommand.help
        case .render:
            return RenderCommand.help
        case .explain:
            return ExplainCommand.help
        case .import:
            return ImportCommand.help
        }
    }

    /// Which names `--when` takes, from the built-in condition table, wrapped at 100 columns.
    private static var conditionsNote: [String] {
        let words = ("COND is a declared condition or a built-in one: "
            + BuiltInConditions.traitConditions.joined(separator: ", ") + " (and EasyPeasy's "
            + BuiltInConditions.easyPeasyAliases.map(\.name).joined(separator: ", ") + ").").split(separator: " ")
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty, line.count + 1 + word.count > 100 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
