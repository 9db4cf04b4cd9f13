/// `stacks:` (docs/notations/stacks.md) lowered to the constraints UIStackView installs for its
/// arranged views: the first and last view pinned to the stack's edges (or margins), a gap after
/// each view, the distribution's equal sizes, gaps or centres, and the alignment across the axis.
/// Positions along a horizontal stack are reading positions, so the row flips under `rtl`.
enum StackLowering {
    /// UIStackView's fit of the stack to its views where nothing else sizes it (across the axis
    /// for alignments other than fill; along it for equalSpacing and equalCentering).
    static let fitPriority = 51
    /// Baseline alignment's preference for the group of views at the top (first baseline) or the
    /// bottom (last baseline) of a stack taller than they are.
    static let pinPriority = 50
    /// UIStackView's "ambiguity suppression": an unmeasured view's size across the axis prefers 0.
    static let suppressionPriority = 25

    /// The priority of `equalCentering`'s `index`-th centre distance (from 1) equal to the first:
    /// UIKit's `UISV-fill-equally` constraints between the stack's centre-to-centre guides sit at
    /// 150 − index, under compression resistance (750) and hugging (250), so a view keeps its size
    /// and its gaps keep `spacing` before the centres give up being equally spaced
    /// (docs/notations/stacks.md, "UIStackView's constraints"); never below 52, above the stack's
    /// fit (51), so that a stack of more than 99 views fits equal distances too.
    static func centeringPriority(_ index: Int) -> Int { max(150 - index, 52) }

    /// UIStackView's ties by index (docs/notations/stacks.md): each arranged view's size along its
    /// stack's axis, with its rank in that priority's secondary order — the last view rank 0 (it
    /// keeps its size first), each earlier one a rank higher, so the earlier view gives way first.
    /// Applied whatever `ties:` says (it replaces `viewOrder`'s rank on those constraints).
    static func tieBreakRanks(_ stacks: [StackDeclaration]) -> [String: (FrameAttribute, Int)] {
        var result: [String: (FrameAttribute, Int)] = [:]
        for stack in stacks {
            let size: FrameAttribute = stack.axis == .horizontal ? .width : .height
            for (index, view) in stack.arranged.enumerated() {
                result[view.name] = (size, stack.arranged.count - 1 - index)
            }
        }
        return result
    }

    /// Ranks the hugging and compression resistance constraints of `size` among `intrinsic`.
    static func rank(_ intrinsic: inout [LinearConstraint], of size: Variable, rank: Int) {
        for index in intrinsic.indices where intrinsic[index].expression.variables[size] != nil {
            intrinsic[index].tieBreakRank = rank
        }
    }

    /// The constraints of every stack of `specification` but those `arrangement` arranges at run
    /// time (whose outermost stacks have a content size, as measured views do).
    static func lower(
        _ specification: LayoutSpecification, skipping arrangement: StackArrangementLowering,
        in context: LoweringContext, diagnostics: inout DiagnosticCollector
    ) -> [LinearConstraint] {
        let measured = Set(specification.views.filter { $0.measure != .none }.map(\.name))
            .union(arrangement.roots.map(\.name))
        var result: [LinearConstraint] = []
        for stack in specification.stacks where !arrangement.arranges(stack.name) {
            if let lowered = diagnostics.attempt({ try lower(stack, measured: measured, in: context) }) {
                result += lowered
            }
        }
        return result
    }

    /// The attributes of one axis: start and end edges, size.
    struct AxisAttributes {
        let start: LayoutAttribute
        let end: LayoutAttribute
        let size: LayoutAttribute
        /// Indices of the start and end margins in `layoutMargins` (top, leading, bottom, trailing).
        let margins: (start: Int, end: Int)

        static let horizontal = AxisAttributes(start: .leading, end: .trailing, size: .width, margins: (1, 3))
        static let vertical = AxisAttributes(start: .top, end: .bottom, size: .height, margins: (0, 2))
    }

