/// How a layout check's findings are reported: `off`, `warning` or `error` (the spec's `checks:` key).
package enum CheckSeverity: String, Hashable, Sendable, CaseIterable {
    /// The check does not run.
    case off
    /// Findings are warnings; the spec compiles.
    case warning
    /// Findings are errors; the spec does not compile.
    case error
}
