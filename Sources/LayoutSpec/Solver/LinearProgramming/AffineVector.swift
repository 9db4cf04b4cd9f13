/// An affine function of the parameters, `c0 + c1·θ1 + … + cp·θp`: the constant `c0` and the
/// coefficients that are not zero, by parameter index (0 for the problem's first parameter), in
/// increasing order.
///
/// The right-hand sides of a parametric tableau are affine vectors carried through every pivot.
/// Stored sparsely because a layout's values each read a few inputs while a large component has
/// hundreds (a form column's field starts right of the widest of 400 labels: 400 `max` operands,
/// each reading one label's width): dense, its values and their checks grew with the cube of the
/// layout's size. Arithmetic visits the coefficients in increasing parameter order, as a dense
/// loop would, and skips only zeros, so results are the same bit for bit (up to the sign of a zero).
struct AffineVector: Hashable, Sendable {
    /// The number of parameters.
    let parameterCount: Int
    /// The constant part.
    var constant: Double
    /// The parameters with a coefficient that is not zero, increasing.
    private(set) var indices: [Int]
    /// Their coefficients (none is zero).
    private(set) var coefficients: [Double]

    /// The constant function `constant` of `parameterCount` parameters.
    init(constant: Double, parameterCount: Int) {
        self.init(parameterCount: parameterCount)
        self.constant = constant
    }

    /// The zero function of `parameterCount` parameters.
    init(parameterCount: Int) {
        self.parameterCount = parameterCount
        constant = 0
        indices = []
        coefficients = []
    }

    /// A function from its dense entries `[c0, c1, …, cp]`.
    init(entries: [Double]) {
        parameterCount = max(entries.count - 1, 0)
        constant = entries.first ?? 0
        indices = []
        coefficients = []
        for (k, c) in entries.dropFirst().enumerated() where c != 0 {
            indices.append(k)
            coefficients.append(c)
        }
    }

    /// The dense entries `[c0, c1, …, cp]` (entry k + 1 is parameter k's coefficient). Reading and
    /// writing cost the parameter count; loops over parameters read `coefficient(_:)` or `terms`.
    var entries: [Double] {
        get {
            var dense = Array(repeating: 0.0, count: parameterCount + 1)
            dense[0] = constant
            for (k, c) in zip(indices, coefficients) { dense[k + 1] = c }
            return dense
        }
        set {
            self = AffineVector(entries: newValue)
        }
    }

    /// The coefficient of parameter `k` (0 when it has none).
    func coefficient(_ k: Int) -> Double {
        guard let position = position(of: k) else { return 0 }
        return coefficients[position]
    }

    /// Sets the coefficient of parameter `k`.
    mutating func setCoefficient(_ k: Int, _ value: Double) {
        if let position = position(of: k) {
            if value == 0 {
                indices.remove(at: position)
                coefficients.remove(at: position)
            } else {
                coefficients[position] = value
            }
            return
        }
        guard value != 0, k >= 0, k < parameterCount else { return }
        let insertion = indices.firstIndex { $0 > k } ?? indices.count
        indices.insert(k, at: insertion)
        coefficients.insert(value, at: insertion)
    }

    /// The parameters with a coefficient, and the coefficients, in increasing parameter order.
    var terms: Zip2Sequence<[Int], [Double]> { zip(indices, coefficients) }

    /// Whether no parameter has a coefficient.
    var hasNoTerms: Bool { indices.isEmpty }

