/// The payload of a tie: optional constraints of equal priority that leave an attribute open, where
/// that happens, and the ways to break the tie.
package struct TieDiagnostic: Hashable, Sendable {
    /// One input against a number: where the tied constraints cannot all hold.
    package struct Threshold: Hashable, Sendable {
        /// The input's name.
        package var name: String
        /// Whether the tie is above `value` (else below).
        package var isAbove: Bool
        /// The threshold.
        package var value: Double

        /// Creates a threshold.
        package init(name: String, isAbove: Bool, value: Double) {
            self.name = name
            self.isAbove = isAbove
            self.value = value
        }
    }

    /// A way to break the tie.
    package enum Alternative: Hashable, Sendable {
        /// `ties: viewOrder`, with what it would do (`title keeps its intrinsic width before detail; …`).
        case viewOrder(effect: String)
        /// A priority change, in the spec's words (`raise title's horizontal compression to 751: …`).
        case priority(change: String)
    }

    /// The item whose attribute is left open.
    package var item: String
    /// The attribute as diagnostics name it (`title.width`).
    package var variable: String
    /// The tied constraints.
    package var tied: [DiagnosticConstraint]
    /// An input at which the tie happens.
    package var witness: DiagnosticWitness
    /// The conditions that decide it, held or not.
    package var conditions: [String: Bool]
    /// Where the tied constraints cannot all hold, when that is one side of a threshold.
    package var threshold: Threshold?
    /// The ways to break it, in the order the message offers them.
    package var alternatives: [Alternative]

    /// Creates the payload.
    package init(
        item: String, variable: String, tied: [DiagnosticConstraint], witness: DiagnosticWitness,
        conditions: [String: Bool], threshold: Threshold?, alternatives: [Alternative]
    ) {
        self.item = item
        self.variable = variable
        self.tied = tied
        self.witness = witness
        self.conditions = conditions
        self.threshold = threshold
        self.alternatives = alternatives
    }
}
