/// The layout checks' findings as diagnostics, each fix once: the findings that container bounds
/// remove (views past a too-small container's edges, sizes it leaves negative) are one diagnostic,
/// at the first of them, listing each and ending with one `container:` declaration that removes
/// them all and naming every view it saves. Every other finding is a diagnostic of its own.
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
        let message =
            group.map(\.description).joined(separator: "; ")
            + "; declare the sizes the layout is meant for, which saves \(saved): \(bound.declaration)"
        let severity = group.first?.severity ?? .warning
        return Diagnostic(severity == .error ? .error : .warning, at: group.first?.location, message)
    }
}
