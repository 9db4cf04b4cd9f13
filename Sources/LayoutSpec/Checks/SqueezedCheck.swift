/// The `squeezed` check (off unless the spec turns it on): a measured view (a text) made narrower
/// or shorter than its intrinsic size for some input in the domain.
enum SqueezedCheck {
    /// One diagnostic per measured view dimension that can be squeezed.
    static func diagnostics(_ context: LayoutCheckContext) -> [Diagnostic] {
        let severity = context.settings.severity(of: .squeezed)
        guard severity != .off else { return [] }
        var found: [Diagnostic] = []
        for view in context.interface.measuredViews {
            var dimensions: [(FrameAttribute, Parameter, String)] = [(.width, .intrinsicWidth(view.name), "narrower")]
            if view.measurement == .intrinsic { dimensions.append((.height, .intrinsicHeight(view.name), "shorter")) }
            for (attribute, parameter, comparative) in dimensions {
                guard let size = context.domain.value(of: Variable(view.name, attribute)) else { continue }
                let intrinsic = context.domain.input(parameter) ?? context.domain.constant(0)
                let set = FailingSet(domain: context.domain, over: size) { value in
                    var shortfall = intrinsic
                    shortfall.add(value, times: -1)
                    return (shortfall, value)
                }
                let report = CheckFindingReport(
                    statement: "\(view.name) is \(comparative) than \(parameter)",
                    shownName: "\(Variable(view.name, attribute))", location: context.location(of: view.name),
                    placed: [Variable(view.name, attribute)],
                    fixIt: "give it room, or raise its compression resistance above the priorities that squeeze it "
                        + "(`\(view.name): {measure: intrinsic, compression: 1000}`), or set `checks: {squeezed: off}`")
                if let diagnostic = report.diagnostic(for: set, severity: severity) { found.append(diagnostic) }
            }
        }
        return found
    }
}
