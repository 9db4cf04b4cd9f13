/// The inputs where a check fails: on each piece of a piecewise-affine setting, the points where
/// every one of the check's affine *failure functions* is positive (a width's negation for
/// "width < 0", four overlaps for "frames overlap"). Everything about it is found with small
/// linear programs over the pieces (the solver's `DenseLinearProgram`), never by sampling.
struct FailingSet: Sendable {
    /// One piece of the domain and the failure functions on it.
    struct Piece: Hashable, Sendable {
        /// The conditions the piece is under.
        var assignment: [String: Bool]
        /// Affine functions, each ≥ 0 inside the piece.
        var bounds: [AffineVector]
        /// The check fails where every one of these is > 0.
        var failures: [AffineVector]
        /// The quantity the message shows at the witness (the width that is negative), if any.
        var shown: AffineVector?

        /// Equal pieces, compared cheapest first: the failing sets a check asks its memo about
        /// differ mostly in their failure functions, while their bounds are often the same array
        /// and the conditions are dictionaries.
        static func == (a: Piece, b: Piece) -> Bool {
            a.failures == b.failures && a.shown == b.shown && a.bounds == b.bounds && a.assignment == b.assignment
        }
    }

    /// The nearest failing input to the typical one.
    struct Witness: Hashable, Sendable {
        /// The input, one value per `CheckDomain.parameters` entry.
        var point: [Double]
        /// The piece it lies in.
        var pieceIndex: Int
    }

    /// The domain searched.
    let domain: CheckDomain
    /// The pieces.
    let pieces: [Piece]
    /// A hash of the pieces' failure functions and count, computed once: the domain's memo keys
    /// answers by the pieces, and a check that asks about one set many times (every field of a
    /// form column) then hashes a number instead of every piece.
    let fingerprint: Int

    /// A set over `pieces`.
    init(domain: CheckDomain, pieces: [Piece]) {
        self.domain = domain
        self.pieces = pieces
        var hasher = Hasher()
        hasher.combine(pieces.count)
        for piece in pieces { hasher.combine(piece.failures) }
        fingerprint = hasher.finalize()
    }

    /// The set where one failure function, derived from `function`'s value on each of its pieces,
    /// is positive; `check` gives the failure function and the quantity shown for a value.
    init(
        domain: CheckDomain, over function: PiecewiseAffine,
        _ check: (AffineVector) -> (failure: AffineVector, shown: AffineVector)
    ) {
        self.init(
            domain: domain,
            pieces: function.pieces.map { piece in
                let (failure, shown) = check(piece.value)
                return Piece(assignment: piece.assignment, bounds: piece.bounds, failures: [failure], shown: shown)
            })
    }

    /// How far inside the failing set a witness lies: one point, so that the failure shows in
    /// the numbers; an exact threshold when the set is thinner than that.
    private static let margins: [Double] = [1, 1e-4]

    /// The failing input closest to the typical input in the L1 distance (fewest, smallest
    /// changes), rounded to whole numbers when that stays inside; `nil` when the check never fails.
    func nearestWitness() -> Witness? {
        guard
            case .witness(let found) = domain.memo.answer(
                .nearestWitness, about: self,
                compute: {
                    .witness(searchNearestWitness())
                })
        else { return searchNearestWitness() }
        return found
    }

    /// `nearestWitness()`, computed.
    private func searchNearestWitness() -> Witness? {
        for margin in Self.margins {
            var best: (distance: Double, witness: Witness)?
            for (index, piece) in pieces.enumerated() where piece.failures.allSatisfy({ largestOverBox($0) >= margin })
            {
                // A piece that cannot beat the best so far, even ignoring its bounds, needs no LP
                // (a `max` over n widths has n pieces, and the first usually decides).
                if let best, distanceLowerBound(piece, margin: margin) >= best.distance - 1e-9 { continue }
                if isRefutedByOneBound(piece, reach: margin) { continue }
                guard let (distance, point) = nearest(in: piece, margin: margin) else { continue }
                if best.map({ distance < $0.distance - 1e-9 }) ?? true {
                    best = (distance, Witness(point: point, pieceIndex: index))
                }
            }
            if var found = best?.witness {
                let rounded = found.point.map { $0.rounded() }
                if fails(at: rounded, in: pieces[found.pieceIndex]) { found.point = rounded }
                return found
            }
        }
        return nil
    }

