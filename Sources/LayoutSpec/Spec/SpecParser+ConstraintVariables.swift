/// Constraints kept in variables, as UIKit code keeps them (docs/notations/anchors.md):
/// `let top = title.topAnchor.constraint(…)`, then `top.priority = .defaultHigh`, then `top` in an
/// `NSLayoutConstraint.activate` list.
extension SpecParseSession {
    /// Applies each `NAME.priority = …` of `entries` to the statement that made `NAME` (a later one
    /// wins, as in code); a name no statement makes is an error.
    mutating func applyConstraintVariables(to entries: inout [ConstraintEntry]) {
        var made: [String: [Int]] = [:]
        Self.collectVariables(in: entries, path: [], into: &made)
        // A statement that did not parse may be the one that makes the name: its own error says so.
        let someFailed = Self.hasParseFailures(entries)
        Self.forEachVariableStatement(in: entries) { statement, source in
            guard let path = made[statement.name] else {
                if someFailed { return }
                let known = made.keys.sorted()
                diagnostics.add(
                    .error(
                        at: source.location(at: statement.nameOffset),
                        "`\(statement.name)` is not a constraint this spec makes: keep the statement that makes it "
                            + "(`let \(statement.name) = a.topAnchor.constraint(…)`)"
                            + (known.isEmpty ? "" : "; constraints kept in variables: \(known.joined(separator: ", "))")
                    ))
                return
            }
            if let priority = statement.priority {
                Self.setPriority(priority, of: statement.name, at: path, in: &entries)
            }
        }
    }

    /// The entry path (indexes into nested groups, `otherwise` after `constraints`) of each
    /// statement that keeps its constraint in a variable.
    private static func collectVariables(in entries: [ConstraintEntry], path: [Int], into made: inout [String: [Int]]) {
        for (index, entry) in entries.enumerated() {
            switch entry {
            case .statement(let statement):
                guard case .parsed(.anchor(let anchors)) = statement.outcome else { continue }
                for anchor in anchors.statements { if let name = anchor.variable { made[name] = path + [index] } }
                if let name = anchors.arrayName { made[name] = path + [index] }
            case .group(let group):
                collectVariables(in: group.constraints + group.otherwise, path: path + [index], into: &made)
            }
        }
    }

    /// Whether a statement of `entries` (groups included) did not parse.
    private static func hasParseFailures(_ entries: [ConstraintEntry]) -> Bool {
        entries.contains { entry in
            switch entry {
            case .statement(let statement):
                if case .failed = statement.outcome { return true }
                return false
            case .group(let group):
                return hasParseFailures(group.constraints + group.otherwise)
            }
        }
    }

    /// Calls `body` with each variable statement of `entries`, in order.
    private static func forEachVariableStatement(
        in entries: [ConstraintEntry], _ body: (ConstraintVariableStatement, SourceText) -> Void
    ) {
        for entry in entries {
            switch entry {
            case .statement(let statement):
                switch statement.outcome {
                case .parsed(.constraintVariable(let variable)): body(variable, statement.written.source)
                case .parsed(.anchor(let anchors)): anchors.activated.forEach { body($0, statement.written.source) }
                default: break
                }
            case .group(let group):
                forEachVariableStatement(in: group.constraints + group.otherwise, body)
            }
        }
    }

    /// Sets the priority of the constraint `name` made by the anchor statement at `path`.
    private static func setPriority(
        _ priority: PrioritySyntax, of name: String, at path: [Int], in entries: inout [ConstraintEntry]
    ) {
        guard let index = path.first, entries.indices.contains(index) else { return }
        switch entries[index] {
        case .statement(var statement):
            guard case .parsed(.anchor(var anchors)) = statement.outcome else { return }
            for position in anchors.statements.indices where anchors.statements[position].variable == name {
                anchors.statements[position].priority = priority
            }
            statement.outcome = .parsed(.anchor(anchors))
            entries[index] = .statement(statement)
        case .group(var group):
            let rest = Array(path.dropFirst())
            guard let inner = rest.first else { return }
            if inner < group.constraints.count {
                setPriority(priority, of: name, at: rest, in: &group.constraints)
            } else {
                setPriority(
                    priority, of: name, at: [inner - group.constraints.count] + rest.dropFirst(), in: &group.otherwise)
            }
            entries[index] = .group(group)
        }
    }
}
