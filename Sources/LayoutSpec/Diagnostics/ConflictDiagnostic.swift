/// The payload of a conflict of required constraints: the irreducible set of constraints and where
/// in the input domain they conflict (a threshold of one input, or a witness point).
package struct ConflictDiagnostic: Hashable, Sendable {
    /// Where in the input domain the constraints conflict; inputs by name.
    package enum Extent: Hashable, Sendable {
        /// At every input: no input is involved.
        case everywhere
        /// At every value of one input (its feasible interval could not be computed).
        case everyValue(String, example: Double)
        /// Where one input is below `threshold`.
        case below(String, threshold: Double, example: Double)
        /// Where one input is above `threshold`.
        case above(String, threshold: Double, example: Double)
        /// Where one input is anything but `threshold`: both sides of it.
        case allBut(String, threshold: Double, below: Double, above: Double)
        /// At a point of several inputs.
        case at(DiagnosticWitness)
    }

    /// Every conflicting constraint, in the problem's order (the message's notes list the first ones).
    package var constraints: [DiagnosticConstraint]
    /// Where they conflict.
    package var extent: Extent

    /// Creates a conflict payload.
    package init(constraints: [DiagnosticConstraint], extent: Extent) {
        self.constraints = constraints
        self.extent = extent
    }

    /// The threshold of the one input the conflict depends on, when it is one.
    package var threshold: Double? {
        switch extent {
        case .below(_, let threshold, _), .above(_, let threshold, _), .allBut(_, let threshold, _, _): return threshold
        case .everywhere, .everyValue, .at: return nil
        }
    }

    /// An input at which the constraints conflict: the example the message gives (the one below
    /// the threshold when both sides conflict); empty when they conflict everywhere.
    package var witness: DiagnosticWitness {
        switch extent {
        case .everywhere: return DiagnosticWitness()
        case .everyValue(let name, let example), .below(let name, _, let example), .above(let name, _, let example):
            return DiagnosticWitness([.init(name: name, value: example)])
        case .allBut(let name, _, let below, _): return DiagnosticWitness([.init(name: name, value: below)])
        case .at(let point): return point
        }
    }
}
