/// `constraints:`: strings, each parsed by its notation's parser (`StatementSyntax`), and
/// `{when, constraints, else}` groups (docs/SpecLanguage.md §7, conditions).
extension SpecParseSession {
    /// The keys of a conditional group.
    static let groupKeys = ["when", "constraints", "else"] + seedSectionKeys
    /// The seed-notation sections a group may hold, as at the top level.
    static let seedSectionKeys = ["rules", "attributes", "align", "distribute"]

    /// A list of constraint strings and groups; groups nest.
    mutating func parseConstraintList(_ node: DocumentNode, declaredConditions: Set<String>) -> [ConstraintEntry] {
        if case .null = node.kind { return [] }
        guard let items = node.sequence else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`constraints` must be a list of constraint strings and `when` groups, found \(Self.describe(node))"
                ))
            return []
        }
        var entries: [ConstraintEntry] = []
        for item in items {
            if var source = SourceText(item) {
                source.compoundNames = dottedMetricNames
                if source.text.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    diagnostics.add(.error(at: item.location, "empty constraint string"))
                    continue
                }
                entries.append(
                    .statement(StatementSyntax.parse(ConstraintStatement(source: source, location: item.location))))
            } else if let group = parseGroup(item, declaredConditions: declaredConditions) {
                entries.append(.group(group))
            }
        }
        return entries
    }

    private mutating func parseGroup(_ node: DocumentNode, declaredConditions: Set<String>) -> ConditionalGroup? {
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "each constraint must be a string or a `{when: …, constraints: […], else: […]}` group, found \(Self.describe(node))"
                ))
            return nil
        }
        diagnostics.rejectUnknownKeys(entries, allowed: Self.groupKeys, in: "a `when` group")
        guard let whenNode = node["when"] else {
            diagnostics.add(
                .error(at: node.location, "a constraint group needs a `when:` condition, such as `when: compactWidth`"))
            return nil
        }
        var condition: ConditionExpression?
        if let source = SourceText(whenNode) {
            condition = diagnostics.attempt { try ConditionParser.parse(source, declared: declaredConditions) }
        } else {
            diagnostics.add(
                .error(at: whenNode.location, "`when` must be a condition expression, found \(Self.describe(whenNode))")
            )
        }
        let constraints =
            node["constraints"].map { parseConstraintList($0, declaredConditions: declaredConditions) } ?? []
        let otherwise = node["else"].map { parseConstraintList($0, declaredConditions: declaredConditions) } ?? []
        var sections = GroupSections()
        for entry in entries {
            switch entry.key {
            case "rules": sections.rules = parseViewStatements(entry).map(COSLayoutRuleParser.parse)
            case "attributes": sections.attributes = parseViewStatements(entry).map(EasyPeasyParser.parse)
            case "align": sections.align = parseAlignments(entry)
            case "distribute": sections.distribute = parseDistributions(entry)
            default: continue
            }
        }
        guard let condition else { return nil }
        return ConditionalGroup(
            condition: condition, conditionLocation: whenNode.contentLocation,
            constraints: constraints, otherwise: otherwise, sections: sections)
    }
}
