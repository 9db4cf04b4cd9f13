/// Moves a solver error's witness (the probe point where exploration found it, often a
/// Chebyshev centre like `container.width = 5229`) towards a typical input — a 375 × 812
/// container, 100 × 20 intrinsic sizes (docs/Solving.md) — while the same error still happens
/// there, so that the numbers in the message are ones a person recognises.
struct TypicalWitnessSearch: Sendable {
    /// The component case's problem.
    let problem: ParametricLayoutProblem
    /// The domain box's lower corner.
    let lower: [Double]
    /// The domain box's upper corner.
    let upper: [Double]

    /// The typical input, clamped to the box.
    var typical: [Double] {
        problem.parameters.enumerated().map { k, parameter in
            min(max(TypicalInput.value(of: parameter), lower[k]), upper[k])
        }
    }

    /// A failing point close to the typical input: the best (in the L1 distance, the container's
    /// size counting twice) of the searches along the segment from the typical input to `probe`
    /// and along each segment that changes one input only.
    func nearest(to probe: [Double], where fails: ([Double]) -> Bool) -> [Double] {
        // Whole-number inputs near the typical one can sit exactly on a special value (two
        // operands equal, a boundary between regions), where a tie or conflict holds on a set of no
        // width that exploration would never report. A witness must fail in a neighbourhood: at the
        // point and at two small nudges of it in different directions.
        func stillFails(_ point: [Double]) -> Bool {
            guard fails(point) else { return false }
            for sign in [1.0, -1.0] {
                let nudged = point.enumerated().map { k, value in
                    min(
                        max(value + sign * 1e-3 * (1 + 0.37 * Double(k % 5)) * (k % 2 == 0 ? 1 : -1), lower[k]),
                        upper[k])
                }
                if !fails(nudged) { return false }
            }
            return true
        }
        let start = typical
        var targets = [probe]
        for k in probe.indices where abs(probe[k] - start[k]) > 1e-9 {
            var target = start
            target[k] = probe[k]
            targets.append(target)
        }
        var best = probe
        var bestDistance = distance(probe, start)
        for target in targets where stillFails(target) {
            let found = nearest(on: start, target, where: stillFails)
            let d = distance(found, start)
            if d < bestDistance - 1e-9 {
                best = found
                bestDistance = d
            }
        }
        // Then each input on its own, the container's size first: as close to its typical value as
        // the error still allows, the others held (so that a tie among six texts is shown with the
        // one or two that cause it, the rest at their typical sizes).
        let order = best.indices.sorted { a, b in
            let containerA = problem.parameters[a] == .containerWidth || problem.parameters[a] == .containerHeight
            let containerB = problem.parameters[b] == .containerWidth || problem.parameters[b] == .containerHeight
            return containerA != containerB ? containerA : a < b
        }
        for k in order where abs(best[k] - start[k]) > 1e-9 {
            var home = best
            home[k] = start[k]
            // Its value rounded away from the typical one, so that a whole-number witness stays whole.
            var found = nearest(on: home, best, where: stillFails)
            let whole = best[k] > start[k] ? found[k].rounded(.up) : found[k].rounded(.down)
            found[k] = min(max(whole, lower[k]), upper[k])
            if distance(found, start) < bestDistance - 1e-9, stillFails(found) {
                best = found
                bestDistance = distance(found, start)
            }
        }
        return best
    }

    /// The weighted L1 distance between two inputs.
    private func distance(_ a: [Double], _ b: [Double]) -> Double {
        var total = 0.0
        for k in a.indices {
            let parameter = problem.parameters[k]
            let weight = parameter == .containerWidth || parameter == .containerHeight ? 2.0 : 1.0
            total += weight * abs(a[k] - b[k])
        }
        return total
    }

    /// The point closest to `start` on the segment to `probe` where `stillFails` holds (found by
    /// bisection: the segment's failing part is assumed to reach `probe`), rounded to whole
    /// numbers when it still fails there; `probe` when nothing closer fails.
    private func nearest(on start: [Double], _ probe: [Double], where stillFails: ([Double]) -> Bool) -> [Double] {
        func point(_ t: Double) -> [Double] {
            zip(start, probe).map { a, b in a + t * (b - a) }
        }
        func rounded(_ point: [Double]) -> [Double] {
            point.enumerated().map { k, value in min(max(value.rounded(), lower[k]), upper[k]) }
        }
        if stillFails(rounded(start)) { return rounded(start) }
        var passing = 0.0
        var failing = 1.0
        for _ in 0..<24 {
            let middle = (passing + failing) / 2
            if stillFails(point(middle)) { failing = middle } else { passing = middle }
        }
        // A little inside the failing part (one point, then ten), away from the boundary where it begins.
        let span = max(1, zip(start, probe).map { abs($0 - $1) }.max() ?? 1)
        for t in [failing + 1 / span, failing + 10 / span, failing + (1 - failing) / 16, failing] where t <= 1 {
            let candidate = rounded(point(t))
            if stillFails(candidate) { return candidate }
            if stillFails(point(t)) { return point(t) }
        }
        return probe
    }
}
