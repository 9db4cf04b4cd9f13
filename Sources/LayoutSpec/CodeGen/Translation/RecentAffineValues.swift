/// The affine values last bound in one scope of the generated code, so that a long value can be
/// written as one of them plus a short difference.
///
/// The views of a row filled by measured widths have left edges like
/// `container_width − w₁ − w₂ − … − wₙ − 48`, each one view shorter than the one before: n views
/// would spell out n²/2 terms. Written from the previous edge (`v1_minX + v1_intrinsicWidth + 8`)
/// the row is linear in its length, as hand-written code that walks the row is.
struct RecentAffineValues {
    /// How many recent values are compared with a new one.
    static let window = 4

    /// The recent values and the names they are bound to, oldest first.
    private var recent: [(value: LinearExpression, name: String)] = []

    /// Creates an empty list.
    init() {}

    /// The recent value `value` is best written from, and the difference: only for a value longer
    /// than one statement takes (`FramesBodyBuilder.maximumTermsPerStatement`) whose difference
    /// has at most half its terms.
    func reference(for value: LinearExpression) -> (name: String, difference: LinearExpression)? {
        let length = Self.termCount(value)
        guard length > FramesBodyBuilder.maximumTermsPerStatement else { return nil }
        var best: (name: String, difference: LinearExpression, length: Int)?
        for entry in recent.reversed() {
            let difference = value - entry.value
            let differenceLength = Self.termCount(difference) + 1
            guard 2 * differenceLength <= length, differenceLength < (best?.length ?? .max) else { continue }
            best = (entry.name, difference, differenceLength)
        }
        return best.map { ($0.name, $0.difference) }
    }

    /// Records a value bound to `name`.
    mutating func record(_ value: LinearExpression, name: String) {
        recent.append((value, name))
        if recent.count > Self.window { recent.removeFirst() }
    }

    /// Terms in the generated sum: unknowns, inputs and a non-zero constant.
    static func termCount(_ expression: LinearExpression) -> Int {
        expression.variables.count + expression.parameters.count + (expression.constant == 0 ? 0 : 1)
    }
}
