/// The affine pieces of the structural fast path's `min`/`max` closed forms, for the layout checks
/// (`CheckDomain`), built once per closed form and sharing their bounds between closed forms that
/// are decided by the same operands.
///
/// A `max` of n affine operands `u₀ … uₙ₋₁` is `u_k` on the piece where `u_k ≥ u_j` for every other
/// `j`: n pieces of n − 1 bounds each. A form column's field starts right of the widest of its n
/// labels (`max`) and is as wide as the container allows right of it (`min` over the same labels),
/// so both closed forms have these n² bounds. They are computed from the operands directly, as
/// differences of sparse vectors, and shared: the bounds of a piece depend only on the operands'
/// differences (adding one function to every operand changes no decision, and a `min` decides as
/// the `max` of the negated operands), so the field's `minX` and width get the very same arrays,
/// and `PiecewiseAffine.adding` pairs their pieces one for one instead of intersecting n² pairs.
///
/// The differences are scaled so that their largest coefficient is 1 in size: the bounds of a
/// `max` whose operands are a positive multiple of another's (a common function apart) are then
/// the same arrays too (`ClosedFormPiecesTests`).
///
/// Operands that can never decide alone are dropped first: of operands with the same
/// coefficients (a constant apart), only the largest (`max`) or smallest (`min`) constant decides,
/// the first of equal ones. No two of the remaining operands differ by a constant, so no bound is
/// constant; a piece may still be empty (the checks' linear programs skip empty pieces). Nested
/// closed forms (a `max` of `min`s) take the general route: every combination of the operands'
/// pieces, reduced by `PieceBounds`.
final class ClosedFormPieces {
    /// One affine piece: where it applies (each bound ≥ 0) and the value there.
    typealias Piece = (bounds: [AffineVector], value: AffineVector)

    /// Converts a solved expression to a vector over the checks' inputs.
    private let dense: (LinearExpression) -> AffineVector
    /// The pieces of each closed form asked for so far.
    private var known: [SolvedValue: [Piece]] = [:]
    /// The bounds of each piece, by the operands' differences to the first operand (as a `max`).
    private var decisions: [[AffineVector]: [[AffineVector]]] = [:]
    /// Bounds of the general route, each array once (equal bounds compare as one array).
    private var interned: [[AffineVector]: [AffineVector]] = [:]

    /// Pieces over the vectors `dense` makes.
    init(dense: @escaping (LinearExpression) -> AffineVector) {
        self.dense = dense
    }

    /// The pieces of `value`, together covering the domain.
    func pieces(of value: SolvedValue) -> [Piece] {
        if let found = known[value] { return found }
        let found = affineOperandPieces(of: value) ?? generalPieces(of: value)
        known[value] = found
        return found
    }

    /// The pieces of a `min`/`max` whose operands are all affine; `nil` for anything else.
    private func affineOperandPieces(of value: SolvedValue) -> [Piece]? {
        let operands: [SolvedValue]
        let isMinimum: Bool
        switch value {
        case .affine: return nil
        case .minimum(let list): (operands, isMinimum) = (list, true)
        case .maximum(let list): (operands, isMinimum) = (list, false)
        }
        var values: [AffineVector] = []
        values.reserveCapacity(operands.count)
        for operand in operands {
            guard case .affine(let expression) = operand else { return nil }
            values.append(dense(expression))
        }
        // As a `max`: a `min` decides as the `max` of its negated operands.
        let deciding = isMinimum ? values.map { $0.mapped { -$0 } } : values
        var survivors: [Int] = []
        var byCoefficients: [AffineVector: Int] = [:]
        for (index, operand) in deciding.enumerated() {
            var coefficients = operand
            coefficients.constant = 0
            if let position = byCoefficients[coefficients] {
                if operand.constant > deciding[survivors[position]].constant { survivors[position] = index }
            } else {
                byCoefficients[coefficients] = survivors.count
                survivors.append(index)
            }
        }
        guard let first = survivors.first else { return nil }
        if survivors.count == 1 { return [([], values[first])] }
        var differences = survivors.map { index in
            var difference = deciding[index]
            difference.add(deciding[first], times: -1)
            return difference
        }
        // Scaled so that the largest coefficient is 1 in size: operands that are a positive multiple
        // of another closed form's, plus one common function, decide alike (a view centred in a
        // stack has its bottom at `max_j (h_j + h_i) / 2`, the stack at `max_j h_j`).
        let scale = differences.reduce(0.0) { largest, difference in
            difference.terms.reduce(largest) { max($0, abs($1.1)) }
        }
        if scale > 0, scale != 1 { differences = differences.map { $0.mapped { $0 / scale } } }
        let bounds = decisions[differences] ?? Self.decisionBounds(differences)
        decisions[differences] = bounds
        return zip(survivors, bounds).map { index, pieceBounds in (pieceBounds, values[index]) }
    }

    /// For each operand `k` of a `max` (given as differences `d_j` to one of them), the bounds
    /// `d_k − d_j ≥ 0` of every other operand `j`.
    private static func decisionBounds(_ differences: [AffineVector]) -> [[AffineVector]] {
        differences.indices.map { k in
            var bounds: [AffineVector] = []
            bounds.reserveCapacity(differences.count - 1)
            for j in differences.indices where j != k {
                var bound = differences[k]
                bound.add(differences[j], times: -1)
                bounds.append(bound)
            }
            return bounds
        }
    }

    /// The general route: `CheckDomain.pieces(of:)` with each piece's bounds reduced (pieces
    /// without interior dropped) and interned.
    private func generalPieces(of value: SolvedValue) -> [Piece] {
        CheckDomain.pieces(of: value).compactMap { piece in
            guard let bounds = PieceBounds.reduced(piece.bounds.map(dense)) else { return nil }
            if let same = interned[bounds] { return (same, dense(piece.value)) }
            interned[bounds] = bounds
            return (bounds, dense(piece.value))
        }
    }
}
