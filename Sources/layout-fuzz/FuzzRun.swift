import Foundation
import LayoutSpec

/// One fuzz run: generates each case (grammar-based or a mutation of a seed), checks it in
/// process, and on samples through the `layout-gen` binary and `swiftc`; counts and reports.
struct FuzzRun {
    let options: FuzzOptions
    let seeds: [FuzzSeed]
    let work: URL
    let compiled: CompiledCodeCheck?
    let watchdog: Watchdog

    /// Counters printed at the end.
    struct Counts {
        var cases = 0, accepted = 0, rejected = 0, subprocess = 0, compiled = 0, failures = 0
        var byKind: [String: Int] = [:]
    }

    /// File names a case may be written under (most are plain; some are hostile).
    static let fileStems = ["Fuzz", "Fuzz", "Fuzz", "Fuzz", "my card", "a\nb", "Q\"*", "x\\y", "Ünï", "_"]

    /// Runs every case and returns the counts.
    func run() -> Counts {
        var counts = Counts()
        let mutator = SpecMutator(seeds: seeds)
        for index in options.start..<(options.start + options.cases) {
            var random = FuzzRandom(seed: options.seed, index: index)
            let (bytes, format, origin) = makeCase(&random, mutator: mutator)
            let stem = random.chance(1, in: 40) ? random.pick(Self.fileStems) : "Fuzz"
            let directory = work.appendingPathComponent("case")
            let path = directory.appendingPathComponent("\(stem).layout.\(format)").path
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { continue }
            counts.cases += 1
            let label = "seed \(options.seed) case \(index) (from \(origin))"
            do {
                try check(path: path, bytes: bytes, index: index, label: label, counts: &counts)
            } catch {
                counts.failures += 1
                let kind = (error as? FuzzFailure)?.kind ?? "internal-error"
                counts.byKind[kind, default: 0] += 1
                report(error, label: label, bytes: bytes, format: format, index: index)
            }
        }
        return counts
    }

    private func makeCase(_ random: inout FuzzRandom, mutator: SpecMutator) -> ([UInt8], String, String) {
        if random.chance(1, in: 4) || seeds.isEmpty {
            let text = SpecGrammar.generate(&random)
            let seed = FuzzSeed(origin: "grammar", format: "yaml", bytes: Array(text.utf8))
            return (random.chance(1, in: 2) ? seed.bytes : mutator.mutate(seed, &random), "yaml", "grammar")
        }
        let seed = random.pick(seeds)
        return (mutator.mutate(seed, &random), seed.format, seed.origin)
    }

    private func check(path: String, bytes: [UInt8], index: Int, label: String, counts: inout Counts) throws {
        let lineCount = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
        watchdog.begin(label)
        let outcome: InProcessCheck.Outcome
        do {
            outcome = try InProcessCheck.run(path: path, lineCount: lineCount, twice: index % options.twiceEvery == 0)
            watchdog.end()
        } catch {
            watchdog.end()
            throw error
        }
        var source: String?
        switch outcome {
        case .accepted(let layout):
            counts.accepted += 1
            source = layout.source
            if let compiled, options.compileEvery > 0, counts.accepted % options.compileEvery == 0 {
                counts.compiled += 1
                let directory = work.appendingPathComponent("compile")
                try? FileManager.default.removeItem(at: directory)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try compiled.run(layout, input: Self.input(for: layout), in: directory)
            }
        case .rejected:
            counts.rejected += 1
        }
        if options.subprocessEvery > 0, index % options.subprocessEvery == 0 {
            counts.subprocess += 1
            try SubprocessCheck.run(
                tool: options.tool, path: path, expected: source,
                directory: work.appendingPathComponent("case"), limit: options.limit)
        }
    }

    /// A fixed input for the compiled-code check: every measured view 57 × 21, every input 7.
    static func input(for layout: CompiledLayout) -> EvaluationInput {
        var input = EvaluationInput(width: 320, height: 640, scale: 2)
        for property in layout.code.declaration.structure(named: "Input")?.properties ?? [] {
            switch property.binding {
            case .measuredSize(let name), .heightForWidth(let name): input.sizes[name] = CGSize(width: 57, height: 21)
            case .input(let name): input.inputs[name] = 7
            default: break
            }
        }
        return input
    }

    private func report(_ error: Error, label: String, bytes: [UInt8], format: String, index: Int) {
        FileHandle.standardError.write(Data("FAIL \(label): \(error)\n".utf8))
        guard let failures = options.failures else { return }
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let name = "seed-\(options.seed)-case-\(index)"
        _ = FileManager.default.createFile(
            atPath: failures.appendingPathComponent("\(name).layout.\(format)").path,
            contents: Data(bytes))
        _ = FileManager.default.createFile(
            atPath: failures.appendingPathComponent("\(name).txt").path,
            contents: Data("\(label)\n\(error)\n".utf8))
    }
}
