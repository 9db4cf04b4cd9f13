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
}
