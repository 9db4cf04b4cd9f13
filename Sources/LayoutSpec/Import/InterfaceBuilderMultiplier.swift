import Foundation

/// A constraint's `multiplier` as Interface Builder writes it — `0.5`, `16:9` or `2/3` — turned
/// into the spec's arithmetic: `* 0.5`, `* 16 / 9`, `* 2 / 3`, and nothing for 1.
enum InterfaceBuilderMultiplier {
    /// The spec text that multiplies a term (`" * 16 / 9"`), empty for 1; `nil` when `text` is not
    /// a positive or negative finite number or ratio (zero denominators included).
    static func specText(_ text: String) -> String? {
        guard let value = value(text) else { return nil }
        if value == 1 { return "" }
        if let (numerator, denominator) = ratio(text) {
            return " * " + InterfaceBuilderFormat.number(numerator) + " / " + InterfaceBuilderFormat.number(denominator)
        }
        return " * " + InterfaceBuilderFormat.number(value)
    }

    /// The multiplier's value: `16:9` is 16 / 9.
    static func value(_ text: String) -> Double? {
        if text.contains(":") || text.contains("/") {
            return ratio(text).map { $0.0 / $0.1 }
        }
        return InterfaceBuilderNumber.parse(text.trimmingCharacters(in: .whitespaces))
    }

    /// `16:9` or `16/9` as (16, 9); `nil` when `text` is no ratio or its denominator is zero.
    private static func ratio(_ text: String) -> (Double, Double)? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let numerator = InterfaceBuilderNumber.parse(parts[0]),
                let denominator = InterfaceBuilderNumber.parse(parts[1]), denominator != 0
            else { return nil }
            return (numerator, denominator)
        }
        return nil
    }
}
