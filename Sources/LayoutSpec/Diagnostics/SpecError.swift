/// A failure to compile a spec: one or more diagnostics, at least one of them an error.
///
/// Every stage of the pipeline throws this; the command line prints the diagnostics and exits 1.
public struct SpecError: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Creates an error with one error diagnostic.
    public init(at location: SourceLocation?, _ message: String, notes: [Diagnostic] = []) {
        self.diagnostics = [.error(at: location, message, notes: notes)]
    }

    /// Creates an error with one error diagnostic of a kind.
    package init(at location: SourceLocation?, kind: DiagnosticKind, notes: [Diagnostic] = []) {
        self.diagnostics = [.error(at: location, kind: kind, notes: notes)]
    }

    /// All diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