    /// The witness's conditions that matter: those whose other value would not fail at the same
    /// input (a width negative both left to right and right to left names neither).
    func decisiveConditions(at witness: Witness) -> [String: Bool] {
        let assignment = pieces[witness.pieceIndex].assignment
        return assignment.filter { name, value in
            var flipped = assignment
            flipped[name] = !value
            return !pieces.contains { piece in
                PiecewiseAffine.agree(piece.assignment, flipped) && fails(at: witness.point, in: piece)
            }
        }
    }

    /// The largest value of `g` over the domain box (no LP: each coefficient picks its end), so
    /// that pieces where a failure function cannot reach the margin anywhere are skipped.
    func largestOverBox(_ g: AffineVector) -> Double {
        var total = g.constant
        for (k, c) in g.terms {
            total += c > 0 ? c * domain.upper[k] : c * domain.lower[k]
        }
        return total
    }

    /// Whether one of the piece's bounds and the box alone prove that its failure functions never
    /// all reach `reach` on it, without an LP: where `g ≥ reach` and `b ≥ 0`, every `λ·g + b` with
    /// `λ > 0` is ≥ `λ·reach`; with `λ` cancelling an input both read in opposite directions, the
    /// box's largest `λ·g + b` falling short of that refutes the piece. In a stack centred across
    /// its axis, the piece where view j is the tallest bounds `h_j − h_i ≥ 0`, which refutes view
    /// i's top above the stack's (`(h_i − h_j) / 2 > 0`) at once: n views ask n² such questions.
    func isRefutedByOneBound(_ piece: Piece, reach: Double) -> Bool {
        for g in piece.failures {
            for b in piece.bounds {
                for (k, gk) in g.terms where gk != 0 {
                    let bk = b.coefficient(k)
                    guard gk * bk < 0 else { continue }
                    let lambda = -bk / gk
                    var combined = b
                    combined.add(g, times: lambda)
                    let largest = largestOverBox(combined)
                    if largest < lambda * reach - 1e-9 * max(1, abs(largest), abs(lambda * reach)) { return true }
                }
            }
        }
        return false
    }

    /// A lower bound of `nearest(in:margin:)`'s distance: for each failure function alone, the
    /// weighted L1 distance from the typical input to where it reaches `margin` (its bounds and
    /// the box ignored), the largest of them.
    private func distanceLowerBound(_ piece: Piece, margin: Double) -> Double {
        var result = 0.0
        for failure in piece.failures {
            let shortfall = margin - failure.value(at: domain.typical)
            guard shortfall > 0 else { continue }
            // Moving input k by δ (cost weight·δ) raises g by |g_k|·δ: the steepest per unit of cost.
            var steepest = 0.0
            for (k, c) in failure.terms {
                steepest = max(steepest, abs(c) / Self.distanceWeight(domain.parameters[k]))
            }
            guard steepest > 0 else { return .infinity }
            result = max(result, shortfall / steepest)
        }
        return result
    }

    /// Whether the point is inside the box and the piece and every failure function is positive there.
    func fails(at point: [Double], in piece: Piece) -> Bool {
        for k in point.indices where point[k] < domain.lower[k] || point[k] > domain.upper[k] { return false }
        return piece.bounds.allSatisfy { $0.value(at: point) >= -1e-9 }
            && piece.failures.allSatisfy { $0.value(at: point) > 1e-9 }
    }

