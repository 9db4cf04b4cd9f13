import BenchmarkSpecs
import Foundation
import LayoutRuntime
import LayoutSpec

/// The `frames(for:)` goal for stack views: the frames of a 200-view stack
/// (`Stack200.layout.yaml`) against `HandWrittenStack200`, a running-sum loop over the same
/// measured sizes. The hand-written frames are checked first against the spec's, as LayoutGen's
/// interpreter computes them from the generated code, and, when the plugin compiles the spec
/// (`compileStack200` in Benchmarks/Package.swift), against the generated `frames(for:)`
/// itself, over many containers, display scales and hidden flags; then both are timed
/// interleaved, as the other pairs are, with every view shown.
enum StackFramesBenchmark {
    /// View i's measured size: 40…339 wide (wider than the stack in the narrowest containers, so
    /// the width is clamped to the stack's there) and 12…28 high (5598 points of content with the
    /// gaps and the insets).
    static let sizes = (0..<200).map { i in CGSize(width: 40 + (37 * i) % 300, height: 12 + i % 17) }

    /// The hidden flags the frames are checked with (the timed calls show every view).
    static let patterns: [(name: String, hidden: [Bool])] = [
        ("every view shown", sizes.indices.map { _ in false }),
        ("v0 hidden", sizes.indices.map { $0 == 0 }),
        ("every third view hidden", sizes.indices.map { $0 % 3 == 1 }),
        ("only v150 shown", sizes.indices.map { $0 != 150 }),
        ("every view hidden", sizes.indices.map { _ in true })
    ]

