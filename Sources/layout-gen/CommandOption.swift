import LayoutSpec

/// One `--option VALUE` a command accepts: the one table the option scanner, the usage lines and
/// the help text are derived from. `eval`'s options are `EvaluationOption`s, the same names an
/// `examples:` input uses as keys.
struct CommandOption: Equatable {
    /// `--width`.
    var name: String
    /// The value's form in usage and help: `W`, `NAME=V`.
    var value: String
    /// Whether the option may be given more than once (its values are collected in order).
    var isRepeatable: Bool
    /// The help text: its entries are joined with spaces and wrapped to the help's width.
    var help: [String]
    /// The one-letter spelling (`-w`), `nil` when the option has none.
    var short: String? = nil

    /// Whether the option is a flag (`--force`): it takes no value.
    var isFlag: Bool { value.isEmpty }

    /// `--width W` as usage and help show it (`--force` for a flag).
    var synopsis: String { isFlag ? name : "\(name) \(value)" }

    /// `-w, --width W` (or `--scale S`): the left column of the `OPTIONS:` section.
    var helpSynopsis: String { (short.map { $0 + ", " } ?? "") + synopsis }

    /// `[-w W]` (the short spelling when there is one), `[--force]` for a flag, or
    /// `[--set NAME=V]...` when repeatable.
    var usage: String {
        "[" + (isFlag ? (short ?? name) : "\(short ?? name) \(value)") + "]" + (isRepeatable ? "..." : "")
    }
}

extension CommandName {
    /// The options the command accepts (each takes a value unless it is a flag), in the order help
    /// lists them.
    var options: [CommandOption] {
        switch self {
        case .generate:
            return [
                CommandOption(
                    name: "--output-dir", value: "DIR", isRepeatable: false,
                    help: ["Write <TypeName>.swift into DIR (created if missing)."], short: "-o"),
                CommandOption(
                    name: "--output-file", value: "FILE", isRepeatable: false,
                    help: [
                        "Write exactly FILE, whatever the type is called (one spec only;",
                        "the build plugin uses it)."
                    ])
            ]
        case .check, .schema, .explain:
            return []
        case .eval:
            return EvaluationOption.allCases.map(\.commandOption)
        case .render:
            return RenderCommand.options
        case .import:
            return ImportCommand.options
        }
    }

    /// The option spelled `name` (`--width` or `-w`), `nil` when the command has none such.
    func option(named name: String) -> CommandOption? {
        options.first { $0.name == name || ($0.short != nil && $0.short == name) }
    }
}

extension EvaluationOption {
    /// The command-line form of this part of `eval`'s input, from the run-time input table.
    var commandOption: CommandOption {
        CommandOption(
            name: flag, value: valueForm, isRepeatable: isRepeatable, help: commandLineHelp, short: shortFlag)
    }
}
