/// What a notation's parser made of a text in the Spec stage: its syntax tree, or the errors it
/// found (with the wording and positions the parser gives them).
///
/// The model keeps the outcome rather than dropping a statement that does not parse, so lowering
/// reports each parse error in its statement's place, in spec order, without parsing again.
package enum ParseOutcome<Syntax: Hashable & Sendable>: Hashable, Sendable {
    /// The text parsed into `Syntax`.
    case parsed(Syntax)
    /// The text does not parse: the parser's errors.
    case failed([Diagnostic])

    /// Runs `parse` once: its tree, or the `SpecError` it throws.
    package init(_ parse: () throws -> Syntax) {
        do {
            self = .parsed(try parse())
        } catch let error as SpecError {
            self = .failed(error.diagnostics)
        } catch {
            self = .failed([.error(at: nil, "internal error: \(error)")])
        }
    }

    /// The tree; throws the parse errors when the text did not parse.
    package func tree() throws -> Syntax {
        switch self {
        case .parsed(let syntax): return syntax
        case .failed(let diagnostics): throw SpecError(diagnostics)
        }
    }

    /// The parse errors (none when the text parsed).
    package var errors: [Diagnostic] {
        switch self {
        case .parsed: return []
        case .failed(let diagnostics): return diagnostics
        }
    }
}
