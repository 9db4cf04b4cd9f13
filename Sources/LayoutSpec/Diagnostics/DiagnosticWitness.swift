/// A point of the runtime inputs at which an error happens: each input by its name as diagnostics
/// print it (`container.width`, `spacing`, `title.intrinsicWidth`) with its value, in the solver's
/// order of inputs.
package struct DiagnosticWitness: Hashable, Sendable {
    /// One input's value.
    package struct Entry: Hashable, Sendable {
        /// The input's name.
        package var name: String
        /// Its value at the witness (exact; the message prints it rounded, `DiagnosticText.number`).
        package var value: Double

        /// Creates an entry.
        package init(name: String, value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The inputs and their values, in order.
    package var entries: [Entry]

    /// Creates a witness.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// Whether no input is named.
    package var isEmpty: Bool { entries.isEmpty }

    /// The value of the input named `name`, when the witness names it.
    package subscript(name: String) -> Double? { entries.first { $0.name == name }?.value }
}
