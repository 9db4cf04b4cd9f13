/// The `overlap` check (off unless the spec turns it on): two sibling views (same parent) whose
/// frames share a positive area for some input in the domain.
enum OverlapCheck {
    /// One diagnostic per overlapping pair, at the later view.
    static func diagnostics(_ context: LayoutCheckContext) -> [Diagnostic] {
        let severity = context.settings.severity(of: .overlap)
        guard severity != .off else { return [] }
        let views = context.interface.items.filter { $0.kind == .view }
        var found: [Diagnostic] = []
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
                    statement: "\(first.name) and \(second.name) overlap", shownName: nil,
                    location: context.location(of: second.name),
                    placed: [Variable(second.name, .minX), Variable(second.name, .minY)],
                    fixIt:
                        "keep them apart with a required gap, such as `\(second.name).leading >= \(first.name).trailing + 8` "
                        + "or `\(second.name).top >= \(first.name).bottom + 8` (or set `checks: {overlap: off}`)")
                if let diagnostic = report.diagnostic(for: set, severity: severity) { found.append(diagnostic) }
            }
        }
        return found
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
