/// Numbers and names as an imported spec keeps them.
enum InterfaceBuilderFormat {
    /// `value` to nine decimals, as an imported spec keeps it (Interface Builder's
    /// `20.333333333333332` is `20.333333333`).
    static func rounded(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }

    /// `16`, `12.5`, `-0.333333`: `rounded(value)` as the spec writes numbers (`SpecNumberText`):
    /// integers without a fraction, never `-0`.
    static func number(_ value: Double) -> String {
        SpecNumberText.text(rounded(value))
    }

    /// `values` rounded, as an imported spec keeps them.
    static func rounded(_ values: [Double]) -> [Double] {
        values.map(rounded)
    }

    /// `value` as a spec name in lower camel case: `Title Label` → `titleLabel`, `MyCardView` →
    /// `myCardView`; characters that cannot be in a name are dropped; `nil` when nothing is left.
    static func lowerCamelName(_ value: String) -> String? {
        let words = value.split { !($0.isLetter || $0.isNumber || $0 == "_") || !$0.isASCII }
        guard !words.isEmpty else { return nil }
        var name = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                name += lowerFirst(String(word))
            } else {
                name += (word.first.map { String($0).uppercased() } ?? "") + word.dropFirst()
            }
        }
        if let first = name.first, first.isNumber { name = "_" + name }
        return name
    }

    /// `MyCardView` → `myCardView`, `URLField` → `urlField`: the leading capitals lowered, except
    /// the last of several when a lower-case letter follows.
    private static func lowerFirst(_ word: String) -> String {
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper <= 1 || upper == characters.count {
            return String(characters.prefix(max(upper, 1))).lowercased() + String(characters.dropFirst(max(upper, 1)))
        }
        return String(characters.prefix(upper - 1)).lowercased() + String(characters.dropFirst(upper - 1))
    }

    /// `value` as the start of a type name in upper camel case (`my card` → `MyCard`), `nil` when
    /// nothing of it can be in a name.
    static func typeStem(_ value: String) -> String? {
        guard let name = lowerCamelName(value), let first = name.first else { return nil }
        let stem = first == "_" ? name : first.uppercased() + name.dropFirst()
        return SwiftIdentifier.isValid(stem) ? stem : nil
    }
}
