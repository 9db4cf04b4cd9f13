/// How a spec document spells a number: whole numbers without a fraction (`16`, never `16.0` or
/// `-0`), others as Swift's shortest text that reads back as the same `Double` (`12.5`,
/// `20.333333333`, `1e-07`), which `SpecParser` reads back exactly.
package enum SpecNumberText {
    /// The text of `value`.
    package static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
