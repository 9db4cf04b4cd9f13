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
    /// The same number for functions the `CheckDomain` built once and gave several attributes
    /// (every field of a form column starts at one `max`), so that checks ask about each once;
    /// `nil` for any other function.
    var sharedID: Int? = nil

    /// A function that is the same affine value everywhere.
    static func constant(_ value: AffineVector) -> PiecewiseAffine {
        PiecewiseAffine(pieces: [Piece(assignment: [:], regions: [:], bounds: [], value: value)])
    }

    /// `self + factor · other`, on the intersections of the pieces whose conditions agree.
    ///
    /// When both functions have the same pieces (conditions, regions and bounds, in order) — a
    /// field's `minX`, a `max` over the label widths, and its width, the container's width minus
    /// that `max`, are both decided by the widest label — the sum is taken piece by piece: two
    /// different pieces of one function share no interior, and where two equal pieces overlap
    /// the function has the same value on both, so the other pairs add nothing. That keeps a sum
    /// of two n-piece functions at n pieces instead of n² pairs to intersect.
    func adding(_ other: PiecewiseAffine, times factor: Double) -> PiecewiseAffine {
        if hasSamePieces(as: other) {
            return PiecewiseAffine(
                pieces: zip(pieces, other.pieces).map { left, right in
                    var piece = left
                    piece.value.add(right.value, times: factor)
                    return piece
                })
        }
        var result: [Piece] = []
        for left in pieces {
            for right in other.pieces {
                guard let overlap = Self.overlap(left.assignment, left.regions, left.bounds, right) else { continue }
                var value = left.value
                value.add(right.value, times: factor)
                result.append(
                    Piece(
                        assignment: overlap.assignment, regions: overlap.regions, bounds: overlap.bounds,
                        value: value))
            }
        }
        return PiecewiseAffine(pieces: result)
    }

    /// The same function with the pieces of each condition assignment merged into one without
    /// bounds when they all have the same value there (the pieces of one assignment cover the
    /// domain, so the function is that affine value everywhere under it): a field's far edge, the
    /// container's width minus a margin, whichever label is widest.
    func mergingEqualValues() -> PiecewiseAffine {
        guard pieces.count > 1 else { return self }
        var groups: [[String: Bool]] = []
        for piece in pieces where !groups.contains(piece.assignment) { groups.append(piece.assignment) }
        var result: [Piece] = []
        for assignment in groups {
            let group = pieces.filter { $0.assignment == assignment }
            if group.count > 1, let first = group.first, group.allSatisfy({ $0.value == first.value }) {
                result.append(Piece(assignment: assignment, regions: [:], bounds: [], value: first.value))
            } else {
                result += group
            }
        }
        return PiecewiseAffine(pieces: result)
    }

    /// Whether `other`'s pieces are this function's, one for one: the same conditions, regions and
    /// bounds (values may differ).
    func hasSamePieces(as other: PiecewiseAffine) -> Bool {
        pieces.count == other.pieces.count
            && zip(pieces, other.pieces).allSatisfy { left, right in
                left.assignment == right.assignment && left.regions == right.regions && left.bounds == right.bounds
            }
    }

    /// Where a piece (its conditions, regions and bounds) and `other` overlap: the merged conditions
    /// and regions and the bounds of both (`PieceBounds.reduced`; one side's when both are in the
    /// same regions), or `nil` when they disagree on a condition or region or share no interior.
    static func overlap(
        _ assignment: [String: Bool], _ regions: [Int: Int], _ bounds: [AffineVector],
        _ other: Piece
    ) -> (assignment: [String: Bool], regions: [Int: Int], bounds: [AffineVector])? {
        guard agree(assignment, other.assignment), agree(regions, other.regions) else { return nil }
        // The same regions have the same bounds, unless a piece was restricted inside its regions
        // (an arranged view's origin while its text fits the stack, and its size while it does
        // not: `ArrangedCheckValues`), whose bounds are then intersected as any others.
        let sameRegions =
            !other.regions.isEmpty && other.regions.allSatisfy { regions[$0.key] != nil }
            && (other.bounds.isEmpty || other.bounds == bounds)
        // (Bounds are kept reduced, so a side without bounds leaves the other's as they are.)
        let merged =
            sameRegions || other.bounds.isEmpty
            ? bounds
            : bounds.isEmpty ? other.bounds : PieceBounds.reduced(bounds + other.bounds)
        guard let merged else { return nil }
        return (
            assignment.merging(other.assignment) { first, _ in first },
            regions.merging(other.regions) { first, _ in first }, merged
        )
    }

    /// Whether two maps give no shared key different values (conditions, or components' regions).
    static func agree<Key: Hashable, Value: Equatable>(_ a: [Key: Value], _ b: [Key: Value]) -> Bool {
        a.allSatisfy { name, value in b[name].map { $0 == value } ?? true }
    }
}
