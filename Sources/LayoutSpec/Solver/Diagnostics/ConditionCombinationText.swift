/// A condition assignment in words, for messages: "when rtl holds and neither compactWidth nor
/// regularWidth does".
enum ConditionCombinationText {
    /// The assignment in words (`""` when it is empty), to follow "when".
    static func describe(_ assignment: [String: Bool]) -> String {
        let held = assignment.filter(\.value).keys.sorted()
        let notHeld = assignment.filter { !$0.value }.keys.sorted()
        var parts: [String] = []
        if !held.isEmpty { parts.append(list(held, "and") + (held.count == 1 ? " holds" : " hold")) }
        switch notHeld.count {
        case 0: break
        case 1: parts.append("\(notHeld[0]) does not" + (held.isEmpty ? " hold" : ""))
        case 2: parts.append("neither \(notHeld[0]) nor \(notHeld[1])" + (held.isEmpty ? " holds" : " does"))
        default: parts.append("none of \(list(notHeld, "and"))" + (held.isEmpty ? " holds" : " does"))
        }
        return parts.joined(separator: " and ")
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ names: [String], _ conjunction: String) -> String {
        guard let last = names.last else { return "" }
        if names.count == 1 { return last }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
