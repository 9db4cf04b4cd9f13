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
            guard declare(entry.key, at: entry.keyLocation, kind: "metric") else { continue }
            let value: Double?
            if let text = entry.value.scalar, Double(text) == nil, var source = SourceText(entry.value) {
                source.compoundNames = dottedMetricNames
                value = metricArithmetic(source, of: entry.key, earlier: metrics)
            } else {
                value = number(entry.value, "metric `\(entry.key)`")
            }
            guard let value else { continue }
            metrics.append(MetricDeclaration(name: entry.key, value: value, location: entry.keyLocation))
        }
        return metrics
    }

    /// A metric written as code computes it (`14 - 4`, `UX.inset * 2`): arithmetic of numbers and
    /// metrics declared before it; `nil` after an error.
    private mutating func metricArithmetic(
        _ source: SourceText, of name: String, earlier: [MetricDeclaration]
    ) -> Double? {
        let values = Dictionary(earlier.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        func evaluate(_ expression: EquationExpression) throws -> Double {
            switch expression {
            case .number(let value, _): return value
            case .name(let metric, let offset):
                guard let value = values[metric] else {
                    throw source.error(
                        at: offset,
                        "metric `\(name)` may use only numbers and the metrics declared before it; `\(metric)` is not one"
                    )
                }
                return value
            case .negate(let operand, _): return -(try evaluate(operand))
            case .binary(let operation, let left, let right, let offset):
                let (a, b) = (try evaluate(left), try evaluate(right))
                switch operation {
                case .add: return a + b
                case .subtract: return a - b
                case .multiply: return a * b
                case .divide:
                    guard b != 0 else { throw source.error(at: offset, "metric `\(name)` divides by zero") }
                    return a / b
                }
            case .attribute, .tuple:
                throw source.error(
                    at: 0, "metric `\(name)` must be a number, or arithmetic of numbers and earlier metrics (`14 - 4`)")
            }
        }
        do {
            let value = try evaluate(try EquationParser.parseExpression(source))
            guard NumberRange.isAllowedLiteral(value) else {
                throw source.error(
                    at: 0, "metric `\(name)`: " + NumberRange.outOfRangeMessage(LinearExpression.format(value)))
            }
            return value
        } catch let error as SpecError {
            error.diagnostics.forEach { diagnostics.add($0) }
            return nil
        } catch {
            return nil
        }
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
