/// `Σ coefficients[v]·x_v + affine(θ)`: a linear form sparse in the unknowns (indices into the
/// problem's variables) with an affine part in the parameters, for the structural fast path.
struct SparseAffineRow: Sendable {
    /// Unknown index → coefficient; no zero entries.
    var coefficients: [Int: Double]
    /// The part without unknowns.
    var affine: AffineVector

    /// Coefficients this small after arithmetic are rounding noise and dropped.
    static let noise = 1e-12

    /// The row of a constraint's expression.
    init(
        _ expression: LinearExpression, variableIndex: [Variable: Int], parameterIndex: [Parameter: Int],
        parameterCount: Int
    ) {
        coefficients = [:]
        for (variable, coefficient) in expression.variables {
            if let v = variableIndex[variable], coefficient != 0 { coefficients[v, default: 0] += coefficient }
        }
        affine = AffineVector(parameterCount: parameterCount)
        affine.constant = expression.constant
        for (parameter, coefficient) in expression.parameters {
            if let k = parameterIndex[parameter] { affine.setCoefficient(k, affine.coefficient(k) + coefficient) }
        }
    }

    /// A row from its parts.
    init(coefficients: [Int: Double], affine: AffineVector) {
        self.coefficients = coefficients
        self.affine = affine
    }

    /// The unknowns, in increasing index order (for deterministic arithmetic).
    var unknowns: [Int] { coefficients.keys.sorted() }

    /// `self += factor · other`.
    mutating func add(_ other: SparseAffineRow, times factor: Double) {
        for v in other.unknowns {
            let sum = (coefficients[v] ?? 0) + factor * (other.coefficients[v] ?? 0)
            coefficients[v] = abs(sum) <= Self.noise ? nil : sum
        }
        affine.add(other.affine, times: factor)
    }

    /// `self *= factor`.
    mutating func scale(by factor: Double) {
        for v in unknowns { coefficients[v]? *= factor }
        affine.scale(by: factor)
    }
}
