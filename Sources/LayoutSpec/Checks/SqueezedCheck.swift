/// The `squeezed` check (off unless the spec turns it on): a measured view (a text) made narrower
/// or shorter than its intrinsic size for some input in the domain.
enum SqueezedCheck {
    /// One finding per measured view dimension that can be squeezed.
    static func findings(_ context: LayoutCheckContext) -> [CheckFinding] {
        let severity = context.settings.severity(of: .squeezed)
        guard severity != .off else { return [] }
        var found: [CheckFinding] = []
        for view in context.interface.measuredViews {
            var dimensions: [(FrameAttribute, Parameter)] = [(.width, .intrinsicWidth(view.name))]
            if view.measurement == .intrinsic { dimensions.append((.height, .intrinsicHeight(view.name))) }
            for (attribute, parameter) in dimensions {
                guard let size = context.domain.value(of: Variable(view.name, attribute)) else { continue }
                let intrinsic = context.domain.input(parameter) ?? context.domain.constant(0)
                let set = FailingSet(domain: context.domain, over: size) { value in
                    var shortfall = intrinsic
                    shortfall.add(value, times: -1)
                    return (shortfall, value)
                }
                let report = CheckFindingReport(
                    statement: statement(view.name, attribute),
                    shownName: "\(Variable(view.name, attribute))", location: context.location(of: view.name),
                    views: [view.name], placed: [Variable(view.name, attribute)], fixIt: fixIt(view.name))
                if let finding = report.finding(for: set, severity: severity) { found.append(finding) }
            }
        }
        return found
    }

    /// "title is narrower than title.intrinsicWidth" (`attribute` `.width`), "… shorter than … intrinsicHeight".
    static func statement(_ view: String, _ attribute: FrameAttribute) -> String {
        attribute == .width
            ? "\(view) is narrower than \(Parameter.intrinsicWidth(view))"
            : "\(view) is shorter than \(Parameter.intrinsicHeight(view))"
    }

    /// Room, or a compression resistance that keeps `view` at its intrinsic size.
    static func fixIt(_ view: String) -> String {
        "give it room, or raise its compression resistance above the priorities that squeeze it "
            + "(`\(view): {measure: intrinsic, compression: 1000}`), or set `checks: {squeezed: off}`"
    }
}
