/// The values an arranged stack's content parameters (`Parameter.contentWidth`, `contentHeight`)
/// can take, so the solver proves the layout around the stack over the contents the generated code
/// can compute (docs/notations/stacks.md, "How the stack meets the rest of the layout") and not
/// over every size: a conflict that no shown set of views can avoid is reported as one, and a
/// witness never names a content no flags give.
///
/// Each domain is an interval bound of the content's formula (the one the generated code
/// evaluates: running sums over the shown views, `fillEqually`'s longest or fixed length,
/// `equalSpacing`'s widest spacing, the thickest view across) with every input in its domain and
/// every hidden flag either way. It is sound, not always tight: a hidden view's length and gap
/// count as anything from 0 to theirs.
enum StackContentDomains {
    /// `domains` with the content parameters of `arrangements` narrowed to their bounds; a content
    /// whose formula reads a parameter with no domain keeps the one it has.
    static func narrowing(_ domains: [ParameterDomain], by arrangements: [StackArrangement]) -> [ParameterDomain] {
        var known: [Parameter: Interval] = [:]
        for domain in domains { known[domain.parameter] = Interval(domain.lowerBound, domain.upperBound) }
        // Nested stacks first: a stack's items read their nested stacks' content parameters.
        var bounds: [Parameter: Interval] = [:]
        var pending = arrangements
        while !pending.isEmpty {
            let waiting = Set(pending.map(\.name))
            let ready = pending.filter { arrangement in !arrangement.items.contains { waiting.contains($0.name) } }
            guard !ready.isEmpty else { break }
            for arrangement in ready {
                if let along = contentAlong(of: arrangement, known) {
                    bounds[arrangement.contentAlongParameter] = along
                    known[arrangement.contentAlongParameter] = along
                }
                if arrangement.distribution == .equalCentering, let slack = centeringSlack(of: arrangement, known) {
                    bounds[arrangement.centeringSlackParameter] = slack
                    known[arrangement.centeringSlackParameter] = slack
                }
                if let across = contentAcross(of: arrangement, known) {
                    bounds[arrangement.contentAcrossParameter] = across
                    known[arrangement.contentAcrossParameter] = across
                }
            }
            let done = Set(ready.map(\.name))
            pending.removeAll { done.contains($0.name) }
        }
        return domains.map { domain in
            guard let bound = bounds[domain.parameter] else { return domain }
            var narrowed = domain
            (narrowed.lowerBound, narrowed.upperBound) = (bound.lower, bound.upper)
            return narrowed
        }
    }

    /// `domains` with the content height of each outermost stack whose content height depends on
    /// its width (`StackArrangement.dependsOnWidth`) measured at that width: the solver solves the
    /// stack's width before it reads the height, as for a `heightForWidth` view, and a width that
    /// depends on that height is an error (`MeasurementCycles`).
    static func measuredAtWidths(
        _ domains: [ParameterDomain], of arrangements: [StackArrangement]
    )
        -> [ParameterDomain]
    {
        var widths: [Parameter: Variable] = [:]
        for arrangement in arrangements where arrangement.dependsOnWidth && !arrangement.isNested {
            widths[.contentHeight(arrangement.name)] = Variable(arrangement.name, .width)
            if !arrangement.isHorizontal {
                widths[arrangement.centeringSlackParameter] = Variable(arrangement.name, .width)
            }
        }
        guard !widths.isEmpty else { return domains }
        return domains.map { domain in
            var result = domain
            if let width = widths[domain.parameter] { result.measuredAt = width }
            return result
        }
    }

