/// The `overlap` check (off unless the spec turns it on): two sibling views (same parent) whose
/// frames share a positive area for some input in the domain.
enum OverlapCheck {
    /// One finding per overlapping pair, at the later view.
    static func findings(_ context: LayoutCheckContext) -> [CheckFinding] {
        let severity = context.settings.severity(of: .overlap)
        guard severity != .off else { return [] }
        let views = context.interface.items.filter { $0.kind == .view }
        var found: [CheckFinding] = []
        for (i, first) in views.enumerated() {
            for second in views[(i + 1)...] where second.parent == first.parent {
                // Overlap ⟺ each frame's far edge is past the other's near edge, on both axes.
                var parts: [PiecewiseAffine] = []
                for horizontal in [true, false] {
                    for (a, b) in [(first.name, second.name), (second.name, first.name)] {
                        guard let far = context.edge(a, horizontal: horizontal, farEdge: true),
                            let near = context.edge(b, horizontal: horizontal, farEdge: false)
                        else { continue }
                        parts.append(far.adding(near, times: -1))
                    }
                }
                guard parts.count == 4 else { continue }
                let set = FailingSet(domain: context.domain, pieces: combinedPieces(parts))
                let report = CheckFindingReport(
                    statement: statement(first.name, second.name), shownName: nil,
                    location: context.location(of: second.name), views: [first.name, second.name],
                    placed: [Variable(second.name, .minX), Variable(second.name, .minY)],
                    fixIt: fixIt(first.name, second.name))
                if let finding = report.finding(for: set, severity: severity) { found.append(finding) }
            }
        }
        return found
    }

    /// "a and b overlap".
    static func statement(_ first: String, _ second: String) -> String { "\(first) and \(second) overlap" }

    /// A required gap that keeps `second` clear of `first`.
    static func fixIt(_ first: String, _ second: String) -> String {
        "keep them apart with a required gap, such as `\(second).leading >= \(first).trailing + 8` "
            + "or `\(second).top >= \(first).bottom + 8` (or set `checks: {overlap: off}`)"
    }

    /// The pieces where all four functions are affine together, each function one failure.
    private static func combinedPieces(_ parts: [PiecewiseAffine]) -> [FailingSet.Piece] {
        var pieces = parts[0].pieces.map {
            (
                FailingSet.Piece(assignment: $0.assignment, bounds: $0.bounds, failures: [$0.value], shown: nil),
                $0.regions
            )
        }
        for part in parts.dropFirst() {
            var next: [(FailingSet.Piece, [Int: Int])] = []
            for (piece, regions) in pieces {
                for other in part.pieces {
                    guard let overlap = PiecewiseAffine.overlap(piece.assignment, regions, piece.bounds, other) else {
                        continue
                    }
                    next.append(
                        (
                            FailingSet.Piece(
                                assignment: overlap.assignment, bounds: overlap.bounds,
                                failures: piece.failures + [other.value], shown: nil),
                            overlap.regions
                        ))
                }
            }
            pieces = next
        }
        return pieces.map(\.0)
    }
}
