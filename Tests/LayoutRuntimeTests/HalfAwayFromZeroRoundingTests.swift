import Foundation
import LayoutRuntime
import Testing

/// `PixelRounding.roundedHalfAwayFromZero` against the standard library's
/// `rounded(.toNearestOrAwayFromZero)`, compared bit for bit (so `-0` and `0` differ).
@Suite struct HalfAwayFromZeroRoundingTests {
    private func bits(_ x: Double) -> UInt64 { x.bitPattern }

    private func fast(_ x: Double) -> Double { Double(PixelRounding.roundedHalfAwayFromZero(CGFloat(x))) }

    /// Every value, its negation and its neighbours one ulp away.
    private func expectSameBits(_ values: [Double]) {
        for value in values {
            for x in [value, -value, value.nextUp, value.nextDown, -value.nextUp, -value.nextDown] {
                #expect(bits(fast(x)) == bits(x.rounded(.toNearestOrAwayFromZero)), "x = \(x)")
            }
        }
    }

    @Test func halvesGoAwayFromZero() {
        // 0.5 → 1, 1.5 → 2, 2.5 → 3 (ties to even would give 0, 2, 2); −2.5 → −3.
        #expect(fast(0.5) == 1)
        #expect(fast(1.5) == 2)
        #expect(fast(2.5) == 3)
        #expect(fast(-2.5) == -3)
        // The largest double below 0.5 rounds to 0, not 1 (adding 0.5 first would give 1).
        #expect(fast(0.49999999999999994) == 0)
        expectSameBits((0..<2000).map { Double($0) + 0.5 })
        expectSameBits((0..<2000).map { Double($0) / 8 })
    }

    @Test func zeroAndSmallNegativesKeepTheirSign() {
        // −0.3 rounds to −0, −0 stays −0, +0 stays +0.
        #expect(bits(fast(-0.3)) == bits(-0.0))
        #expect(bits(fast(-0.0)) == bits(-0.0))
        #expect(bits(fast(0.0)) == bits(0.0))
        #expect(bits(fast(-0.5)) == bits(-1.0))
        expectSameBits([0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 0.1, 0.25, 0.49999999999999994])
    }

    @Test func largeValuesNearAndAbove2To52() {
        // From 2^52 every double is an integer; just below it the spacing is 0.5.
        expectSameBits([
            0x1p52, 0x1p52 - 0.5, 0x1p52 - 1.5, 0x1p52 + 1, 0x1p53, 0x1p53 + 2, 0x1p51 + 0.5,
            0x1p51 + 0.25, 0x1p51 - 0.75, 1e15 + 0.5, 4_503_599_627_370_495.5, 1e300,
            .greatestFiniteMagnitude
        ])
    }

    @Test func infinitiesAndNaN() {
        #expect(fast(.infinity) == .infinity)
        #expect(fast(-.infinity) == -.infinity)
        #expect(fast(.nan).isNaN)
        #expect(Double.nan.rounded(.toNearestOrAwayFromZero).isNaN)
    }

    @Test func pseudoRandomValuesOfEveryMagnitude() {
        // A linear congruential sequence of bit patterns, finite ones only, and pixel
        // coordinates at scales 2 and 3 (k / 6 for many k hits halves after scaling).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var values: [Double] = []
        while values.count < 20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = Double(bitPattern: state)
            if x.isFinite { values.append(x) }
        }
        values += (0..<6000).map { Double($0) / 6 * 2 } + (0..<6000).map { Double($0) / 6 * 3 }
        expectSameBits(values)
    }

    @Test func pixelRoundingUsesIt() {
        // 0.75 at scale 2 is 1.5 pixels → 2 pixels → 1 point; −0.75 → −1.
        #expect(PixelRounding.px(0.75, scale: 2) == 1)
        #expect(PixelRounding.px(-0.75, scale: 2) == -1)
        #expect(bits(Double(PixelRounding.px(-0.1, scale: 2))) == bits(-0.0))
    }
}