    /// Each item's content length along the axis (within its bounds) and each spacing, as
    /// intervals; `nil` when one reads a parameter with no interval.
    private static func alongIntervals(
        of arrangement: StackArrangement, _ known: [Parameter: Interval]
    ) -> (contents: [Interval], gaps: [Interval])? {
        var contents: [Interval] = []
        for item in arrangement.items {
            if let ratio = item.lengthPerWidth {
                // Its height at any width the stack can give it (a size, at most the largest).
                guard let intercept = Interval.of(ratio.intercept, known) else { return nil }
                let widest = ratio.slope * ParameterDomain.sizeRange.upperBound
                contents.append(intercept + Interval(min(0, widest), max(0, widest)))
                continue
            }
            guard
                let content = Interval.of(item.contentAlong, known)?
                    .clamped(least: item.minimumAlong, greatest: item.maximumAlong, known)
            else { return nil }
            contents.append(content)
        }
        var gaps: [Interval] = []
        for gap in arrangement.gaps {
            guard let value = Interval.of(gap, known) else { return nil }
            gaps.append(value)
        }
        return (contents, gaps)
    }

    /// The content length along the axis, margins included.
    private static func contentAlong(of arrangement: StackArrangement, _ known: [Parameter: Interval]) -> Interval? {
        let items = arrangement.items
        guard let (contents, gapValues) = alongIntervals(of: arrangement, known) else { return nil }
        let visible = zip(items, contents).map { item, content in item.isHideable ? content.including(0) : content }
        let hideable = items.contains(where: \.isHideable)
        let alwaysShown = Double(items.filter { !$0.isHideable }.count)
        let count = Interval(alwaysShown, Double(items.count))
        // Without hidden views the gaps are the spacings; with them, each is 0 or one of the spacings.
        let anyGap = gapValues.reduce(Interval(0, 0)) { $0.hull($1) }
        let gaps =
            hideable
            ? anyGap * Interval(0, Double(max(items.count - 1, 0)))
            : gapValues.reduce(Interval(0, 0), +)
        let lengths = visible.reduce(Interval(0, 0), +)
        let inner: Interval
        switch arrangement.distribution {
        case .fill, .fillProportionally, .equalCentering:
            inner = lengths + gaps
        case .fillEqually:
            let longest = visible.dropFirst().reduce(visible.first ?? Interval(0, 0)) { $0.maximum($1) }
            let rigid = items.indices.filter { items[$0].isRigidAlong }
            let equal: Interval
            if let fixed = rigid.first(where: { !items[$0].isHideable }) {
                equal = visible[fixed]
            } else {
                equal = rigid.reduce(longest) { $0.hull(visible[$1]) }
            }
            inner = count * equal + gaps
        case .equalSpacing:
            inner = lengths + Interval(0, max(count.upper - 1, 0)) * anyGap
        }
        let margins = arrangement.margins[0] + arrangement.margins[1]
        return inner + Interval(margins, margins)
    }

    /// `equalCentering`'s slack, `Σ (longest − each)` over the shown views' centre distances:
    /// from 0 to one less than the most views shown times the spread of the distances (each half
    /// of two views plus a spacing; with hidden views any two views can be neighbours).
    private static func centeringSlack(of arrangement: StackArrangement, _ known: [Parameter: Interval]) -> Interval? {
        let items = arrangement.items
        guard items.count >= 3 else { return Interval(0, 0) }
        guard let (contents, gaps) = alongIntervals(of: arrangement, known) else { return nil }
        var distances: [Interval] = []
        if items.contains(where: \.isHideable) {
            let anyContent = contents.dropFirst().reduce(contents[0]) { $0.hull($1) }
            let anyGap = gaps.dropFirst().reduce(gaps[0]) { $0.hull($1) }
            distances = [anyContent + anyGap]
        } else {
            distances = gaps.indices.map { (contents[$0] + contents[$0 + 1]) * Interval(0.5, 0.5) + gaps[$0] }
        }
        let least = distances.map(\.lower).min() ?? 0
        let most = distances.map(\.upper).max() ?? 0
        return Interval(0, Double(items.count - 2) * max(most - least, 0))
    }

