/// The `negativeSize` check: a width or height that is negative for some input in the domain.
enum NegativeSizeCheck {
    /// One finding per item dimension that can be negative.
    static func findings(_ context: LayoutCheckContext) -> [CheckFinding] {
        let severity = context.settings.severity(of: .negativeSize)
        guard severity != .off else { return [] }
        var found: [CheckFinding] = []
        // Sizes that are one shared function (every field of a form column) share one set.
        var known: [Int: FailingSet] = [:]
        // A built-in guide (`readableContentGuide`) is UIKit's, whatever its size: a view placed by
        // it is checked instead.
        for item in context.interface.items where item.kind == .view || BuiltInGuide(rawValue: item.name) == nil {
            for attribute in [FrameAttribute.width, .height] {
                let variable = Variable(item.name, attribute)
                guard let value = context.domain.value(of: variable) else { continue }
                let set =
                    value.sharedID.flatMap { known[$0] }
                    ?? FailingSet(domain: context.domain, over: value) { size in
                        var negated = size
                        negated.scale(by: -1)
                        return (negated, size)
                    }
                if let id = value.sharedID { known[id] = set }
                let report = CheckFindingReport(
                    statement: "\(variable) < 0", shownName: "\(variable)", location: context.location(of: item.name),
                    views: [item.name], placed: [variable], fixIt: fixIt(variable))
                if let finding = report.finding(for: set, severity: severity) { found.append(finding) }
            }
        }
        return found
    }

    /// The constraint that keeps `size` (a width or height) from going negative.
    static func fixIt(_ size: Variable) -> String {
        "add `\(size) >= 0`, so that the views beside it give way instead "
            + "(or set `checks: {negativeSize: off}` if this is intended)"
    }
}
