/// The last look for an error in a component case whose exploration stopped at a limit (work or
/// regions): the case restricted to lines, each along one input through a sample point with every
/// other input fixed, is explored completely (a line has few regions), and the first conflict or
/// tie found on one is returned with its point in the whole domain.
///
/// A tie or conflict found this way is real (the whole problem, solved at that point, shows it),
/// so the spec gets that error with its witness instead of the limit's. Nothing found proves
/// nothing: the limit's error stands. Lines go through the typical input first (a 375 × 812
/// container, 100 × 20 texts), then through pseudo-random points of a typical scale (each input
/// within its typical value of it, or within 16 when that is smaller: a text between 0 and 40
/// tall, a container between 0 and 750 wide), inside the domain, since the errors
/// people make show up at the sizes screens have; lines along the container's sizes come first,
/// since a band of container sizes where two wishes compete for the same room is the usual place
/// of a tie.
struct ErrorLineSearch: Sendable {
    /// The case, over every varying input.
    let problem: ParametricLayoutProblem
    /// The domain's lower corner.
    let lower: [Double]
    /// The domain's upper corner.
    let upper: [Double]
    /// Limits for each line's exploration.
    let options: SolverOptions

    /// How many sample points lines go through (the typical input counts as one).
    static let samplePoints = 12

    /// The first failure (a conflict or a tie) found on a line, located in the whole domain, or
    /// `nil` when the lines searched before `budget` ran out show none.
    func firstFailure(budget: WorkBudget) -> RegionExplorer.Failure? {
        let axes = problem.parameters.indices.filter { upper[$0] - lower[$0] > 1e-9 }.sorted { a, b in
            let isContainerA = Self.isContainer(problem.parameters[a])
            let isContainerB = Self.isContainer(problem.parameters[b])
            return isContainerA != isContainerB ? isContainerA : a < b
        }
        // With one varying input the case is a line already, and its exploration just stopped.
        guard axes.count > 1 else { return nil }
        for point in samples() {
            for axis in axes {
                guard !budget.isExhausted else { return nil }
                if let failure = failure(alongAxis: axis, through: point, budget: budget) { return failure }
            }
        }
        return nil
    }

    /// Whether `parameter` is one of the container's sizes.
    private static func isContainer(_ parameter: Parameter) -> Bool {
        parameter == .containerWidth || parameter == .containerHeight
    }

    /// The typical input, then pseudo-random points of a typical scale (a fixed sequence, so the
    /// search repeats), each clamped to the domain.
    private func samples() -> [[Double]] {
        // The typical scale: each input within max(|typical|, 16) of its typical value, in the domain.
        let typical = problem.parameters.map(TypicalInput.value(of:))
        let scaleLower = typical.indices.map { k in
            min(max(typical[k] - max(abs(typical[k]), 16), lower[k]), upper[k])
        }
        let scaleUpper = typical.indices.map { k in
            max(min(typical[k] + max(abs(typical[k]), 16), upper[k]), scaleLower[k])
        }
        var sequence = ProbeSequence(seed: 0xD1B5_4A32_D192_ED03)
        let first = TypicalWitnessSearch(problem: problem, lower: lower, upper: upper).typical
        return [first] + (1..<Self.samplePoints).map { _ in sequence.point(lower: scaleLower, upper: scaleUpper) }
    }

    /// The first failure on the line along `axis` through `point`, checked on the whole problem.
    private func failure(alongAxis axis: Int, through point: [Double], budget: WorkBudget) -> RegionExplorer.Failure? {
        var fixed: [Parameter: Double] = [:]
        for (k, parameter) in problem.parameters.enumerated() where k != axis { fixed[parameter] = point[k] }
        let line = ParametricLayoutProblem(
            variables: problem.variables, parameters: [problem.parameters[axis]],
            constraints: problem.constraints.map { $0.fixing(fixed) },
            tolerance: problem.tolerance)
        let explorer = RegionExplorer(problem: line, lower: [lower[axis]], upper: [upper[axis]], options: options)
        var failures: [RegionExplorer.Failure]
        do {
            _ = try explorer.explore(budget: budget)
            return nil
        } catch {
            failures = [error]
            if case .several(let all) = error { failures = all }
        }
        for failure in failures {
            let probe: [Double]
            switch failure {
            case .conflict(let at), .undetermined(let at, _, _, _): probe = at
            default: continue
            }
            guard let value = probe.first else { continue }
            var whole = point
            whole[axis] = value
            // The whole problem must show the same kind of failure there.
            switch problem.solve(at: whole) {
            case .infeasible:
                return .conflict(probe: whole)
            case .undetermined(let variable, let tied):
                return .undetermined(probe: whole, region: nil, variableIndex: variable, tiedConstraints: tied)
            case .solved:
                continue
            }
        }
        return nil
    }
}