    /// The L1-closest point to the typical input in the piece where every failure function is ≥ `margin`.
    /// The LP is over the inputs the piece's functions read; the others stay at their typical
    /// values (moving them costs distance and changes nothing).
    private func nearest(in piece: Piece, margin: Double) -> (Double, [Double])? {
        if piece.failures.count == 1, let failure = piece.failures.first {
            // The nearest point ignoring the piece's bounds: when it lies in the piece, it is the
            // piece's nearest too (a field's width, negative past the widest label, is nearest where
            // one label grows, which keeps it the widest).
            guard let found = nearest(reaching: failure, margin: margin) else { return nil }
            if piece.bounds.allSatisfy({ $0.value(at: found.1) >= 0 }) { return found }
        }
        let functions = piece.bounds + piece.failures
        let involved = Self.inputs(readBy: functions)
        let n = involved.count
        var program = DenseLinearProgram(variableCount: 2 * n)
        program.nonnegativeVariables = Set(n..<(2 * n))
        for (column, k) in involved.enumerated() {
            var above = Array(repeating: 0.0, count: 2 * n)
            above[column] = 1
            above[n + column] = -1
            program.inequalities.append((above, domain.typical[k]))
            var below = Array(repeating: 0.0, count: 2 * n)
            below[column] = -1
            below[n + column] = -1
            program.inequalities.append((below, -domain.typical[k]))
        }
        addBox(to: &program, inputs: involved, width: 2 * n)
        for bound in piece.bounds {
            program.inequalities.append(Self.atLeast(bound, 0, inputs: involved, width: 2 * n))
        }
        for failure in piece.failures {
            program.inequalities.append(Self.atLeast(failure, margin, inputs: involved, width: 2 * n))
        }
        let cost = Array(repeating: 0.0, count: n) + involved.map { Self.distanceWeight(domain.parameters[$0]) }
        guard case .optimal(let value, let solved) = program.minimize(cost) else { return nil }
        var point = domain.typical
        for (column, k) in involved.enumerated() { point[k] = solved[column] }
        return (value, point)
    }

    /// `nearest(in:margin:)` for a piece without bounds and one failure function `g`, without an
    /// LP: the cheapest way to raise `g` by its shortfall moves the inputs with the largest gain
    /// per unit of distance (`|g_k| / weight_k`) first, each up to its end of the box (the L1
    /// problem is a fractional knapsack, for which this greedy order is optimal). Equal gains
    /// take the earlier input first.
    private func nearest(reaching g: AffineVector, margin: Double) -> (Double, [Double])? {
        var point = domain.typical
        var shortfall = margin - g.value(at: point)
        guard shortfall > 0 else { return (0, point) }
        let order = g.terms.map(\.0).sorted { a, b in
            let gainA = abs(g.coefficient(a)) / Self.distanceWeight(domain.parameters[a])
            let gainB = abs(g.coefficient(b)) / Self.distanceWeight(domain.parameters[b])
            return gainA != gainB ? gainA > gainB : a < b
        }
        var distance = 0.0
        for k in order where shortfall > 0 {
            let slope = g.coefficient(k)
            let room = slope > 0 ? domain.upper[k] - point[k] : point[k] - domain.lower[k]
            guard room > 0 else { continue }
            let step = min(room, shortfall / abs(slope))
            point[k] += slope > 0 ? step : -step
            shortfall -= abs(slope) * step
            distance += step * Self.distanceWeight(domain.parameters[k])
        }
        // The box's far corner cannot reach the margin (up to rounding noise): no witness.
        guard shortfall <= 1e-9 * max(1, margin) else { return nil }
        return (distance, point)
    }

    /// How much moving an input away from its typical value counts: the container's size twice as
    /// much as anything else, so that a witness keeps the phone-sized container and changes a text.
    private static func distanceWeight(_ parameter: Parameter) -> Double {
        parameter == .containerWidth || parameter == .containerHeight ? 2 : 1
    }

    /// The inputs (indices into the domain's parameters) some of `functions` read, and `extra`,
    /// increasing.
    private static func inputs(readBy functions: [AffineVector], including extra: Int? = nil) -> [Int] {
        var read = Set<Int>()
        if let extra { read.insert(extra) }
        for function in functions {
            for (k, c) in function.terms where c != 0 { read.insert(k) }
        }
        return read.sorted()
    }