    /// The container of call `i`: 320…1343 wide, and 5086…6109 high, so the first view stretches
    /// in half of the calls and gives way in the other half.
    @inline(__always)
    static func bounds(_ i: Int, origin: CGPoint = .zero) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: benchmarkWidth(i), height: benchmarkWidth(i) + 4766)
    }

    /// Checks, then times, and prints the mismatch counts and the ratio with its verdict.
    static func run(iterations: Int, specs: URL) {
        let interpreterMismatches = checkAgainstInterpreter(specs.appendingPathComponent("Stack200.layout.yaml"))
        #if STACK200
        checkAndTime(iterations: iterations, interpreterMismatches: interpreterMismatches)
        #else
        print(
            "Stack200: generated frames(for:) not timed: the plugin does not compile Stack200.layout.yaml "
                + "(`compileStack200` is false in Benchmarks/Package.swift: today its generated Swift does not "
                + "compile) goal <= 1: NOT met")
        #endif
    }

    /// The number of (container, scale, flags) cases where the hand-written frames differ from the
    /// interpreter's (printed; `nil` when the spec did not compile).
    private static func checkAgainstInterpreter(_ spec: URL) -> Int? {
        let start = DispatchTime.now().uptimeNanoseconds
        let compiled: CompiledLayout
        do {
            compiled = try LayoutCompiler().compile(path: spec.path)
        } catch {
            let message = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
            print("Stack200: FRAMES NOT CHECKED: the spec does not compile: \(message)")
            return nil
        }
        var views = [CGRect](repeating: .zero, count: sizes.count)
        var checked = 0
        var differing: [String] = []
        for scale in [2.0, 3] as [CGFloat] {
            for pattern in patterns {
                for i in stride(from: 0, to: 1024, by: 64) {
                    let container = bounds(i)
                    let request = EvaluationRequest(
                        width: container.width, height: container.height, scale: scale,
                        conditions: Set(sizes.indices.filter { pattern.hidden[$0] }.map { "v\($0)Hidden" }),
                        sizes: Dictionary(
                            uniqueKeysWithValues: sizes.enumerated().map { ("v\($0.offset)", $0.element) }))
                    let stack = HandWrittenStack200.frames(
                        bounds: container, scale: scale, sizes: sizes, hidden: pattern.hidden, views: &views)
                    checked += 1
                    if !agree(interpretedFrames(compiled, request), views + [stack]) {
                        differing.append("\(container.size) at scale \(scale), \(pattern.name)")
                    }
                }
            }
        }
        print(
            differing.isEmpty
                ? "Stack200: hand-written frames equal the spec's (LayoutGen's interpreter) in all \(checked) cases "
                    + "(\(patterns.count) sets of hidden flags, scales 2 and 3; to within eval's printing, 1e-9): 0 mismatches"
                    + " (\(format(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, 1)) s)"
                : "Stack200: HAND-WRITTEN FRAMES DIFFER from the spec's (LayoutGen's interpreter) in "
                    + "\(differing.count) of \(checked) cases (first: \(differing[0]))")
        return differing.count
    }

    /// Whether the interpreter's frames are the hand-written ones as `eval` prints numbers: it snaps
    /// floating-point noise within 1e-9 of a round value (76.99999999999999 prints as 77), so each
    /// coordinate agrees to within that.
    private static func agree(_ interpreted: [CGRect], _ handWritten: [CGRect]) -> Bool {
        guard interpreted.count == handWritten.count else { return false }
        return zip(interpreted, handWritten).allSatisfy { a, b in
            zip(
                [a.origin.x, a.origin.y, a.size.width, a.size.height],
                [b.origin.x, b.origin.y, b.size.width, b.size.height]
            ).allSatisfy { abs($0 - $1) <= 1e-9 }
        }
    }

    /// `v0`…`v199` then `s`, as the interpreter evaluates them for `request` (empty if it fails).
    private static func interpretedFrames(_ compiled: CompiledLayout, _ request: EvaluationRequest) -> [CGRect] {
        guard let json = try? compiled.evaluate(request) else { return [] }
        let frames = framesInJSON(json)
        return (sizes.indices.map { "v\($0)" } + ["s"]).map { name in
            guard let f = frames[name], f.count == 4 else { return .null }
            return CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
    }

    /// The `"name": [x, y, w, h]` arrays of `eval`'s JSON (`{"frames": {"v0": [0, 16, 40, 12], …}}`),
    /// each number read by `Double(_:)`: JSONSerialization in swift-corelibs-foundation misreads
    /// some shortest round-trip decimals by an ulp or two (`225.00000000000003` reads as
    /// `225.00000000000009`), which frames at scale 3 are full of. A number that does not read
    /// (`null`) is left out, so its frame compares unequal.
    private static func framesInJSON(_ json: String) -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        var rest = Substring(json)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let head = rest[..<open]
            if let nameEnd = head.lastIndex(of: "\""), let nameStart = head[..<nameEnd].lastIndex(of: "\"") {
                frames[String(head[head.index(after: nameStart)..<nameEnd])] = rest[rest.index(after: open)..<close]
                    .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            }
            rest = rest[rest.index(after: close)...]
        }
        return frames
    }

    #if STACK200
    /// Checks the hand-written frames against the generated `frames(for:)` (containers at two
    /// origins, scales 1, 2 and 3, every set of hidden flags), then times both with every view
    /// shown, interleaved, and prints the ratio and its verdict.
    private static func checkAndTime(iterations: Int, interpreterMismatches: Int?) {
        var views = [CGRect](repeating: .zero, count: sizes.count)
        var checked = 0
        var differing: [String] = []
        for pattern in patterns {
            var input = Stack200Layout.Input(bounds: .zero, scale: 2, sizes: sizes, hidden: pattern.hidden)
            for scale in [2.0, 1, 3] as [CGFloat] {
                for origin in [CGPoint.zero, CGPoint(x: 3.25, y: -7.5)] {
                    for i in 0..<1024 {
                        input.bounds = bounds(i, origin: origin)
                        input.scale = scale
                        let stack = HandWrittenStack200.frames(
                            bounds: input.bounds, scale: scale, sizes: sizes, hidden: pattern.hidden, views: &views)
                        checked += 1
                        if rects(Stack200Layout.frames(for: input)) != views + [stack] {
                            differing.append("\(input.bounds) at scale \(scale), \(pattern.name)")
                        }
                    }
                }
            }
        }
        print(
            differing.isEmpty
                ? "Stack200: generated and hand-written frames equal in all \(checked) cases: 0 mismatches"
                : "Stack200: FRAMES DIFFER: the hand-written loop disagrees with the generated frames(for:) in "
                    + "\(differing.count) of \(checked) cases (first: \(differing[0])); the times below compare "
                    + "different layouts")

        let shown = patterns[0].hidden
        var input = Stack200Layout.Input(bounds: .zero, scale: 2, sizes: sizes, hidden: shown)
        let measured = interleavedNanosecondsPerCall(
            iterations: iterations,
            [
                { i in
                    _ = HandWrittenStack200.frames(
                        bounds: bounds(i), scale: 2, sizes: sizes, hidden: shown, views: &views)
                    return views[199].maxY
                },
                { i in
                    input.bounds = bounds(i)
                    return Stack200Layout.frames(for: input).v199.maxY
                }
            ])
        let (hand, generated) = (measured[0], measured[1])
        let equal = differing.isEmpty && interpreterMismatches == 0
        print(
            "Stack200: generated \(format(generated)) ns vs hand-written \(format(hand)) ns "
                + "(\(format(generated / hand, 2)) x) goal <= 1: \(equal && generated <= hand ? "met" : "NOT met")"
                + (equal ? "" : " (frames differ)"))
    }
    #endif
}
