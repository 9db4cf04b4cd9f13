/// Sparse elimination of the required equalities of one component case: each equality, reduced
/// by the substitutions so far, expresses one of its unknowns in terms of the others, and that
/// substitution is applied, in place, wherever the unknown occurs. Chains `x_k = x_{k-1} + c`
/// cost time linear in their length (each step touches only the substitutions that mention the
/// eliminated unknown, and copies none of them); what is left is a smaller problem over the free
/// unknowns, with the same solutions. One elimination serves both the fast path's solution and
/// its conflict proof.
struct EqualityElimination: Sendable {
    /// What eliminating one equality did.
    enum Outcome: Sendable {
        /// An unknown was expressed by the others.
        case eliminated
        /// The equality follows from the earlier ones.
        case redundant
        /// The equality contradicts the earlier ones somewhere in the domain.
        case inconsistent
    }

    /// Unknown → its value in terms of the free unknowns, when it was eliminated.
    private var substitutionOf: [SparseAffineRow?]
    /// Unknown → the index (as passed to `eliminate`) of the equality that eliminated it.
    private var eliminatedByIndex: [Int?]
    /// Free unknown → the eliminated unknowns whose substitution mentions it.
    private var occurrences: [Set<Int>]
    /// How many constraints mention each unknown (fewest first is the pivot rule).
    let mentionCounts: [Int]

    /// Creates an empty elimination; `mentionCounts` has one entry per unknown.
    init(mentionCounts: [Int]) {
        self.mentionCounts = mentionCounts
        substitutionOf = Array(repeating: nil, count: mentionCounts.count)
        eliminatedByIndex = Array(repeating: nil, count: mentionCounts.count)
        occurrences = Array(repeating: [], count: mentionCounts.count)
    }

    /// Whether the unknown was eliminated.
    func isEliminated(_ v: Int) -> Bool { substitutionOf[v] != nil }

    /// The eliminated unknown's value in terms of the free unknowns (`nil` for a free unknown).
    func substitution(of v: Int) -> SparseAffineRow? { substitutionOf[v] }

    /// The index of the equality that eliminated the unknown (`nil` for a free unknown).
    func eliminatedBy(_ v: Int) -> Int? { eliminatedByIndex[v] }

    /// `row` with every eliminated unknown replaced by its substitution.
    func reduced(_ row: SparseAffineRow) -> SparseAffineRow {
        var result = row
        for v in row.unknowns {
            guard let substitution = substitutionOf[v], let c = result.coefficients.removeValue(forKey: v) else {
                continue
            }
            result.add(substitution, times: c)
        }
        return result
    }

    /// Eliminates the equality `row == 0`, the constraint at `index`.
    mutating func eliminate(_ row: SparseAffineRow, index: Int) -> Outcome {
        var substitution = reduced(row)
        let unknowns = substitution.unknowns
        guard let largest = unknowns.map({ abs(substitution.coefficients[$0] ?? 0) }).max(), largest > 1e-9 else {
            let affine = substitution.affine
            let scale = max(1, abs(affine.constant), affine.terms.map { abs($0.1) }.max() ?? 0)
            return abs(affine.constant) <= 1e-9 * scale && affine.terms.allSatisfy({ abs($0.1) <= 1e-9 * scale })
                ? .redundant : .inconsistent
        }
        // The pivot: a well-sized coefficient on the unknown fewest constraints mention (the
        // latest on ties), so that chains and shared anchors stay free.
        let candidates = unknowns.filter { abs(substitution.coefficients[$0] ?? 0) >= 0.01 * largest }
        guard
            let pivot = candidates.min(by: { a, b in
                mentionCounts[a] != mentionCounts[b] ? mentionCounts[a] < mentionCounts[b] : a > b
            }), let a = substitution.coefficients.removeValue(forKey: pivot)
        else { return .redundant }
        substitution.scale(by: -1 / a)
        let mentioned = substitution.unknowns
        let users = occurrences[pivot].sorted()
        occurrences[pivot] = []
        for v in users {
            // In place: the stored row is mutated through the array, never copied.
            guard let c = substitutionOf[v]?.coefficients.removeValue(forKey: pivot) else { continue }
            substitutionOf[v]?.add(substitution, times: c)
            for u in mentioned { occurrences[u].insert(v) }
        }
        for u in mentioned { occurrences[u].insert(pivot) }
        substitutionOf[pivot] = substitution
        eliminatedByIndex[pivot] = index
        return .eliminated
    }
}
