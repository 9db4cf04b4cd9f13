/// The fast path for free unknowns linked only by *optional* constraints (after equality
/// elimination): priority levels are swept from the highest down, every unknown's interval
/// narrowed by the level's wishes (`IntervalPropagation`), and an unknown that a level determines
/// is substituted into the lower levels' constraints. This is exact while every constraint of a
/// level, once the unknowns determined above it are substituted, mentions at most one undetermined
/// unknown: the level is then separable. Otherwise it declines (`nil`) and the LP solves the case.
struct LevelSweep: Sendable {
    /// An optional constraint `row relation 0` over several free unknowns.
    struct LinkedWish: Sendable {
        /// The constraint's row over the free unknowns.
        var row: SparseAffineRow
        /// Its relation.
        var relation: Relation
        /// Its priority level.
        var priority: Int
    }

    /// The domain.
    let box: ParameterBox

    /// The value of every unknown in `free`, or `nil`.
    func solve(single: [IntervalPropagation], linked: [LinkedWish], free: [Int]) -> [Int: PiecewiseValue]? {
        var intervals: [Int: IntervalPropagation.Interval] = [:]
        var values: [Int: PiecewiseValue] = [:]
        for v in free {
            guard let interval = IntervalPropagation.start(lower: single[v].lower, upper: single[v].upper, box: box)
            else {
                return nil
            }
            intervals[v] = interval
            if let value = IntervalPropagation.determinedValue(interval) { values[v] = value }
        }
        var linkedByLevel: [Int: [LinkedWish]] = [:]
        for wish in linked { linkedByLevel[wish.priority, default: []].append(wish) }
        var levels = Set(linked.map(\.priority))
        for v in free { levels.formUnion(single[v].wishes.keys) }
        for level in levels.sorted(by: >) {
            var here: [Int: [IntervalPropagation.Wish]] = [:]
            for v in free where values[v] == nil {
                if let wishes = single[v].wishes[level] { here[v] = wishes }
            }
            for wish in linkedByLevel[level] ?? [] {
                var known: [(Double, PiecewiseValue)] = []
                var open: [Int] = []
                for u in wish.row.unknowns {
                    guard let c = wish.row.coefficients[u] else { continue }
                    if let value = values[u] { known.append((c, value)) } else { open.append(u) }
                }
                guard let x = open.first else { continue }
                guard open.count == 1, let a = wish.row.coefficients[x],
                    let rest = StructuralFastPath.combination(known, plus: wish.row.affine, box: box)
                else { return nil }
                let target = rest.scaled(by: -1 / a, plus: AffineVector(parameterCount: box.lower.count))
                let kind: IntervalPropagation.WishKind =
                    switch a > 0 ? wish.relation : wish.relation.flipped {
                    case .equal: .exactly
                    case .greaterThanOrEqual: .atLeast
                    case .lessThanOrEqual: .atMost
                    }
                here[x, default: []].append(.init(kind: kind, target: target))
            }
            for v in here.keys.sorted() {
                guard var interval = intervals[v],
                    IntervalPropagation.narrow(&interval, by: here[v] ?? [], box: box)
                else { return nil }
                intervals[v] = interval
            }
            for v in here.keys.sorted() where values[v] == nil {
                if let interval = intervals[v], let value = IntervalPropagation.determinedValue(interval) {
                    values[v] = value
                }
            }
        }
        return values.count == free.count ? values : nil
    }
}
