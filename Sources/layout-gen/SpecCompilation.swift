import LayoutSpec

/// Compiling one spec for a command: the warnings or the diagnostics go to stderr.
enum SpecCompilation {
    /// The compiled spec, its warnings printed (with the layout checks' findings over every input
    /// unless `withCheckFindings` is false: `eval` reports those at its own input); `nil` after
    /// printing its errors.
    static func compile(_ spec: String, withCheckFindings: Bool = true) -> CompiledLayout? {
        do {
            let layout = try LayoutCompiler().compile(path: spec)
            Console.report(withCheckFindings ? layout.warnings : layout.compileWarnings)
            return layout
        } catch let error as SpecError {
            Console.report(error.diagnostics)
        } catch {
            Console.error(PrintableText.oneLine("error: \(spec): \(error)"))
        }
        return nil
    }
}
