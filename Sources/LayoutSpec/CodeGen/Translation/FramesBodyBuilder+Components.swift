/// One block of statements per solved component: straight-line closed forms, or an `if` tree over
/// its conditions and an `if`/`else if` chain over its regions.
extension FramesBodyBuilder {
    /// The statements of one solved component, after a comment naming its attributes: straight-line
    /// when it has one case and one region (or a closed form), else an `if` tree.
    mutating func emit(_ component: SolvedComponent, number: Int) {
        let description = component.variables.map(\.description).joined(separator: ", ")
        statements.append(.comment("Component \(number): \(description)"))
        let variableNames = component.variables.map { names.make("\($0.item)_\($0.attribute)") }
        if number - 1 < componentConstraints.count {
            let sources = SpecLineComments.sources(of: component, constraints: componentConstraints[number - 1])
            for (variable, name) in zip(component.variables, variableNames) {
                valueSources[variable] = sources[variable]
                specLines[name] = SpecLineComments.comment(
                    naming: sources[variable] ?? [:], specFileName: interface.specFileName)
            }
        }
        let onlyCase = component.cases.first
        let isStraightLine =
            component.conditionNames.isEmpty
            && (onlyCase.map { closedForm(of: $0, count: variableNames.count) != nil || $0.regions.count <= 1 } ?? true)
        if isStraightLine {
            statements += caseStatements(
                onlyCase, variableNames: variableNames, declare: true,
                label: "c\(number)")
        } else {
            // What every branch computes alike is computed once, before the `if`.
            statements += BranchInvariantHoisting.hoist(
                declarations: variableNames.map { .uninitializedConstant(name: $0, type: .cgFloat) },
                tree: conditionTree(
                    component, depth: 0, assignment: [:], variableNames: variableNames,
                    label: "c\(number)"))
        }
        for (variable, name) in zip(component.variables, variableNames) {
            variableValues[variable] = .identifier(name)
        }
    }

    /// Nested `if condition { ... } else { ... }` over the component's conditions, in order.
    mutating func conditionTree(
        _ component: SolvedComponent, depth: Int, assignment: [String: Bool],
        variableNames: [String], label: String
    ) -> [SwiftStatement] {
        guard depth < component.conditionNames.count else {
            let match = component.cases.first { solvedCase in
                component.conditionNames.allSatisfy {
                    (solvedCase.assignment[$0] ?? false) == (assignment[$0] ?? false)
                }
            }
            return caseStatements(match, variableNames: variableNames, declare: false, label: label)
        }
        let condition = component.conditionNames[depth]
        var whenTrue = assignment
        whenTrue[condition] = true
        var whenFalse = assignment
        whenFalse[condition] = false
        let trueBody = conditionTree(
            component, depth: depth + 1, assignment: whenTrue,
            variableNames: variableNames, label: label + "_" + condition)
        let falseBody = conditionTree(
            component, depth: depth + 1, assignment: whenFalse,
            variableNames: variableNames, label: label + "_not_" + condition)
        return [
            .conditional(
                branches: [
                    SwiftConditionalBranch(condition: conditionValues[condition] ?? .boolean(false), body: trueBody)
                ],
                otherwise: falseBody)
        ]
    }

    /// The case's closed forms, when it has one for each of the component's `count` attributes.
    func closedForm(of solvedCase: SolvedCase, count: Int) -> [SolvedValue]? {
        guard let form = solvedCase.closedForm, form.count == count else { return nil }
        return form
    }

