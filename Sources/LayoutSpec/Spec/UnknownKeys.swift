extension DiagnosticCollector {
    /// Reports every key of `entries` not in `allowed`, at the key, listing the allowed ones (and
    /// the nearest one when a key looks like a misspelling); `what` names the mapping.
    mutating func rejectUnknownKeys(_ entries: [DocumentNode.Entry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key) {
            add(
                .error(
                    at: entry.keyLocation,
                    "unknown key `\(entry.key)` in \(what); expected one of: \(allowed.joined(separator: ", "))"
                        + NameSuggestion.clause(for: entry.key, in: allowed)))
        }
    }
}
