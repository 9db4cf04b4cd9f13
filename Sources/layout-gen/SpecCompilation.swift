import LayoutSpec

/// Compiling one spec for a command: one `CompilationSession`, whose warnings or diagnostics go to
/// stderr.
enum SpecCompilation {
    /// The compiled spec, its warnings printed (with the layout checks' findings over every input
    /// unless `withCheckFindings` is false: `eval` reports those at its own input); `nil` after
    /// printing its errors.
    static func compile(_ spec: String, withCheckFindings: Bool = true) -> CompiledLayout? {
        report(CompilationSession(path: spec), withCheckFindings: withCheckFindings)
    }

    /// The session's compiled layout, its warnings printed (see `compile`); `nil` after printing its
    /// errors.
    static func report(_ session: CompilationSession, withCheckFindings: Bool = true) -> CompiledLayout? {
        guard let layout = session.compiled else {
            Console.report(session.diagnostics)
            return nil
        }
        Console.report(withCheckFindings ? layout.warnings : layout.compileWarnings)
        return layout
    }
}
