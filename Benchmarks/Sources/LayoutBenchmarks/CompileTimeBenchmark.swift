import Foundation
import LayoutSpec

/// `swiftc -O` time of large generated files: the 5-column grid (which today's solver handles at
/// any size) as generated now, with `frames(for:)` split into parts, against the same layout in
/// one body (`maximumStatementsPerFunction = Int.max`, the translation before the split). CPU
/// seconds of the compiler (user + system), minus compiling the runtime alone; each compile in a
/// child process under a time limit.
enum CompileTimeBenchmark {
    static func run(views sizes: [Int], limit: Double, repository: URL) {
        print("\n== swiftc -O -wmo on a generated file, split into parts vs one body (cpu s beyond the runtime "
              + "alone; killed after \(format(limit, 0)) s)")
        do {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutgen-compile-\(getpid())")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            let runtime = repository.appendingPathComponent("Sources/LayoutRuntime")
            let runtimeFiles = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { runtime.appendingPathComponent($0).path }
            func compile(_ files: [String]) -> (seconds: Double?, summary: String) {
                let arguments = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", "Bench",
                                 "-O", "-wmo", "-c", "-o", work.appendingPathComponent("out.o").path] + files
                switch DeadlineProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, limit: limit, directory: work) {
                case .finished(let status, _, let cpu):
                    return status == 0 ? (cpu, format(cpu, 2) + " s") : (nil, "swiftc failed (status \(status))")
                case .timedOut(let seconds):
                    return (nil, "timed out after \(format(seconds, 0)) s")
                case .failedToStart(let reason):
                    return (nil, "could not start swiftc: \(reason)")
                }
            }
            guard let baseline = compile(runtimeFiles).seconds else {
                print("compiling the runtime alone failed; no compile times")
                return
            }
            print("runtime alone: \(format(baseline, 2)) s (baseline, subtracted below)")
            for views in sizes {
                let spec = ScalingSpecs.grid.spec(views)
                var times: [Double?] = []
                var line = "\(ScalingSpecs.grid.title), \(views) views:"
                for (label, limitStatements) in [("split", LayoutCodeGenerator.maximumStatementsPerFunction),
                                                 ("one body", Int.max)] {
                    var compiler = LayoutCompiler()
                    compiler.maximumStatementsPerFunction = limitStatements
                    let compiled = try compiler.compile(contents: spec, path: "Grid\(views).layout.yaml")
                    // The runtime is compiled into the same module here, so `import LayoutRuntime` goes.
                    let source = compiled.source.replacingOccurrences(of: "import LayoutRuntime\n", with: "")
                    let file = work.appendingPathComponent("Grid\(views)Layout.swift")
                    try source.write(to: file, atomically: true, encoding: .utf8)
                    let result = compile(runtimeFiles + [file.path])
                    let extra = result.seconds.map { max($0 - baseline, 0) }
                    times.append(extra)
                    line += " \(label) \(extra.map { format($0, 2) + " s" } ?? result.summary),"
                }
                if let split = times[0], let whole = times[1] {
                    line += " ratio split/one body \(format(split / max(whole, 1e-3), 3))"
                } else {
                    line.removeLast()
                }
                print(line)
            }
        } catch {
            print("compile-time measurement failed: \(error)")
        }
    }
}
