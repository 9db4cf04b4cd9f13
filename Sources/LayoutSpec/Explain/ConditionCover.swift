/// The shortest `explain` condition for a set of condition assignments: assignments that differ in
/// one condition only merge (`rtl && compact` and `!rtl && compact` are `compact`), repeatedly;
/// what remains is joined with `||`.
enum ConditionCover {
    /// `compact`, `!rtl && compact`, `rtl || compact` for `assignments` over `names`.
    static func describe(_ assignments: [[String: Bool]], names: [String]) -> String {
        // A term: each name's required value, or nil when the name does not matter.
        var terms: [[Bool?]] = assignments.map { assignment in names.map { assignment[$0] ?? false } }
        var merged = true
        while merged {
            merged = false
            search: for i in terms.indices {
                for j in terms.indices where j > i {
                    let differing = names.indices.filter { terms[i][$0] != terms[j][$0] }
                    guard differing.count == 1, let k = differing.first, terms[i][k] != nil, terms[j][k] != nil else {
                        continue
                    }
                    var combined = terms[i]
                    combined[k] = nil
                    terms.remove(at: j)
                    terms[i] = combined
                    merged = true
                    break search
                }
            }
            var unique: [[Bool?]] = []
            for term in terms where !unique.contains(term) { unique.append(term) }
            terms = unique
        }
        let texts = terms.map { term in
            let literals = names.indices.compactMap { k in term[k].map { $0 ? names[k] : "!" + names[k] } }
            return literals.isEmpty ? "always" : literals.joined(separator: " && ")
        }
        return texts.joined(separator: " || ")
    }
}
