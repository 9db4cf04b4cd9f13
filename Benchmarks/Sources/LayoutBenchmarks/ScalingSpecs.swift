/// Spec generators for the scaling benchmarks: each family at any size, as YAML text, so no
/// thousands of lines are committed. Sizes count views (for the form column: labels).
enum ScalingSpecs {
    /// A family of specs and how its size is counted.
    struct Family: Sendable {
        /// Short name, used on the command line of the child process (`--case NAME SIZE`).
        let name: String
        /// What one printed line describes.
        let title: String
        /// What the size counts.
        let unit: String
        /// The spec of the given size.
        let spec: @Sendable (Int) -> String
    }

    /// Every family, by name (with the stack matrix of `StackSpecs`).
    static let families: [String: Family] = Dictionary(
        uniqueKeysWithValues: [
            formColumn, equalWidthRow, grid, mixedRows, vflRow, requiredBounds, priorityLevels, stackRow,
            hiddenStackRow, LabelHeavyLayouts.family
        ].map { ($0.name, $0) } + StackSpecs.families.map { ($0.name, $0) })

    /// `[label][field]` rows whose fields share one column just right of the widest label:
    /// `f0.left >= l_i.right + 12` for every label, `f0.left == superview.left + 16 @250`, every
    /// `f_i.left == f0.left`. The labels are measured (intrinsic width at hugging 250 and
    /// compression 750), so the answer is `f0.left = 28 + max(label widths)`: one n-way `fmax`.
    static let formColumn = Family(name: "form", title: "form column", unit: "labels") { labels in
        var views: [String] = []
        var lines: [String] = []
        for i in 0..<labels {
            views.append("  l\(i): {measure: intrinsic}")
            views.append("  f\(i): {}")
            lines.append("l\(i).left == superview.left + 16")
            lines.append(i == 0 ? "l0.top == superview.top + 16" : "l\(i).top == f\(i - 1).bottom + 8")
            lines.append("f0.left >= l\(i).right + 12")
            if i > 0 { lines.append("f\(i).left == f0.left") }
            lines.append("f\(i).right == superview.right - 16")
            lines.append("f\(i).top == l\(i).top")
            lines.append("f\(i).height == 32")
        }
        lines.append("f0.left == superview.left + 16 @250")
        return document(views: views, constraints: lines)
    }

    /// One coupled row of equal-width views filling the container: `H:|[v0][v1(==v0)]…[vN-1(==v0)]|`,
    /// each 44 high (no fixed spacing or minimum, so every container width has the answer
    /// `width / N`; the pathological `vflRow` adds a minimum).
    static let equalWidthRow = Family(name: "row", title: "coupled equal-width row", unit: "views") { count in
        let views = (0..<count).map { "  v\($0): {}" }
        var row = "H:|[v0]"
        for i in 1..<max(count, 1) { row += "[v\(i)(==v0)]" }
        row += "|"
        var lines = [row]
        for i in 0..<count {
            lines.append("v\(i).top == superview.top + 16")
            lines.append("v\(i).height == 44")
        }
        return document(views: views, constraints: lines)
    }

    /// A 5-column grid: in each row five equal widths fill the container (coupled), each cell
    /// below the one above it; `count` is rounded down to whole rows.
    static let grid = Family(name: "grid", title: "5-column grid", unit: "views") { count in
        let rows = max(count / 5, 1)
        var views: [String] = []
        var lines: [String] = []
        for r in 0..<rows {
            for c in 0..<5 {
                let v = "v\(r)_\(c)"
                views.append("  \(v): {}")
                lines.append(r == 0 ? "\(v).top == superview.top + 16" : "\(v).top == v\(r - 1)_\(c).bottom + 8")
                lines.append("\(v).height == 44")
                lines.append(c == 0 ? "\(v).left == superview.left + 16" : "\(v).left == v\(r)_\(c - 1).right + 8")
                if c > 0 { lines.append("\(v).width == v\(r)_0.width") }
            }
            lines.append("v\(r)_4.right == superview.right - 16")
        }
        return document(views: views, constraints: lines)
    }

