import Foundation

// layout-fuzz: the hostile-spec fuzzer (docs/Fuzzing.md). Prints its seed first, then one summary
// line; exits 1 when any case broke a property, 3 on a hang (from the watchdog).

let options = FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
print("layout-fuzz seed \(options.seed) cases \(options.start)..<\(options.start + options.cases)")
let seeds = FuzzSeeds.load(root: options.root)
let work =
    options.work
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("layout-fuzz-\(UUID().uuidString)")
try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
var compiled: CompiledCodeCheck?
if options.compileEvery > 0 {
    let runtime = work.appendingPathComponent("runtime")
    try? FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
    do {
        compiled = try CompiledCodeCheck.prepare(root: options.root, directory: runtime)
    } catch {
        FileHandle.standardError.write(Data("layout-fuzz: \(error)\n".utf8))
        exit(1)
    }
}
let run = FuzzRun(
    options: options, seeds: seeds, work: work, compiled: compiled,
    watchdog: Watchdog(limit: options.limit))
let counts = run.run()
try? FileManager.default.removeItem(at: work)
let kinds = counts.byKind.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
print(
    "layout-fuzz seed \(options.seed): \(counts.cases) cases, \(counts.accepted) accepted, \(counts.rejected) rejected, "
        + "\(counts.subprocess) subprocess checks, \(counts.compiled) compiled and run, \(counts.failures) failures"
        + (kinds.isEmpty ? "" : " (\(kinds))") + ", \(seeds.count) seeds")
exit(counts.failures == 0 ? 0 : 1)
