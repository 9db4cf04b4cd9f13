/// Parsing that does not let a spec's reader errors hide independent notation errors: when the
/// spec has errors (`hugging: 1001`), its constraints are still lowered, with the faulty values left
/// at their defaults, and the notation errors found there (`[a(100@1500)]`) are reported too.
/// Errors about names (`.unknownName`: an unknown name, or a metric where an item belongs) are left
/// out: they may only follow from a declaration that failed.
enum IndependentErrors {
    /// `specification` when `diagnostics` (the reader's) has no errors, else a `SpecError` with them
    /// and the independent notation errors.
    static func check(
        _ specification: LayoutSpecification, readerDiagnostics: [Diagnostic]
    ) throws -> LayoutSpecification {
        guard readerDiagnostics.contains(where: { $0.severity == .error }) else { return specification }
        var diagnostics = readerDiagnostics
        do {
            _ = try SpecLowering.lower(specification)
        } catch let error as SpecError {
            let reported = Set(diagnostics.compactMap(\.location))
            diagnostics += error.diagnostics.filter { diagnostic in
                guard diagnostic.severity == .error, let location = diagnostic.location else { return false }
                if case .unknownName = diagnostic.kind { return false }
                return !reported.contains(location)
            }
        } catch {
            // Anything else is not a notation error: the reader's errors stand alone.
        }
        throw SpecError(diagnostics)
    }
}
