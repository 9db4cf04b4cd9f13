import Foundation
import LayoutRuntime
import Testing

@Suite struct PixelRoundingTests {
    @Test func roundsHalfAwayFromZero() {
        #expect(PixelRounding.px(0.25, scale: 2) == 0.5)
        #expect(PixelRounding.px(-0.25, scale: 2) == -0.5)
        #expect(PixelRounding.px(1.2, scale: 0) == 1.2)
        #expect(PixelRounding.floorPx(1.7, scale: 3) == 5.0 / 3)
        #expect(PixelRounding.ceilPx(1.1, scale: 1) == 2)
    }

    @Test func framesRoundByEdgesSoNeighboursNeverGap() {
        let a = PixelRounding.frame(minX: 0, minY: 0, width: 10.4, height: 1, scale: 1)
        let b = PixelRounding.frame(minX: 10.4, minY: 0, width: 10.4, height: 1, scale: 1)
        #expect(a.maxX == b.minX)
        #expect(b == CGRect(x: 10, y: 0, width: 11, height: 1))
    }
}
