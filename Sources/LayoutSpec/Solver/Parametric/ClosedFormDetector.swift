/// Finds `min`/`max` closed forms for the piecewise-affine values of one condition case, proving
/// each term by small LPs over the regions, so that code generation needs no branches.
struct ClosedFormDetector: Sendable {
    /// The regions' polytopes (domain box and bounds), one per region.
    let regionShapes: [Polytope]
    /// The regions' values, `values[region][variable]`.
    let values: [[AffineVector]]
    /// The parameters, for building expressions.
    let parameters: [Parameter]
    /// The whole domain (for dropping operands that never decide a `min`).
    let box: Polytope

    /// Creates a detector for the regions of a case within the domain `box`.
    init(regions: [ParametricLayoutProblem.CriticalRegion], box: Polytope, parameters: [Parameter]) {
        regionShapes = regions.map { region in
            box.restricted(toNonNegative: region.bounds)
        }
        values = regions.map(\.values)
        self.parameters = parameters
        self.box = box
    }

    /// One closed form per variable, or `nil` when some variable has none or `budget` runs out
    /// (each variable draws about regions² small LPs).
    func closedForms(variableCount: Int, budget: WorkBudget) -> [SolvedValue]? {
        var result: [SolvedValue] = []
        let polytopeCost = (box.dimension + 2) * (box.dimension + 2) * 64
        for variable in 0..<variableCount {
            guard budget.draw(values.count * values.count * polytopeCost) else { return nil }
            guard let form = closedForm(of: variable) else { return nil }
            result.append(form)
        }
        return result
    }

    /// The max–min form of one variable (Ovchinnikov, "Max-min representation of piecewise
    /// linear functions", 2002): a continuous function that is affine on each region of a
    /// convex domain equals `max over regions r of min { g : g ≥ g_r throughout r }`, with `g_r`
    /// the region's own piece. Terms whose piece set contains another term's are dominated and
    /// dropped, so a clamp comes out as `max(min(…), …)` with two or three operands. The form is
    /// checked at every region's centre; a mismatch (a discontinuous solution) gives `nil`.
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

        var termSets: [[Int]] = []
        for (r, own) in pieceOfRegion.enumerated() {
            var above = pieces.indices.filter { j in
                j == own || minimumDifference(pieces[j], pieces[own], in: r) >= -tolerance(pieces[own])
            }
            // A piece that is ≥ another piece of the set over the whole domain never decides the
            // min (of two pieces equal over the domain, the first is kept).
            let members = above
            above = members.filter { j in
                !members.contains { k in
                    k != j && isAbove(pieces[j], pieces[k]) && !(k > j && isAbove(pieces[k], pieces[j]))
                }
            }
            if !termSets.contains(above) { termSets.append(above) }
        }
        let kept = termSets.filter { set in
            !termSets.contains { other in other != set && Set(other).isSubset(of: Set(set)) }
        }.sorted { $0.lexicographicallyPrecedes($1) }
        let terms: [SolvedValue] = kept.map { set in set.count == 1 ? affine(set[0]) : .minimum(set.map(affine)) }
        let form: SolvedValue = terms.count == 1 ? terms[0] : .maximum(terms)

        for (r, own) in pieceOfRegion.enumerated() {
            guard let centre = ChebyshevCenter(of: regionShapes[r]), centre.radius > 1e-9 else { continue }
            let point = Dictionary(uniqueKeysWithValues: zip(parameters, centre.center))
            let expected = pieces[own].value(at: centre.center)
            if abs(form.evaluate(point) - expected) > 1e-6 * max(1, abs(expected)) { return nil }
        }
        return form
    }

    /// The smallest value of `a − b` over region `r` (+∞ for an empty region, where anything holds).
    private func minimumDifference(_ a: AffineVector, _ b: AffineVector, in r: Int) -> Double {
        var difference = a
        difference.add(b, times: -1)
        return regionShapes[r].minimum(of: difference) ?? .infinity
    }

    private func tolerance(_ a: AffineVector) -> Double { 1e-7 * max(1, abs(a.constant)) }

    /// Whether `a ≥ b` throughout the domain.
    private func isAbove(_ a: AffineVector, _ b: AffineVector) -> Bool {
        var difference = a
        difference.add(b, times: -1)
        return (box.minimum(of: difference) ?? .infinity) >= -tolerance(b)
    }
}
