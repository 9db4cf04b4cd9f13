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
}
