/// Turns a check's failing set into a located finding: what fails, the exact threshold (an
/// input's bound along the line through the witness, with the other inputs at their typical
/// values), the witness, the formula there, and the fix-it: the container bound that removes the
/// failing set when there is one (`ContainerBoundFixIt`), else the check's own.
struct CheckFindingReport: Sendable {
    /// What fails, as a sentence start: "detail.width < 0", "b extends past the container's right edge".
    var statement: String
    /// The name of `FailingSet.Piece.shown`, printed with its value at the witness ("detail.width").
    var shownName: String?
    /// Where the finding points when no constraint of `placed` is found: the view.
    var location: SourceLocation?
    /// The views the finding is about.
    var views: [String]
    /// The unknowns whose constraints the finding points at (`FindingCause`): the first
    /// constraint, in spec order, that places them at the witness.
    var placed: [Variable] = []
    /// The check's own fix-it, given when no container bound removes the failing set.
    var fixIt: String

    /// The finding for `set` at `severity`, or `nil` when the check never fails (or is off).
    func finding(for set: FailingSet, severity: CheckSeverity) -> CheckFinding? {
        guard severity != .off else { return nil }
        let set = Self.withoutInternalQuantities(set)
        guard let witness = set.nearestWitness() else { return nil }
        let domain = set.domain
        let piece = set.pieces[witness.pieceIndex]
        var involved = Set<Int>()
        for function in piece.failures + (piece.shown.map { [$0] } ?? []) {
            for (k, c) in function.terms where abs(c) > 1e-12 { involved.insert(k) }
        }
        let moved = domain.parameters.indices.filter { abs(witness.point[$0] - domain.typical[$0]) > 1e-9 }
        var threshold = ""
        var heldAt: [Int] = []
        // The input the threshold is stated along: the one the witness changed; when it changed
        // none (the typical input fails), the container's width if it matters, else the first
        // input that does; when it changed several, none (the witness is stated instead).
        let axis: Int?
        if moved.count == 1 {
            axis = moved.first
        } else if moved.isEmpty {
            let width = domain.parameters.firstIndex(of: .containerWidth)
            axis = width.flatMap { involved.contains($0) ? $0 : nil } ?? involved.min()
        } else {
            axis = nil
        }
        if let k = axis, let interval = set.failingInterval(of: k, around: witness.point) {
            let name = domain.parameters[k]
            let low = interval.lowerBound > domain.lower[k] + 1e-7
            let high = interval.upperBound < domain.upper[k] - 1e-7
            switch (low, high) {
            case (true, false): threshold = "when \(name) > \(SolverDiagnostics.format(interval.lowerBound))"
            case (false, true): threshold = "when \(name) < \(SolverDiagnostics.format(interval.upperBound))"
            case (true, true):
                threshold =
                    "when \(name) is between \(SolverDiagnostics.format(interval.lowerBound)) and "
                    + "\(SolverDiagnostics.format(interval.upperBound))"
            case (false, false): threshold = "for every \(name)"
            }
            heldAt = involved.sorted().filter { $0 != k }
        } else if !moved.isEmpty {
            threshold =
                "when "
                + SolverDiagnostics.witness(moved.map { domain.parameters[$0] }, moved.map { witness.point[$0] })
            heldAt = involved.sorted().filter { !moved.contains($0) }
        } else {
            threshold = "for every input"
        }
        if !heldAt.isEmpty {
            threshold += " at " + Self.typicalInputs(heldAt, of: domain)
        }
        let conditions = ConditionCombinationText.describe(set.decisiveConditions(at: witness))
        if !conditions.isEmpty { threshold += (threshold.hasPrefix("when") ? " and " : " when ") + conditions }
        var example: [String] = []
        if moved.isEmpty {
            if !involved.isEmpty { example.append(Self.typicalInputs(involved.sorted(), of: domain)) }
        } else {
            example.append(
                SolverDiagnostics.witness(moved.map { domain.parameters[$0] }, moved.map { witness.point[$0] }))
        }
        if let shownName, let shown = piece.shown {
            let value = "\(shownName) = \(SolverDiagnostics.format(shown.value(at: witness.point)))"
            // A sum over a long row of views says nothing a reader can check: the value alone.
            let termCount = shown.terms.reduce(0) { $0 + (abs($1.1) > 1e-12 ? 1 : 0) }
            example.append(
                termCount > Self.listedInputs
                    ? value : value + ", where \(shownName) = \(shown.expression(over: domain.parameters))")
        }
        let point = domain.memo.inputValues(at: witness.point, parameters: domain.parameters)
        let cause = domain.causes.location(of: placed, at: point, conditions: piece.assignment)
        return CheckFinding(
            severity: severity, location: cause ?? location, views: views,
            description: statement + " " + threshold, example: example.joined(separator: " gives "),
            containerBound: ContainerBoundFixIt.suggestion(for: set, witness: witness), fixIt: fixIt)
    }

    /// The most inputs a finding lists by name; the rest are counted (a row of 800 views would
    /// otherwise list 800 widths in each of its 800 findings).
    static let listedInputs = 6

    /// `v1.intrinsicWidth = 100, v2.intrinsicWidth = 100`: the inputs at `indices` at their typical
    /// values, the first `listedInputs − 1` of them and a count of the rest when there are more.
    private static func typicalInputs(_ indices: [Int], of domain: CheckDomain) -> String {
        let listed = indices.count > listedInputs ? Array(indices.prefix(listedInputs - 1)) : indices
        let text = SolverDiagnostics.witness(listed.map { domain.parameters[$0] }, listed.map { domain.typical[$0] })
        let rest = indices.count - listed.count
        return rest == 0 ? text : text + " and \(rest) more inputs at their typical values"
    }

    /// `set` without the pieces whose failure reads a stack's content size
    /// (`Parameter.contentWidth`, `contentHeight`): the generated code sums it from the stack's
    /// visible views, so it is not an input the spec can bound, and the box the checks search
    /// treats it as independent of those views (a header's content 20 high beside its 56-point
    /// avatar), which no app meets. A failure the views' own sizes cause is still found where
    /// it does not read the content size.
    static func withoutInternalQuantities(_ set: FailingSet) -> FailingSet {
        let parameters = set.domain.parameters
        let contentSizes = parameters.indices.filter {
            switch parameters[$0] {
            case .contentWidth, .contentHeight, .centeringSlack: return true
            default: return false
            }
        }
        guard !contentSizes.isEmpty else { return set }
        let kept = set.pieces.filter { piece in
            !piece.failures.contains { failure in contentSizes.contains { abs(failure.coefficient($0)) > 1e-12 } }
        }
        return kept.count == set.pieces.count ? set : FailingSet(domain: set.domain, pieces: kept)
    }
}
