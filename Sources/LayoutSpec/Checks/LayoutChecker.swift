/// Runs the layout checks over a solved layout (docs/Solving.md, "Layout checks"): each proves,
/// from the exact piecewise-affine solution, whether something is wrong for *some* input in the
/// domain, and reports it at the constraint that places the view (`FindingCause`) with the exact threshold, the nearest
/// witness to a typical input, and a fix-it.
package enum LayoutChecker {
    /// The findings, in check order then spec order: warnings, or errors for checks set to `error`;
    /// findings one container bound removes are one diagnostic (`CheckFindingGroups`).
    ///
    /// - Parameters:
    ///   - near: the input values witnesses are chosen close to (the spec's first example's); the
    ///     inputs it leaves out take typical phone-sized values.
    ///   - arrangements: the stacks the stack model arranges: their views are checked too.
    package static func check(
        _ solution: LayoutSolution, system: ConstraintSystem, interface: LayoutInterface,
        specification: LayoutSpecification, near: [Parameter: Double] = [:], arrangements: [StackArrangement] = []
    ) -> [Diagnostic] {
        let settings = specification.checks
        guard LayoutCheck.allCases.contains(where: { settings.severity(of: $0) != .off }) else { return [] }
        var extra: [Parameter] = []
        if !interface.fitsWidth { extra.append(.containerWidth) }
        if !interface.fitsHeight { extra.append(.containerHeight) }
        if settings.severity(of: .squeezed) != .off {
            // The squeezed check compares with the intrinsic sizes, which a solution need not read
            // (a text whose width the required constraints fix).
            for view in interface.measuredViews {
                extra.append(.intrinsicWidth(view.name))
                if view.measurement == .intrinsic { extra.append(.intrinsicHeight(view.name)) }
            }
        }
        let declarations = declarations(of: specification)
        let domain = CheckDomain(
            solution: solution, system: system, extra: extra, near: near, considered: ConsideredInputs(specification),
            arrangements: arrangements)
        guard domain.isWithinWorkLimit else {
            // Checking is optional work: past its limit the layout is still proven and generated,
            // and the user is told the checks did not run (never a silent pass, never a hang).
            let location = specification.views.first?.location ?? specification.guides.first?.location
            return [
                Diagnostic(
                    .warning, at: location,
                    kind: .checksNotRun(pieceLimit: domain.pieceLimits.perVariable, edgeLimit: domain.pieceLimits.edges)
                )
            ]
        }
        let context = LayoutCheckContext(
            domain: domain, interface: interface, settings: settings, declarations: declarations)
        return CheckFindingGroups.diagnostics(
            NegativeSizeCheck.findings(context) + OutsideParentCheck.findings(context)
                + OverlapCheck.findings(context) + SqueezedCheck.findings(context))
    }

    /// Where each view and guide of `specification` is declared: where findings about it point.
    static func declarations(of specification: LayoutSpecification) -> [String: SourceLocation] {
        var declarations: [String: SourceLocation] = [:]
        for view in specification.views { declarations[view.name] = view.location }
        for guide in specification.guides { declarations[guide.name] = guide.location }
        return declarations
    }
}
