/// "Did you mean" for a misspelled name: the known name closest to it, when it is close enough to
/// be a typo (`--widht` → `--width`, `gen` → `generate`, `titel` → `title`).
package enum NameSuggestion {
    /// The candidate closest to `name`, or `nil` when none is plausibly meant. A candidate is
    /// plausible when it starts with `name` (at least two characters: `gen` → `generate`) or is
    /// within edit distance max(1, length / 3) of a name of three or more characters (a swap of two
    /// letters counts as one edit); ties go to the earlier candidate. Case is ignored; `name`
    /// itself is never suggested.
    package static func closest(to name: String, in candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        guard !typed.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let known = Array(candidate.lowercased())
            let distance: Int
            if typed.count >= 2, known.count > typed.count, known.starts(with: typed) {
                distance = 1
            } else {
                distance = editDistance(typed, known)
                guard typed.count >= 3, distance <= max(1, min(typed.count, known.count) / 3) else { continue }
            }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean `title`?"` for a suggestion, else the empty string: appended to a message
    /// that names an unknown `name`.
    package static func clause(for name: String, in candidates: [String], quote: String = "`") -> String {
        guard let suggestion = closest(to: name, in: candidates) else { return "" }
        return "; did you mean \(quote)\(suggestion)\(quote)?"
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and transpositions
    /// of adjacent characters each cost one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
