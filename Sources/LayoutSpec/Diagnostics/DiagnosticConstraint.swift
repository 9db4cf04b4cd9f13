/// A constraint a diagnostic is about (a conflicting, tied or budget-exceeding one): where it is
/// written, its statement as quoted in notes, and its priority.
package struct DiagnosticConstraint: Hashable, Sendable {
    /// Where the constraint (or its piece of a statement) is written.
    package var location: SourceLocation
    /// The statement it comes from, as notes quote it.
    package var text: String
    /// Its priority, 1…1000.
    package var priority: Int

    /// Creates a constraint reference.
    package init(location: SourceLocation, text: String, priority: Int) {
        self.location = location
        self.text = text
        self.priority = priority
    }
}
