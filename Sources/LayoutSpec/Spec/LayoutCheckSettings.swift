/// The spec's `checks:` key: the severity of every layout check.
package struct LayoutCheckSettings: Hashable, Sendable {
    /// Severities set by the spec; the others keep `LayoutCheck.defaultSeverity`.
    package var severities: [LayoutCheck: CheckSeverity]

    /// Settings with the given severities (the defaults for the others).
    package init(severities: [LayoutCheck: CheckSeverity] = [:]) {
        self.severities = severities
    }

    /// The severity of `check`.
    package func severity(of check: LayoutCheck) -> CheckSeverity {
        severities[check] ?? check.defaultSeverity
    }
}
