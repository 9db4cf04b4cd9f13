/// The spec's `checks:` key: the severity of every layout check.
public struct LayoutCheckSettings: Hashable, Sendable {
    /// Severities set by the spec; the others keep `LayoutCheck.defaultSeverity`.
    public var severities: [LayoutCheck: CheckSeverity]

    /// Settings with the given severities (the defaults for the others).
    public init(severities: [LayoutCheck: CheckSeverity] = [:]) {
        self.severities = severities
    }

    /// The severity of `check`.
    public func severity(of check: LayoutCheck) -> CheckSeverity {
        severities[check] ?? check.defaultSeverity
    }
}
