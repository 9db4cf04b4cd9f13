import Foundation
import LayoutRuntime
import Testing

/// The wrapping model and the identity of `HeightForWidth`.
@Suite struct HeightForWidthTests {
    @Test func wrappingModelCountsLines() {
        let text = HeightForWidth(intrinsicSize: CGSize(width: 600, height: 20))
        #expect(text.height(forWidth: 600) == 20)  // fits: 1 line
        #expect(text.height(forWidth: 599) == 40)  // 1.0017 → 2 lines
        #expect(text.height(forWidth: 300) == 40)  // exactly 2 lines
        #expect(text.height(forWidth: 291) == 60)  // 2.06 → 3 lines
        #expect(text.height(forWidth: 300.0000000001) == 40)
        #expect(text.height(forWidth: 299.9999999999) == 40)  // within 1e-9 lines of 2
        #expect(text.height(forWidth: 0) == 12_000)  // widths under 1 count as 1: 600 lines
        #expect(HeightForWidth(intrinsicSize: CGSize(width: 0, height: 20)).height(forWidth: 100) == 0)
    }

    @Test func closureAndKeyDecideEquality() {
        let size = CGSize(width: 100, height: 10)
        let a = HeightForWidth(intrinsicSize: size, key: "hello") { $0 / 2 }
        let b = HeightForWidth(intrinsicSize: size, key: "hello") { $0 * 2 }
        let c = HeightForWidth(intrinsicSize: size, key: 42) { $0 / 2 }
        #expect(a.height(forWidth: 80) == 40)
        #expect(a == b)
        #expect(a != c)
        #expect(a != HeightForWidth(intrinsicSize: size))
        #expect(HeightForWidth(intrinsicSize: size) == HeightForWidth(intrinsicSize: size))
    }
}
