/// The shortest `explain` condition for a set of condition assignments: the prime implicants of
/// the assignments (assignments that differ in one condition only merge, `rtl && compact` and
/// `!rtl && compact` are `compact`, repeatedly and with every partner), the fewest of them that
/// cover every assignment (those only one covers first, then the one covering most), joined with
/// `||`: `!regularWidth || regularWidth && !rtl` is `!regularWidth || !rtl`.
enum ConditionCover {
    /// A conjunction: each name's required value, or nil when the name does not matter.
    private typealias Term = [Bool?]

    /// `compact`, `!rtl && compact`, `rtl || compact` for `assignments` over `names`.
    static func describe(_ assignments: [[String: Bool]], names: [String]) -> String {
        var minterms: [Term] = []
        for assignment in assignments {
            let term: Term = names.map { assignment[$0] ?? false }
            if !minterms.contains(term) { minterms.append(term) }
        }
        let chosen = cover(minterms, by: primeImplicants(of: minterms, count: names.count))
        let texts = chosen.map { term in
            let literals = names.indices.compactMap { k in term[k].map { $0 ? names[k] : "!" + names[k] } }
            return literals.isEmpty ? "always" : literals.joined(separator: " && ")
        }
        return texts.joined(separator: " || ")
    }

    /// Every term no merge can widen, in the order found.
    private static func primeImplicants(of minterms: [Term], count: Int) -> [Term] {
        var primes: [Term] = []
        var current = minterms
        while !current.isEmpty {
            var merged = [Bool](repeating: false, count: current.count)
            var next: [Term] = []
            for i in current.indices {
                for j in current.indices where j > i {
                    let differing = (0..<count).filter { current[i][$0] != current[j][$0] }
                    guard differing.count == 1, let k = differing.first, current[i][k] != nil, current[j][k] != nil
                    else { continue }
                    var combined = current[i]
                    combined[k] = nil
                    merged[i] = true
                    merged[j] = true
                    if !next.contains(combined) { next.append(combined) }
                }
            }
            for (index, term) in current.enumerated() where !merged[index] && !primes.contains(term) {
                primes.append(term)
            }
            current = next
        }
        return primes
    }

    /// The fewest of `primes` (greedily) that cover every minterm, in the order of the first
    /// minterm each covers.
    private static func cover(_ minterms: [Term], by primes: [Term]) -> [Term] {
        func covers(_ term: Term, _ minterm: Term) -> Bool {
            zip(term, minterm).allSatisfy { $0.0 == nil || $0.0 == $0.1 }
        }
        var chosen: [Term] = []
        var uncovered = minterms
        // Essential: the only prime covering some minterm.
        for minterm in minterms {
            let covering = primes.filter { covers($0, minterm) }
            if covering.count == 1, let only = covering.first, !chosen.contains(only) { chosen.append(only) }
        }
        uncovered.removeAll { minterm in chosen.contains { covers($0, minterm) } }
        while !uncovered.isEmpty {
            let scored = primes.filter { !chosen.contains($0) }.map { prime in
                (prime, uncovered.filter { covers(prime, $0) }.count, prime.compactMap { $0 }.count)
            }
            guard
                let best = scored.max(by: { a, b in a.1 != b.1 ? a.1 < b.1 : a.2 > b.2 }), best.1 > 0
            else { break }
            chosen.append(best.0)
            uncovered.removeAll { covers(best.0, $0) }
        }
        let firstCovered = { (term: Term) in minterms.firstIndex { covers(term, $0) } ?? minterms.count }
        return chosen.sorted { firstCovered($0) < firstCovered($1) }
    }
}
