/// Checking spec names as Swift identifiers, turning names into identifiers, and handing out
/// unique local names.
enum SwiftIdentifier {
    /// Swift keywords that need backticks when used as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "_", "package", "consume", "borrowing", "consuming",
        "Type", "Protocol",
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

/// Hands out names that are valid identifiers and unique in one scope (a function body's local
/// constants, or one struct's properties), in a deterministic order (a clash gets `_2`, `_3`, ...).
struct LocalNameAllocator {
    private var used: Set<String>

    /// Names generated code refers to and must not shadow.
    static let reservedNames: Set<String> = [
        "input", "min", "max", "fmin", "fmax", "PixelRounding", "CGRect", "CGSize", "CGPoint", "CGFloat", "Bool",
        "Double", "Input", "Frames", "FontMetrics", "LayoutTraits", "LayoutInsets", "Swift", "Foundation",
        "LayoutRuntime",
    ]

    /// An allocator for local constants: avoids the names generated code refers to, keywords, and
    /// `extra` (the generated type's name).
    init(reserving extra: Set<String> = []) {
        used = Self.reservedNames.union(SwiftIdentifier.keywords).union(extra)
    }

    /// An allocator for one struct's properties: spec names made valid, keywords kept (the
    /// renderer backticks them), only clashes renamed.
    static func properties() -> LocalNameAllocator {
        var allocator = LocalNameAllocator()
        allocator.used = []
        return allocator
    }

    /// A fresh name based on `preferred`.
    mutating func make(_ preferred: String) -> String {
        let base = SwiftIdentifier.sanitized(preferred)
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
