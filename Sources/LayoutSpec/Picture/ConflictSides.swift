/// The two inputs an error picture draws a conflict at, when it depends on one input: where the
/// constraints hold (its threshold) and where they conflict, far enough past the threshold
/// (max(40, 20 % of it), never below 0) that the broken frames are seen. The message's own example
/// is usually a point from the threshold, where a broken layout looks right.
struct ConflictSides: Equatable {
    /// The input, as diagnostics name it (`container.width`).
    var name: String
    /// Where the constraints hold.
    var valid: Double
    /// Where they conflict.
    var broken: Double

    /// The sides of `conflict`, or `nil` when it does not depend on one input's threshold, or when
    /// no input on its conflicting side differs from the threshold.
    init?(_ conflict: ConflictDiagnostic) {
        func margin(_ threshold: Double) -> Double { max(40, abs(threshold) * 0.2) }
        func rounded(_ value: Double) -> Double { DiagnosticText.rounded(value) }
        switch conflict.extent {
        case .below(let name, let threshold, let example), .allBut(let name, let threshold, let example, _):
            self.init(
                name: name, valid: rounded(threshold),
                broken: rounded(max(0, min(example, threshold - margin(threshold)))))
        case .above(let name, let threshold, let example):
            self.init(
                name: name, valid: rounded(threshold), broken: rounded(max(example, threshold + margin(threshold))))
        case .everywhere, .everyValue, .at:
            return nil
        }
        guard broken != valid else { return nil }
    }

    /// Creates the sides.
    init(name: String, valid: Double, broken: Double) {
        self.name = name
        self.valid = valid
        self.broken = broken
    }
}
