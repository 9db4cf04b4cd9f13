/// A function of the runtime inputs that is affine on each of a few pieces: a polyhedral piece of
/// the input domain under one assignment of conditions. Built from a `LayoutSolution`'s regions
/// (one piece per region of every condition case) and combined by sums and differences, whose
/// pieces are the intersections of the operands' pieces that have an interior (`PieceBounds`).
struct PiecewiseAffine: Sendable {
    /// One piece: where it applies and the function's value there.
    struct Piece: Sendable {
        /// The conditions the piece is under (those of the components involved).
        var assignment: [String: Bool]
        /// The solution region each involved component is in: component index → its region's
        /// position among all the component's regions (cases in order). Pieces of one component
        /// in different regions are disjoint, so only pieces that agree here are intersected.
        var regions: [Int: Int] = [:]
        /// Affine functions (over `CheckDomain.parameters`), each ≥ 0 inside the piece.
        var bounds: [AffineVector]
        /// The function's value inside the piece.
        var value: AffineVector
    }

    /// The pieces, in the solution's order (condition cases in order, then regions).
    var pieces: [Piece]

    /// A function that is the same affine value everywhere.
    static func constant(_ value: AffineVector) -> PiecewiseAffine {
        PiecewiseAffine(pieces: [Piece(assignment: [:], regions: [:], bounds: [], value: value)])
    }

    /// `self + factor · other`, on the intersections of the pieces whose conditions agree.
    func adding(_ other: PiecewiseAffine, times factor: Double) -> PiecewiseAffine {
        var result: [Piece] = []
        for left in pieces {
            for right in other.pieces where Self.agree(left.assignment, right.assignment)
                && Self.agree(left.regions, right.regions) {
                let sameRegions = !right.regions.isEmpty && right.regions.allSatisfy { left.regions[$0.key] != nil }
                guard let bounds = sameRegions ? left.bounds : PieceBounds.reduced(left.bounds + right.bounds) else {
                    continue
                }
                var value = left.value
                value.add(right.value, times: factor)
                result.append(Piece(assignment: left.assignment.merging(right.assignment) { first, _ in first },
                                    regions: left.regions.merging(right.regions) { first, _ in first },
                                    bounds: bounds, value: value))
            }
        }
        return PiecewiseAffine(pieces: result)
    }

    /// Whether two maps give no shared key different values (conditions, or components' regions).
    static func agree<Key: Hashable, Value: Equatable>(_ a: [Key: Value], _ b: [Key: Value]) -> Bool {
        a.allSatisfy { name, value in b[name].map { $0 == value } ?? true }
    }
}
