/// One of the four size-class combinations Interface Builder varies a layout for (its "Vary for
/// Traits"): compact or regular width, compact or regular height.
struct InterfaceBuilderSizeClass: Hashable, Comparable, Sendable {
    /// Whether the horizontal size class is regular (else compact).
    var regularWidth: Bool
    /// Whether the vertical size class is regular (else compact).
    var regularHeight: Bool

    /// The four combinations, in a fixed order (compact before regular, width first).
    static let all: [InterfaceBuilderSizeClass] = [false, true].flatMap { width in
        [false, true].map { InterfaceBuilderSizeClass(regularWidth: width, regularHeight: $0) }
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.regularWidth ? 1 : 0, lhs.regularHeight ? 1 : 0) < (rhs.regularWidth ? 1 : 0, rhs.regularHeight ? 1 : 0)
    }

    /// The built-in conditions an example's `when:` lists for this combination (compact is the
    /// default of both, so only the regular ones).
    var exampleConditions: [String] {
        (regularWidth ? ["regularWidth"] : []) + (regularHeight ? ["regularHeight"] : [])
    }

    /// The `when:` expression that holds in exactly `combinations` (neither empty nor all four), in
    /// the spec's built-in conditions: `compactHeight`, `regularWidth && compactHeight`,
    /// `compactWidth || compactHeight`, ...
    static func condition(of combinations: Set<InterfaceBuilderSizeClass>) -> String {
        func width(_ regular: Bool) -> String { regular ? "regularWidth" : "compactWidth" }
        func height(_ regular: Bool) -> String { regular ? "regularHeight" : "compactHeight" }
        for regular in [false, true] {
            if combinations == Set(all.filter { $0.regularWidth == regular }) { return width(regular) }
            if combinations == Set(all.filter { $0.regularHeight == regular }) { return height(regular) }
        }
        let sorted = combinations.sorted()
        switch sorted.count {
        case 1:
            return width(sorted[0].regularWidth) + " && " + height(sorted[0].regularHeight)
        case 3:
            // All but one: the other width or the other height.
            guard let missing = all.first(where: { !combinations.contains($0) }) else { return "" }
            return width(!missing.regularWidth) + " || " + height(!missing.regularHeight)
        default:
            // Two on a diagonal.
            return sorted.map { "(" + width($0.regularWidth) + " && " + height($0.regularHeight) + ")" }
                .joined(separator: " || ")
        }
    }
}
