import BenchmarkSpecs
import Foundation
import LayoutRuntime
import LayoutSpec

// LayoutGen benchmarks. Every speed is printed next to its baseline from the same run, as a ratio.
//
//   layout-benchmarks           the quick subset CI runs (a few minutes)
//   layout-benchmarks --full    every size, longer limits: the release numbers
//   layout-benchmarks --compile-time   only the compile times of large generated files (best of 3)
//   layout-benchmarks --frames  only frames(for:) against hand-written code and Cassowary
//   layout-benchmarks --stacks  only the stack views' generation matrix (StackBenchmarks), every size
//   layout-benchmarks --case FAMILY SIZE   (internal) one generation, run in a child process

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--case"), index + 2 < arguments.count, let size = Int(arguments[index + 2]) {
    exit(GenerationCase.runInChild(familyName: arguments[index + 1], size: size))
}
let fullMode = arguments.contains("--full")
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
if arguments.contains("--stacks") {
    // Only the stack views' generation matrix, at every size (the quick run and --full include it too).
    StackBenchmarks.run(.full)
    exit(0)
}
if arguments.contains("--compile-time") {
    // Only the compile times of large generated files (docs/GeneratedCode.md, "Large layouts").
    CompileTimeBenchmark.run(
        views: fullMode ? [200, 400, 800] : [400], limit: fullMode ? 600 : 120,
        rounds: 3, repository: repositoryRoot)
    exit(0)
}
print("LayoutGen benchmarks (\(fullMode ? "full" : "quick subset; --full for every size"))")

let specsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("BenchmarkSpecs")
let repository = specsDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

print("\n== frames(for:) per call (container width varies every call; scale 2)")
/// The profile card's texts: the title is clipped below a 392-point container, the subtitle never.
let profileTitle = CGSize(width: 300, height: 20)
let profileSubtitle = CGSize(width: 200, height: 16)
/// ProfileCard's generated frames for a container.
func generatedProfileCard(_ bounds: CGRect, traits: LayoutTraits = LayoutTraits()) -> ProfileCardLayout.Frames {
    ProfileCardLayout.frames(
        for: .init(bounds: bounds, scale: 2, title: profileTitle, subtitle: profileSubtitle, traits: traits))
}
/// ProfileCard's hand-written frames for a container.
func handWrittenProfileCard(_ bounds: CGRect, rightToLeft: Bool = false) -> HandWrittenProfileCard.Frames {
    HandWrittenProfileCard.frames(
        bounds: bounds, scale: 2, title: profileTitle, subtitle: profileSubtitle, rightToLeft: rightToLeft)
}
/// The form's eight labels (the fields start right of the widest, 120), as stored constants: the
/// timed calls read them without an array's retain and bounds checks, which would weigh on both
/// sides alike and hide the difference between them.
struct FormLabels {
    let l0 = CGSize(width: 40, height: 20), l1 = CGSize(width: 72, height: 20)
    let l2 = CGSize(width: 56, height: 20), l3 = CGSize(width: 98, height: 20)
    let l4 = CGSize(width: 64, height: 20), l5 = CGSize(width: 120, height: 20)
    let l6 = CGSize(width: 48, height: 20), l7 = CGSize(width: 80, height: 20)

