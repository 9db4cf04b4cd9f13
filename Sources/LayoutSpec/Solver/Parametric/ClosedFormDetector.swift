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
    /// Each region's Chebyshev centre, `nil` for a region thinner than a nanometre (computed once
    /// for every variable: the regions' points where a form is checked, and where a piece below
    /// another is seen without an LP).
    let centres: [[Double]?]
    /// A box around each region (`nil` when propagation finds none), which answers most
    /// "is this piece above that one here?" questions without an LP.
    let outerBoxes: [OuterBox?]
    /// The domain box itself, where a range is exact.
    let domain: OuterBox?

    /// Creates a detector for the regions of a case within the domain `box`.
    init(regions: [ParametricLayoutProblem.CriticalRegion], box: Polytope, parameters: [Parameter]) {
        regionShapes = regions.map { region in
            box.restricted(toNonNegative: region.bounds)
        }
        centres = regionShapes.map { shape in
            ChebyshevCenter(of: shape).flatMap { $0.radius > 1e-9 ? $0.center : nil }
        }
        outerBoxes = regionShapes.map { OuterBox(around: $0) }
        domain = OuterBox(around: box)
        values = regions.map(\.values)
        self.parameters = parameters
        self.box = box
    }

    /// One closed form per variable, or `nil` when some variable has none or `budget` runs out
    /// (each small LP solved draws from it: a region's centre, and at most regions × pieces per
    /// variable, most of them answered by the region's centre or box instead).
    func closedForms(variableCount: Int, budget: WorkBudget) -> [SolvedValue]? {
        let programCost = (box.dimension + 2) * (box.dimension + 2) * 64
        guard budget.draw(regionShapes.count * programCost) else { return nil }
        var result: [SolvedValue] = []
        for variable in 0..<variableCount {
            var spending = Spending(budget: budget, programCost: programCost)
            guard let form = closedForm(of: variable, spending: &spending), !spending.isExhausted else { return nil }
            result.append(form)
        }
        return result
    }

    /// The budget one variable's search draws from, an LP at a time.
    private struct Spending {
        let budget: WorkBudget
        let programCost: Int
        /// Whether an LP found the budget spent (the search's answer is then discarded).
        var isExhausted = false

        /// Draws one LP's cost; `false` once the budget is spent.
        mutating func drawProgram() -> Bool {
            if !isExhausted, !budget.draw(programCost) { isExhausted = true }
            return !isExhausted
        }
    }

    /// The max–min form of one variable (Ovchinnikov, "Max-min representation of piecewise
    /// linear functions", 2002): a continuous function that is affine on each region of a
    /// convex domain equals `max over regions r of min { g : g ≥ g_r throughout r }`, with `g_r`
    /// the region's own piece. Terms whose piece set contains another term's are dominated and
    /// dropped, so a clamp comes out as `max(min(…), …)` with two or three operands. The form is
    /// checked at every region's centre; a mismatch (a discontinuous solution) gives `nil`.
    private func closedForm(of variable: Int, spending: inout Spending) -> SolvedValue? {
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
        // Whether piece j ≥ piece k over the whole domain, asked once per pair.
        var aboveOverDomain: [Bool?] = Array(repeating: nil, count: pieces.count * pieces.count)
        func isAbove(_ j: Int, _ k: Int) -> Bool {
            if let known = aboveOverDomain[j * pieces.count + k] { return known }
            let answer = self.isAbove(pieces[j], pieces[k])
            aboveOverDomain[j * pieces.count + k] = answer
            return answer
        }
        for (r, own) in pieceOfRegion.enumerated() {
            var above = pieces.indices.filter { j in
                guard j != own else { return true }
                // Below the region's own piece at its centre: below somewhere in it, no LP needed.
                if let centre = centres[r], difference(pieces[j], pieces[own], at: centre) < -tolerance(pieces[own]) {
                    return false
                }
                return minimumDifference(pieces[j], pieces[own], in: r, spending: &spending) >= -tolerance(pieces[own])
            }
            // A piece that is ≥ another piece of the set over the whole domain never decides the
            // min (of two pieces equal over the domain, the first is kept).
            let members = above
            above = members.filter { j in
                !members.contains { k in
                    k != j && isAbove(j, k) && !(k > j && isAbove(k, j))
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
            guard let centre = centres[r] else { continue }
            let point = Dictionary(uniqueKeysWithValues: zip(parameters, centre))
            let expected = pieces[own].value(at: centre)
            if abs(form.evaluate(point) - expected) > 1e-6 * max(1, abs(expected)) { return nil }
        }
        return form
    }

    /// `a − b` at `point`.
    private func difference(_ a: AffineVector, _ b: AffineVector, at point: [Double]) -> Double {
        a.value(at: point) - b.value(at: point)
    }

    /// The smallest value of `a − b` over region `r` (+∞ for an empty region, where anything holds),
    /// or a bound on it on the same side of `b`'s tolerance.
    private func minimumDifference(
        _ a: AffineVector, _ b: AffineVector, in r: Int, spending: inout Spending
    ) -> Double {
        var difference = a
        difference.add(b, times: -1)
        // The box's range decides when it lies wholly on one side of the tolerance.
        if let outer = outerBoxes[r] {
            let range = outer.range(of: difference)
            if range.lowerBound >= -tolerance(b) || range.upperBound < -tolerance(b) { return range.lowerBound }
        }
        guard spending.drawProgram() else { return -.infinity }
        return regionShapes[r].minimum(of: difference) ?? .infinity
    }

    private func tolerance(_ a: AffineVector) -> Double { 1e-7 * max(1, abs(a.constant)) }

    /// Whether `a ≥ b` throughout the domain.
    private func isAbove(_ a: AffineVector, _ b: AffineVector) -> Bool {
        var difference = a
        difference.add(b, times: -1)
        if let domain { return domain.range(of: difference).lowerBound >= -tolerance(b) }
        return (box.minimum(of: difference) ?? .infinity) >= -tolerance(b)
    }
}
