import Foundation
import LayoutRuntime
import Testing

/// The HTML preview's JavaScript runtime, `Sources/LayoutSpec/CodeGen/Rendering/LayoutPreviewRuntime.js`,
/// read from the file itself (not through the renderer): it parses (`node --check`), and its
/// functions give LayoutRuntime's and Foundation's values bit for bit. Skipped where node is absent.
@Suite struct JavaScriptRuntimeFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(
            "Sources/LayoutSpec/CodeGen/Rendering/LayoutPreviewRuntime.js")

    /// Values that meet every rounding case: halves, values just below a half, negatives, zeros,
    /// huge values, infinities and NaN.
    static let values: [Double] = [
        0, -0.0, 0.25, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 3.3333333333333335,
        -7.75, 16.166666666666668, 1e300, -1e300, .infinity, -.infinity, .nan
    ]
    static let scales: [Double] = [0, 1, 2, 3, 0.5]

    /// JavaScript that prints each number of `expression` (an array) as its IEEE 754 bits in hex.
    static func printBits(_ expression: String) -> String {
        """
        {
          const view = new DataView(new ArrayBuffer(8));
          const hex = (v) => { view.setFloat64(0, v); return view.getBigUint64(0).toString(16); };
          process.stdout.write((\(expression)).map(hex).join(" ") + "\\n");
        }

        """
    }

    /// `values` as the hex bits the JavaScript prints.
    static func bits(_ values: [Double]) -> String {
        values.map { String($0.bitPattern, radix: 16) }.joined(separator: " ")
    }

    static func literal(_ values: [Double]) -> String {
        "["
            + values.map { $0.isNaN ? "NaN" : $0.isInfinite ? ($0 < 0 ? "-Infinity" : "Infinity") : "\($0)" }
            .joined(separator: ", ") + "]"
    }

    /// The file's text followed by `tests`, run under node; its output lines, `nil` without node.
    static func run(_ tests: String) throws -> [String]? {
        let runtime = try String(contentsOf: file, encoding: .utf8)
        guard let output = try JavaScriptPreviewTests.node(runtime + "\n" + tests, input: "") else { return nil }
        return output.split(separator: "\n").map(String.init)
    }

    @Test func theFileParses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "--check", Self.file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            print("JavaScriptRuntimeFileTests: skipped, node is not installed")
            return
        }
        #expect(process.terminationStatus == 0, "node --check: \(String(decoding: message, as: UTF8.self))")
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        #expect(text.hasPrefix("\"use strict\";\n"))
    }

    @Test func pixelRoundingMatchesLayoutRuntime() throws {
        var script = ""
        var expected: [String] = []
        let values = Self.literal(Self.values)
        for scale in Self.scales {
            for (kind, function) in [
                ("px", PixelRounding.px), ("floorPx", PixelRounding.floorPx), ("ceilPx", PixelRounding.ceilPx)
            ] as [(String, (CGFloat, CGFloat) -> CGFloat)] {
                script += Self.printBits("\(values).map(v => lgPixel(\"\(kind)\", v, \(scale)))")
                expected.append(Self.bits(Self.values.map { Double(function(CGFloat($0), CGFloat(scale))) }))
            }
        }
        script += Self.printBits("\(values).map(lgRound)")
        expected.append(Self.bits(Self.values.map { Double(PixelRounding.roundedHalfAwayFromZero(CGFloat($0))) }))
        guard let lines = try Self.run(script) else { return }
        #expect(lines == expected)
        #expect(lines.count == Self.scales.count * 3 + 1)
    }

    @Test func framesMinMaxAndMeasurementsMatchSwift() throws {
        let pairs = Self.values.flatMap { a in [0.5, -2.25, .nan, -0.0, 0].map { (a, $0) } }
        let firsts = Self.literal(pairs.map(\.0))
        let seconds = Self.literal(pairs.map(\.1))
        var script = ""
        var expected: [String] = []
        script += Self.printBits("\(firsts).map((a, i) => lgFmin(a, \(seconds)[i]))")
        // As the interpreter (and the compiled code) calls them: on `CGFloat`s.
        expected.append(Self.bits(pairs.map { Double(Foundation.fmin(CGFloat($0.0), CGFloat($0.1))) }))
        script += Self.printBits("\(firsts).map((a, i) => lgFmax(a, \(seconds)[i]))")
        expected.append(Self.bits(pairs.map { Double(Foundation.fmax(CGFloat($0.0), CGFloat($0.1))) }))
        // PixelRounding.frame: the rect between rounded edges, at scale 2.
        let frames: [(Double, Double, Double, Double)] = [
            (0.25, 0.75, 10.5, 3.25), (-3.75, 1.5, 0.5, -2.5), (7, 8, 0, 0)
        ]
        for (x, y, width, height) in frames {
            script += Self.printBits("lgRectArray(lgPixelFrame(\(x), \(y), \(width), \(height), 2))")
            let rect = PixelRounding.frame(minX: x, minY: y, width: width, height: height, scale: 2)
            expected.append(
                Self.bits([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init)))
            // Foundation's CGRect members, a negative size standardized.
            let plain = CGRect(x: x, y: y, width: width, height: height)
            script += Self.printBits(
                "[\"minX\", \"minY\", \"maxX\", \"maxY\", \"midX\", \"midY\", \"width\", \"height\"]"
                    + ".map(m => lgMember(lgRect(\(x), \(y), \(width), \(height)), m))")
            expected.append(
                Self.bits(
                    [plain.minX, plain.minY, plain.maxX, plain.maxY, plain.midX, plain.midY, plain.width, plain.height]
                        .map(Double.init)))
        }
        // HeightForWidth: lines of the single-line height.
        let measurement = HeightForWidth(intrinsicSize: CGSize(width: 250, height: 17.5))
        let widths: [Double] = [0, 0.5, 83.33333333333333, 125, 124.99, 250, 1000, -10]
        script += Self.printBits(
            "\(Self.literal(widths)).map(w => lgHeightForWidth({kind: \"measurement\", intrinsicSize: lgSize(250, 17.5)}, w))"
        )
        expected.append(Self.bits(widths.map { Double(measurement.height(forWidth: CGFloat($0))) }))
        guard let lines = try Self.run(script) else { return }
        #expect(lines == expected)
    }

    @Test func traitsFollowLayoutTraits() throws {
        // The table the renderer defines after the file, for this test: `rtl` and `compactWidth`.
        let script = """
            const lgBuiltInConditions = new Map([["rtl", [["rtl", true]]], ["compactWidth", [["regularWidth", false]]]]);
            const traits = lgTraits(["compactWidth", "rtl"]);
            process.stdout.write([lgHolds(traits, "rtl"), lgHolds(traits, "regularWidth"), lgHolds(traits, "pad"),
              lgCondition(traits, "compactWidth"), lgCondition(traits, "unknown"), lgHolds(null, "rtl")].join(" ") + "\\n");

            """
        guard let lines = try Self.run(script) else { return }
        var traits = LayoutTraits()
        traits.make(.rtl, hold: true)
        traits.make(.regularWidth, hold: false)
        let expected = [
            traits.holds(.rtl), traits.holds(.regularWidth), traits.holds(.pad), traits.condition("compactWidth"),
            traits.condition("unknown"), false
        ]
        #expect(lines == [expected.map(String.init).joined(separator: " ")])
        #expect(lines == ["true false false true false false"])
    }
}
