import LayoutSpec

/// A malformed command line: printed with a usage hint, exit code 64.
struct UsageError: Error, Equatable {
    /// What is wrong.
    var message: String
    /// The command whose usage to show, `nil` for the general one.
    var command: CommandName?

    /// Creates an error.
    init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.command = command
    }

    /// Prints `error: MESSAGE`, the command's usage and, for a command, where its help is: what
    /// every usage error prints, whichever stage found it (exit code 64 follows).
    func report() {
        Console.error(PrintableText.oneLine("error: \(message)"))
        Console.error(HelpText.usage(command))
        if let command {
            Console.error("See 'layout-gen \(command.rawValue) --help'.")
        }
    }
}
