import BenchmarkSpecs
import Foundation
import LayoutRuntime
import LayoutSpec

// LayoutGen benchmarks. Every speed is printed next to its baseline from the same run, as a ratio.

let specsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("BenchmarkSpecs")
let repository = specsDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

print("== frames(for:) per call (container width varies every call; scale 2)")
let n = 2_000_000
let hand = nanosecondsPerCall(iterations: n) { i in
    HandWrittenGrid30Equal.frames(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2).v9_2.maxX
}
let equal = nanosecondsPerCall(iterations: n) { i in
    Grid30EqualLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)).v9_2.maxX
}
let mixed = nanosecondsPerCall(iterations: n) { i in
    Grid30MixedLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)).v9_2.maxX
}
let fifty = nanosecondsPerCall(iterations: n) { i in
    Grid50EqualLayout.frames(for: .init(bounds: CGRect(x: 0, y: 0, width: benchmarkWidth(i), height: 800), scale: 2)).v9_4.maxX
}
print("hand-written frame code, 30 views:            \(format(hand)) ns  (baseline)")
print("generated, 30 views, equalities only:         \(format(equal)) ns  (\(format(equal / hand, 2))x hand-written)")
print("generated, 30 views, 20 inequalities, 3 levels: \(format(mixed)) ns  (\(format(mixed / equal, 2))x equality-only)")
print("generated, 50 views, equalities only:         \(format(fifty)) ns")

print("\n== generation (parse, lower, solve, prove, render), best of 3")
for name in ["Grid30Equal", "Grid30Mixed", "Grid50Equal"] {
    let path = specsDirectory.appendingPathComponent("\(name).layout.yaml").path
    do {
        let seconds = try secondsTaken { _ = try LayoutCompiler().compile(path: path) }
        print("\(name): \(format(seconds * 1000)) ms")
    } catch {
        print("\(name): failed: \(error)")
    }
}

print("\n== type-checking and compiling the generated 50-view file (swiftc -O, best of 3)")
do {
    let compiled = try LayoutCompiler().compile(path: specsDirectory.appendingPathComponent("Grid50Equal.layout.yaml").path)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-bench-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let generated = work.appendingPathComponent("Grid50EqualLayout.swift")
    try compiled.source.write(to: generated, atomically: true, encoding: .utf8)
    let runtime = repository.appendingPathComponent("Sources/LayoutRuntime")
    let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
    func swiftc(_ arguments: [String]) throws -> Double {
        try secondsTaken {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-swift-version", "6", "-module-name", "Bench"] + arguments
            process.currentDirectoryURL = work
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { print("swiftc failed: \(arguments)") }
        }
    }
    let baseline = try swiftc(["-typecheck"] + runtimeFiles)
    let withGenerated = try swiftc(["-typecheck"] + runtimeFiles + [generated.path])
    let objectBaseline = try swiftc(["-O", "-c", "-wmo", "-o", work.appendingPathComponent("a.o").path] + runtimeFiles)
    let objectGenerated = try swiftc(["-O", "-c", "-wmo", "-o", work.appendingPathComponent("b.o").path] + runtimeFiles + [generated.path])
    print("type-check the 50-view file: \(format(withGenerated - baseline, 3)) s  (runtime alone \(format(baseline, 3)) s, together \(format(withGenerated, 3)) s)")
    print("compile -O the 50-view file:  \(format(objectGenerated - objectBaseline, 3)) s  (runtime alone \(format(objectBaseline, 3)) s)")
} catch {
    print("compile-time measurement failed: \(error)")
}
