/// The lexicographic optimum of one unknown alone: required lower and upper bounds give an
/// interval `[max L…, min U…]`, and each priority level, highest first, narrows it — wishes
/// `x ≥ t` raise the lower end to `max(lo, min(hi, t))`, wishes `x ≤ t` lower the upper end to
/// `min(hi, max(lo, t))`, one wish `x == t` clamps: `max(lo, min(hi, t))`. The unknown is
/// determined when both ends end up the same closed form.
struct IntervalPropagation: Sendable {
    /// What one optional constraint asks of the unknown.
    enum WishKind: Sendable {
        /// `x ≥ target`.
        case atLeast
        /// `x ≤ target`.
        case atMost
        /// `x == target`.
        case exactly
    }

    /// One optional constraint on the unknown.
    struct Wish: Sendable {
        /// The direction.
        var kind: WishKind
        /// The value asked for.
        var target: PiecewiseValue
    }

    /// An end of the interval: `nil` is unbounded.
    typealias Interval = (low: PiecewiseValue?, high: PiecewiseValue?)

    /// Required lower bounds.
    var lower: [PiecewiseValue] = []
    /// Required upper bounds.
    var upper: [PiecewiseValue] = []
    /// Priority level → the wishes at that level.
    var wishes: [Int: [Wish]] = [:]

    /// The unknown's value, and the interval after the levels above `threshold` (the final one
    /// when no level is at or below it); `nil` when the required bounds cannot be proven
    /// compatible over `box`, when one level mixes directions, or when the value is not determined.
    func solve(snapshotAbove threshold: Int, box: ParameterBox) -> (value: PiecewiseValue, snapshot: Interval)? {
        guard var interval = Self.start(lower: lower, upper: upper, box: box) else { return nil }
        var snapshot: Interval?
        for level in wishes.keys.sorted(by: >) {
            if snapshot == nil, level <= threshold { snapshot = interval }
            guard Self.narrow(&interval, by: wishes[level] ?? [], box: box) else { return nil }
        }
        guard let value = Self.determinedValue(interval) else { return nil }
        return (value, snapshot ?? interval)
    }

    /// The interval of the required bounds, or `nil` when they cannot be proven compatible.
    static func start(lower: [PiecewiseValue], upper: [PiecewiseValue], box: ParameterBox) -> Interval? {
        let low = lower.isEmpty ? nil : PiecewiseValue.largest(lower, box: box)
        let high = upper.isEmpty ? nil : PiecewiseValue.smallest(upper, box: box)
        if let low, let high, !provenOrdered(low, high, box: box) { return nil }
        return (low, high)
    }

    /// The value when both ends are the same closed form.
    static func determinedValue(_ interval: Interval) -> PiecewiseValue? {
        guard let low = interval.low, let high = interval.high, low.isSame(as: high) else { return nil }
        return low
    }

    /// Narrows the interval by one level's wishes; `false` when the level mixes directions.
    static func narrow(_ interval: inout Interval, by here: [Wish], box: ParameterBox) -> Bool {
        guard !here.isEmpty, determinedValue(interval) == nil else { return true }
        if here.allSatisfy({ $0.kind == .atLeast }) {
            // min over the interval of Σ max(0, t − x) is reached from max(t…) up (or at hi).
            interval.low = PiecewiseValue.clamp(
                PiecewiseValue.largest(here.map(\.target), box: box),
                low: interval.low, high: interval.high, box: box)
        } else if here.allSatisfy({ $0.kind == .atMost }) {
            // min(hi, max(lo, t)) equals max(lo, min(hi, t)) because lo ≤ hi.
            interval.high = PiecewiseValue.clamp(
                PiecewiseValue.smallest(here.map(\.target), box: box),
                low: interval.low, high: interval.high, box: box)
        } else if here.count == 1, let only = here.first {
            let value = PiecewiseValue.clamp(only.target, low: interval.low, high: interval.high, box: box)
            interval = (value, value)
        } else {
            return false
        }
        return true
    }

    /// Whether every operand of `low` is ≤ every operand of `high` over the box (affine operands only).
    static func provenOrdered(_ low: PiecewiseValue, _ high: PiecewiseValue, box: ParameterBox) -> Bool {
        func operands(_ value: PiecewiseValue) -> [AffineVector]? {
            switch value {
            case .affine(let vector): return [vector]
            case .maximum(let inner), .minimum(let inner):
                let vectors = inner.compactMap(\.affinePart)
                return vectors.count == inner.count ? vectors : nil
            }
        }
        guard let lows = operands(low), let highs = operands(high), lows.count * highs.count <= 1_000_000 else {
            return false
        }
        return lows.allSatisfy { l in
            highs.allSatisfy { h in box.minimum(of: h, minus: l) >= -1e-9 * max(1, abs(l.constant), abs(h.constant)) }
        }
    }
}