    /// The content size across the axis, margins included.
    private static func contentAcross(of arrangement: StackArrangement, _ known: [Parameter: Interval]) -> Interval? {
        var thickest: Interval?
        var near: Interval?
        var far: Interval?
        let first = arrangement.alignment == .firstBaseline
        let baselines = first || arrangement.alignment == .lastBaseline
        let margins = arrangement.margins[2] + arrangement.margins[3]
        // A view of fixed size across a `fill` stack that cannot be hidden sets it.
        if arrangement.alignment == .fill,
            let rigid = arrangement.items.first(where: \.fixesAcross)
        {
            return Interval.of(rigid.contentAcross, known).map { $0 + Interval(margins, margins) }
        }
        for item in arrangement.items {
            guard
                var across = Interval.of(item.contentAcross, known)?
                    .clamped(least: item.minimumAcross, greatest: item.maximumAcross, known)
            else { return nil }
            if item.isHideable { across = across.including(0) }
            thickest = thickest.map { $0.maximum(across) } ?? across
            if baselines {
                guard var toBaseline = Interval.of(first ? item.firstBaseline : item.lastBaseline, known) else {
                    return nil
                }
                var beyond = across + Interval(-toBaseline.upper, -toBaseline.lower)
                if item.isHideable { (toBaseline, beyond) = (toBaseline.including(0), beyond.including(0)) }
                near = near.map { $0.maximum(toBaseline) } ?? toBaseline
                far = far.map { $0.maximum(beyond) } ?? beyond
            }
        }
        guard var size = thickest else { return nil }
        if baselines, let near, let far { size = near + far }
        return size + Interval(margins, margins)
    }

    /// A closed interval of real numbers, with the arithmetic the content formulas need.
    struct Interval: Equatable {
        var lower: Double
        var upper: Double

        init(_ lower: Double, _ upper: Double) {
            self.lower = lower
            self.upper = upper
        }

        /// The values `expression` takes with every parameter in its interval, if each has one.
        static func of(_ expression: LinearExpression, _ known: [Parameter: Interval]) -> Interval? {
            guard expression.variables.isEmpty else { return nil }
            var result = Interval(expression.constant, expression.constant)
            for (parameter, coefficient) in expression.parameters {
                guard let range = known[parameter] else { return nil }
                result = result + range * Interval(coefficient, coefficient)
            }
            return result
        }

        static func + (lhs: Interval, rhs: Interval) -> Interval {
            Interval(lhs.lower + rhs.lower, lhs.upper + rhs.upper)
        }

        static func * (lhs: Interval, rhs: Interval) -> Interval {
            let products = [lhs.lower * rhs.lower, lhs.lower * rhs.upper, lhs.upper * rhs.lower, lhs.upper * rhs.upper]
            return Interval(products.min() ?? 0, products.max() ?? 0)
        }

        /// The smallest interval holding both.
        func hull(_ other: Interval) -> Interval { Interval(min(lower, other.lower), max(upper, other.upper)) }

        /// The smallest interval holding this one and `value`.
        func including(_ value: Double) -> Interval { Interval(min(lower, value), max(upper, value)) }

        /// `max(x, y)` for x in this interval and y in `other`.
        func maximum(_ other: Interval) -> Interval { Interval(max(lower, other.lower), max(upper, other.upper)) }

        /// `max(least, min(greatest, x))` for x in this interval and the bounds in theirs; `nil`
        /// when a bound reads a parameter with no interval.
        func clamped(least: LinearExpression?, greatest: LinearExpression?, _ known: [Parameter: Interval]) -> Interval?
        {
            var result = self
            if let greatest {
                guard let bound = Interval.of(greatest, known) else { return nil }
                result = result.minimum(bound)
            }
            if let least {
                guard let bound = Interval.of(least, known) else { return nil }
                result = result.maximum(bound)
            }
            return result
        }

        /// `min(x, y)` for x in this interval and y in `other`.
        func minimum(_ other: Interval) -> Interval { Interval(min(lower, other.lower), min(upper, other.upper)) }
    }
}
