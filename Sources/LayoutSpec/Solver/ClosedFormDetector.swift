/// Finds `min`/`max` closed forms for the piecewise-affine values of one condition case, proving
/// each candidate by small LPs over every region so that code generation can skip branching.
///
/// Candidates, in order: one affine piece; `max` of all pieces; `min` of all pieces; the clamps
/// `min(max(others), cap)` and `max(min(others), floor)` for every piece as cap or floor.
struct ClosedFormDetector: Sendable {
    /// The regions' polytopes (domain box and bounds), one per region.
    let regionShapes: [Polytope]
    /// The regions' values, `values[region][variable]`.
    let values: [[AffineVector]]
    /// The parameters, for building expressions.
    let parameters: [Parameter]

    /// Creates a detector for the regions of a case within the domain `box`.
    init(regions: [ParametricLayoutProblem.CriticalRegion], box: Polytope, parameters: [Parameter]) {
        regionShapes = regions.map { region in
            region.bounds.reduce(box) { $0.adding(Polytope.halfspace(nonNegative: $1)) }
        }
        values = regions.map(\.values)
        self.parameters = parameters
    }

    /// One closed form per variable, or `nil` when some variable has none.
    func closedForms(variableCount: Int) -> [SolvedValue]? {
        var result: [SolvedValue] = []
        for variable in 0..<variableCount {
            guard let form = closedForm(of: variable) else { return nil }
            result.append(form)
        }
        return result
    }

    private func closedForm(of variable: Int) -> SolvedValue? {
        var pieces: [AffineVector] = []
        var pieceOfRegion: [Int] = []
        for regionValues in values {
            let value = regionValues[variable]
            if let existing = pieces.firstIndex(where: { RegionExplorer.nearlyEqual($0, value) }) {
                pieceOfRegion.append(existing)
            } else {
                pieceOfRegion.append(pieces.count)
                pieces.append(value)
            }
        }
        func affine(_ k: Int) -> SolvedValue { .affine(pieces[k].expression(over: parameters)) }
        guard pieces.count > 1 else { return pieces.first.map { _ in affine(0) } }
        let all = Array(pieces.indices)
        if isExtreme(all, largest: true, pieces: pieces, pieceOfRegion: pieceOfRegion) { return .maximum(all.map(affine)) }
        if isExtreme(all, largest: false, pieces: pieces, pieceOfRegion: pieceOfRegion) { return .minimum(all.map(affine)) }
        for cap in all {
            let others = all.filter { $0 != cap }
            if isClamp(others: others, limit: cap, capping: true, pieces: pieces, pieceOfRegion: pieceOfRegion) {
                let inner: SolvedValue = others.count == 1 ? affine(others[0]) : .maximum(others.map(affine))
                return .minimum([inner, affine(cap)])
            }
            if isClamp(others: others, limit: cap, capping: false, pieces: pieces, pieceOfRegion: pieceOfRegion) {
                let inner: SolvedValue = others.count == 1 ? affine(others[0]) : .minimum(others.map(affine))
                return .maximum([inner, affine(cap)])
            }
        }
        return nil
    }

    /// The smallest value of `a − b` over region `r` (+∞ for an empty region, where anything holds).
    private func minimumDifference(_ a: AffineVector, _ b: AffineVector, in r: Int) -> Double {
        var difference = a
        difference.add(b, times: -1)
        return regionShapes[r].minimum(of: difference) ?? .infinity
    }

    private func tolerance(_ a: AffineVector) -> Double { 1e-7 * max(1, abs(a.constant)) }

    /// Whether in every region the region's piece is ≥ (or ≤) every piece of `set`.
    private func isExtreme(_ set: [Int], largest: Bool, pieces: [AffineVector], pieceOfRegion: [Int]) -> Bool {
        for (r, own) in pieceOfRegion.enumerated() {
            for other in set where other != own {
                let ownValue = pieces[own], otherValue = pieces[other]
                let gap = largest ? minimumDifference(ownValue, otherValue, in: r)
                                  : minimumDifference(otherValue, ownValue, in: r)
                if gap < -tolerance(ownValue) { return false }
            }
        }
        return true
    }

    /// Whether `min(max(others), limit)` (capping) or `max(min(others), limit)` equals every region's piece.
    private func isClamp(others: [Int], limit: Int, capping: Bool, pieces: [AffineVector],
                         pieceOfRegion: [Int]) -> Bool {
        for (r, own) in pieceOfRegion.enumerated() {
            let value = pieces[own]
            if own == limit {
                // The inner extreme must be beyond the limit: some piece is on the far side throughout.
                let beyond = others.contains { other in
                    capping ? minimumDifference(pieces[other], value, in: r) >= -tolerance(value)
                            : minimumDifference(value, pieces[other], in: r) >= -tolerance(value)
                }
                if !beyond { return false }
            } else {
                let limitValue = pieces[limit]
                let withinLimit = capping ? minimumDifference(limitValue, value, in: r) : minimumDifference(value, limitValue, in: r)
                if withinLimit < -tolerance(value) { return false }
                for other in others where other != own {
                    let gap = capping ? minimumDifference(value, pieces[other], in: r) : minimumDifference(pieces[other], value, in: r)
                    if gap < -tolerance(value) { return false }
                }
            }
        }
        return true
    }

}
