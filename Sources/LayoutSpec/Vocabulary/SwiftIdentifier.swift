/// Checking spec names as Swift identifiers and turning names into identifiers: shared by the
/// spec checks (declared names, type names) and the code model (`LocalNameAllocator`, rendering).
enum SwiftIdentifier {
    /// Swift keywords that need backticks when used as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_", "package", "consume", "borrowing", "consuming",
        "Type", "Protocol"
    ]

    /// Whether `name` is an ASCII identifier (`[A-Za-z_][A-Za-z0-9_]*`) and not a keyword: what
    /// spec names must be to become Swift members and type names unchanged.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
        func isLetter(_ s: Unicode.Scalar) -> Bool { (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_" }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") }
    }

    /// `name` with every character that cannot appear in an identifier replaced by `_`, and a `_`
    /// in front of a leading digit (`my-view` → `my_view`, `2up` → `_2up`). Keywords are kept
    /// (the renderer puts them in backticks).
    static func sanitized(_ name: String) -> String {
        var result = ""
        for character in name {
            if character == "_" || character.isLetter || ("0"..."9").contains(character) {
                result.append(character)
            } else {
                result.append("_")
            }
        }
        if result.isEmpty { return "_" }
        if let first = result.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    /// The identifier as written in source: backticked when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
