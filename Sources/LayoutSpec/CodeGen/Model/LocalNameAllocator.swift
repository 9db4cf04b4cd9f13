/// Hands out names that are valid identifiers and unique in one scope (a function body's local
/// constants, or one struct's properties), in a deterministic order (a clash gets `_2`, `_3`, ...).
struct LocalNameAllocator {
    private var used: Set<String>

    /// Names generated code refers to and must not shadow.
    static let reservedNames: Set<String> = GeneratedCodeNames.localReservedNames

    /// An allocator for local constants: avoids the names generated code refers to, keywords, and
    /// `extra` (the generated type's name).
    init(reserving extra: Set<String> = []) {
        used = Self.reservedNames.union(SwiftIdentifier.keywords).union(extra)
    }

    /// An allocator for one struct's properties: spec names made valid, keywords kept (the
    /// renderer backticks them), only clashes (with each other and with `extra`) renamed.
    static func properties(reserving extra: Set<String> = []) -> LocalNameAllocator {
        var allocator = LocalNameAllocator()
        allocator.used = extra
        return allocator
    }

    /// A fresh name based on `preferred`.
    mutating func make(_ preferred: String) -> String {
        Self.unique(SwiftIdentifier.sanitized(preferred), avoiding: &used)
    }

    /// `base`, or `base_2`, `base_3`, … — the first not in `taken`, which it joins.
    static func unique(_ base: String, avoiding taken: inout Set<String>) -> String {
        var candidate = base
        var suffix = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(suffix)"
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
