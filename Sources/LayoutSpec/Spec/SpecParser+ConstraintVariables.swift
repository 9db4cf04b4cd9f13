/// Constraints kept in variables, as UIKit code keeps them (docs/notations/anchors.md):
/// `let top = title.topAnchor.constraint(…)`, then `top.priority = .defaultHigh`, then `top` in an
/// `NSLayoutConstraint.activate` list.
extension SpecParseSession {
    /// Applies each `NAME.priority = …` of `entries` to the statement that made `NAME` (a later one
    /// wins, as in code); a name no statement makes is an error.
    mutating func applyConstraintVariables(to entries: inout [ConstraintEntry]) {
        var made = Set<String>()
        var someFailed = false
        var priorities: [String: PrioritySyntax] = [:]
        var unknown: [(ConstraintVariableStatement, SourceText)] = []
        Self.forEachStatement(in: entries) { statement in
            switch statement.outcome {
            case .parsed(.anchor(let anchors)):
                made.formUnion(anchors.statements.compactMap(\.variable))
                if let name = anchors.arrayName { made.insert(name) }
                unknown += anchors.activated.map { ($0, statement.written.source) }
            case .parsed(.constraintVariable(let variable)):
                unknown.append((variable, statement.written.source))
                if let priority = variable.priority { priorities[variable.name] = priority }
            case .failed:
                someFailed = true
            default:
                break
            }
        }
        // A statement that did not parse may be the one that makes the name: its own error says so.
        for (statement, source) in unknown where !made.contains(statement.name) && !someFailed {
            let known = made.sorted()
            diagnostics.add(
                .error(
                    at: source.location(at: statement.nameOffset),
                    "`\(statement.name)` is not a constraint this spec makes: keep the statement that makes it "
                        + "(`let \(statement.name) = a.topAnchor.constraint(…)`)"
                        + (known.isEmpty ? "" : "; constraints kept in variables: \(known.joined(separator: ", "))")))
        }
        if !priorities.isEmpty { Self.setPriorities(priorities, in: &entries) }
    }

    /// Calls `body` with each statement of `entries`, groups included, in order.
    private static func forEachStatement(
        in entries: [ConstraintEntry], _ body: (ParsedStatement<StatementSyntax>) -> Void
    ) {
        for entry in entries {
            switch entry {
            case .statement(let statement): body(statement)
            case .group(let group): forEachStatement(in: group.constraints + group.otherwise, body)
            }
        }
    }

    /// Gives each constraint kept in a variable of `priorities` that priority.
    private static func setPriorities(_ priorities: [String: PrioritySyntax], in entries: inout [ConstraintEntry]) {
        for index in entries.indices {
            switch entries[index] {
            case .statement(var statement):
                guard case .parsed(.anchor(var anchors)) = statement.outcome else { continue }
                for position in anchors.statements.indices {
                    if let name = anchors.statements[position].variable, let priority = priorities[name] {
                        anchors.statements[position].priority = priority
                    }
                }
                statement.outcome = .parsed(.anchor(anchors))
                entries[index] = .statement(statement)
            case .group(var group):
                setPriorities(priorities, in: &group.constraints)
                setPriorities(priorities, in: &group.otherwise)
                entries[index] = .group(group)
            }
        }
    }
}
