import LayoutSpec

/// The `layout-gen` command line: parses the arguments and runs the command.
enum LayoutGenTool {
    /// Runs `layout-gen` with `arguments` (without the program name) and returns its exit status.
    static func run(arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch let error as UsageError {
            error.report()
            return .usage
        } catch {
            Console.error(PrintableText.oneLine("error: \(error)"))
            return .usage
        }
        switch invocation {
        case .help(let command):
            Console.out(HelpText.help(command))
            return .success
        case .version:
            Console.out("layout-gen \(LayoutCompiler.version)")
            return .success
        case .generate(let options):
            return GenerateCommand.run(options)
        case .check(let specs):
            return CheckCommand.run(specs: specs)
        case .eval(let options):
            return EvalCommand.run(options)
        case .schema:
            return SchemaCommand.run()
        case .render(let options):
            return RenderCommand.run(options)
        case .explain(let spec):
            return ExplainCommand.run(spec: spec)
        case .import(let options):
            return ImportCommand.run(options)
        }
    }
}
