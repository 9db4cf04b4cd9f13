/// The bounds of a piece (affine functions of the inputs, each ≥ 0 inside the piece), reduced
/// before the checks solve linear programs over them. Pieces are intersected by concatenating their
/// bounds, and a sum of two `min`/`max` closed forms over the same operands (`f.minX` = max of the
/// label widths plus 28, `f.width` = min of the container width minus each) pairs every piece of
/// one with every piece of the other: n² pieces of which only n have an interior. Here:
///
/// - a bound that is a constant ≥ 0 holds everywhere and is dropped;
/// - bounds that are the same up to a positive factor keep the tightest;
/// - a piece is empty — `nil` — when a bound is a negative constant, or when two bounds are
///   opposite, `g ≥ 0` and `−λ·g + c ≥ 0` with `c ≤ 0` (λ > 0): no point lies strictly inside
///   both. A piece without interior is dropped, which is safe because the checks look for
///   failures strictly above zero: the layout's values are continuous, so a failure on such a
///   boundary also fails in a neighbouring piece that has an interior.
enum PieceBounds {
    /// A bound's direction with its largest coefficient scaled to 1 in size, rounded to a key.
    private struct Direction: Hashable {
        var terms: [Term]
    }

    /// One input's rounded coefficient in a `Direction`.
    private struct Term: Hashable {
        var input: Int
        var coefficient: Int64

        init(_ input: Int, _ coefficient: Int64) {
            self.input = input
            self.coefficient = coefficient
        }
    }

    /// The reduced bounds (first-seen order), or `nil` when the piece has no interior.
    static func reduced(_ bounds: [AffineVector]) -> [AffineVector]? {
        var kept: [AffineVector] = []
        var slot: [Direction: Int] = [:]
        for bound in bounds {
            let scale = bound.terms.reduce(0) { max($0, abs($1.1)) }
            if scale <= 1e-12 {
                if bound.constant < -1e-9 { return nil }
                continue
            }
            var normal = bound
            normal.scale(by: 1 / scale)
            let direction = Direction(
                terms: normal.terms.map { k, c in Term(k, Int64((c * 1e9).rounded())) }.filter { $0.coefficient != 0 })
            if let index = slot[direction] {
                if normal.constant < kept[index].constant { kept[index] = normal }
            } else {
                slot[direction] = kept.count
                kept.append(normal)
            }
        }
        // Opposite directions, once each is at its tightest: g ≥ 0 and −g + c ≥ 0 leave room only if c > 0.
        for (direction, index) in slot {
            let opposite = Direction(terms: direction.terms.map { Term($0.input, -$0.coefficient) })
            if let other = slot[opposite], kept[index].constant + kept[other].constant <= 1e-9 { return nil }
        }
        return kept
    }
}
