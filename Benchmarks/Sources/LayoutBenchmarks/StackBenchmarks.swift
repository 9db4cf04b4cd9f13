import Foundation

/// The stack views' generation benchmark: every `StackSpecs` family at each size (each case in its
/// own child process under a time limit, as `ScalingBenchmarks` runs them), with the goals for
/// stacks printed as verdicts: every case compiles with its layout checks run, 200 views in under 1 s of
/// CPU, and t(800)/t(200) <= 5. A case that compiles but whose checks stopped at their work limit
/// is reported as `checks not run`, not as compiled.
enum StackBenchmarks {
    /// Which sizes run, and how long each case and the whole section may take.
    struct Plan: Sendable {
        /// Arranged view counts of each matrix family.
        var sizes: [Int]
        /// Arranged view counts of the fill-aligned row.
        var fillRowSizes: [Int]
        /// Per-case limit, seconds.
        var limit: Double
        /// Runs of each 200- and 800-view case, the least CPU time counting (the growth ratio must
        /// not hinge on one noisy measurement of the shared machine).
        var runs: Int
        /// The whole section's limit, seconds (`nil`: none): a case that could not finish within
        /// it is not started, and is reported as not run.
        var budget: Double?

        /// CI's subset: 12 and 200 views, 3 s a case, at most 90 s in all.
        static let quick = Plan(sizes: [12, 200], fillRowSizes: [12, 200], limit: 3, runs: 1, budget: 90)
        /// The issue's matrix: 12, 50, 200 and 800 views (the fill-aligned row to 200), best of 3
        /// at 200 and 800.
        static let full = Plan(
            sizes: [12, 50, 200, 800], fillRowSizes: [12, 50, 200], limit: 20, runs: 3, budget: nil)
    }

    /// How one case ended, for the counts and verdicts.
    enum Status: String {
        /// Generated, with the layout checks run.
        case compiled = "compiled with checks run"
        /// Generated, but the layout checks stopped at their work limit (the warning "layout checks not run").
        case checksNotRun = "checks not run"
        /// The generator reported an error.
        case failed = "failed"
        /// Killed at the per-case limit.
        case timedOut = "timed out"
        /// Not started (a smaller size timed out, or the section's budget was spent).
        case notRun = "not run"

        /// The status of a measured case.
        init(_ result: GenerationCase.Result) {
            switch result {
            case .generated: self = result.checksRan ? .compiled : .checksNotRun
            case .failed: self = .failed
            case .timedOut: self = .timedOut
            }
        }
    }

    /// The counts over every case and goal of the section.
    struct Tally {
        /// Cases by status.
        var cases: [Status: Int] = [:]
        /// "200 views under 1 s": families that met it, and families checked.
        var under1s = (met: 0, checked: 0)
        /// "t(800)/t(200) <= 5": families that met it, and families checked.
        var growth = (met: 0, checked: 0)

        /// Whether every case compiled with checks run and every goal was met.
        var allMet: Bool {
            cases.allSatisfy { $0.key == .compiled || $0.value == 0 } && under1s.met == under1s.checked
                && growth.met == growth.checked
        }
    }

