/// An affine function of the parameters, `c0 + c1·θ1 + … + cp·θp`, stored densely: entry 0 is the
/// constant, entry k the coefficient of the k-th parameter of the problem.
///
/// The right-hand sides of a parametric tableau are affine vectors carried through every pivot.
struct AffineVector: Hashable, Sendable {
    /// `[c0, c1, …, cp]`.
    var entries: [Double]

    /// The zero function of `parameterCount` parameters.
    init(parameterCount: Int) {
        entries = Array(repeating: 0, count: parameterCount + 1)
    }

    /// A function from its entries.
    init(entries: [Double]) {
        self.entries = entries
    }

    /// The number of parameters.
    var parameterCount: Int { entries.count - 1 }

    /// The constant part.
    var constant: Double { entries[0] }

    /// Whether every parameter coefficient is within `tolerance` of zero.
    func isConstant(tolerance: Double) -> Bool {
        entries.dropFirst().allSatisfy { abs($0) <= tolerance }
    }

    /// The value at a point (one coordinate per parameter).
    func value(at point: [Double]) -> Double {
        var result = entries[0]
        for k in 0..<min(point.count, parameterCount) { result += entries[k + 1] * point[k] }
        return result
    }

    /// `self += factor · other`.
    mutating func add(_ other: AffineVector, times factor: Double) {
        for k in entries.indices { entries[k] += factor * other.entries[k] }
    }

    /// `self *= factor`.
    mutating func scale(by factor: Double) {
        for k in entries.indices { entries[k] *= factor }
    }

    /// The function as a `LinearExpression` over the given parameters, with coefficients within
    /// `1e-9` of an integer snapped to it (so that `cw − 32` stays exactly that).
    func expression(over parameters: [Parameter]) -> LinearExpression {
        var terms: [Parameter: Double] = [:]
        for (k, parameter) in parameters.enumerated() where entries[k + 1] != 0 {
            let c = Self.snapped(entries[k + 1])
            if c != 0 { terms[parameter] = c }
        }
        return LinearExpression(parameters: terms, constant: Self.snapped(entries[0]))
    }

    /// `value` rounded to a nearby integer or short decimal when it is within rounding noise of one.
    static func snapped(_ value: Double) -> Double {
        let rounded = value.rounded()
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)) { return rounded == 0 ? 0 : rounded }
        let scaled = (value * 1e6).rounded() / 1e6
        if abs(value - scaled) <= 1e-10 * max(1, abs(value)) { return scaled }
        return value
    }
}
