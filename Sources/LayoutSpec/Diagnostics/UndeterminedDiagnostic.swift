/// The payload of an attribute no constraint determines: the attribute, where (a witness input and
/// the condition case), and what to add.
package struct UndeterminedDiagnostic: Hashable, Sendable {
    /// The item whose attribute it is.
    package var item: String
    /// The attribute as diagnostics name it (`title.width`, `title.left`): `Variable`'s description.
    package var variable: String
    /// An input at which it is not determined; empty when it is nowhere determined.
    package var witness: DiagnosticWitness
    /// The conditions that decide it, held or not.
    package var conditions: [String: Bool]
    /// What to add so that it is determined, in the spec's notation.
    package var hint: String

    /// Creates the payload.
    package init(
        item: String, variable: String, witness: DiagnosticWitness = DiagnosticWitness(),
        conditions: [String: Bool] = [:], hint: String
    ) {
        self.item = item
        self.variable = variable
        self.witness = witness
        self.conditions = conditions
        self.hint = hint
    }
}
