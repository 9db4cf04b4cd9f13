/// Hands out names that are valid identifiers and unique in one scope (a function body's local
/// constants, or one struct's properties), in a deterministic order (a clash gets `_2`, `_3`, ...).
struct LocalNameAllocator {
    private var used: Set<String>
    /// For each base that clashed, the suffix its next search starts from. `used` only grows, so
    /// every suffix below it is still taken: the same names as searching from `_2`, without
    /// probing them all again (a stack's running sums ask for one base hundreds of times).
    private var nextSuffix: [String: Int] = [:]

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
        let base = SwiftIdentifier.sanitized(preferred)
        let (name, next) = Self.unique(base, avoiding: &used, from: nextSuffix[base] ?? 2)
        if let next { nextSuffix[base] = next }
        return name
    }

    /// `base`, or `base_2`, `base_3`, … — the first not in `taken`, which it joins.
    static func unique(_ base: String, avoiding taken: inout Set<String>) -> String {
        unique(base, avoiding: &taken, from: 2).name
    }

    /// `base` when it is free, else `base_<first>`, `base_<first + 1>`, … — the first not in
    /// `taken`, which it joins — with the suffix after the one it took (nil when it took `base`).
    private static func unique(
        _ base: String, avoiding taken: inout Set<String>, from first: Int
    ) -> (name: String, next: Int?) {
        guard taken.contains(base) else {
            taken.insert(base)
            return (base, nil)
        }
        var suffix = first
        while taken.contains("\(base)_\(suffix)") { suffix += 1 }
        let name = "\(base)_\(suffix)"
        taken.insert(name)
        return (name, suffix + 1)
    }
}
