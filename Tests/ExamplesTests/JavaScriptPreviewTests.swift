import Foundation
import LayoutRuntime
import LayoutSpec
import Testing

/// The HTML preview's JavaScript (`JavaScriptRenderer`) run under `node` agrees with `eval` (the
/// code-model interpreter, itself checked against the compiled Swift) bit for bit, on random
/// inputs for every spec in Specs/: halves that Swift rounds away from zero and `Math.round` up,
/// widths below the measured views' sizes, every condition combination, hidden arranged views,
/// negative inputs.
@Suite struct JavaScriptPreviewTests {
    static let specsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Specs")

    typealias SplitMix = SplitMix64

    /// Numbers in quarters and some odd fractions, so pixel rounding meets exact halves.
    static func value(_ range: ClosedRange<Double>, _ random: inout SplitMix) -> Double {
        let raw = Double.random(in: range, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return (raw * 4).rounded() / 4
        case 1: return (raw * 6).rounded() / 6
        default: return raw
        }
    }

    static func randomRequest(_ layout: CompiledLayout, _ random: inout SplitMix) -> EvaluationRequest {
        var request = EvaluationRequest(width: value(0...1000, &random), height: value(0...1000, &random))
        request.scale = [0, 1, 2, 3][Int.random(in: 0..<4, using: &random)]
        for name in layout.interface.inputs { request.inputs[name] = value(-50...300, &random) }
        for name in layout.interface.conditions + layout.interface.hideableViews.map(BuiltInConditions.hiddenFlag(of:))
            + [
                "rtl", "compactWidth", "regularWidth", "pad", "phone", "compactHeight"
            ]
        where Bool.random(using: &random) {
            request.conditions.insert(name)
        }
        for view in layout.interface.measuredViews {
            request.sizes[view.name] = CGSize(width: value(0...600, &random), height: value(0...80, &random))
        }
        for label in layout.interface.labels {
            request.fonts[label] = FontMetrics(
                ascender: value(0...20, &random), descender: value(-8...0, &random),
                capHeight: value(0...15, &random))
        }
        request.safeAreaInsets = LayoutInsets(
            top: value(0...60, &random), left: value(0...40, &random),
            bottom: value(0...40, &random), right: value(0...40, &random))
        request.layoutMargins = LayoutInsets(
            top: value(0...20, &random), left: value(0...20, &random),
            bottom: value(0...20, &random), right: value(0...20, &random))
        return request
    }