    /// One stack's constraints.
    private static func lower(
        _ stack: StackDeclaration, measured: Set<String>,
        in context: LoweringContext
    ) throws -> [LinearConstraint] {
        let along = stack.axis == .horizontal ? AxisAttributes.horizontal : .vertical
        let across = stack.axis == .horizontal ? AxisAttributes.vertical : .horizontal
        var builder = StackConstraintBuilder(stack: stack, context: context)
        let views = stack.arranged.map(\.name)
        guard let first = views.first, let last = views.last else { return [] }
        let margins = stack.isLayoutMarginsRelative ? stack.layoutMargins : [0, 0, 0, 0]

        // Along the axis: the ends pinned to the canvas, a gap after each view.
        builder.add(
            "\(first).\(along.start) == \(stack.name).\(along.start)\(plus(margins[along.margins.start]))", .equal
        ) {
            (
                $0.edge(first, along.start),
                $0.edge(stack.name, along.start) + LinearExpression(margins[along.margins.start])
            )
        }
        builder.add(
            "\(last).\(along.end) == \(stack.name).\(along.end)\(minus(margins[along.margins.end]))", .equal
        ) {
            ($0.edge(last, along.end), $0.edge(stack.name, along.end) - LinearExpression(margins[along.margins.end]))
        }
        let baselines = stack.isBaselineRelative && stack.axis == .vertical
        let before: LayoutAttribute = baselines ? .lastBaseline : along.end
        let after: LayoutAttribute = baselines ? .firstBaseline : along.start
        let exact = stack.distribution == .fill || stack.distribution == .fillEqually
        for (previous, next) in zip(views, views.dropFirst()) {
            let spacing = stack.customSpacing[previous] ?? stack.spacing
            let gap = try builder.value(of: spacing)
            builder.add(
                "\(next).\(after) \(exact ? "==" : ">=") \(previous).\(before)\(plus(spacing))",
                exact ? .equal : .greaterThanOrEqual
            ) {
                ($0.edge(next, after), $0.edge(previous, before) + gap)
            }
        }
        switch stack.distribution {
        case .fill, .fillProportionally:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                builder.add("\(view).\(along.size) == \(first).\(along.size)", .equal) {
                    ($0.edge(view, along.size), $0.edge(first, along.size))
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            let pairs = Array(zip(views, views.dropFirst()))
            for (index, (previous, next)) in pairs.enumerated().dropFirst() {
                let (a, b) = pairs[0]
                let what = centering ? "centre distance" : "gap"
                builder.add(
                    "\(what) \(previous) → \(next) == \(what) \(a) → \(b)", .equal,
                    priority: centering ? Self.centeringPriority(index) : LinearConstraint.required
                ) { geometry in
                    func distance(_ from: String, _ to: String) -> LinearExpression {
                        centering
                            ? geometry.center(to, along) - geometry.center(from, along)
                            : geometry.edge(to, after) - geometry.edge(from, before)
                    }
                    return (distance(previous, next), distance(a, b))
                }
            }
            builder.add("\(stack.name) fits its views along its axis", .equal, priority: fitPriority) {
                ($0.edge(stack.name, along.size), LinearExpression(0))
            }
        }

        // Across the axis: the alignment.
        let start = across.start, end = across.end
        let startInset = LinearExpression(margins[across.margins.start])
        let endInset = LinearExpression(margins[across.margins.end])
        for view in views {
            switch stack.alignment {
            case .fill, .leading, .top:
                builder.add(
                    "\(view).\(start) == \(stack.name).\(start)\(plus(margins[across.margins.start]))", .equal
                ) {
                    ($0.edge(view, start), $0.edge(stack.name, start) + startInset)
                }
            case .trailing, .bottom:
                builder.add(
                    "\(view).\(start) >= \(stack.name).\(start)\(plus(margins[across.margins.start]))",
                    .greaterThanOrEqual
                ) {
                    ($0.edge(view, start), $0.edge(stack.name, start) + startInset)
                }
            case .center:
                builder.add("\(view) centred across \(stack.name)", .equal) {
                    (
                        $0.center(view, across) * 2,
                        $0.edge(stack.name, start) + startInset + $0.edge(stack.name, end) - endInset
                    )
                }
                builder.add(
                    "\(view).\(start) >= \(stack.name).\(start)\(plus(margins[across.margins.start]))",
                    .greaterThanOrEqual
                ) {
                    ($0.edge(view, start), $0.edge(stack.name, start) + startInset)
                }
            case .firstBaseline, .lastBaseline:
                let baseline = stack.alignment == .firstBaseline ? LayoutAttribute.firstBaseline : .lastBaseline
                if view != first {
                    builder.add("\(view).\(baseline) == \(first).\(baseline)", .equal) {
                        ($0.edge(view, baseline), $0.edge(first, baseline))
                    }
                }
                builder.add(
                    "\(view).\(start) >= \(stack.name).\(start)\(plus(margins[across.margins.start]))",
                    .greaterThanOrEqual
                ) {
                    ($0.edge(view, start), $0.edge(stack.name, start) + startInset)
                }
                let pinned = baseline == .firstBaseline ? start : end
                builder.add(
                    "\(view).\(pinned) == \(stack.name).\(pinned) (baseline group's edge)", .equal,
                    priority: pinPriority
                ) {
                    (
                        $0.edge(view, pinned),
                        $0.edge(stack.name, pinned) + (baseline == .firstBaseline ? startInset : endInset * -1)
                    )
                }
            }
            switch stack.alignment {
            case .fill, .trailing, .bottom:
                builder.add("\(view).\(end) == \(stack.name).\(end)\(minus(margins[across.margins.end]))", .equal) {
                    ($0.edge(view, end), $0.edge(stack.name, end) - endInset)
                }
            default:
                builder.add(
                    "\(view).\(end) <= \(stack.name).\(end)\(minus(margins[across.margins.end]))", .lessThanOrEqual
                ) {
                    ($0.edge(view, end), $0.edge(stack.name, end) - endInset)
                }
                if !measured.contains(view) {
                    builder.add(
                        "\(view).\(across.size) == 0 (ambiguity suppression)", .equal, priority: suppressionPriority
                    ) {
                        ($0.edge(view, across.size), LinearExpression(0))
                    }
                }
            }
        }
        if stack.alignment != .fill {
            builder.add("\(stack.name) fits its views across its axis", .equal, priority: fitPriority) {
                ($0.edge(stack.name, across.size), startInset + endInset)
            }
        }
        return builder.constraints
    }

    /// A number as a spec would write it.
    static func number(_ value: Double) -> String {
        LinearExpression.format(value)
    }

    /// ` + 8` (` - 8` for -8), or nothing for 0: a constant added in a constraint's text.
    static func plus(_ value: Double) -> String {
        value == 0 ? "" : value < 0 ? " - \(number(-value))" : " + \(number(value))"
    }

    /// ` - 8` (` + 8` for -8), or nothing for 0: a constant subtracted in a constraint's text.
    static func minus(_ value: Double) -> String {
        plus(-value)
    }

    /// ` + spacing` as the spec writes it, or nothing for a spacing of 0 points.
    static func plus(_ spacing: StackDeclaration.Spacing) -> String {
        if case .points(let value) = spacing { return plus(value) }
        return " + \(describe(spacing))"
    }

    /// A spacing as the spec writes it.
    static func describe(_ spacing: StackDeclaration.Spacing) -> String {
        switch spacing {
        case .points(let value): return number(value)
        case .named(let name, _): return name
        case .system: return "system"
        }
    }
}
