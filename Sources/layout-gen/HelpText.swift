import LayoutSpec

/// The help and usage texts, every page in one layout (`CommandHelp`), no line over
/// `TextWrapping.width` columns.
enum HelpText {
    /// The usage lines of a command, or of the tool: `USAGE: layout-gen eval SPEC [-w W] ...`,
    /// continuation lines indented under the first argument.
    static func usage(_ command: CommandName?) -> String {
        guard let command else { return "USAGE: layout-gen COMMAND [OPTIONS] (see 'layout-gen --help')" }
        let lead = "USAGE: layout-gen \(command.rawValue)"
        let words = command.helpPage.usage
        return TextWrapping.wrap(words, lead: lead, indent: lead.count + 1).joined(separator: "\n")
    }

    /// The full help of a command, or of the tool.
    static func help(_ command: CommandName?) -> String {
        guard let command else { return toolHelp }
        let page = command.helpPage
        var lines = wrapped(page.overview, lead: "OVERVIEW: ")
        for paragraph in page.discussion {
            lines += [""] + wrapped(paragraph)
        }
        lines += ["", usage(command)]
        if !page.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + table(page.arguments.map { ($0.name, $0.help) })
        }
        let options = command.options.map { ($0.helpSynopsis, $0.help.joined(separator: " ")) }
        lines += ["", "OPTIONS:"] + table(options + [helpOption])
        lines += examples(page.examples)
        return lines.joined(separator: "\n")
    }

    /// `layout-gen --help`.
    private static var toolHelp: String {
        var lines = wrapped(
            "Compiles layout specs (*.layout.yaml, *.layout.yml, *.layout.json) into Swift.",
            lead: "OVERVIEW: ")
        lines += ["", usage(nil), "", "COMMANDS:"]
        lines += table(
            CommandName.allCases.map { ($0.rawValue, $0.summary) }
                + [("help [COMMAND]", "Show this help, or a command's (like layout-gen COMMAND --help).")])
        lines += ["", "OPTIONS:"] + table([helpOption, ("--version", "Show the version.")])
        lines += examples([
            ("Check a spec:", "layout-gen check Card.layout.yaml"),
            ("Its frames in a 320-point-wide container:", "layout-gen eval Card.layout.yaml -w 320"),
            ("A live preview:", "layout-gen render Card.layout.yaml -o card.html")
        ])
        lines +=
            [""]
            + wrapped(
                "Diagnostics go to stderr as PATH:LINE:COL: error: MESSAGE, followed by the "
                    + "spec's line with a caret under the column. Exit codes: 0 success, 1 spec "
                    + "errors, 64 usage errors.")
        return lines.joined(separator: "\n")
    }

    /// The `-h, --help` row every `OPTIONS:` section ends with (the tool's starts with it).
    private static let helpOption = ("-h, --help", "Show help information.")

    /// `text` wrapped at the help's width after `lead`, continuation lines unindented.
    private static func wrapped(_ text: String, lead: String = "") -> [String] {
        TextWrapping.wrap(text, lead: lead, indent: 0)
    }

    /// Two columns: each name indented two spaces, its text two columns after the longest name,
    /// wrapped under itself. A name too long for the column gets the text on the next line.
    private static func table(_ rows: [(name: String, text: String)]) -> [String] {
        let column = min((rows.map(\.name.count).max() ?? 0) + 4, 32)
        var lines: [String] = []
        for row in rows {
            var lead = "  " + row.name
            if lead.count + 2 > column {
                lines.append(lead)
                lead = ""
            }
            lead += String(repeating: " ", count: column - lead.count)
            lines += TextWrapping.wrap(row.text, lead: lead, indent: column)
        }
        return lines
    }

    /// The `EXAMPLES:` section, each example's comment above its command line.
    private static func examples(_ examples: [(comment: String, command: String)]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "EXAMPLES:"]
        for (index, example) in examples.enumerated() {
            if index > 0 { lines.append("") }
            lines += TextWrapping.wrap(example.comment, lead: "  ", indent: 2)
            lines.append("    " + example.command)
        }
        return lines
    }
}