    /// The row `g(θ) ≥ margin` as `−g·θ ≤ g0 − margin`, column `c` for input `inputs[c]` (the inputs
    /// `g` reads must be among them), padded to `width` columns.
    private static func atLeast(_ g: AffineVector, _ margin: Double, inputs: [Int], width: Int) -> ([Double], Double) {
        var row = Array(repeating: 0.0, count: width)
        for (column, k) in inputs.enumerated() { row[column] = -g.coefficient(k) }
        return (row, g.constant - margin)
    }

    /// The domain box's rows for `inputs`, column `c` for input `inputs[c]`.
    private func addBox(to program: inout DenseLinearProgram, inputs: [Int], width: Int) {
        for (column, k) in inputs.enumerated() {
            var row = Array(repeating: 0.0, count: width)
            row[column] = 1
            program.inequalities.append((row, domain.upper[k]))
            row[column] = -1
            program.inequalities.append((row, -domain.lower[k]))
        }
    }

    /// The interval of input `index` (the others held at `point`) over which the check fails,
    /// around `point`: the union of each failing piece's interval (where the failure functions
    /// are ≥ 0) that is connected to `point[index]`.
    func failingInterval(of index: Int, around point: [Double]) -> ClosedRange<Double>? {
        guard
            case .range(let found) = domain.memo.answer(
                .failingInterval(index, around: point), about: self,
                compute: {
                    .range(computedFailingInterval(of: index, around: point))
                })
        else { return computedFailingInterval(of: index, around: point) }
        return found
    }

    /// `failingInterval(of:around:)`, computed.
    private func computedFailingInterval(of index: Int, around point: [Double]) -> ClosedRange<Double>? {
        var intervals: [ClosedRange<Double>] = []
        for piece in pieces {
            // On the line, each function g (≥ 0 wanted) is g(point) + g_k·(s − point_k): one
            // half-line each, intersected with the box's range of the input.
            var low = domain.lower[index]
            var high = domain.upper[index]
            for g in piece.bounds + piece.failures {
                let slope = g.coefficient(index)
                let atPoint = g.value(at: point)
                if abs(slope) <= 1e-12 {
                    if atPoint < -1e-9 { low = .infinity }
                    continue
                }
                let crossing = point[index] - atPoint / slope
                if slope > 0 { low = max(low, crossing) } else { high = min(high, crossing) }
            }
            // A piece whose failing part is one point (the failure functions touch zero there) is not failing.
            if high - low > 1e-7 { intervals.append(low...high) }
        }
        guard var merged = intervals.first(where: { $0.contains(point[index]) }) else { return nil }
        var grew = true
        while grew {
            grew = false
            for interval in intervals
            where interval.lowerBound <= merged.upperBound + 1e-7
                && interval.upperBound >= merged.lowerBound - 1e-7
                && (interval.lowerBound < merged.lowerBound - 1e-9 || interval.upperBound > merged.upperBound + 1e-9)
            {
                merged = min(merged.lowerBound, interval.lowerBound)...max(merged.upperBound, interval.upperBound)
                grew = true
            }
        }
        return merged
    }

    /// The largest and smallest values input `index` takes over the whole failing set (each
    /// piece's points where every failure function is ≥ a hair above 0); `nil` when it never fails.
    func extent(of index: Int) -> ClosedRange<Double>? {
        guard
            case .range(let found) = domain.memo.answer(
                .extent(index), about: self,
                compute: {
                    .range(computedExtent(of: index))
                })
        else { return computedExtent(of: index) }
        return found
    }

