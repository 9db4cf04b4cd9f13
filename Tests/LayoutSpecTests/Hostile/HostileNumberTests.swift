import Testing

@testable import LayoutSpec

/// Non-finite and out-of-range numbers: one rule in every notation and in `metrics` —
/// finite and at most 1,000,000,000 in magnitude, rejected at the token — and arithmetic results
/// beyond 10^12 rejected at the statement (docs/SpecLanguage.md, "Limits").
@Suite struct HostileNumberTests {
    typealias Support = HostileSpecSupport

    @Test func aHugeMetricIsRejectedAtItsValue() {
        // `metrics: {m: ` is 13 characters: `1e308` starts at column 14. It used to reach the code as
        // `CGFloat.infinity` through `a.width == b.width * m`.
        let spec = "metrics: {m: 1e308}\n" + Support.withStatement("a.width == b.width * m")
        #expect(
            Support.firstError(spec) == "1:14: error: metric `m`: `1e308` is out of range: numbers in a spec "
                + "are finite and at most 1000000000 in magnitude")
    }

    @Test func theLimitItselfIsAllowed() throws {
        let spec = "metrics: {m: 1000000000}\n" + Support.withStatement("a.width == m / 100000000")
        #expect(try Support.frames(spec) == #"{"frames": {"a": [0, 0, 10, 10], "b": [0, 0, 10, 10]}}"#)
    }

    @Test func aLiteralPastTheLimitIsRejectedAtItsTokenInEveryNotation() {
        let big = "1" + String(repeating: "0", count: 400)  // Double(big) is +infinity
        // Equations: the number starts at column 16 of line 12.
        #expect(
            Support.firstError(Support.withStatement("a.width == \(big)")).hasPrefix(
                "12:16: error: `\(big)` is out of range"))
        #expect(
            Support.firstError(Support.withStatement("a.width == 1000000001")).hasPrefix(
                "12:16: error: `1000000001` is out of range"))
        // COSLayout: `  a: "` then `ll = 1, tt = 1, h = 1, w = ` (27 characters): the number is at column 7 + 27 = 34.
        #expect(
            Support.firstError("views:\n  a: {}\nrules:\n  a: \"ll = 1, tt = 1, h = 1, w = 20000000000\"\n")
                .hasPrefix("4:34: error: `20000000000` is out of range"))
        // EasyPeasy: `  a: ["Width(` — the number starts at column 8 + 6 = 14.
        #expect(
            Support.firstError("views:\n  a: {}\nattributes:\n  a: [\"Width(20000000000)\"]\n")
                .hasPrefix("4:14: error: `20000000000` is out of range"))
    }

    @Test func arithmeticThatOverflowsIsRejectedAtTheStatement() {
        // 10^9 · 10^9 = 10^18 > 10^12: the statement starts at column 5 of line 12.
        let error = Support.firstError(Support.withStatement("a.width == 1000000000 * 1000000000"))
        #expect(
            error == "12:5: error: the arithmetic of this statement gives a number larger than 1000000000000 in "
                + "magnitude (or not finite): use smaller factors")
        // Repeated products reach infinity: still one located error, not `inf` in the code.
        let product = Array(repeating: "1000000000", count: 40).joined(separator: " * ")
        #expect(Support.diagnostics(Support.withStatement("a.width == \(product)")).count == 1)
    }
}
