/// `equalCentering` stacks in the stack model (docs/notations/stacks.md, "Equal centering"): the
/// centre distances between shown neighbours, the slack that makes them equal, and the lengths
/// and gaps that place the views.
///
/// Between two shown neighbours `a` and `b` the least centre distance is `μ = (a + b) / 2 +
/// spacing` (both at their content lengths, the gap at its spacing). UIKit keeps distance `k`
/// equal to the first at the priority `150 − k`, so in a canvas `room` longer than the content
/// length the distances are decided one after the other: the first `J` share what they can
/// equally (`t`, at least the longest of them), the next takes what is left (between its least
/// and `t`), the rest keep their least. `J` is the last prefix whose equalising cost
/// `g = K × (longest of the first K) − (sum of the first K)` fits in `room`; `g` grows with `K`,
/// so the prefix is a run of flags. With room for every distance (`room ≥ slack`), all are `t`.
extension FramesBodyBuilder {
    /// Each shown neighbour's least centre distance (in `sums`), the longest (`sums.largest`) and
    /// the slack (`centeringSlackParameter`'s value): `(shown − 1) × longest − Σ distances`.
    mutating func centreDistances(of arrangement: StackArrangement, into sums: inout StackRunningSums) {
        let stack = arrangement.name
        var previous = SwiftExpression.number(0)
        sums.pairs = []
        sums.centreDistances = []
        for index in arrangement.items.indices {
            let shown = sums.shown[index]
            let pair = Fold.multiply(shown, sums.shownBefore[index])
            let halves = Fold.multiply(Fold.add(previous, sums.content[index]), .number(0.5))
            sums.pairs.append(pair)
            sums.centreDistances.append(
                bound(
                    Fold.add(Fold.multiply(pair, halves), sums.gapBefore[index]),
                    "\(arrangement.items[index].name)_centreDistance"))
            previous =
                shown == .number(1)
                ? sums.content[index]
                : bound(
                    Fold.add(
                        Fold.multiply(shown, sums.content[index]),
                        Fold.multiply(Fold.subtract(.number(1), shown), previous)),
                    "\(stack)_previousLength")
        }
        sums.runningLongest = runningLargest(
            sums.centreDistances, over: sums.pairs, "\(stack)_longestDistance", seen: "\(stack)_longestDistanceSeen")
        sums.largest = sums.runningLongest.last ?? .number(0)
        let distances = sum(sums.centreDistances, "\(stack)_distances")
        let distanceCount = Fold.maximum(Fold.subtract(sums.count, .number(1)), .number(0))
        parameterValues[arrangement.centeringSlackParameter] = bound(
            Fold.subtract(Fold.multiply(distanceCount, sums.largest), distances), "\(stack)_centeringSlack")
    }

    /// `equalCentering`'s lengths and the gap before each view in a canvas `canvas` long: the
    /// views at their content lengths (below the content length, `fill`'s giving way with every
    /// gap at its spacing; one shown view fills the canvas), each gap its spacing plus what its
    /// centre distance gets beyond its least.
    mutating func centeringLayout(
        of arrangement: StackArrangement, _ sums: StackRunningSums, canvas: SwiftExpression,
        placedBefore: [SwiftExpression]
    ) -> (sizes: [SwiftExpression], gaps: [SwiftExpression]) {
        let stack = arrangement.name
        let items = arrangement.items
        let extra = bound(Fold.subtract(canvas, Fold.add(sums.lengths, sums.gaps)), "\(stack)_extra")
        let single = bound(
            Fold.minimum(.number(1), Fold.maximum(.number(0), Fold.subtract(.number(2), sums.count))),
            "\(stack)_single")
        let shrinks = givingWay(
            bound(Fold.minimum(extra, .number(0)), "\(stack)_shrink"),
            order: arrangement.givingWayOrder(\.compression), growing: false, of: arrangement, sums,
            placedBefore: placedBefore, "shrinks")
        let sizes = items.indices.map { index in
            let alone = Fold.multiply(single, Fold.multiply(sums.shown[index], extra))
            let shrunk = Fold.multiply(Fold.subtract(.number(1), single), shrinks[index] ?? .number(0))
            return bound(Fold.add(Fold.add(sums.visibleLength[index], alone), shrunk), "\(items[index].name)_length")
        }

        // The distances decided one after the other in the room beyond the content length.
        let room = bound(Fold.maximum(extra, .number(0)), "\(stack)_room")
        var count = SwiftExpression.number(0)
        var partial = SwiftExpression.number(0)
        var previousSatisfied = SwiftExpression.number(1)
        var satisfied: [SwiftExpression] = []
        var boundary: [SwiftExpression] = []
        var equalSum: [SwiftExpression] = []
        var boundaryDistance: [SwiftExpression] = []
        var longestBefore: [SwiftExpression] = []
        for index in items.indices {
            let pair = sums.pairs[index]
            let distance = sums.centreDistances[index]
            guard pair != .number(0) else {
                satisfied.append(.number(0))
                boundary.append(.number(0))
                continue
            }
            let name = items[index].name
            count = bound(Fold.add(count, pair), "\(stack)_distanceCount")
            partial = bound(Fold.add(partial, distance), "\(stack)_partialDistances")
            let cost = bound(
                Fold.subtract(Fold.multiply(count, sums.runningLongest[index]), partial), "\(name)_equalisingCost")
            let equal = chosen(
                "\(name)_equalDistance", if: .binary(room, .greaterOrEqual, cost),
                then: Fold.multiply(pair, previousSatisfied), else: .number(0))
            let first = bound(
                Fold.subtract(Fold.multiply(pair, previousSatisfied), equal), "\(name)_firstUnequal")
            previousSatisfied = bound(Fold.subtract(previousSatisfied, first), "\(stack)_stillEqual")
            satisfied.append(equal)
            boundary.append(first)
            equalSum.append(Fold.multiply(equal, distance))
            boundaryDistance.append(Fold.multiply(first, distance))
            longestBefore.append(Fold.multiply(first, index > 0 ? sums.runningLongest[index - 1] : .number(0)))
        }
        let equals = sum(satisfied, "\(stack)_equalCount")
        let equalTotal = sum(equalSum, "\(stack)_equalDistances")
        let next = sum(boundaryDistance, "\(stack)_nextDistance")
        let floor = sum(longestBefore, "\(stack)_equalFloor")
        let slack = parameterValues[arrangement.centeringSlackParameter] ?? .number(0)
        let spread = Fold.add(room, equalTotal)
        let ceiling = bound(spread / Fold.maximum(equals, .number(1)), "\(stack)_equalCeiling")
        let shared = bound(
            Fold.add(spread, next) / Fold.add(equals, .number(1)), "\(stack)_sharedDistance")
        let common = chosen(
            "\(stack)_equalDistance", if: .binary(room, .greaterOrEqual, slack), then: ceiling,
            else: Fold.minimum(Fold.maximum(shared, floor), ceiling))
        let rest = bound(
            Fold.subtract(Fold.add(spread, next), Fold.multiply(equals, common)), "\(stack)_nextEqualDistance")
        let gaps = items.indices.map { index in
            let distance = sums.centreDistances[index]
            let grown = Fold.add(
                Fold.multiply(satisfied[index], Fold.subtract(common, distance)),
                Fold.multiply(boundary[index], Fold.subtract(rest, distance)))
            return bound(Fold.add(sums.gapBefore[index], grown), "\(items[index].name)_gap")
        }
        return (sizes, gaps)
    }
}
