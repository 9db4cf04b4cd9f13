import LayoutSpec

/// `layout-gen check SPEC...`: compiles every spec and prints diagnostics; writes nothing.
enum CheckCommand {
    /// Runs the command.
    static func run(specs: [String]) -> ExitStatus {
        var failed = false
        for spec in specs where SpecCompilation.compile(spec) == nil {
            failed = true
        }
        return failed ? .specErrors : .success
    }
}
