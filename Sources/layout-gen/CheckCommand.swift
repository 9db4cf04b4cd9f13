import LayoutSpec

/// `layout-gen check SPEC...`: compiles every spec and prints diagnostics; writes nothing.
enum CheckCommand {
    /// Runs the command.
    static func run(specs: [String]) -> ExitStatus {
        var failed = false
        for spec in specs {
            do {
                Console.report(try LayoutCompiler().compile(path: spec).warnings)
            } catch let error as SpecError {
                Console.report(error.diagnostics)
                failed = true
            } catch {
                Console.error("error: \(spec): \(error)")
                failed = true
            }
        }
        return failed ? .specErrors : .success
    }
}
