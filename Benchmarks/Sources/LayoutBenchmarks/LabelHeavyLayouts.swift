/// Random label-heavy screens, one per seed (deterministic: `SplitMix64`): 6–19 views in rows of
/// one to three, about two thirds of them measured texts with Interface Builder's content
/// priorities or a neighbour's (hugging 250/251/750, compression 749/750/751), the others fixed
/// boxes. A row starts at the leading margin, each view follows the one before it (`==`, or `>=`
/// with an `@250` pull to the gap) and is aligned to the row's first view (top or centre); the
/// last one stays inside the trailing margin. Each row sits below the previous one (`==`, or `>=`
/// every view above with an `@250` pull); half the screens end above the bottom margin, half
/// break ties by `ties: viewOrder`. The container is 320–1024 wide.
///
/// Many of them are wrong the way real screens are (a tie between two texts, a row that cannot
/// fit): what matters is that each one is decided — frames, or a conflict or ambiguity with a
/// witness — and none ends in "needs more work than the solver allows".
enum LabelHeavyLayouts {
    /// The family, for `GenerationCase` (its size is the seed).
    static let family = ScalingSpecs.Family(name: "labels", title: "label-heavy screen", unit: "seed") { seed in
        spec(seed: seed)
    }

    /// The spec of one seed.
    static func spec(seed: Int) -> String {
        var random = SplitMix64(state: UInt64(seed))
        func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }
        func chance(_ percent: Int) -> Bool { random.below(100) < percent }
        let count = 6 + random.below(14)
        var measured = Set<Int>()
        var views: [String] = []
        for i in 0..<count {
            if chance(65) {
                measured.insert(i)
                let hugging = pick([250, 250, 251, 750])
                let compression = pick([750, 750, 749, 751])
                let priorities =
                    (hugging, compression) == (250, 750) ? "" : ", hugging: \(hugging), compression: \(compression)"
                views.append("  v\(i): {measure: intrinsic\(priorities)}")
            } else {
                views.append("  v\(i): {}")
            }
        }
        var rows: [[Int]] = []
        var next = 0
        while next < count {
            let length = min(1 + random.below(3), count - next)
            rows.append(Array(next..<(next + length)))
            next += length
        }
        var lines: [String] = []
        var previous: [Int] = []
        for row in rows {
            guard let first = row.first, let last = row.last else { continue }
            for (position, view) in row.enumerated() {
                let v = "v\(view)"
                if !measured.contains(view) {
                    lines.append("\(v).width == \(pick([24, 32, 44, 60]))")
                    lines.append("\(v).height == \(pick([24, 32, 44]))")
                }
                if position == 0 {
                    lines.append("\(v).leading == superview.leading + \(pick([8, 16, 20]))")
                    if let above = previous.first {
                        let gap = pick([4, 8, 12])
                        if chance(50) {
                            lines.append("\(v).top == v\(above).bottom + \(gap)")
                        } else {
                            lines.append("\(v).top >= v\(above).bottom + \(gap)")
                            for other in previous.dropFirst() { lines.append("\(v).top >= v\(other).bottom + 8") }
                            lines.append("\(v).top == v\(above).bottom + 8 @250")
                        }
                    } else {
                        lines.append("\(v).top == superview.top + 16")
                    }
                } else {
                    let before = "v\(row[position - 1])"
                    let gap = pick([4, 8, 12])
                    if chance(33) {
                        lines.append("\(v).leading >= \(before).trailing + \(gap)")
                        lines.append("\(v).leading == \(before).trailing + \(gap) @250")
                    } else {
                        lines.append("\(v).leading == \(before).trailing + \(gap)")
                    }
                    let alignment = pick(["top", "centerY"])
                    lines.append("\(v).\(alignment) == v\(first).\(alignment)")
                }
            }
            let relation = measured.contains(last) && chance(25) ? "==" : "<="
            lines.append("v\(last).trailing \(relation) superview.trailing - \(pick([8, 16]))")
            if measured.contains(first), chance(30) {
                lines.append("v\(first).width <= superview.width * 0.\(pick([4, 5, 6]))")
            }
            previous = row
        }
        if let bottom = previous.first, chance(50) { lines.append("v\(bottom).bottom <= superview.bottom - 16") }
        let ties = chance(50) ? "ties: viewOrder\n" : ""
        return "access: public\ncontainer: {minWidth: 320, maxWidth: 1024}\n" + ties + "views:\n"
            + views.joined(separator: "\n") + "\nconstraints:\n" + lines.map { "  - \"\($0)\"\n" }.joined()
    }
}