    /// The statements giving every variable its value in one case: closed forms, one region's
    /// affine values, or an `if`/`else if` chain over the regions (last region as `else`).
    mutating func caseStatements(
        _ solvedCase: SolvedCase?, variableNames: [String], declare: Bool,
        label: String
    ) -> [SwiftStatement] {
        func bind(_ name: String, _ value: SwiftExpression) -> SwiftStatement {
            declare
                ? .constant(name: name, type: .cgFloat, value: value)
                : .assignment(target: .identifier(name), value: value)
        }
        guard let solvedCase else {
            return variableNames.map { bind($0, .number(0)) }
        }
        var result: [SwiftStatement] = []
        if let form = closedForm(of: solvedCase, count: variableNames.count) {
            // Closed forms that make one `min`/`max` decision (every field of a column starts right
            // of the widest label; every view centred in a stack sits below its tallest) are
            // computed once: the others are affine in that one's value (`SharedClosedForms`).
            let plans = SharedClosedForms.plans(for: form)
            // Each value's expression once computed; equal closed forms take the first one's (its
            // last `fmin`/`fmax`, which reads the operands' `let`s already in this scope), so that
            // later stages see one value.
            var expressions: [Int: SwiftExpression] = [:]
            var firstWith: [SolvedValue: Int] = [:]
            var recent = RecentAffineValues()
            func emitOwn(_ index: Int) {
                guard expressions[index] == nil else { return }
                let name = variableNames[index]
                let expression: SwiftExpression
                if case .affine(let affine) = form[index] {
                    expression = affineExpression(affine, name: name, recent: &recent, into: &result)
                } else if let earlier = firstWith[form[index]], let known = expressions[earlier] {
                    expression = known
                } else {
                    firstWith[form[index]] = index
                    expression = closedFormExpression(form[index], name: name, into: &result)
                }
                expressions[index] = expression
                result.append(bind(name, expression))
            }
            for index in form.indices {
                guard case .derived(let reference, let factor, let offset) = plans[index] else {
                    emitOwn(index)
                    continue
                }
                emitOwn(reference)
                // An equal value takes the reference's expression.
                guard form[index] != form[reference] else {
                    emitOwn(index)
                    continue
                }
                let name = variableNames[index]
                var scaled: SwiftExpression = .identifier(variableNames[reference])
                if abs(factor) != 1 { scaled = .number(abs(factor)) * scaled }
                let expression: SwiftExpression
                if offset.isConstant && offset.constant == 0 {
                    expression = factor < 0 ? .prefix(.negate, scaled) : scaled
                } else {
                    let rest = affineExpression(offset, name: name, into: &result)
                    expression = factor < 0 ? rest - scaled : rest + scaled
                }
                expressions[index] = expression
                result.append(bind(name, expression))
            }
            return result
        }
        let regions = reachableRegions(solvedCase.regions)
        guard let last = regions.last else {
            return variableNames.map { bind($0, .number(0)) }
        }
        if regions.count == 1 {
            return regionAssignments(last.region, variableNames: variableNames, bind: bind)
        }
        var branches: [SwiftConditionalBranch] = []
        for (index, entry) in regions.dropLast().enumerated() {
            var tests: [SwiftExpression] = []
            for (boundIndex, bound) in entry.bounds.enumerated() {
                let name = names.make("\(label)_region\(index + 1)_bound\(boundIndex + 1)")
                let value = affineExpression(bound, name: name, into: &result)
                result.append(.constant(name: name, type: .cgFloat, value: value))
                tests.append(.binary(.identifier(name), .greaterOrEqual, .number(0)))
            }
            let condition = tests.dropFirst().reduce(tests[0]) { .binary($0, .and, $1) }
            branches.append(
                SwiftConditionalBranch(
                    condition: condition,
                    body: regionAssignments(entry.region, variableNames: variableNames, bind: bind)))
        }
        let otherwise = regionAssignments(last.region, variableNames: variableNames, bind: bind)
        result.append(.conditional(branches: branches, otherwise: otherwise))
        return result
    }

    /// Regions in order with their non-trivial bounds: constant bounds are dropped (always true)
    /// or drop their region (never true); the first region with no bounds left ends the list.
    func reachableRegions(_ regions: [SolvedRegion]) -> [(region: SolvedRegion, bounds: [LinearExpression])] {
        var result: [(region: SolvedRegion, bounds: [LinearExpression])] = []
        for (index, region) in regions.enumerated() {
            let isLast = index == regions.count - 1
            var bounds: [LinearExpression] = []
            var isEmpty = false
            for bound in region.bounds {
                if bound.isConstant {
                    if bound.constant < 0 { isEmpty = true }
                } else {
                    bounds.append(bound)
                }
            }
            if isEmpty && !isLast { continue }
            result.append((region, isLast ? [] : bounds))
            if bounds.isEmpty { break }
        }
        return result
    }

    mutating func regionAssignments(
        _ region: SolvedRegion, variableNames: [String],
        bind: (String, SwiftExpression) -> SwiftStatement
    ) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        var recent = RecentAffineValues()
        for (index, name) in variableNames.enumerated() {
            let value = index < region.values.count ? region.values[index] : LinearExpression()
            let expression = affineExpression(value, name: name, recent: &recent, into: &result)
            result.append(bind(name, expression))
        }
        return result
    }

    /// `affineExpression(_:name:into:)`, written from a recent value of the scope when that is
    /// shorter (`RecentAffineValues`); the value is recorded for the values after it.
    mutating func affineExpression(
        _ expression: LinearExpression, name: String, recent: inout RecentAffineValues,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        defer { recent.record(expression, name: name) }
        guard let (reference, difference) = recent.reference(for: expression) else {
            return affineExpression(expression, name: name, into: &statements)
        }
        return affineExpression(difference, name: name, startingFrom: .identifier(reference), into: &statements)
    }
}
