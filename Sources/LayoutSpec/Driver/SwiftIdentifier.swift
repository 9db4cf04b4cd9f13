/// Checks that a generated type name is a plain Swift identifier.
enum SwiftIdentifier {
    /// Swift keywords that cannot name a type without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]

    /// Whether `name` is an ASCII identifier (letter or `_` first, then letters, digits, `_`) and
    /// not a keyword.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
