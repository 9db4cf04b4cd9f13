import LayoutSpec

extension Diagnostic {
    /// A layout check's finding in one line, as the tests of its wording pin it: the message
    /// (what fails and where), its `for example …` note in parentheses, then its fix-it note after
    /// `; ` (`check` prints them as a warning line and two `note:` lines).
    var findingText: String {
        let notes = self.notes.map(\.message)
        let examples = notes.filter { $0.hasPrefix("for example ") }.map { " (\($0))" }
        let rest = notes.filter { !$0.hasPrefix("for example ") }
        return message + examples.joined() + (rest.isEmpty ? "" : "; " + rest.joined(separator: "; "))
    }
}
