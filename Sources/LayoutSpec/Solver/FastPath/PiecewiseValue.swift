/// A `min`/`max` tree of affine functions of the parameters, built by the structural fast path
/// (see docs/Solving.md, "How it works"): clamps `max(L…, min(U…, t))` and shifts of them.
///
/// Constructors simplify as they go: nested maxima (minima) are flattened, constant operands are
/// folded into one, equal operands are merged, and an affine operand that never decides the
/// `max` (it is below another affine operand over the whole domain box) is dropped.
indirect enum PiecewiseValue: Sendable {
    /// One affine function.
    case affine(AffineVector)
    /// The smallest operand.
    case minimum([PiecewiseValue])
    /// The largest operand.
    case maximum([PiecewiseValue])

    /// The most affine operands compared pairwise for dominance when simplifying.
    private static let dominanceLimit = 64

    /// Whether the value is one affine function.
    var affinePart: AffineVector? {
        if case .affine(let vector) = self { return vector }
        return nil
    }

    /// The value at a point.
    func value(at point: [Double]) -> Double {
        switch self {
        case .affine(let vector): return vector.value(at: point)
        case .minimum(let operands): return operands.map { $0.value(at: point) }.min() ?? 0
        case .maximum(let operands): return operands.map { $0.value(at: point) }.max() ?? 0
        }
    }

    /// `factor · self + offset` (a negative factor swaps `min` and `max`).
    func scaled(by factor: Double, plus offset: AffineVector) -> PiecewiseValue {
        // An unknown equal to another (`f1.left == f0.left`) shares its value.
        if factor == 1, offset.constant == 0, offset.hasNoTerms { return self }
        switch self {
        case .affine(var vector):
            vector.scale(by: factor)
            vector.add(offset, times: 1)
            return .affine(vector)
        case .minimum(let operands):
            let mapped = operands.map { $0.scaled(by: factor, plus: offset) }
            return factor >= 0 ? .minimum(mapped) : .maximum(mapped)
        case .maximum(let operands):
            let mapped = operands.map { $0.scaled(by: factor, plus: offset) }
            return factor >= 0 ? .maximum(mapped) : .minimum(mapped)
        }
    }

    /// Whether two values are the same tree, affine leaves compared within rounding noise.
    func isSame(as other: PiecewiseValue) -> Bool {
        switch (self, other) {
        case (.affine(let a), .affine(let b)): return RegionExplorer.nearlyEqual(a, b)
        case (.minimum(let a), .minimum(let b)), (.maximum(let a), .maximum(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        default: return false
        }
    }

    /// The value as a `SolvedValue` over the given parameters.
    func solvedValue(over parameters: [Parameter]) -> SolvedValue {
        switch self {
        case .affine(let vector): return .affine(vector.expression(over: parameters))
        case .minimum(let operands): return .minimum(operands.map { $0.solvedValue(over: parameters) })
        case .maximum(let operands): return .maximum(operands.map { $0.solvedValue(over: parameters) })
        }
    }

    /// The values as `SolvedValue`s over the given parameters, each distinct `min`/`max` tree
    /// converted once: unknowns with the same closed form (every field of a column starts right of
    /// the widest label) share one value, which later stages compare at once.
    static func solvedValues(_ values: [PiecewiseValue], over parameters: [Parameter]) -> [SolvedValue] {
        let (distinct, slots) = distinctTrees(values)
        let converted = distinct.map { $0.solvedValue(over: parameters) }
        return slots.map { converted[$0] }
    }

    /// The values with each `min`/`max` tree once (unknowns that share a closed form, every field
    /// of a column starting at one `max` over the labels, are then evaluated or converted once),
    /// and for each value its position among them; affine values are each their own.
    static func distinctTrees(_ values: [PiecewiseValue]) -> (distinct: [PiecewiseValue], slots: [Int]) {
        /// A tree's kind, operand count and first operand: trees that differ here are not compared.
        struct Signature: Hashable {
            var isMinimum: Bool
            var count: Int
            var first: AffineVector?
        }
        var distinct: [PiecewiseValue] = []
        var bySignature: [Signature: [Int]] = [:]
        let slots = values.map { value -> Int in
            let signature: Signature
            switch value {
            case .affine:
                distinct.append(value)
                return distinct.count - 1
            case .minimum(let operands), .maximum(let operands):
                let isMinimum = if case .minimum = value { true } else { false }
                signature = Signature(isMinimum: isMinimum, count: operands.count, first: operands.first?.affinePart)
            }
            if let same = bySignature[signature, default: []].first(where: { distinct[$0].isIdentical(to: value) }) {
                return same
            }
            distinct.append(value)
            bySignature[signature, default: []].append(distinct.count - 1)
            return distinct.count - 1
        }
        return (distinct, slots)
    }

    /// Whether two values are the same tree with the same affine leaves, exactly.
    func isIdentical(to other: PiecewiseValue) -> Bool {
        switch (self, other) {
        case (.affine(let a), .affine(let b)): return a == b
        case (.minimum(let a), .minimum(let b)), (.maximum(let a), .maximum(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
        default: return false
        }
    }

    /// `max(operands)`, simplified within the domain `box`.
    static func largest(_ operands: [PiecewiseValue], box: ParameterBox) -> PiecewiseValue {
        combine(operands, largest: true, box: box)
    }

    /// `min(operands)`, simplified within the domain `box`.
    static func smallest(_ operands: [PiecewiseValue], box: ParameterBox) -> PiecewiseValue {
        combine(operands, largest: false, box: box)
    }

    /// `max(low, min(high, target))` with either bound possibly absent (−∞, +∞).
    static func clamp(
        _ target: PiecewiseValue, low: PiecewiseValue?, high: PiecewiseValue?,
        box: ParameterBox
    ) -> PiecewiseValue {
        let capped = high.map { smallest([$0, target], box: box) } ?? target
        return low.map { largest([$0, capped], box: box) } ?? capped
    }

    private static func combine(_ operands: [PiecewiseValue], largest: Bool, box: ParameterBox) -> PiecewiseValue {
        var flat: [PiecewiseValue] = []
        var bestConstant: AffineVector?
        var affines: [AffineVector] = []
        func collect(_ value: PiecewiseValue) {
            switch value {
            case .maximum(let inner) where largest: inner.forEach(collect)
            case .minimum(let inner) where !largest: inner.forEach(collect)
            case .affine(let vector):
                if vector.isConstant(tolerance: 0) {
                    if let best = bestConstant {
                        if largest ? vector.constant > best.constant : vector.constant < best.constant {
                            bestConstant = vector
                        }
                    } else {
                        bestConstant = vector
                    }
                } else if !affines.contains(where: { RegionExplorer.nearlyEqual($0, vector) }) {
                    affines.append(vector)
                }
            default:
                if !flat.contains(where: { $0.isSame(as: value) }) { flat.append(value) }
            }
        }
        operands.forEach(collect)
        if let bestConstant {
            // A constant below (above) some other operand everywhere never decides the max (min).
            let beaten = affines.contains { other in
                largest
                    ? box.minimum(of: other, minus: bestConstant) >= 0
                    : box.minimum(of: bestConstant, minus: other) >= 0
            }
            if !beaten || affines.isEmpty { affines.append(bestConstant) }
        }
        if affines.count <= dominanceLimit {
            // Drop an affine operand that another one beats everywhere in the box (of two equal
            // over the box, the earlier is kept).
            var kept: [AffineVector] = []
            for (i, candidate) in affines.enumerated() {
                let beaten = affines.enumerated().contains { j, other in
                    guard j != i else { return false }
                    let margin =
                        largest ? box.minimum(of: other, minus: candidate) : box.minimum(of: candidate, minus: other)
                    guard margin >= -1e-9 * max(1, abs(candidate.constant)) else { return false }
                    let reverse =
                        largest ? box.minimum(of: candidate, minus: other) : box.minimum(of: other, minus: candidate)
                    return !(reverse >= -1e-9 * max(1, abs(other.constant))) || j < i
                }
                if !beaten { kept.append(candidate) }
            }
            affines = kept
        }
        let all = affines.map(PiecewiseValue.affine) + flat
        if all.count == 1, let only = all.first { return only }
        return largest ? .maximum(all) : .minimum(all)
    }
}
