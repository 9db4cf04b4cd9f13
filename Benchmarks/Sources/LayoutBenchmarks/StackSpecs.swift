/// The stack specs of the stack views' benchmark, generated per size like the
/// scaling families: a matrix of stacks of measured labels (axis × distribution × hidden flags),
/// and a fill-aligned row whose height comes from its content. Run by `StackBenchmarks`.
enum StackSpecs {
    /// One cell of the matrix: a stack's axis, distribution and whether every view has a hidden
    /// flag, and its spec family (every size).
    struct Combination: Sendable {
        /// `horizontal` or `vertical`.
        let axis: String
        /// One of `distributions`.
        let distribution: String
        /// Whether every arranged view is `hideable:` (the Input gets a `v0Hidden` flag per view).
        let hidden: Bool
        /// The spec at each size.
        let family: ScalingSpecs.Family
    }

    /// Every distribution a stack has, in UIKit's order.
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]

    /// Both axes × every distribution × no flags / a flag per view: 20 families.
    static let matrix: [Combination] = ["horizontal", "vertical"].flatMap { axis in
        distributions.flatMap { distribution in
            [false, true].map { hidden in
                Combination(
                    axis: axis, distribution: distribution, hidden: hidden, family: family(axis, distribution, hidden))
            }
        }
    }

    /// A horizontal row of measured labels with `alignment: fill` (the default): every label is
    /// the row's height, and the row's height comes from its content (its top is pinned, its
    /// bottom is not), so the labels' equal vertical hugging and compression priorities meet.
    static let fillAlignedRow = Family(
        name: "stackFillAlignedRow", title: "fill-aligned row (horizontal, fill, height from content)",
        unit: "views"
    ) { count in
        spec(count: count, stack: "axis: horizontal, arranged: [\(arranged(count))], spacing: 8")
    }

    /// Every family of this file, for `ScalingSpecs.families` (the child process looks them up there).
    static var families: [Family] { matrix.map(\.family) + [fillAlignedRow] }

    /// The scaling benchmarks' family type.
    typealias Family = ScalingSpecs.Family

    /// A stack of `count` measured labels, centred across, spacing 8, pinned to the container's
    /// leading, trailing and top edges (16 in): its length along a vertical axis and its size
    /// across a horizontal one come from its content.
    private static func family(_ axis: String, _ distribution: String, _ hidden: Bool) -> Family {
        // `stackHFill`, `stackVEqualCenteringHidden`, …: a name the child's spec file name can carry.
        let axisLetter = axis == "horizontal" ? "H" : "V"
        let name =
            "stack" + axisLetter + distribution.prefix(1).uppercased() + distribution.dropFirst()
            + (hidden ? "Hidden" : "")
        let title = "\(axis) \(distribution)\(hidden ? ", a hidden flag per view" : "")"
        return Family(name: name, title: title, unit: "views") { count in
            let views = arranged(count)
            return spec(
                count: count,
                stack: "axis: \(axis), arranged: [\(views)], distribution: \(distribution), alignment: center, "
                    + "spacing: 8" + (hidden ? ", hideable: [\(views)]" : ""))
        }
    }

    /// `v0, v1, …, v<count - 1>`.
    private static func arranged(_ count: Int) -> String {
        (0..<count).map { "v\($0)" }.joined(separator: ", ")
    }

    /// The spec: `count` labels (`measure: intrinsic, label: true`), stack `s` with the options
    /// `stack`, pinned leading, trailing and top.
    private static func spec(count: Int, stack: String) -> String {
        "access: public\nviews:\n"
            + (0..<count).map { "  v\($0): {measure: intrinsic, label: true}\n" }.joined()
            + "stacks:\n  s: {\(stack)}\nconstraints:\n"
            + [
                "s.leading == superview.leading + 16", "s.trailing == superview.trailing - 16",
                "s.top == superview.top + 16"
            ]
            .map { "  - \"\($0)\"\n" }.joined()
    }
}
