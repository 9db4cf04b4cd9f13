import Foundation
import LayoutSpec

/// `swiftc -O` time of large generated files: the 5-column grid (which today's solver handles at
/// any size) as generated now, with `frames(for:)` split into parts (docs/GeneratedCode.md, "Large
/// layouts"), against the same layout in one body (`maximumStatementsPerFunction = Int.max`). CPU
/// seconds of the compiler (user + system), minus compiling the runtime alone; each compile in a
/// child process under a time limit. The machines this runs on are shared and their speed drifts
/// by 2x over minutes, so every variant is compiled `rounds` times, the variants taking turns, and
/// the best time of each is kept.
enum CompileTimeBenchmark {
    static func run(views sizes: [Int], limit: Double, rounds: Int, repository: URL) {
        print(
            "\n== swiftc -O -wmo on a generated file, split into parts vs one body (cpu s beyond the runtime "
                + "alone, best of \(rounds) taking turns; killed after \(format(limit, 0)) s)")
        do {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-compile-\(getpid())")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            let runtime = repository.appendingPathComponent("Sources/LayoutRuntime")
            let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
            func compile(_ files: [String]) -> (seconds: Double?, summary: String) {
                let arguments =
                    [
                        "swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench",
                        "-O", "-wmo", "-c", "-o", work.appendingPathComponent("out.o").path
                    ] + files
                switch DeadlineProcess.run(
                    URL(fileURLWithPath: "/usr/bin/env"), arguments, limit: limit, directory: work)
                {
                case .finished(let status, _, let cpu):
                    return status == 0 ? (cpu, format(cpu, 2) + " s") : (nil, "swiftc failed (status \(status))")
                case .timedOut(let seconds):
                    return (nil, "timed out after \(format(seconds, 0)) s")
                case .failedToStart(let reason):
                    return (nil, "could not start swiftc: \(reason)")
                }
            }
            for views in sizes {
                let spec = ScalingSpecs.grid.spec(views)
                var files: [(label: String, path: String)] = []
                for (label, limitStatements) in [
                    ("split", LayoutCompiler().maximumStatementsPerFunction),
                    ("one body", Int.max)
                ] {
                    var compiler = LayoutCompiler()
                    compiler.maximumStatementsPerFunction = limitStatements
                    let compiled = try compiler.compile(contents: spec, path: "Grid\(views).layout.yaml")
                    // The runtime is compiled into the same module here, so `import LayoutRuntime` goes.
                    let source = compiled.source.replacingOccurrences(of: "import LayoutRuntime\n", with: "")
                    let file = work.appendingPathComponent("Grid\(views)Layout\(files.count).swift")
                    try source.write(to: file, atomically: true, encoding: .utf8)
                    files.append((label, file.path))
                }
                // Round-robin: runtime alone, split, one body; a variant that fails or times out
                // is not tried again.
                var best: [Double?] = [nil, nil, nil]
                var failure: [String?] = [nil, nil, nil]
                for _ in 0..<max(rounds, 1) {
                    for (index, extra) in [[], [files[0].path], [files[1].path]].enumerated()
                    where failure[index] == nil {
                        let result = compile(runtimeFiles + extra)
                        if let seconds = result.seconds {
                            best[index] = min(best[index] ?? .infinity, seconds)
                        } else {
                            failure[index] = result.summary
                        }
                    }
                }
                guard let baseline = best[0] else {
                    print("compiling the runtime alone failed (\(failure[0] ?? "")); no compile times")
                    return
                }
                var line = "\(ScalingSpecs.grid.title), \(views) views (runtime alone \(format(baseline, 2)) s):"
                var extras: [Double?] = []
                for index in 1...2 {
                    let extra = best[index].map { max($0 - baseline, 0) }
                    extras.append(extra)
                    line +=
                        " \(files[index - 1].label) \(extra.map { format($0, 2) + " s" } ?? failure[index] ?? "failed"),"
                }
                if let split = extras[0], let whole = extras[1] {
                    line += " ratio split/one body \(format(split / max(whole, 1e-3), 3))"
                } else {
                    line.removeLast()
                }
                print(line)
                if views == 400, let split = extras[0] {
                    // The bar: a 400-view generated file compiles with -O in under 3 s.
                    print("  400-view target (< 3 s with -O): \(split < 3 ? "met" : "NOT met") (\(format(split, 2)) s)")
                }
            }
        } catch {
            print("compile-time measurement failed: \(error)")
        }
    }
}
