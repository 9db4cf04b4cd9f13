import LayoutSpec

/// Compiling one spec for a command: the warnings or the diagnostics go to stderr.
enum SpecCompilation {
    /// The compiled spec, its warnings printed; `nil` after printing its errors.
    static func compile(_ spec: String) -> CompiledLayout? {
        do {
            let layout = try LayoutCompiler().compile(path: spec)
            Console.report(layout.warnings)
            return layout
        } catch let error as SpecError {
            Console.report(error.diagnostics)
        } catch {
            Console.error(PrintableText.oneLine("error: \(spec): \(error)"))
        }
        return nil
    }
}
