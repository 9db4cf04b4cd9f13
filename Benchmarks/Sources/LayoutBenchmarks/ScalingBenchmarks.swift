import Foundation

/// Generation time of the scaling families (ScalingSpecs), each case in its own child process
/// under a time limit. The quick mode (CI) runs the sizes the "done" criteria name; `--full` adds
/// sizes and longer limits for the release numbers.
enum ScalingBenchmarks {
    /// Which cases run, and how long each may take.
    struct Plan {
        /// Form column label counts.
        var formLabels: [Int]
        /// View counts of the three growth families (t(800)/t(200) is printed when both ran).
        var growthSizes: [Int]
        /// Arranged view counts of the stack row.
        var stackSizes: [Int]
        /// Per-case limit for the form column and growth families, seconds.
        var limit: Double
        /// Per-case limit for the pathological specs, seconds.
        var pathologicalLimit: Double
        /// Seeds of the random label-heavy screens (`LabelHeavyLayouts`).
        var labelSeeds: ClosedRange<Int>

        /// CI's subset: about two minutes (half a minute of it the first 100 label-heavy screens; `--full`
        /// runs all 400).
        static let quick = Plan(
            formLabels: [4, 8, 12, 50, 100, 400], growthSizes: [200, 800], stackSizes: [6, 12, 50],
            limit: 12, pathologicalLimit: 10, labelSeeds: 1...100)
        /// The release numbers.
        static let full = Plan(
            formLabels: [4, 8, 12, 13, 25, 50, 100, 200, 400], growthSizes: [100, 200, 400, 800, 1600],
            stackSizes: [6, 8, 12, 16, 50, 200], limit: 120, pathologicalLimit: 60, labelSeeds: 1...400)
    }

    static func run(_ plan: Plan) {
        print(
            "\n== form column ([label][field] rows, fields right of the widest label); best of 3 runs, each in its "
                + "own child process killed after \(format(plan.limit, 0)) s")
        var formResults: [(Int, GenerationCase.Result)] = []
        for labels in plan.formLabels {
            let result = GenerationCase.measure(ScalingSpecs.formColumn, size: labels, limit: plan.limit, bestOf: 3)
            formResults.append((labels, result))
            print("form column, \(labels) labels (\(2 * labels) views): \(result.summary)")
            // Growth today is about 6x per two labels: once a size times out, larger ones would too.
            if case .timedOut = result, labels != plan.formLabels.last {
                let skipped = plan.formLabels.filter { $0 > labels }.map(String.init).joined(separator: ", ")
                print("form column, \(skipped) labels: skipped (smaller size timed out)")
                break
            }
        }
        printGrowth("form column", formResults, unit: "labels")
        // 100 and 400 labels are 200 and 800 views: the other families' t(800)/t(200).
        printGrowth(
            "form column, 200 to 800 views", formResults.filter { [100, 400].contains($0.0) }, unit: "labels",
            goal: 5)

        print(
            "\n== growth with size (best of 3 runs, each killed after \(format(plan.limit, 0)) s; exponent k of t ∝ n^k "
                + "from cpu time)"
        )
        for family in [ScalingSpecs.equalWidthRow, ScalingSpecs.grid, ScalingSpecs.mixedRows] {
            var results: [(Int, GenerationCase.Result)] = []
            for size in plan.growthSizes {
                let result = GenerationCase.measure(family, size: size, limit: plan.limit, bestOf: 3)
                results.append((size, result))
                print("\(family.title), \(size) \(family.unit): \(result.summary)")
                if case .timedOut = result, size != plan.growthSizes.last {
                    print("\(family.title), larger sizes: skipped (smaller size timed out)")
                    break
                }
            }
            printGrowth(family.title, results, unit: family.unit, goal: 5)
            if plan.growthSizes != [200, 800] {
                printGrowth(
                    "\(family.title), 200 to 800", results.filter { [200, 800].contains($0.0) }, unit: family.unit,
                    goal: 5)
            }
        }

        var stackResults: [(Int, GenerationCase.Result)] = []
        for size in plan.stackSizes {
            let result = GenerationCase.measure(ScalingSpecs.stackRow, size: size, limit: plan.limit)
            stackResults.append((size, result))
            print("\(ScalingSpecs.stackRow.title), \(size) views: \(result.summary)")
        }
        printGrowth(ScalingSpecs.stackRow.title, stackResults, unit: "views")
        // The same rows with a hidden flag per view: the generated code arranges the visible views,
        // so the flags must not cost more than 2x the row without them.
        var hiddenResults: [(Int, GenerationCase.Result)] = []
        for size in plan.stackSizes + [200] where !hiddenResults.contains(where: { $0.0 == size }) {
            let result = GenerationCase.measure(ScalingSpecs.hiddenStackRow, size: size, limit: plan.limit)
            hiddenResults.append((size, result))
            print("\(ScalingSpecs.hiddenStackRow.title), \(size) views: \(result.summary)")
            if let plain = stackResults.first(where: { $0.0 == size })?.1.cpuSeconds, let flagged = result.cpuSeconds {
                print("  \(size) flags / no flags: \(format(flagged / max(plain, 1e-4), 2))x (goal <= 2)")
            }
        }
        printGrowth(ScalingSpecs.hiddenStackRow.title, hiddenResults, unit: "views")

        runLabelHeavy(seeds: plan.labelSeeds, limit: plan.limit)

        print(
            "\n== pathological specs (killed after \(format(plan.pathologicalLimit, 0)) s; the goal is < 10 s "
                + "with frames or a located error)")
        for (family, size) in [
            (ScalingSpecs.vflRow, 1000), (ScalingSpecs.requiredBounds, 10_000),
            (ScalingSpecs.priorityLevels, 45)
        ] {
            let result = GenerationCase.measure(family, size: size, limit: plan.pathologicalLimit)
            print("\(family.title), \(size) \(family.unit): \(result.summary)")
        }
    }

