/// Which notation a constraint string is written in. The statement dispatcher: lowering parses
/// and lowers each `constraints:` string with the notation this chooses.
package enum StatementNotation: Hashable, Sendable {
    /// `item.attribute RELATION expression` (docs/SpecLanguage.md §3).
    case equation
    /// Apple's Visual Format Language (docs/SpecLanguage.md §4).
    case visualFormat
    /// Relativity's `-->`, `<--`, `|--|` and `.align(to:…)` statements (docs/notations/relativity.md).
    case relativity

    /// The notation of `text`: VFL when it starts with `H:`, `V:`, `|` or `[`; Relativity when it
    /// contains `-->`, `<--`, `|--|` or `.align(to:`; an equation otherwise.
    package static func classify(_ text: String) -> StatementNotation {
        if VisualFormatPrefix.starts(text) {
            return .visualFormat
        }
        if text.contains("-->") || text.contains("<--") || text.contains("|--|")
            || String(text.filter { $0 != " " }).contains(".align(to:")
        {
            return .relativity
        }
        return .equation
    }
}
