import Foundation
import LayoutRuntime
import Testing
@testable import LayoutSpec

/// `stacks:` (docs/notations/stacks.md): every distribution × alignment, frames worked out by hand
/// from UIStackView's documented behaviour.
///
/// The fixture: three labels `a`, `b`, `c` arranged in `s`, spacing 10, every hugging and
/// compression resistance at its default (so fill's tie is resolved by index: the first view
/// stretches), `s` pinned to a 320 × 60 container (horizontal) or 100 × 320 (vertical).
/// Intrinsic sizes along the axis 40, 60, 20 and across it 20, 30, 10; font metrics
/// a (16, −4), b (24, −6), c (8, −2), so first baselines sit 16, 24, 8 below the tops and last
/// baselines 4, 6, 2 above the bottoms.
@Suite struct StackLayoutTests {
    /// Along the axis, per distribution: (position, size) of a, b, c in a 320-point stack.
    /// Intrinsic sizes 40 + 60 + 20 = 120, two gaps of 10.
    static let along: [StackDeclaration.Distribution: [[Double]]] = [
        // The slack 320 − 120 − 20 = 180 goes to a (equal hugging: the lowest index stretches):
        // a 0…220, b 230…290, c 300…320.
        .fill: [[0, 220], [230, 60], [300, 20]],
        // Three equal sizes: (320 − 20) / 3 = 100; b at 110, c at 220.
        .fillEqually: [[0, 100], [110, 100], [220, 100]],
        // Views keep 40, 60, 20; two equal gaps (320 − 120) / 2 = 100: b at 40 + 100, c at 300.
        .equalSpacing: [[0, 40], [140, 60], [300, 20]],
        // a's centre 20, c's centre 320 − 10 = 310, so b's centre (20 + 310) / 2 = 165 and b at
        // 165 − 30 = 135 (gaps 95 and 105, both ≥ 10).
        .equalCentering: [[0, 40], [135, 60], [300, 20]],
    ]

    /// Across a horizontal stack 60 high, per alignment: (y, height) of a, b, c.
    static let acrossHorizontal: [StackDeclaration.Alignment: [[Double]]] = [
        .fill: [[0, 60], [0, 60], [0, 60]],
        .top: [[0, 20], [0, 30], [0, 10]],
        // (60 − h) / 2: 20, 15, 25.
        .center: [[20, 20], [15, 30], [25, 10]],
        .bottom: [[40, 20], [30, 30], [50, 10]],
        // First baselines equal at B: tops B − 16, B − 24, B − 8; the topmost (b) at 0 gives B = 24.
        .firstBaseline: [[8, 20], [0, 30], [16, 10]],
        // Last baselines equal at B: bottoms B + 4, B + 6, B + 2; the lowest (b) at 60 gives B = 54,
        // tops 54 + 4 − 20 = 38, 60 − 30 = 30, 54 + 2 − 10 = 46.
        .lastBaseline: [[38, 20], [30, 30], [46, 10]],
    ]

    /// Across a vertical stack 100 wide, per alignment: (x, width) of a, b, c left to right.
    static let acrossVertical: [StackDeclaration.Alignment: [[Double]]] = [
        .fill: [[0, 100], [0, 100], [0, 100]],
        .leading: [[0, 20], [0, 30], [0, 10]],
        .center: [[40, 20], [35, 30], [45, 10]],
        .trailing: [[80, 20], [70, 30], [90, 10]],
    ]

    static let distributions: [StackDeclaration.Distribution] = [.fill, .fillEqually, .equalSpacing, .equalCentering]

    /// The fixture's spec with `properties` added to the stack.
    static func spec(_ properties: String, extraViews: String = "", constraints: String = "") -> String {
        """
        views:
          a: {measure: intrinsic, label: true}
          b: {measure: intrinsic, label: true}
          c: {measure: intrinsic, label: true}
        checks: {negativeSize: off, outsideParent: off}
        \(extraViews)stacks:
          s: {arranged: [a, b, c], spacing: 10, \(properties)}
        constraints:
          - s.left == superview.left
          - s.right == superview.right
          - s.top == superview.top
          - s.bottom == superview.bottom
        \(constraints)
        """
    }

    /// The frames of `yaml`, by item.
    static func frames(_ yaml: String, width: Double, height: Double, sizes: [String: CGSize],
                       rtl: Bool = false, fonts: [String: FontMetrics] = fixtureFonts) throws -> [String: [Double]] {
        let layout = try LayoutCompiler().compile(contents: yaml, path: "Stack.layout.yaml")
        let json = try layout.evaluate(EvaluationRequest(width: width, height: height, conditions: rtl ? ["rtl"] : [],
                                                         sizes: sizes, fonts: fonts))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [String: [Double]])
        return frames
    }

    static let fixtureFonts = [
        "a": FontMetrics(ascender: 16, descender: -4, capHeight: 12),
        "b": FontMetrics(ascender: 24, descender: -6, capHeight: 18),
        "c": FontMetrics(ascender: 8, descender: -2, capHeight: 6),
    ]
    static let horizontalSizes = ["a": CGSize(width: 40, height: 20), "b": CGSize(width: 60, height: 30),
                                  "c": CGSize(width: 20, height: 10)]
    static let verticalSizes = ["a": CGSize(width: 20, height: 40), "b": CGSize(width: 30, height: 60),
                                "c": CGSize(width: 10, height: 20)]

    @Test(arguments: distributions)
    func horizontalStacksInEveryAlignment(distribution: StackDeclaration.Distribution) throws {
        for (alignment, across) in Self.acrossHorizontal.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Self.spec("distribution: \(distribution.rawValue), alignment: \(alignment.rawValue)")
            let along = try #require(Self.along[distribution])
            for rtl in [false, true] {
                let frames = try Self.frames(yaml, width: 320, height: 60, sizes: Self.horizontalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    // Right to left, the row is mirrored: x = 320 − x − width.
                    let x = rtl ? 320 - along[index][0] - along[index][1] : along[index][0]
                    #expect(frames[name] == [x, across[index][0], along[index][1], across[index][1]],
                            "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
    }

    @Test(arguments: distributions)
    func verticalStacksInEveryAlignment(distribution: StackDeclaration.Distribution) throws {
        for (alignment, across) in Self.acrossVertical.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let yaml = Self.spec("axis: vertical, distribution: \(distribution.rawValue), alignment: \(alignment.rawValue)")
            let along = try #require(Self.along[distribution])
            for rtl in [false, true] {
                let frames = try Self.frames(yaml, width: 100, height: 320, sizes: Self.verticalSizes, rtl: rtl)
                for (index, name) in ["a", "b", "c"].enumerated() {
                    // Right to left, leading is the right edge: x = 100 − x − width.
                    let x = rtl ? 100 - across[index][0] - across[index][1] : across[index][0]
                    #expect(frames[name] == [x, along[index][0], across[index][1], along[index][1]],
                            "\(distribution) \(alignment) rtl: \(rtl) \(name)")
                }
            }
        }
    }
}
