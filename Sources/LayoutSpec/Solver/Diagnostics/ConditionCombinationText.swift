/// A condition assignment in words, for messages: "when rtl holds and neither compactWidth nor
/// regularWidth does".
enum ConditionCombinationText {
    /// The assignment in words (`""` when it is empty), to follow "when": `DiagnosticText`'s words.
    static func describe(_ assignment: [String: Bool]) -> String {
        DiagnosticText.conditions(assignment)
    }
}
