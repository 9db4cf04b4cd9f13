/// The domain box of the varying parameters, for bounding affine functions without an LP.
struct ParameterBox: Sendable {
    /// Lower corner, one entry per parameter.
    let lower: [Double]
    /// Upper corner.
    let upper: [Double]

    /// The smallest value of `a − b` over the box.
    func minimum(of a: AffineVector, minus b: AffineVector) -> Double {
        var total = a.constant - b.constant
        var difference = a
        difference.add(b, times: -1)
        for (k, c) in difference.terms where k < lower.count {
            total += c >= 0 ? c * lower[k] : c * upper[k]
        }
        return total
    }

    /// The smallest value of `a` over the box.
    func minimum(of a: AffineVector) -> Double {
        minimum(of: a, minus: AffineVector(parameterCount: a.parameterCount))
    }

    /// The largest value of `a` over the box.
    func maximum(of a: AffineVector) -> Double {
        var negated = a
        negated.scale(by: -1)
        return -minimum(of: negated)
    }
}
