/// Splits a constraint system into connected components over its unknowns (two unknowns are
/// linked when a constraint mentions both), so that each small problem is solved on its own.
struct ComponentSplitter: Sendable {
    /// One group of unknowns and the constraints among them.
    struct Component: Sendable {
        /// The unknowns, in system order.
        var variables: [Variable]
        /// Indices into the system's constraints, in statement order.
        var constraintIndices: [Int]
        /// The condition names the constraints' guards use, sorted.
        var conditionNames: [String]
        /// The parameters the constraints use, sorted.
        var parameters: [Parameter]
    }

    /// The components in evaluation order: system order of their first unknown, except that a
    /// component reading a measured height comes after the one solving the width it is measured at.
    /// Constraints without unknowns form one last component with no variables.
    static func split(_ system: ConstraintSystem) -> [Component] {
        var variables = system.variables
        var indexOf: [Variable: Int] = [:]
        for (i, v) in variables.enumerated() where indexOf[v] == nil { indexOf[v] = i }
        for constraint in system.constraints {
            for (v, _) in constraint.expression.variableTerms where indexOf[v] == nil {
                indexOf[v] = variables.count
                variables.append(v)
            }
        }
        var parent = Array(variables.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        for constraint in system.constraints {
            let members = constraint.expression.variableTerms.compactMap { indexOf[$0.variable] }
            guard let first = members.first else { continue }
            for other in members.dropFirst() {
                let a = find(first), b = find(other)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var rootOrder: [Int] = []
        var groups: [Int: Component] = [:]
        for (i, v) in variables.enumerated() where indexOf[v] == i {
            let root = find(i)
            if groups[root] == nil {
                rootOrder.append(root)
                groups[root] = Component(variables: [], constraintIndices: [], conditionNames: [], parameters: [])
            }
            groups[root]?.variables.append(v)
        }
        var unattached = Component(variables: [], constraintIndices: [], conditionNames: [], parameters: [])
        for (c, constraint) in system.constraints.enumerated() {
            if let v = constraint.expression.variableTerms.first?.variable, let i = indexOf[v] {
                groups[find(i)]?.constraintIndices.append(c)
            } else {
                unattached.constraintIndices.append(c)
            }
        }
        var components = rootOrder.compactMap { groups[$0] }
        if !unattached.constraintIndices.isEmpty { components.append(unattached) }
        for k in components.indices {
            let used = components[k].constraintIndices.map { system.constraints[$0] }
            components[k].conditionNames = Set(used.flatMap { $0.condition?.names ?? [] }).sorted()
            components[k].parameters = Set(used.flatMap { $0.expression.parameters.keys }).sorted()
        }
        return orderedForMeasurement(components, system: system)
    }

    /// A stable topological order: a component using `measuredHeight(v)` follows the component
    /// holding the variable that measurement is taken at.
    private static func orderedForMeasurement(_ components: [Component], system: ConstraintSystem) -> [Component] {
        var measuredAt: [Parameter: Variable] = [:]
        for domain in system.parameters { if let v = domain.measuredAt { measuredAt[domain.parameter] = v } }
        guard !measuredAt.isEmpty else { return components }
        var owner: [Variable: Int] = [:]
        for (k, component) in components.enumerated() { for v in component.variables { owner[v] = k } }
        let dependencies: [[Int]] = components.enumerated().map { k, component in
            component.parameters.compactMap { measuredAt[$0].flatMap { owner[$0] } }.filter { $0 != k }
        }
        var placed = Array(repeating: false, count: components.count)
        var order: [Int] = []
        while order.count < components.count {
            var progressed = false
            for k in components.indices where !placed[k] && dependencies[k].allSatisfy({ placed[$0] }) {
                placed[k] = true
                order.append(k)
                progressed = true
                break
            }
            if !progressed {
                // A cycle of measurements: keep the remaining components in system order.
                for k in components.indices where !placed[k] {
                    placed[k] = true
                    order.append(k)
                }
            }
        }
        return order.map { components[$0] }
    }
}
