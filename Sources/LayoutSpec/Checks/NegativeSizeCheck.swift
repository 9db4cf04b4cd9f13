/// The `negativeSize` check: a width or height that is negative for some input in the domain.
enum NegativeSizeCheck {
    /// One diagnostic per item dimension that can be negative.
    static func diagnostics(_ context: LayoutCheckContext) -> [Diagnostic] {
        let severity = context.settings.severity(of: .negativeSize)
        guard severity != .off else { return [] }
        var found: [Diagnostic] = []
        for item in context.interface.items {
            for attribute in [FrameAttribute.width, .height] {
                let variable = Variable(item.name, attribute)
                guard let value = context.domain.value(of: variable) else { continue }
                let set = FailingSet(domain: context.domain, pieces: value.pieces.map { piece in
                    var negated = piece.value
                    negated.scale(by: -1)
                    return FailingSet.Piece(assignment: piece.assignment, bounds: piece.bounds, failures: [negated],
                                            shown: piece.value)
                })
                let report = CheckFindingReport(
                    statement: "\(variable) < 0", shownName: "\(variable)", location: context.location(of: item.name),
                    fixIt: { set in
                        ContainerBoundFixIt.suggestion(for: set)
                            ?? "add `\(variable) >= 0`, so that the views beside it give way instead "
                                + "(or set `checks: {negativeSize: off}` if this is intended)"
                    })
                if let diagnostic = report.diagnostic(for: set, severity: severity) { found.append(diagnostic) }
            }
        }
        return found
    }
}
