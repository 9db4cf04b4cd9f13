/// Grammar-based generation: well-formed specs built from the spec language's pieces (views with
/// options, metrics, inputs, conditions, a container, equations, VFL lines, `when` groups,
/// COSLayout rules, EasyPeasy attributes, FlightLayout alignment), so that many cases reach the
/// solver and the code generator rather than stopping at a syntax error.
enum SpecGrammar {
    static let attributes = [
        "left", "right", "top", "bottom", "width", "height", "centerX", "centerY", "leading",
        "trailing"
    ]

    /// A random spec in YAML.
    static func generate(_ random: inout FuzzRandom) -> String {
        let count = 1 + random.below(4)
        let views = (0..<count).map { "v\($0)" }
        var lines: [String] = []
        if random.chance(1, in: 4) { lines.append("name: Grammar\(random.below(1000))Layout") }
        lines.append("views:")
        for (index, view) in views.enumerated() {
            var options: [String] = []
            if random.chance(1, in: 4) {
                options.append(random.pick(["measure: intrinsic", "measure: heightForWidth"]))
            }
            if random.chance(1, in: 8) { options.append("label: true") }
            if index > 0, random.chance(1, in: 8) { options.append("parent: \(views[index - 1])") }
            if random.chance(1, in: 8) { options.append("hugging: \(random.pick([1, 250, 251, 750, 1000]))") }
            lines.append("  \(view): {\(options.joined(separator: ", "))}")
        }
        let metric = random.chance(1, in: 2)
        if metric { lines.append("metrics: {m: \(number(&random))}") }
        let input = random.chance(1, in: 3)
        if input { lines.append("inputs: {k: {min: 0, max: \(1 + random.below(500))}}") }
        let condition = random.chance(1, in: 4)
        if condition { lines.append("conditions: [c]") }
        if random.chance(1, in: 5) {
            lines.append("container: {\(random.pick(["height: fit", "width: fit", "minWidth: 100", "margins: 4"]))}")
        }
        var values = [number(&random), number(&random)]
        if metric { values.append("m") }
        if input { values.append("k") }
        lines.append("constraints:")
        // A determined base: every attribute `==` a constant, the superview or an earlier view.
        for (index, view) in views.enumerated() {
            for attribute in random.pick([
                ["left", "top", "width", "height"], ["leading", "trailing", "top", "bottom"],
                ["centerX", "centerY", "width", "height"]
            ])
            where !random.chance(1, in: 20) {
                let earlier = index > 0 ? views[random.below(index)] : "superview"
                let right: String
                switch random.below(3) {
                case 0 where attribute == "width" || attribute == "height": right = random.pick(values)
                case 1: right = "\(earlier).\(attribute) * \(random.pick(["0.5", "1", "2"])) + \(random.pick(values))"
                default: right = "superview.\(attribute) + \(random.pick(values))"
                }
                lines.append("  - \(view).\(attribute) == \(right)")
            }
        }
        // Extras: inequalities and optional constraints, which may conflict or tie.
        for _ in 0..<random.below(3) {
            let view = random.pick(views)
            lines.append("  - " + equation(view, random.pick(attributes), views, values, &random))
        }
        if random.chance(1, in: 4), views.count > 1 {
            lines.append("  - \"H:|-\(random.pick(values))-[\(views[0])]-[\(views[1])(>=\(random.pick(values)))]-|\"")
        }
        if condition {
            lines.append("  - when: \(random.pick(["c", "!c", "c && rtl", "compactWidth || c"]))")
            lines.append("    constraints: [\"\(equation(random.pick(views), "width", views, values, &random))\"]")
        }
        if random.chance(1, in: 5) {
            lines.append("rules:")
            lines.append(
                "  \(random.pick(views)): \"ll = \(random.below(40)), tt = \(random.below(40)), w = 50%, h = 20\"")
        }
        if random.chance(1, in: 6) {
            lines.append("attributes:")
            lines.append("  \(random.pick(views)): [\"Top(\(random.below(20)))\", \"Size(\(random.below(90)))\"]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func equation(
        _ view: String, _ attribute: String, _ views: [String], _ values: [String],
        _ random: inout FuzzRandom
    ) -> String {
        let relation = random.pick(["==", "==", "==", ">=", "<="])
        var right: String
        switch random.below(4) {
        case 0: right = random.pick(values)
        case 1: right = "superview.\(attribute) + \(random.pick(values))"
        case 2:
            right = "\(random.pick(views)).\(attribute) * \(random.pick(["0.5", "2", "1"])) - \(random.pick(values))"
        default: right = "(\(random.pick(values)) + \(random.pick(values))) / 2"
        }
        let priority = random.chance(1, in: 4) ? " @\(random.pick([1, 250, 500, 750, 999]))" : ""
        return "\(view).\(attribute) \(relation) \(right)\(priority)"
    }

    private static func number(_ random: inout FuzzRandom) -> String {
        random.pick(["0", "8", "16", "44", "100", "12.5", "320", "1000000000"])
    }
}
