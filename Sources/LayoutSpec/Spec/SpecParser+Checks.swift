/// `checks:`.
extension SpecParseSession {
    /// `{negativeSize: off|warning|error, outsideParent: …, overlap: …, squeezed: …}`.
    mutating func parseChecks(_ node: DocumentNode) -> LayoutCheckSettings {
        var settings = LayoutCheckSettings()
        if case .null = node.kind { return settings }
        let keys = LayoutCheck.allCases.map(\.key)
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`checks` must be a mapping (\(keys.joined(separator: ", "))), found \(Self.describe(node))"))
            return settings
        }
        diagnostics.rejectUnknownKeys(entries, allowed: keys, in: "`checks`")
        for entry in entries {
            guard let check = LayoutCheck(rawValue: entry.key) else { continue }
            guard let text = entry.value.scalar, let severity = CheckSeverity(rawValue: text) else {
                diagnostics.add(
                    .error(
                        at: entry.value.contentLocation,
                        "check `\(entry.key)` must be `off`, `warning` or `error`, found \(Self.describe(entry.value))")
                )
                continue
            }
            settings.severities[check] = severity
        }
        return settings
    }
}