    /// The sizes in order.
    var all: [CGSize] { [l0, l1, l2, l3, l4, l5, l6, l7] }
}
/// Form8's generated frames for a container.
func generatedForm8(_ bounds: CGRect, _ l: FormLabels = FormLabels()) -> Form8Layout.Frames {
    Form8Layout.frames(
        for: .init(
            bounds: bounds, scale: 2, l0: l.l0, l1: l.l1, l2: l.l2, l3: l.l3, l4: l.l4, l5: l.l5, l6: l.l6, l7: l.l7))
}
/// Form8's hand-written frames for a container.
func handWrittenForm8(_ bounds: CGRect, _ l: FormLabels = FormLabels()) -> HandWrittenForm8.Frames {
    HandWrittenForm8.frames(
        bounds: bounds, scale: 2, l0: l.l0, l1: l.l1, l2: l.l2, l3: l.l3, l4: l.l4, l5: l.l5, l6: l.l6, l7: l.l7)
}
/// One benchmark layout: its generated code and the hand-written code for it, each giving every
/// view's frame (in the order of `views:`) for the container's bounds.
struct FramesPair {
    var name: String
    var views: Int
    var generated: (CGRect) -> [CGRect]
    var handWritten: (CGRect) -> [CGRect]
    /// The inputs besides the container's size, for the Cassowary baseline (held fixed).
    var fixedInputs: [Parameter: Double] = [:]
}
/// The rectangles a frames struct stores, in declaration order.
func rects<Frames>(_ frames: Frames) -> [CGRect] {
    Mirror(reflecting: frames).children.compactMap { $0.value as? CGRect }
}
let pairs = [
    FramesPair(
        name: "Grid30Equal", views: 30,
        generated: { rects(Grid30EqualLayout.frames(for: .init(bounds: $0, scale: 2))) },
        handWritten: { rects(HandWrittenGrid30Equal.frames(bounds: $0, scale: 2)) }),
    FramesPair(
        name: "Grid30Mixed", views: 30,
        generated: { rects(Grid30MixedLayout.frames(for: .init(bounds: $0, scale: 2))) },
        handWritten: { rects(HandWrittenGrid30Mixed.frames(bounds: $0, scale: 2)) }),
    FramesPair(
        name: "Grid50Equal", views: 50,
        generated: { rects(Grid50EqualLayout.frames(for: .init(bounds: $0, scale: 2))) },
        handWritten: { rects(HandWrittenGrid50Equal.frames(bounds: $0, scale: 2)) }),
    FramesPair(
        name: "ProfileCard", views: 3,
        generated: { rects(generatedProfileCard($0)) },
        handWritten: { rects(handWrittenProfileCard($0)) },
        fixedInputs: [
            .intrinsicWidth("title"): profileTitle.width, .intrinsicHeight("title"): profileTitle.height,
            .intrinsicWidth("subtitle"): profileSubtitle.width, .intrinsicHeight("subtitle"): profileSubtitle.height
        ]),
    FramesPair(
        name: "Form8", views: 16,
        generated: { rects(generatedForm8($0)) },
        handWritten: { rects(handWrittenForm8($0)) },
        fixedInputs: Dictionary(
            uniqueKeysWithValues: FormLabels().all.enumerated().flatMap { i, size in
                [
                    (Parameter.intrinsicWidth("l\(i)"), Double(size.width)),
                    (.intrinsicHeight("l\(i)"), Double(size.height))
                ]
            }))
]
// The profile card's right-to-left frames are checked too (the timed calls are left to right).
let rightToLeft = LayoutTraits(layoutDirection: .rightToLeft)
let rightToLeftDiffering = (0..<1024).filter { i in
    let bounds = CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)
    return rects(generatedProfileCard(bounds, traits: rightToLeft))
        != rects(handWrittenProfileCard(bounds, rightToLeft: true))
}
if !rightToLeftDiffering.isEmpty {
    print("ProfileCard: hand-written frames differ right to left at \(rightToLeftDiffering.count) of 1024 widths")
}
// The hand-written code is a baseline only if it computes the same frames (one per view): every width timed.
for pair in pairs {
    let differing = (0..<1024).filter { i in
        let bounds = CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)
        let generated = pair.generated(bounds)
        return generated.count != pair.views || generated != pair.handWritten(bounds)
    }
    if !differing.isEmpty {
        print(
            "\(pair.name): hand-written frames differ at \(differing.count) of 1024 widths (first: \(benchmarkWidth(differing[0])))"
        )
    }
}
let n = 400_000
// The timed calls read one frame's maxX (no array of frames is built).
let measured = interleavedNanosecondsPerCall(
    iterations: n,
    [
        { i in
            HandWrittenGrid30Equal.frames(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
                .v9_2.maxX
        },
        { i in
            Grid30EqualLayout.frames(
                for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
            ).v9_2.maxX
        },
        { i in
            HandWrittenGrid30Mixed.frames(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
                .v9_2.maxX
        },
        { i in
            Grid30MixedLayout.frames(
                for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
            ).v9_2.maxX
        },
        { i in
            HandWrittenGrid50Equal.frames(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
                .v9_4.maxX
        },
        { i in
            Grid50EqualLayout.frames(
                for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)
            ).v9_4.maxX
        },
        { i in handWrittenProfileCard(CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)).title.maxX },
        { i in generatedProfileCard(CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)).title.maxX },
        { i in handWrittenForm8(CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)).f7.maxX },
        { i in generatedForm8(CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800)).f7.maxX }
    ])
for (k, pair) in pairs.enumerated() {
    let (hand, generated) = (measured[2 * k], measured[2 * k + 1])
    print(
        "\(pair.name) (\(pair.views) views): hand-written \(format(hand)) ns (baseline), generated "
            + "\(format(generated)) ns (\(format(generated / hand, 2))x hand-written; goal <= 1: "
            + "\(generated <= hand ? "met" : "NOT met"))")
}
StackFramesBenchmark.run(iterations: n / 20, specs: specsDirectory)