    /// Runs the section: the matrix, then the fill-aligned row, then the summary line.
    static func run(_ plan: Plan) {
        let start = DispatchTime.now().uptimeNanoseconds
        let elapsed = { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        print(
            "\n== stack views' generation: stacks of measured labels, centred, spacing 8, pinned leading, trailing "
                + "and top; \(plan.sizes.map(String.init).joined(separator: ", ")) views; each case in its own child "
                + "process killed after \(format(plan.limit, 0)) s"
                + (plan.budget.map { ", at most \(format($0, 0)) s in all" } ?? "")
                + "; times are CPU seconds of LayoutCompiler.compile"
                + (plan.runs > 1 ? ", the best of \(plan.runs) runs at 200 and 800 views" : ""))
        if !(plan.sizes.contains(200) && plan.sizes.contains(800)) {
            print("(t(800)/t(200) is measured by --stacks and --full)")
        }
        var tally = Tally()
        for combination in StackSpecs.matrix {
            runFamily(combination.family, sizes: plan.sizes, plan: plan, elapsed: elapsed, tally: &tally)
        }
        runFamily(StackSpecs.fillAlignedRow, sizes: plan.fillRowSizes, plan: plan, elapsed: elapsed, tally: &tally)

        let counts = [Status.compiled, .checksNotRun, .failed, .timedOut, .notRun]
            .map { "\(tally.cases[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
        print(
            "stack views: \(tally.cases.values.reduce(0, +)) cases: \(counts); 200 views under 1 s: met by "
                + "\(tally.under1s.met) of \(tally.under1s.checked) families"
                + (tally.growth.checked > 0
                    ? "; t(800)/t(200) <= 5: met by \(tally.growth.met) of \(tally.growth.checked) families" : "")
                + " (goal: every case compiled with checks run, every goal met: \(tally.allMet ? "met" : "NOT met")); "
                + "section took \(format(elapsed(), 0)) s")
    }

    /// Runs `family` at each of `sizes` and prints a line per case, then its verdicts.
    private static func runFamily(
        _ family: ScalingSpecs.Family, sizes: [Int], plan: Plan, elapsed: () -> Double, tally: inout Tally
    ) {
        var results: [Int: GenerationCase.Result] = [:]
        var skipReason: String?
        for size in sizes {
            if skipReason == nil, let budget = plan.budget, elapsed() + plan.limit > budget {
                skipReason = "the section's \(format(budget, 0)) s are spent"
            }
            if let reason = skipReason {
                tally.cases[.notRun, default: 0] += 1
                print("stack \(family.title), \(size) views: not run (\(reason)) [\(Status.notRun.rawValue)]")
                continue
            }
            let result = GenerationCase.measure(
                family, size: size, limit: plan.limit, bestOf: size >= 200 ? plan.runs : 1)
            results[size] = result
            let status = Status(result)
            tally.cases[status, default: 0] += 1
            print("stack \(family.title), \(size) views: \(result.summary) [\(status.rawValue)]")
            // Generation grows with size: once a size times out, larger ones would too.
            if status == .timedOut { skipReason = "\(size) views timed out" }
        }

        if sizes.contains(200) {
            let (met, detail) = under1s(results[200])
            tally.under1s.checked += 1
            if met { tally.under1s.met += 1 }
            print("  \(family.title): 200 views under 1 s: \(met ? "met" : "NOT met") (\(detail))")
        }
        if sizes.contains(200), sizes.contains(800) {
            let (met, detail) = growth(results[200], results[800])
            tally.growth.checked += 1
            if met { tally.growth.met += 1 }
            print("  \(family.title): t(800)/t(200) <= 5: \(met ? "met" : "NOT met") (\(detail))")
        }
    }

    /// Whether the 200-view case compiled with checks run in under 1 s of CPU, and why.
    private static func under1s(_ result: GenerationCase.Result?) -> (Bool, String) {
        guard let result else { return (false, "not run") }
        let status = Status(result)
        guard let cpu = result.cpuSeconds else { return (false, status.rawValue) }
        let time = "cpu \(format(cpu, 3)) s"
        return status == .compiled ? (cpu < 1, time) : (false, "\(time), \(status.rawValue)")
    }

    /// Whether both cases compiled with checks run and t(800)/t(200) <= 5, and the ratio.
    private static func growth(_ small: GenerationCase.Result?, _ large: GenerationCase.Result?) -> (Bool, String) {
        guard let small, let large else { return (false, "\(small == nil ? 200 : 800) views not run") }
        for (size, result) in [(200, small), (800, large)] where Status(result) != .compiled {
            return (false, "\(size) views \(Status(result).rawValue)")
        }
        guard let t200 = small.cpuSeconds, let t800 = large.cpuSeconds else { return (false, "no times") }
        let ratio = t800 / max(t200, 1e-4)
        return (ratio <= 5, "= \(format(ratio, 2)): \(format(t800, 3)) s / \(format(t200, 3)) s")
    }
}
