/// The fuzzer's generator: `SplitMix64` seeded per case, so a case is reproduced from its run's
/// seed and its index alone.
struct FuzzRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    /// A generator for case `index` of the run seeded with `seed`.
    init(seed: UInt64, index: Int = 0) {
        generator = SplitMix64(state: seed &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 { generator.next() }

    /// A uniformly chosen integer in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int { generator.below(bound) }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// `true` with probability `numerator` / `denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }
}
