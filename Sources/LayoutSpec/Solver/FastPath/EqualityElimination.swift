/// Sparse elimination of the required equalities of one component case: each equality, reduced
/// by the substitutions so far, expresses one of its unknowns in terms of the others, and that
/// substitution is applied wherever the unknown occurs. Chains `x_k = x_{k-1} + c` cost time
/// linear in their length; what is left is a smaller problem over the free unknowns, with the
/// same solutions.
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

    /// Eliminated unknown → its value in terms of the free unknowns.
    private(set) var substitutions: [Int: SparseAffineRow] = [:]
    /// Eliminated unknown → the index (as passed to `eliminate`) of the equality that eliminated it.
    private(set) var eliminatedBy: [Int: Int] = [:]
    /// Free unknown → the eliminated unknowns whose substitution mentions it.
    private var occurrences: [Int: Set<Int>] = [:]
    /// How many constraints mention each unknown (fewest first is the pivot rule).
    let mentionCounts: [Int]

    /// Creates an empty elimination; `mentionCounts` has one entry per unknown.
    init(mentionCounts: [Int]) {
        self.mentionCounts = mentionCounts
    }

    /// Whether the unknown was eliminated.
    func isEliminated(_ v: Int) -> Bool { substitutions[v] != nil }

    /// `row` with every eliminated unknown replaced by its substitution.
    func reduced(_ row: SparseAffineRow) -> SparseAffineRow {
        var result = row
        for v in row.unknowns {
            guard let substitution = substitutions[v], let c = result.coefficients[v] else { continue }
            result.coefficients[v] = nil
            result.add(substitution, times: c)
        }
        return result
    }

    /// Eliminates the equality `row == 0`, the constraint at `index`.
    mutating func eliminate(_ row: SparseAffineRow, index: Int) -> Outcome {
        let reduced = reduced(row)
        let unknowns = reduced.unknowns
        guard let largest = unknowns.map({ abs(reduced.coefficients[$0] ?? 0) }).max(), largest > 1e-9 else {
            let scale = max(1, reduced.affine.entries.map(abs).max() ?? 0)
            return reduced.affine.entries.allSatisfy({ abs($0) <= 1e-9 * scale }) ? .redundant : .inconsistent
        }
        // The pivot: a well-sized coefficient on the unknown fewest constraints mention (the
        // latest on ties), so that chains and shared anchors stay free.
        let candidates = unknowns.filter { abs(reduced.coefficients[$0] ?? 0) >= 0.01 * largest }
        guard let pivot = candidates.min(by: { a, b in
            mentionCounts[a] != mentionCounts[b] ? mentionCounts[a] < mentionCounts[b] : a > b
        }), let a = reduced.coefficients[pivot] else { return .redundant }
        var substitution = reduced
        substitution.coefficients[pivot] = nil
        substitution.scale(by: -1 / a)
        for v in (occurrences[pivot] ?? []).sorted() {
            guard var other = substitutions[v], let c = other.coefficients[pivot] else { continue }
            other.coefficients[pivot] = nil
            other.add(substitution, times: c)
            substitutions[v] = other
            for u in substitution.unknowns { occurrences[u, default: []].insert(v) }
        }
        occurrences[pivot] = nil
        substitutions[pivot] = substitution
        eliminatedBy[pivot] = index
        for u in substitution.unknowns { occurrences[u, default: []].insert(pivot) }
        return .eliminated
    }
}