    /// The values input `index` takes in the box where every one of `functions` is ≥ `reach`, each
    /// function taken alone (so a range that holds the exact one), or `nil` when one of them cannot
    /// reach it anywhere in the box.
    private func boxExtent(of index: Int, where functions: [AffineVector], reach: Double) -> ClosedRange<Double>? {
        var low = domain.lower[index]
        var high = domain.upper[index]
        for g in functions {
            // The most g gets from the other inputs; then its slope along input `index` bounds it.
            var best = g.constant
            for (k, c) in g.terms where k != index { best += c > 0 ? c * domain.upper[k] : c * domain.lower[k] }
            let slope = g.coefficient(index)
            if slope > 0 {
                low = max(low, (reach - best) / slope)
            } else if slope < 0 {
                high = min(high, (reach - best) / slope)
            } else if best < reach {
                return nil
            }
        }
        return low <= high ? low...high : nil
    }

    /// Whether both ends of `relaxed` (`boxExtent`) are points of the piece where every failure
    /// function reaches `reach`: the other inputs at the box corner that raises the failure
    /// functions (at their typical values where none reads them). Then `relaxed` is the piece's
    /// exact extent, without an LP (a field's width is negative wherever its label is widest and
    /// wider than the container allows: at either end of the container's range).
    private func relaxedExtentIsAttained(
        _ relaxed: ClosedRange<Double>, of index: Int, in piece: Piece, reach: Double
    ) -> Bool {
        var corner = domain.typical
        var chosen = Set<Int>()
        for g in piece.failures {
            for (k, c) in g.terms where k != index {
                let end = c > 0 ? domain.upper[k] : domain.lower[k]
                if chosen.contains(k), corner[k] != end { return false }
                corner[k] = end
                chosen.insert(k)
            }
        }
        for end in [relaxed.lowerBound, relaxed.upperBound] {
            var point = corner
            point[index] = end
            guard piece.bounds.allSatisfy({ $0.value(at: point) >= -1e-9 }),
                piece.failures.allSatisfy({ $0.value(at: point) >= reach - 1e-9 })
            else { return false }
        }
        return true
    }

    /// `extent(of:)`, computed.
    private func computedExtent(of index: Int) -> ClosedRange<Double>? {
        var result: ClosedRange<Double>?
        for piece in pieces where piece.failures.allSatisfy({ largestOverBox($0) >= 1e-6 }) {
            if let result, result.lowerBound <= domain.lower[index], result.upperBound >= domain.upper[index] { break }
            // A piece whose failure functions alone (its bounds ignored) cannot take the input past
            // what is known needs no LP: the n pieces of a `max` over n label widths have one extent.
            guard let relaxed = boxExtent(of: index, where: piece.failures, reach: 1e-6) else { continue }
            if let result, relaxed.lowerBound >= result.lowerBound, relaxed.upperBound <= result.upperBound { continue }
            if isRefutedByOneBound(piece, reach: 1e-6) { continue }
            if relaxedExtentIsAttained(relaxed, of: index, in: piece, reach: 1e-6) {
                result =
                    result.map { min($0.lowerBound, relaxed.lowerBound)...max($0.upperBound, relaxed.upperBound) }
                    ?? relaxed
                continue
            }
            // The LP is over the inputs the piece reads and input `index`: the others are free
            // inside the box and change nothing.
            let functions = piece.bounds + piece.failures
            let inputs = Self.inputs(readBy: functions, including: index)
            let width = inputs.count
            guard let column = inputs.firstIndex(of: index) else { continue }
            var program = DenseLinearProgram(variableCount: width)
            addBox(to: &program, inputs: inputs, width: width)
            for bound in piece.bounds {
                program.inequalities.append(Self.atLeast(bound, 0, inputs: inputs, width: width))
            }
            for failure in piece.failures {
                program.inequalities.append(Self.atLeast(failure, 1e-6, inputs: inputs, width: width))
            }
            var cost = Array(repeating: 0.0, count: width)
            cost[column] = 1
            guard case .optimal(let low, _) = program.minimize(cost) else { continue }
            cost[column] = -1
            guard case .optimal(let negatedHigh, _) = program.minimize(cost) else { continue }
            let found = low...max(low, -negatedHigh)
            result = result.map { min($0.lowerBound, found.lowerBound)...max($0.upperBound, found.upperBound) } ?? found
        }
        return result
    }
}
