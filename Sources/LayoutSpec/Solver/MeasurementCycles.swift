/// Finds `heightForWidth` measurements that would depend on their own result (docs/SpecLanguage.md §8).
///
/// A measured height is read at run time once the component holding the view's width is solved.
/// When that component itself uses the measured height — directly (width and height are linked by
/// constraints) or through other components whose measurements it reads — no evaluation order
/// exists. Each such view is a build error at its declaration, with notes at the constraints that
/// close the cycle.
enum MeasurementCycles {
    /// One error per view whose measured height depends on itself; empty when there is none.
    static func diagnostics(_ system: ConstraintSystem, components: [ComponentSplitter.Component]) -> [Diagnostic] {
        var measuredAt: [Parameter: Variable] = [:]
        for domain in system.parameters { if let v = domain.measuredAt { measuredAt[domain.parameter] = v } }
        guard !measuredAt.isEmpty else { return [] }
        var owner: [Variable: Int] = [:]
        for (k, component) in components.enumerated() { for v in component.variables { owner[v] = k } }
        var result: [Diagnostic] = []
        for parameter in measuredAt.keys.sorted() {
            guard let width = measuredAt[parameter],
                let hops = chain(
                    from: width, to: parameter, measuredAt: measuredAt, owner: owner, components: components)
            else { continue }
            result.append(
                diagnostic(
                    parameter, width: width, hops: hops, system: system, components: components,
                    owner: owner))
        }
        return result
    }

    /// The measured parameters read on the way from `width` back to `target`: each one is used by
    /// the component holding the previous one's width (the first by `width`'s component). `nil`
    /// when `width` does not depend on `target`.
    private static func chain(
        from width: Variable, to target: Parameter, measuredAt: [Parameter: Variable],
        owner: [Variable: Int], components: [ComponentSplitter.Component]
    ) -> [Parameter]? {
        func reads(_ variable: Variable) -> [Parameter] {
            guard let k = owner[variable] else { return [] }
            return components[k].parameters.filter { measuredAt[$0] != nil }
        }
        var previous: [Parameter: Parameter?] = [:]
        var queue: [Parameter] = []
        for parameter in reads(width) where previous[parameter] == nil {
            previous[parameter] = .some(nil)
            queue.append(parameter)
        }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            if current == target {
                var path = [current]
                var step = current
                while let before = previous[step], let earlier = before {
                    path.append(earlier)
                    step = earlier
                }
                return path.reversed()
            }
            guard let next = measuredAt[current] else { continue }
            for parameter in reads(next) where previous[parameter] == nil {
                previous[parameter] = .some(current)
                queue.append(parameter)
            }
        }
        return nil
    }

    private static func diagnostic(
        _ parameter: Parameter, width: Variable, hops: [Parameter], system: ConstraintSystem,
        components: [ComponentSplitter.Component], owner: [Variable: Int]
    ) -> Diagnostic {
        let use = system.constraints.first { $0.expression.parameters[parameter] != nil }
        var notes: [Diagnostic] = []
        var steps = [width.description]
        var start = width
        var noted = Set<Int>()
        for hop in hops {
            for index in path(from: start, toUseOf: hop, system: system, components: components, owner: owner)
            where noted.insert(index).inserted {
                let constraint = system.constraints[index]
                notes.append(.note(at: constraint.origin.location, "in the cycle: \(constraint.origin.text)"))
            }
            steps.append(hop.description)
            if let next = hop == parameter ? nil : system.parameters.first(where: { $0.parameter == hop })?.measuredAt {
                steps.append(next.description)
                start = next
            }
        }
        let view = width.item
        return .error(
            at: use?.origin.location,
            "`\(view)` is measured at its solved width, but that width depends on the measured height "
                + "(\(steps.joined(separator: " → "))): a measurement cannot depend on its own result; "
                + "keep `\(view)`'s width independent of heights that depend on it",
            notes: notes)
    }

    /// Indices of the constraints on a shortest path, inside `start`'s component, from `start` to a
    /// constraint that uses `parameter` (that constraint included).
    private static func path(
        from start: Variable, toUseOf parameter: Parameter, system: ConstraintSystem,
        components: [ComponentSplitter.Component], owner: [Variable: Int]
    ) -> [Int] {
        guard let k = owner[start] else { return [] }
        let indices = components[k].constraintIndices
        var reachedBy: [Variable: (constraint: Int, from: Variable)?] = [start: nil]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for c in indices where system.constraints[c].expression.variables[current] != nil {
                let constraint = system.constraints[c]
                if constraint.expression.parameters[parameter] != nil {
                    var result = [c]
                    var step = current
                    while let entry = reachedBy[step], let link = entry {
                        result.append(link.constraint)
                        step = link.from
                    }
                    return result.reversed()
                }
                for (variable, _) in constraint.expression.variableTerms where reachedBy[variable] == nil {
                    reachedBy[variable] = .some((c, current))
                    queue.append(variable)
                }
            }
        }
        return []
    }
}
