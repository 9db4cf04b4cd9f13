/// `ties:`.
extension SpecParseSession {
    /// `ties: error | viewOrder`.
    mutating func parseTies(_ node: DocumentNode) -> TiePolicy {
        guard let text = node.scalar, let policy = TiePolicy(rawValue: text) else {
            diagnostics.add(
                .error(at: node.contentLocation, "`ties` must be `error` or `viewOrder`, found \(Self.describe(node))"))
            return .error
        }
        return policy
    }

    /// `viewDefaults: interfaceBuilder | code`.
    mutating func parseViewDefaults(_ node: DocumentNode) -> ViewDefaults {
        guard let text = node.scalar, let defaults = ViewDefaults(rawValue: text) else {
            diagnostics.add(
                .error(
                    at: node.contentLocation,
                    "`viewDefaults` must be `interfaceBuilder` or `code` (views created in code: labels and images "
                        + "hug at 250), found \(Self.describe(node))"))
            return .interfaceBuilder
        }
        return defaults
    }
}