print(
    "\n== the same layouts re-solved at run time by Cassowary (Auto Layout's and kiwi's algorithm) after each width edit"
)
// The runtime baseline: the spec's constraints in an incremental Cassowary solver (written for this
// benchmark), the width an edit variable; each call suggests the width, re-solves, rounds every frame.
var cassowaryTimes: [(name: String, layout: CassowaryLayout)] = []
for pair in pairs {
    let path = specsDirectory.appendingPathComponent("\(pair.name).layout.yaml").path
    do {
        guard let layout = try CassowaryLayout(specAt: path, height: 800, fixed: pair.fixedInputs) else {
            print("\(pair.name): not expressible for the Cassowary baseline")
            continue
        }
        let differing = (0..<256).filter { i in
            let bounds = CGRect(x: 0, y: 0, width: benchmarkWidth(i * 4), height: 800)
            return layout.frames(width: bounds.width, scale: 2) != pair.generated(bounds)
        }
        if !differing.isEmpty {
            print("\(pair.name): Cassowary's frames differ from the generated ones at \(differing.count) of 256 widths")
        }
        cassowaryTimes.append((pair.name, layout))
    } catch {
        print("\(pair.name): failed: \(error)")
    }
}
let resolved = interleavedNanosecondsPerCall(
    iterations: n / 20,
    cassowaryTimes.map { entry in
        { i in
            entry.layout.solve(width: benchmarkWidth(i))
            var last: CGFloat = 0
            for k in 0..<entry.layout.count { last = entry.layout.frame(k, scale: 2).maxX }
            return last
        }
    })
for ((name, _), time) in zip(cassowaryTimes, resolved) {
    guard let k = pairs.firstIndex(where: { $0.name == name }) else { continue }
    print(
        "\(name): Cassowary re-solve \(format(time)) ns (baseline), generated \(format(measured[2 * k + 1])) ns "
            + "(\(format(measured[2 * k + 1] / time, 3))x Cassowary, \(format(time / measured[2 * k + 1]))x faster)")
}

if arguments.contains("--frames") { exit(0) }

print("\n== generation (parse, lower, solve, prove, render), best of 3")
for name in ["Grid30Equal", "Grid30Mixed", "Grid50Equal", "ProfileCard", "Form8"] {
    let path = specsDirectory.appendingPathComponent("\(name).layout.yaml").path
    do {
        let seconds = try secondsTaken { _ = try LayoutCompiler().compile(path: path) }
        print("\(name): \(format(seconds * 1000)) ms")
    } catch {
        print("\(name): failed: \(error)")
    }
}

print("\n== layout checks' share of generation (the same spec with every check off is the baseline), best of 3")
for name in ["Grid30Equal", "Grid30Mixed"] {
    let path = specsDirectory.appendingPathComponent("\(name).layout.yaml").path
    do {
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        let unchecked = contents + "checks: {negativeSize: off, outsideParent: off}\n"
        let baseline = try secondsTaken { _ = try LayoutCompiler().compile(contents: unchecked, path: path) }
        let checked = try secondsTaken { _ = try LayoutCompiler().compile(contents: contents, path: path) }
        print(
            "\(name): checks off \(format(baseline * 1000)) ms (baseline), default checks \(format(checked * 1000)) ms "
                + "(\(format(checked / baseline, 2))x)")
    } catch {
        print("\(name): failed: \(error)")
    }
}

print("\n== type-checking and compiling generated files with swiftc (best of 3; the runtime alone is the baseline)")
do {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-bench-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let runtime = repository.appendingPathComponent("Sources/LayoutRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    func swiftc(_ arguments: [String]) throws -> Double {
        try secondsTaken {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
                ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench"] + arguments
            process.currentDirectoryURL = work
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { print("swiftc failed: \(arguments)") }
        }
    }
    let typecheckBaseline = try swiftc(["-typecheck"] + runtimeFiles)
    let optimizedBaseline = try swiftc(
        ["-O", "-wmo", "-c", "-o", work.appendingPathComponent("r.o").path] + runtimeFiles)
    for name in ["Grid50Equal", "Grid30Mixed"] {
        let compiled = try LayoutCompiler().compile(
            path: specsDirectory.appendingPathComponent("\(name).layout.yaml").path)
        // The runtime is compiled into the same module here, so `import LayoutRuntime` goes.
        let source = compiled.source.replacingOccurrences(of: "import LayoutRuntime\n", with: "")
        let file = work.appendingPathComponent("\(name)Layout.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let typecheck = try swiftc(["-typecheck"] + runtimeFiles + [file.path]) - typecheckBaseline
        let optimized =
            try swiftc(
                ["-O", "-wmo", "-c", "-o", work.appendingPathComponent("\(name).o").path]
                    + runtimeFiles + [file.path]) - optimizedBaseline
        print(
            "\(name) (\(lines) lines): type-check \(format(max(typecheck, 0), 3)) s, compile -O \(format(max(optimized, 0), 3)) s"
        )
    }
} catch {
    print("compile-time measurement failed: \(error)")
}

ScalingBenchmarks.run(fullMode ? .full : .quick)
StackBenchmarks.run(fullMode ? .full : .quick)
CompileTimeBenchmark.run(
    views: fullMode ? [200, 400, 800] : [400], limit: fullMode ? 600 : 120,
    rounds: fullMode ? 3 : 2, repository: repository)
