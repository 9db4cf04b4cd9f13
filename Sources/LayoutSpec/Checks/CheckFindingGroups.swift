/// The layout checks' findings as diagnostics, each fix once: the findings that container bounds
/// remove (views past a too-small container's edges, sizes it leaves negative) are one diagnostic,
/// at the first of them, its line naming the first and how many more, a note for each with its
/// example, and a last note with one `container:` declaration that removes them all and names
/// every view it saves. Every other finding is a diagnostic of its own: one line, a note with its
/// example, a note with its fix.
enum CheckFindingGroups {
    /// The diagnostics of `findings`, in their order (a group where its first finding is).
    static func diagnostics(_ findings: [CheckFinding]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var grouped: [CheckSeverity: Int] = [:]
        // The findings with a container bound, by severity, gathered once.
        var bounded: [CheckSeverity: [CheckFinding]] = [:]
        for finding in findings where finding.containerBound != nil {
            bounded[finding.severity, default: []].append(finding)
        }
        for finding in findings {
            let group = bounded[finding.severity] ?? []
            guard finding.containerBound != nil, group.count > 1 else {
                result.append(finding.diagnostic)
                continue
            }
            guard grouped[finding.severity] == nil else { continue }
            grouped[finding.severity] = result.count
            result.append(diagnostic(for: group))
        }
        return result
    }

    /// One diagnostic for findings that each have a container bound.
    private static func diagnostic(for group: [CheckFinding]) -> Diagnostic {
        var bound = ContainerBoundFixIt()
        var views: [String] = []
        var seen = Set<String>()
        for finding in group {
            if let own = finding.containerBound { bound = bound.merged(with: own) }
            for view in finding.views where seen.insert(view).inserted { views.append(view) }
        }
        let saved =
            views.count == 1
            ? (views.first ?? "") : views.dropLast().joined(separator: ", ") + " and " + (views.last ?? "")
        // One short line: the first finding, and how many more the same declaration removes; each
        // finding with its example in a note, then the declaration.
        let more = group.count - 1
        let message =
            (group.first?.description ?? "")
            + (more > 0 ? ", and \(more) more finding\(more == 1 ? "" : "s") the same declaration removes" : "")
        let findings = group.map { finding in
            Diagnostic.note(
                at: nil, finding.description + (finding.example.isEmpty ? "" : ": for example " + finding.example))
        }
        let fix = Diagnostic.note(
            at: nil, "declare the sizes the layout is meant for, which saves \(saved): \(bound.declaration)")
        let severity = group.first?.severity ?? .warning
        return Diagnostic(
            severity == .error ? .error : .warning, at: group.first?.location, message, notes: findings + [fix])
    }
}
