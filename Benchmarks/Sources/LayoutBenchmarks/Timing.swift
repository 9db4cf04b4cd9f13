import Foundation

/// Nanoseconds per call of `body`, the best of several rounds (the least disturbed by the
/// machine), after a warm-up round. `body` returns a value folded into a sink so the optimiser
/// cannot drop the work.
func nanosecondsPerCall(iterations: Int, rounds: Int = 7, _ body: (Int) -> CGFloat) -> Double {
    var sink: CGFloat = 0
    var best = Double.infinity
    for round in 0...rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<iterations { sink += body(i) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
        if round > 0 { best = min(best, elapsed) }
    }
    if sink == .infinity { print("(sink)") }
    return best
}

/// Nanoseconds per call of each variant, measured round-robin (variant 1, 2, 3, 1, 2, 3, …) so
/// that any drift of the machine affects all of them alike; each variant's best round counts.
func interleavedNanosecondsPerCall(
    iterations: Int, rounds: Int = 15,
    _ variants: [(Int) -> CGFloat]
) -> [Double] {
    var best = Array(repeating: Double.infinity, count: variants.count)
    var sink: CGFloat = 0
    for round in 0...rounds {
        for (k, body) in variants.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            for i in 0..<iterations { sink += body(i) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
            if round > 0 { best[k] = min(best[k], elapsed) }
        }
    }
    if sink == .infinity { print("(sink)") }
    return best
}

/// Seconds taken by `body`, the best of `rounds`.
func secondsTaken(rounds: Int = 3, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// A container width that changes every call (so nothing is hoisted), within 320...1343.
@inline(__always)
func benchmarkWidth(_ i: Int) -> CGFloat { CGFloat(320 + (i & 1023)) }

/// Formats `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
