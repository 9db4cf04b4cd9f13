/// Gathers diagnostics across a stage so that one run reports every independent error,
/// not only the first.
package struct DiagnosticCollector: Sendable {
    /// Everything collected so far, in order.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    package init() {}

    /// Whether any error (not warning) was collected.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Adds one diagnostic.
    package mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds every diagnostic of a thrown `SpecError`.
    package mutating func add(_ error: SpecError) {
        diagnostics.append(contentsOf: error.diagnostics)
    }

    /// Runs `body`; a thrown `SpecError` is collected and `nil` returned, so the caller goes on.
    package mutating func attempt<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as SpecError {
            add(error)
            return nil
        } catch {
            add(.error(at: nil, kind: .internalError(context: "", error: "\(error)")))
            return nil
        }
    }

    /// Throws the collected diagnostics when any of them is an error.
    package func throwIfErrors() throws {
        if hasErrors { throw SpecError(diagnostics) }
    }

    /// The warnings collected so far.
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}
