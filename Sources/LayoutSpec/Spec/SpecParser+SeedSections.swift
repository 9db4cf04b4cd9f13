extension SpecParseSession {
    /// `rules:` or `attributes:`: a mapping from each view to one string or a list of strings (for
    /// the notation's parser to read). Entries that are not strings are reported and skipped.
    mutating func parseViewStatements(_ section: DocumentNode.Entry) -> [ViewStatements] {
        guard let entries = sectionValue(section, \.mapping, mustBe: "map each view to a string or a list of strings")
        else { return [] }
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
            let statements = strings.compactMap { node -> ConstraintStatement? in
                guard var source = SourceText(node) else { return nil }
                source.compoundNames = dottedMetricNames
                return ConstraintStatement(source: source, location: node.location)
            }
            result.append(ViewStatements(view: entry.key, viewLocation: entry.keyLocation, statements: statements))
        }
        return result
    }

    /// `distribute:`: a list of distributions; an entry of the wrong shape is reported and skipped.
    mutating func parseDistributions(_ section: DocumentNode.Entry) -> [DistributionEntry] {
        guard
            let items = sectionValue(
                section, \.sequence, mustBe: "be a list of distributions, such as `- \"H: a <> ~1~ <> b\"`")
        else { return [] }
        return items.compactMap { item in diagnostics.attempt { try DistributionEntry(node: item) } }
    }

    /// `align:`: a mapping from each view to its alignment; an entry of the wrong shape is
    /// reported and skipped.
    mutating func parseAlignments(_ section: DocumentNode.Entry) -> [FlightLayoutAlignment] {
        guard
            let entries = sectionValue(
                section, \.mapping,
                mustBe: "map each view to its alignment, such as `badge: {to: avatar, horizontal: right}`")
        else { return [] }
        return entries.compactMap { entry in
            diagnostics.attempt {
                try FlightLayoutAlignment(view: entry.key, viewLocation: entry.keyLocation, node: entry.value)
            }
        }
    }

    /// The section's value as `read` finds it (its mapping or its list), or `nil` after reporting
    /// that the section must `shape` and what it is instead.
    private mutating func sectionValue<Value>(
        _ section: DocumentNode.Entry, _ read: (DocumentNode) -> Value?, mustBe shape: String
    ) -> Value? {
        if let value = read(section.value) { return value }
        diagnostics.add(
            .error(
                at: section.value.location,
                "`\(section.key)` must \(shape); found \(section.value.kindDescription)"))
        return nil
    }
}
