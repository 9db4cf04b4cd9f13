extension SpecParseSession {
    /// `rules:` or `attributes:`: a mapping from each view to one string or a list of strings.
    /// Entries that are not strings are reported and skipped.
    mutating func parseViewStatements(_ section: DocumentNode.Entry) -> [ViewStatements] {
        guard let entries = section.value.mapping else {
            diagnostics.add(
                .error(
                    at: section.value.location,
                    "`\(section.key)` must map each view to a string or a list of strings; found \(section.value.kindDescription)"
                ))
            return []
        }
        var result: [ViewStatements] = []
        for entry in entries {
            let strings: [DocumentNode]
            switch entry.value.kind {
            case .scalar:
                strings = [entry.value]
            case .sequence(let nodes):
                strings = nodes.filter { $0.scalar != nil }
                for node in nodes where node.scalar == nil {
                    diagnostics.add(
                        .error(
                            at: node.location,
                            "each entry of `\(section.key).\(entry.key)` must be a string; found \(node.kindDescription)"
                        ))
                }
            default:
                diagnostics.add(
                    .error(
                        at: entry.value.location,
                        "`\(section.key).\(entry.key)` must be a string or a list of strings; found \(entry.value.kindDescription)"
                    ))
                continue
            }
            let statements = strings.compactMap { node in
                SourceText(node).map { ConstraintStatement(source: $0, location: node.location) }
            }
            result.append(ViewStatements(view: entry.key, viewLocation: entry.keyLocation, statements: statements))
        }
        return result
    }

    /// `distribute:`: a list of distributions; an entry of the wrong shape is reported and skipped.
    mutating func parseDistributions(_ section: DocumentNode.Entry) -> [DistributionEntry] {
        guard let items = section.value.sequence else {
            diagnostics.add(
                .error(
                    at: section.value.location,
                    "`distribute` must be a list of distributions, such as `- \"H: a <> ~1~ <> b\"`; found \(section.value.kindDescription)"
                ))
            return []
        }
        return items.compactMap { item in diagnostics.attempt { try DistributionEntry(node: item) } }
    }

    /// `align:`: a mapping from each view to its alignment; an entry of the wrong shape is
    /// reported and skipped.
    mutating func parseAlignments(_ section: DocumentNode.Entry) -> [FlightLayoutAlignment] {
        guard let entries = section.value.mapping else {
            diagnostics.add(
                .error(
                    at: section.value.location,
                    "`align` must map each view to its alignment, such as `badge: {to: avatar, horizontal: right}`; found \(section.value.kindDescription)"
                ))
            return []
        }
        return entries.compactMap { entry in
            diagnostics.attempt {
                try FlightLayoutAlignment(view: entry.key, viewLocation: entry.keyLocation, node: entry.value)
            }
        }
    }
}
