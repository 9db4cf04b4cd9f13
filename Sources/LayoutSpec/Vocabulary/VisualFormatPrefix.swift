/// The first characters that mark a statement as a Visual Format line (docs/SpecLanguage.md §4):
/// the orientation prefix `H:` or `V:`, or a row that starts at the superview's edge (`|`) or with a
/// view (`[`). The scalar limits give such a line its longer length limit, before any notation
/// reads it (the statement dispatcher asks the VFL lexer, `VFLParser.claims`).
enum VisualFormatPrefix {
    /// The prefixes, after leading spaces and tabs.
    static let all = ["H:", "V:", "|", "["]

    /// Whether `text`, after leading spaces and tabs, starts with one of the prefixes.
    static func starts(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        return all.contains { trimmed.hasPrefix($0) }
    }
}