    /// The request as the JavaScript's `layoutFrames` takes it.
    static func json(_ request: EvaluationRequest) -> JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
        return .object([
            ("width", .number(request.width)), ("height", .number(request.height)), ("scale", .number(request.scale)),
            ("inputs", .object(request.inputs.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })),
            ("conditions", .array(request.conditions.sorted().map(JSONValue.string))),
            (
                "sizes",
                .object(
                    request.sizes.sorted { $0.key < $1.key }.map {
                        ($0.key, numbers([Double($0.value.width), Double($0.value.height)]))
                    })
            ),
            (
                "fonts",
                .object(
                    request.fonts.sorted { $0.key < $1.key }.map {
                        (
                            $0.key,
                            numbers([Double($0.value.ascender), Double($0.value.descender), Double($0.value.capHeight)])
                        )
                    })
            ),
            (
                "safeArea",
                numbers(
                    [
                        request.safeAreaInsets.top, request.safeAreaInsets.left, request.safeAreaInsets.bottom,
                        request.safeAreaInsets.right
                    ].map { Double($0) })
            ),
            (
                "margins",
                numbers(
                    [
                        request.layoutMargins.top, request.layoutMargins.left, request.layoutMargins.bottom,
                        request.layoutMargins.right
                    ].map { Double($0) })
            )
        ])
    }

    /// One line per request: every frame's four numbers and the fitting size as IEEE-754 bit patterns.
    static func bits(_ layout: EvaluatedLayout) -> String {
        var parts: [String] = []
        for name in layout.order {
            let frame = layout.frames[name] ?? .zero
            // CGRect keeps a negative width as given; the JavaScript array does too.
            parts.append(
                name + "="
                    + [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
                    .map { String(Double($0).bitPattern, radix: 16) }.joined(separator: ","))
        }
        if let size = layout.fittingSize {
            parts.append(
                "fit="
                    + [size.width, size.height].map { String(Double($0).bitPattern, radix: 16) }
                    .joined(separator: ","))
        }
        return parts.joined(separator: " ")
    }

    static let harness = """
        const requests = JSON.parse(require("fs").readFileSync(0, "utf8"));
        const view = new DataView(new ArrayBuffer(8));
        function bits(x) { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); }
        const lines = requests.map(request => {
          const layout = layoutFrames(request);
          const parts = layout.order.map(name => name + "=" + layout.frames.get(name).map(bits).join(","));
          if (layout.fittingSize) parts.push("fit=" + layout.fittingSize.map(bits).join(","));
          return parts.join(" ");
        });
        process.stdout.write(lines.join("\\n") + "\\n");
        """

    /// Runs `script` under node with `input` on stdin; `nil` (with a message) where node is absent.
    static func node(_ script: String, input: String) throws -> String? {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "layoutgen-preview-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).js")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", file.path]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            print("JavaScriptPreviewTests: skipped, node is not installed")
            return nil
        }
        #expect(process.terminationStatus == 0, "node failed: \(String(decoding: errors, as: UTF8.self))")
        return String(decoding: output, as: UTF8.self)
    }

    @Test func javaScriptAgreesWithEvalBitForBit() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.specsDirectory.path)
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        #expect(specs.count >= 10)
        var random = SplitMix(state: 20_261_123)
        var compared = 0
        for spec in specs {
            let layout = try LayoutCompiler().compile(path: Self.specsDirectory.appendingPathComponent(spec).path)
            let requests = (0..<60).map { _ in Self.randomRequest(layout, &random) }
            let expected = try requests.map { try Self.bits(layout.frames(for: $0)) }
            let input = JSONValue.array(requests.map(Self.json)).prettyPrinted
            guard let output = try Self.node(layout.javaScript + Self.harness, input: input) else { return }
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.count == requests.count, "\(spec)")
            for (index, line) in lines.enumerated() where index < expected.count && line != expected[index] {
                Issue.record(
                    "\(spec), request \(index): \(Self.json(requests[index]).prettyPrinted)\n  eval: \(expected[index])\n  node: \(line)"
                )
                break
            }
            compared += lines.count
        }
        #expect(compared == specs.count * 60)
    }

    /// Halves: Swift rounds 0.5 and -0.5 pixels away from zero, `Math.round` would give 1 and -0.
    /// Bodies split into private parts (docs/GeneratedCode.md) are previewed by splicing the parts
    /// in: forced here with parts of 20 statements, the preview still agrees with `eval` bit for bit.
    @Test func splitBodiesAgreeWithEvalBitForBit() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.specsDirectory.path)
            .filter { $0.hasSuffix(".layout.yaml") }.sorted()
        var random = SplitMix(state: 20_261_124)
        var compiler = LayoutCompiler()
        compiler.maximumStatementsPerFunction = 20
        var split = 0
        for spec in specs {
            let layout = try compiler.compile(path: Self.specsDirectory.appendingPathComponent(spec).path)
            if layout.source.contains("private static func framesPart") { split += 1 }
            let requests = (0..<20).map { _ in Self.randomRequest(layout, &random) }
            let expected = try requests.map { try Self.bits(layout.frames(for: $0)) }
            let input = JSONValue.array(requests.map(Self.json)).prettyPrinted
            guard let output = try Self.node(layout.javaScript + Self.harness, input: input) else { return }
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines == expected, "\(spec)")
        }
        #expect(split >= specs.count / 2)
    }

    @Test func pixelRoundingOfHalvesMatchesSwift() throws {
        let script =
            JavaScriptRenderer.runtimeForTesting + """
                const values = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e300, -0];
                process.stdout.write(values.map(v => String(lgRound(v))).join(" ") + "\\n");
                """
        guard let output = try Self.node(script, input: "") else { return }
        let swift = [0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 1e300, -0.0]
            .map { $0.rounded(.toNearestOrAwayFromZero) }
        // Swift: 1, -1, 2, -2, 3, -3, 0, -0, 1e300, -0 (JavaScript prints -0 as "0").
        #expect(
            output == swift.map { $0 == 0 ? "0" : $0 == 1e300 ? "1e+300" : String(Int($0)) }.joined(separator: " ")
                + "\n")
        #expect(output == "1 -1 2 -2 3 -3 0 0 1e+300 0\n")
    }
}