    /// Rows of four views mixing inequalities, an intrinsic size and three priority levels
    /// (750, 500, 250): an icon, a measured title, a detail and a badge; `count` is rounded down
    /// to whole rows.
    static let mixedRows = Family(
        name: "mixed", title: "rows mixing inequalities, intrinsic sizes, 3 levels",
        unit: "views"
    ) { count in
        let rows = max(count / 4, 1)
        var views: [String] = []
        var lines: [String] = []
        for r in 0..<rows {
            let (icon, title, detail, badge) = ("i\(r)", "t\(r)", "d\(r)", "b\(r)")
            views += ["  \(icon): {}", "  \(title): {measure: intrinsic}", "  \(detail): {}", "  \(badge): {}"]
            lines.append(r == 0 ? "\(icon).top == superview.top + 16" : "\(icon).top == i\(r - 1).bottom + 8")
            lines += [
                "\(icon).left == superview.left + 16", "\(icon).width == 24", "\(icon).height == 24",
                "\(title).left == \(icon).right + 8", "\(title).top == \(icon).top",
                "\(detail).left == \(title).right + 8", "\(detail).top == \(icon).top", "\(detail).height == 24",
                "\(badge).left == \(detail).right + 8", "\(badge).top == \(icon).top", "\(badge).height == 24",
                "\(badge).right == superview.right - 16",
                "\(detail).width >= 40",
                "\(detail).width == \(badge).width @500",
                "\(badge).width >= 30",
                "\(badge).width == 60 @250",
                "\(title).width <= superview.width * 0.5"
            ]
        }
        return document(views: views, constraints: lines)
    }

    /// Pathological: one VFL row `H:|[v0(>=10)][v1(==v0)]…[vN-1(==v0)]|`.
    static let vflRow = Family(name: "vfl", title: "VFL row H:|[v0(>=10)][v1(==v0)]…|", unit: "views") { count in
        let views = (0..<count).map { "  v\($0): {}" }
        var row = "H:|[v0(>=10)]"
        for i in 1..<max(count, 1) { row += "[v\(i)(==v0)]" }
        row += "|"
        var lines = [row]
        for i in 0..<count {
            lines.append("v\(i).top == superview.top")
            lines.append("v\(i).height == 20")
        }
        return document(views: views, constraints: lines)
    }

    /// Pathological: `count` required bounds `a.width >= k` (k = 1…count) on one view, pulled
    /// toward 10 at @250 (so the answer is `a.width = count`).
    static let requiredBounds = Family(name: "bounds", title: "required bounds a.width >= k", unit: "bounds") { count in
        var lines = ["a.left == superview.left", "a.top == superview.top", "a.height == 10", "a.width == 10 @250"]
        for k in 1...max(count, 1) { lines.append("a.width >= \(k)") }
        return document(views: ["  a: {}"], constraints: lines)
    }

    /// Pathological: `count` inputs, each in its own priority level: `a.width == iK @K`
    /// (K = 1…count; the answer is `a.width = i<count>`).
    static let priorityLevels = Family(
        name: "levels", title: "inputs in their own priority levels a.width == iK @K",
        unit: "levels"
    ) { count in
        let levels = min(max(count, 1), 999)
        var lines = ["a.left == superview.left", "a.top == superview.top", "a.height == 10"]
        for k in 1...levels { lines.append("a.width == i\(k) @\(k)") }
        let inputs = (1...levels).map { "i\($0)" }.joined(separator: ", ")
        return "access: public\ninputs: [\(inputs)]\nviews:\n  a: {}\nconstraints:\n"
            + lines.map { "  - \"\($0)\"\n" }.joined()
    }

    /// One horizontal `stacks:` row of measured views (fill, centred, spacing 8) between the
    /// container's edges (16 each side): ties by index, the stack's height fits its tallest view.
    static let stackRow = Family(name: "stack", title: "stack view row (fill, center)", unit: "views") { count in
        let views = (0..<count).map { "  v\($0): {measure: intrinsic}" }
        let arranged = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        return "access: public\nviews:\n" + views.joined(separator: "\n")
            + "\nstacks:\n  s: {arranged: [\(arranged)], alignment: center, spacing: 8}\nconstraints:\n"
            + [
                "s.leading == superview.leading + 16", "s.trailing == superview.trailing - 16",
                "s.top == superview.top + 16"
            ]
            .map { "  - \"\($0)\"\n" }.joined()
    }

    /// `stackRow` with a hidden flag on every arranged view (`hideable:`): arranged over the
    /// visible views by the generated code, so no combination of flags is solved.
    static let hiddenStackRow = Family(
        name: "hiddenStack", title: "stack view row with a hidden flag per view", unit: "views"
    ) { count in
        let arranged = (0..<count).map { "v\($0)" }.joined(separator: ", ")
        return stackRow.spec(count).replacingOccurrences(
            of: "spacing: 8}", with: "spacing: 8, hideable: [\(arranged)]}")
    }

    private static func document(views: [String], constraints: [String]) -> String {
        "access: public\nviews:\n" + views.joined(separator: "\n") + "\nconstraints:\n"
            + constraints.map { "  - \"\($0)\"\n" }.joined()
    }
}
