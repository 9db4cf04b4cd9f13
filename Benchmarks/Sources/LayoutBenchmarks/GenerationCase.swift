import Foundation
import LayoutSpec

/// One generation measured in a child process (`layout-benchmarks --case FAMILY SIZE`), and the
/// parent's side: run it under a time limit and read its one-line report.
enum GenerationCase {
    /// What the parent learns about one case.
    enum Result {
        /// Generated: wall and CPU seconds of `LayoutCompiler.compile`, lines of Swift, and a note
        /// (the form column's check of its answer).
        case generated(wall: Double, cpu: Double, lines: Int, note: String)
        /// The generator reported an error (its first line).
        case failed(String)
        /// Killed at the limit.
        case timedOut(Double)

        /// `0.123 s`, `error: …` or `timed out after 10 s`.
        var summary: String {
            switch self {
            case .generated(let wall, let cpu, let lines, let note):
                return "\(format(wall, 3)) s (cpu \(format(cpu, 3)) s, \(lines) lines)"
                    + (note.isEmpty ? "" : ", \(note)")
            case .failed(let message):
                return "error: \(message)"
            case .timedOut(let seconds):
                return "timed out after \(format(seconds, 0)) s"
            }
        }

        /// Whether it generated with its layout checks run (not stopped at their work limit).
        var checksRan: Bool {
            if case .generated(_, _, _, let note) = self { return !note.contains(GenerationCase.checksNotRunMarker) }
            return false
        }

        /// The CPU seconds when generated.
        var cpuSeconds: Double? {
            if case .generated(_, let cpu, _, _) = self { return cpu }
            return nil
        }
    }

    /// Parent: the run with the least CPU time of `runs` runs of `family` at `size` (each in a
    /// child process, killed after `limit` seconds); a run that does not generate is returned at once.
    /// The best of a few runs keeps a growth ratio from hinging on one noisy measurement.
    static func measure(_ family: ScalingSpecs.Family, size: Int, limit: Double, bestOf runs: Int) -> Result {
        var best = measure(family, size: size, limit: limit)
        for _ in 1..<max(runs, 1) {
            guard let bestSeconds = best.cpuSeconds else { return best }
            let next = measure(family, size: size, limit: limit)
            guard let seconds = next.cpuSeconds else { return next }
            if seconds < bestSeconds { best = next }
        }
        return best
    }

    /// Parent: runs `family` at `size` in a child process, killed after `limit` seconds.
    static func measure(_ family: ScalingSpecs.Family, size: Int, limit: Double) -> Result {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let me =
            FileManager.default.fileExists(atPath: executable.path)
            ? executable : URL(fileURLWithPath: CommandLine.arguments[0])
        switch DeadlineProcess.run(me, ["--case", family.name, String(size)], limit: limit) {
        case .timedOut(let seconds):
            return .timedOut(seconds)
        case .failedToStart(let reason):
            return .failed("could not start the child process: \(reason)")
        case .finished(let status, let output, _):
            let line = output.split(separator: "\n").last.map(String.init) ?? ""
            let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
            if fields.first == "ok", fields.count >= 4, let wall = Double(fields[1]), let cpu = Double(fields[2]),
                let lines = Int(fields[3])
            {
                return .generated(wall: wall, cpu: cpu, lines: lines, note: fields.count > 4 ? fields[4] : "")
            }
            if line.hasPrefix("error ") { return .failed(String(line.dropFirst(6))) }
            return .failed("child exited with status \(status) and no report")
        }
    }

    /// Child: generates `family` at `size` and prints `ok WALL CPU LINES [NOTE]` or `error MESSAGE`.
    static func runInChild(familyName: String, size: Int) -> Int32 {
        guard let family = ScalingSpecs.families[familyName] else {
            print("error unknown family \(familyName)")
            return 1
        }
        let spec = family.spec(size)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("Scaling\(familyName.capitalized)\(size).layout.yaml").path
        let cpuStart = DispatchTime.now().uptimeNanoseconds
        let ownStart = DeadlineProcess.ownCPUSeconds()
        do {
            let compiled = try LayoutCompiler().compile(contents: spec, path: path)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - cpuStart) / 1e9
            let cpu = DeadlineProcess.ownCPUSeconds() - ownStart
            let lines = compiled.source.split(separator: "\n", omittingEmptySubsequences: false).count
            var notes = [checksNote(compiled)]
            if family.name == ScalingSpecs.formColumn.name { notes.append(formColumnCheck(compiled, labels: size)) }
            let note = notes.joined(separator: ", ")
            print("ok \(format(wall, 4)) \(format(cpu, 4)) \(lines) \(note)")
        } catch let error as SpecError {
            let message = error.diagnostics.first.map { "\($0)" } ?? "\(error)"
            let budget = error.diagnostics.contains { $0.category == .workBudget }
            print(
                "error " + (budget ? budgetMarker + " " : "")
                    + (message.split(separator: "\n").first.map(String.init) ?? message).prefix(300))
        } catch {
            print("error \(error)")
        }
        return 0
    }

    /// What a child's error line starts with when some error of the spec is the work budget's.
    static let budgetMarker = "[work budget]"

    /// The note of a generated case whose layout checks stopped at their work limit (the warning
    /// "layout checks not run", `DiagnosticKind.checksNotRun`): it compiled, but unchecked.
    static let checksNotRunMarker = "LAYOUT CHECKS NOT RUN"

    /// Whether the layout checks ran: "layout checks: N findings", or `checksNotRunMarker` when
    /// they stopped at their work limit.
    private static func checksNote(_ compiled: CompiledLayout) -> String {
        let warnings = compiled.warnings
        if warnings.contains(where: { $0.category == .checksNotRun }) { return checksNotRunMarker }
        return "layout checks: \(warnings.count) findings"
    }

    /// The form column's fields must start 12 after the widest label: `f0.left = 16 + max(w) + 12`
    /// (label i is 40 + (7·i mod 53) wide, so the widest is not the last). Checked through
    /// `eval` (the interpreter over the generated code), with one label made the widest in turn
    /// at three places, so a wrong `fmax` operand shows.
    private static func formColumnCheck(_ compiled: CompiledLayout, labels: Int) -> String {
        for widest in [0, labels / 2, labels - 1] {
            var sizes: [String: CGSize] = [:]
            var expected = 0.0
            for i in 0..<labels {
                let width = i == widest ? 200.0 : Double(40 + (7 * i) % 53)
                sizes["l\(i)"] = CGSize(width: width, height: 20)
                expected = max(expected, 16 + width + 12)
            }
            let request = EvaluationRequest(width: 600, height: 4000, scale: 1, sizes: sizes)
            guard let json = try? compiled.evaluate(request),
                let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
                let frames = object["frames"] as? [String: Any],
                let f0 = frames["f0"] as? [Double], let last = frames["f\(labels - 1)"] as? [Double],
                f0.count == 4, last.count == 4
            else {
                return "CHECK FAILED (no frames)"
            }
            guard f0[0] == expected, last[0] == expected else {
                return "CHECK FAILED: f0.left \(f0[0]), expected 28 + max(width) = \(expected)"
            }
        }
        return "f0.left = 28 + max(label widths) checked"
    }
}
