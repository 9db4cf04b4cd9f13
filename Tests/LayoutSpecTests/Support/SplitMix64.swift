/// SplitMix64: the one small, seedable pseudo-random generator of the tests, `layout-fuzz` and the
/// benchmarks' random screens (this file is linked into each target that needs it), so a failure
/// reproduces from its seed.
struct SplitMix64: RandomNumberGenerator {
    /// The generator's state; the seed is its first value.
    var state: UInt64

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<bound` (`bound` > 0), from the next bits modulo `bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