    /// The random label-heavy screens: how many were solved, rejected with located errors (a
    /// conflict or an ambiguity, with a witness), or stopped by the work budget or the time limit.
    static func runLabelHeavy(seeds: ClosedRange<Int>, limit: Double) {
        print(
            "\n== random label-heavy screens (LabelHeavyLayouts, seeds \(seeds.lowerBound)–\(seeds.upperBound)); "
                + "one child process each, killed after \(format(limit, 0)) s")
        var solved = 0
        var rejected = 0
        var budget: [Int] = []
        var timedOut: [Int] = []
        var cpu = 0.0
        var slowest = (seed: 0, seconds: 0.0)
        for seed in seeds {
            let result = GenerationCase.measure(LabelHeavyLayouts.family, size: seed, limit: limit)
            switch result {
            case .generated(_, let seconds, _, _):
                solved += 1
                cpu += seconds
                if seconds > slowest.seconds { slowest = (seed, seconds) }
            case .failed(let message):
                if message.contains(GenerationCase.budgetMarker) { budget.append(seed) } else { rejected += 1 }
            case .timedOut:
                timedOut.append(seed)
            }
        }
        print(
            "\(seeds.count) screens: \(solved) solved (cpu \(format(cpu, 2)) s in all, slowest seed \(slowest.seed) "
                + "\(format(slowest.seconds, 3)) s), \(rejected) rejected with a located conflict or ambiguity, "
                + "\(budget.count) stopped by the work budget\(budget.isEmpty ? "" : " (seeds \(budget))"), "
                + "\(timedOut.count) timed out\(timedOut.isEmpty ? "" : " (seeds \(timedOut))") "
                + "(goal: every screen decided, none stopped by the budget: \(budget.isEmpty ? "met" : "NOT met"))")
    }

    /// `t(800)/t(200) = r (exponent k)` for the first and last sizes that finished, and the
    /// exponent between consecutive sizes.
    private static func printGrowth(
        _ title: String, _ results: [(Int, GenerationCase.Result)], unit: String, goal: Double? = nil
    ) {
        let finished = results.compactMap { size, result in result.cpuSeconds.map { (size, max($0, 1e-4)) } }
        guard finished.count >= 2, let first = finished.first, let last = finished.last else {
            print("\(title): growth not measured (fewer than two sizes finished)")
            return
        }
        let ratio = last.1 / first.1
        let exponent = log(ratio) / log(Double(last.0) / Double(first.0))
        let steps = zip(finished, finished.dropFirst()).map { a, b in
            format(log(b.1 / a.1) / log(Double(b.0) / Double(a.0)), 2)
        }
        print(
            "\(title): t(\(last.0))/t(\(first.0)) = \(format(ratio, 2)), exponent \(format(exponent, 2))"
                + (steps.count > 1 ? " (steps: \(steps.joined(separator: ", ")))" : "")
                + (goal.map {
                    ratio <= $0 ? " (goal <= \(format($0, 0)): met)" : " (goal <= \(format($0, 0)): NOT met)"
                }
                    ?? ""))
    }
}
