/// `metrics:`, `inputs:` and `conditions:`.
extension SpecParseSession {
    /// A mapping name → number.
    mutating func parseMetrics(_ node: DocumentNode) -> [MetricDeclaration] {
        if case .null = node.kind { return [] }
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(at: node.location, "`metrics` must be a mapping name → number, found \(Self.describe(node))"))
            return []
        }
        var metrics: [MetricDeclaration] = []
        for entry in entries {
            guard declare(entry.key, at: entry.keyLocation, kind: "metric"),
                let value = number(entry.value, "metric `\(entry.key)`")
            else { continue }
            metrics.append(MetricDeclaration(name: entry.key, value: value, location: entry.keyLocation))
        }
        return metrics
    }

    /// A list of names, or a mapping name → `{min, max}` (or nothing, for the default range).
    mutating func parseInputs(_ node: DocumentNode) -> [InputDeclaration] {
        if case .null = node.kind { return [] }
        if node.sequence != nil {
            return parseNameList(node, key: "inputs", kind: "input") { session, name, location in
                session.declare(name, at: location, kind: "input")
            }.map { InputDeclaration(name: $0.name, location: $0.location) }
        }
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`inputs` must be a list of names or a mapping name → {min, max}, found \(Self.describe(node))"))
            return []
        }
        var inputs: [InputDeclaration] = []
        for entry in entries {
            guard declare(entry.key, at: entry.keyLocation, kind: "input") else { continue }
            var input = InputDeclaration(name: entry.key, location: entry.keyLocation)
            if let range = entry.value.mapping {
                diagnostics.rejectUnknownKeys(range, allowed: ["min", "max"], in: "input `\(entry.key)`")
                if let node = entry.value["min"], let value = number(node, "`min` of input `\(entry.key)`") {
                    input.lowerBound = value
                }
                if let node = entry.value["max"], let value = number(node, "`max` of input `\(entry.key)`") {
                    input.upperBound = value
                }
                if input.lowerBound > input.upperBound {
                    diagnostics.add(
                        .error(
                            at: entry.keyLocation,
                            "input `\(entry.key)` has min \(LinearExpression.format(input.lowerBound)) greater than max \(LinearExpression.format(input.upperBound))"
                        ))
                }
            } else if case .null = entry.value.kind {
            } else {
                diagnostics.add(
                    .error(
                        at: entry.value.location,
                        "input `\(entry.key)` must be {min: N, max: N} or nothing, found \(Self.describe(entry.value))")
                )
            }
            inputs.append(input)
        }
        return inputs
    }

    /// A list of condition names (not built-in ones).
    mutating func parseConditions(_ node: DocumentNode) -> [NamedDeclaration] {
        var seen: [String: SourceLocation] = [:]
        return parseNameList(node, key: "conditions", kind: "condition") { session, name, location in
            if BuiltInConditions.names.contains(name) {
                session.diagnostics.add(
                    .error(at: location, "`\(name)` is a built-in condition: use it without declaring it"))
                return false
            }
            if ReservedNames.generatedMembers.contains(name) || !SwiftIdentifier.isValid(name) {
                session.diagnostics.add(
                    .error(
                        at: location,
                        "`\(name)` is not a valid condition name: use a Swift identifier other than bounds, scale, traits"
                    ))
                return false
            }
            if let first = seen[name] {
                session.diagnostics.add(
                    .error(
                        at: location, "duplicate condition `\(name)`",
                        notes: [.note(at: first, "`\(name)` is first declared here")]))
                return false
            }
            seen[name] = location
            return true
        }
    }
}
