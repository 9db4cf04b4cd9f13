/// What one help page says, in the one layout every command's help shares: `OVERVIEW:`, the
/// discussion, `USAGE:` (wrapped), `ARGUMENTS:`, `OPTIONS:` (from the command's option table, `-h`
/// last) and `EXAMPLES:`.
struct CommandHelp {
    /// One positional argument: `SPEC...` and what it is.
    struct Argument {
        /// `SPEC`, `SPEC...`.
        var name: String
        /// What it is, one paragraph.
        var help: String
    }

    /// One sentence saying what the command does.
    var overview: String
    /// Paragraphs after the overview (each wrapped on its own).
    var discussion: [String] = []
    /// The usage after `layout-gen COMMAND`, as words (`SPEC...`, `[-w W]`); wrapped under the command.
    var usage: [String]
    /// The positional arguments.
    var arguments: [Argument] = []
    /// Example command lines, each one line (without the `$`), with a comment line before it.
    var examples: [(comment: String, command: String)] = []
}
