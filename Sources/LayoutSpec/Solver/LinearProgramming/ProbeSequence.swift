/// A fixed pseudo-random sequence of numbers in `0..<1` (a 64-bit linear congruential generator,
/// top 53 bits), for probe points that must be the same on every run: the structural fast path's
/// check and the solver's last search for an error each start one from their own seed.
struct ProbeSequence: Sendable {
    /// The generator's state.
    private var state: UInt64

    /// The sequence that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next number, in `0..<1`.
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }

    /// A point of the box `lower...upper`, one coordinate after another.
    mutating func point(lower: [Double], upper: [Double]) -> [Double] {
        zip(lower, upper).map { low, high in low + next() * (high - low) }
    }
}