    /// Where parameter `k` is in `indices` (binary search).
    private func position(of k: Int) -> Int? {
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < k { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == k ? low : nil
    }

    /// Whether `predicate` holds for the two constants and for the two coefficients of every
    /// parameter either function has (0 for the one that has none), in increasing parameter order.
    func allEntries(pairedWith other: AffineVector, _ predicate: (Double, Double) -> Bool) -> Bool {
        guard predicate(constant, other.constant) else { return false }
        var i = 0
        var j = 0
        while i < indices.count || j < other.indices.count {
            if j == other.indices.count || (i < indices.count && indices[i] < other.indices[j]) {
                guard predicate(coefficients[i], 0) else { return false }
                i += 1
            } else if i == indices.count || other.indices[j] < indices[i] {
                guard predicate(0, other.coefficients[j]) else { return false }
                j += 1
            } else {
                guard predicate(coefficients[i], other.coefficients[j]) else { return false }
                i += 1
                j += 1
            }
        }
        return true
    }

    /// Whether every parameter coefficient is within `tolerance` of zero.
    func isConstant(tolerance: Double) -> Bool {
        coefficients.allSatisfy { abs($0) <= tolerance }
    }

    /// The value at a point (one coordinate per parameter).
    func value(at point: [Double]) -> Double {
        var result = constant
        for (k, c) in zip(indices, coefficients) where k < point.count { result += c * point[k] }
        return result
    }

    /// `self += factor · other`.
    mutating func add(_ other: AffineVector, times factor: Double) {
        constant += factor * other.constant
        guard !other.indices.isEmpty else { return }
        if indices == other.indices {
            // The same parameters (a tableau's right-hand sides, mostly): in place.
            var zeros = false
            for position in coefficients.indices {
                coefficients[position] += factor * other.coefficients[position]
                if coefficients[position] == 0 { zeros = true }
            }
            if zeros { removeZeros() }
            return
        }
        var mergedIndices: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedIndices.reserveCapacity(indices.count + other.indices.count)
        mergedCoefficients.reserveCapacity(indices.count + other.indices.count)
        var i = 0
        var j = 0
        while i < indices.count || j < other.indices.count {
            let k: Int
            var c: Double
            if j == other.indices.count || (i < indices.count && indices[i] < other.indices[j]) {
                (k, c) = (indices[i], coefficients[i])
                i += 1
            } else if i == indices.count || other.indices[j] < indices[i] {
                (k, c) = (other.indices[j], 0 + factor * other.coefficients[j])
                j += 1
            } else {
                (k, c) = (indices[i], coefficients[i] + factor * other.coefficients[j])
                i += 1
                j += 1
            }
            if c != 0 {
                mergedIndices.append(k)
                mergedCoefficients.append(c)
            }
        }
        indices = mergedIndices
        coefficients = mergedCoefficients
    }

    /// `self *= factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        guard !coefficients.isEmpty else { return }
        for position in coefficients.indices { coefficients[position] *= factor }
        if factor == 0 || coefficients.contains(0) { removeZeros() }
    }

    /// Drops the coefficients that arithmetic made zero.
    private mutating func removeZeros() {
        var keptIndices: [Int] = []
        var keptCoefficients: [Double] = []
        for (k, c) in zip(indices, coefficients) where c != 0 {
            keptIndices.append(k)
            keptCoefficients.append(c)
        }
        indices = keptIndices
        coefficients = keptCoefficients
    }

    /// Each coefficient and the constant replaced by `transform` of it.
    func mapped(_ transform: (Double) -> Double) -> AffineVector {
        var result = self
        result.constant = transform(constant)
        for position in coefficients.indices { result.coefficients[position] = transform(coefficients[position]) }
        if result.coefficients.contains(0) { result.removeZeros() }
        return result
    }

    /// The function as a `LinearExpression` over the given parameters, with coefficients within
    /// `1e-9` of an integer snapped to it (so that `cw − 32` stays exactly that).
    func expression(over parameters: [Parameter]) -> LinearExpression {
        var terms: [Parameter: Double] = [:]
        for (k, coefficient) in zip(indices, coefficients) where k < parameters.count {
            let c = Self.snapped(coefficient)
            if c != 0 { terms[parameters[k]] = c }
        }
        return LinearExpression(parameters: terms, constant: Self.snapped(constant))
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
