import LayoutRuntime

/// Builds the body of `frames(for:)`: parameters read from `input` into `let`s, condition
/// booleans, one block per solved component, then pixel-rounded frames in parent coordinates.
///
/// Every statement is one `let` with an explicit type and a short expression (long sums are split),
/// so the output type-checks fast; there are no loops, allocations or dynamic dispatch.
struct FramesBodyBuilder {
    /// Sums with more terms than this are split into several `let`s.
    static let maximumTermsPerStatement = 4

    let interface: LayoutInterface
    /// The values section so far: inputs read, conditions, components, distributions.
    var statements: [SwiftStatement] = []
    /// The frames section, once emitted.
    private var framesSection: [SwiftStatement] = []
    var names: LocalNameAllocator
    let inputProperties: [SwiftFieldBinding: String]
    private let framesType: String
    private let framesProperties: [(binding: SwiftFieldBinding, name: String)]
    var parameterValues: [Parameter: SwiftExpression] = [:]
    var conditionValues: [String: SwiftExpression] = [:]
    var variableValues: [Variable: SwiftExpression] = [:]
    /// The running sums of each stack with hidden views, from its content to its placement.
    var stackSums: [String: StackRunningSums] = [:]
    /// `measuredHeight` parameters not yet read: each is measured just before the first component
    /// that uses it, once the width it is measured at is solved.
    private var pendingMeasurements: [Parameter] = []

    let input = SwiftExpression.identifier(GeneratedCodeNames.inputParameter)
    var scale: SwiftExpression { input.member(inputProperties[.scale] ?? "scale") }

    init(
        interface: LayoutInterface, input: SwiftStructDeclaration, frames: SwiftStructDeclaration,
        reserving reserved: Set<String>
    ) {
        self.interface = interface
        self.names = LocalNameAllocator(reserving: reserved)
        var inputProperties: [SwiftFieldBinding: String] = [:]
        for property in input.properties {
            if let binding = property.binding { inputProperties[binding] = property.name }
        }
        self.inputProperties = inputProperties
        self.framesType = frames.name
        self.framesProperties = frames.properties.compactMap { property in
            property.binding.map { (binding: $0, name: property.name) }
        }
    }

    /// The body emitted so far, in its sections.
    var body: FramesBody {
        FramesBody(values: statements, heading: [.comment(Self.framesSectionComment)], frames: framesSection)
    }

    mutating func emit(
        solution: LayoutSolution, pixelChains: [RelativityPixelChain] = [], stackArrangements: [StackArrangement] = []
    ) {
        emitParameters(SolutionScan.parameters(in: solution))
        let conditions = Set(solution.components.flatMap(\.conditionNames))
        // Stacks with hidden views read `rtl` for their reading positions.
        emitConditions(stackArrangements.isEmpty ? conditions : conditions.union([BuiltInConditions.rightToLeft]))
        emitStackContents(stackArrangements)
        for (index, component) in solution.components.enumerated() {
            emitMeasurements(usedBy: component)
            emit(component, number: index + 1)
        }
        emitStackPlacements(stackArrangements)
        for (index, chain) in pixelChains.enumerated() {
            emit(chain, number: index + 1)
        }
        emitFrames()
    }

    // MARK: Relativity distributions

    /// Replaces the distributed views' positions with Relativity's pixel-rounded walk (see
    /// `RelativityPixelChain`). Conditional and mirrored distributions keep the solver's exact
    /// positions, as do chains reading a value the solution does not provide.
    private mutating func emit(_ chain: RelativityPixelChain, number: Int) {
        guard chain.condition == nil, !chain.isMirrored else { return }
        let along: FrameAttribute = chain.isHorizontal ? .minX : .minY
        let across: FrameAttribute = chain.isHorizontal ? .minY : .minX
        let alongLength: FrameAttribute = chain.isHorizontal ? .width : .height
        let acrossLength: FrameAttribute = chain.isHorizontal ? .height : .width
        var known = [chain.spanStart, chain.remainder, chain.spanMiddleAcross]
        for case .fixed(let value) in chain.steps { known.append(value) }
        let allKnown = known.allSatisfy { expression in
            expression.variableTerms.allSatisfy { variableValues[$0.variable] != nil }
                && expression.parameterTerms.allSatisfy { parameterValues[$0.parameter] != nil }
        }
        let viewsKnown = chain.steps.allSatisfy { step in
            guard case .view(let name) = step else { return true }
            return [along, across, alongLength, acrossLength].allSatisfy { variableValues[Variable(name, $0)] != nil }
        }
        guard allKnown, viewsKnown else { return }

        let prefix = "distribution\(number)"
        var chainStatements: [SwiftStatement] = [
            .comment(
                "Relativity distribution \(number): every point pixel-rounded in turn, as its PixelRounder does")
        ]
        func bind(_ base: String, _ value: SwiftExpression) -> SwiftExpression {
            let name = names.make(base)
            chainStatements.append(.constant(name: name, type: .cgFloat, value: value))
            return .identifier(name)
        }
        func px(_ value: SwiftExpression) -> SwiftExpression { .pixelRounding(.px, value, scale: scale) }
        let start = affineExpression(chain.spanStart, name: "\(prefix)_start", into: &chainStatements)
        // A span starting at 0 starts at pixel 0: no rounding, no name.
        var point = start == .number(0) ? start : bind("\(prefix)_point", px(start))
        /// `point + step`, without adding a literal 0.
        func advanced(_ step: SwiftExpression) -> SwiftExpression { point == .number(0) ? step : point + step }
        let remainder = affineExpression(chain.remainder, name: "\(prefix)_remainder", into: &chainStatements)
        let remainderValue = bind("\(prefix)_remainder", remainder)
        let middle = affineExpression(chain.spanMiddleAcross, name: "\(prefix)_middle", into: &chainStatements)
        let middleValue = bind("\(prefix)_middle", px(middle))
        var overrides: [Variable: SwiftExpression] = [:]
        for step in chain.steps {
            switch step {
            case .fixed(let value):
                let spacer = affineExpression(value, name: "\(prefix)_spacer", into: &chainStatements)
                point = bind("\(prefix)_point", px(advanced(spacer)))
            case .flexible(let weight):
                guard chain.totalWeight > 0 else { continue }
                // weight / total of the remainder (`remainder / 5` for one part in five: `* 1` is exact).
                let share =
                    weight == 1
                    ? remainderValue / .number(Double(chain.totalWeight))
                    : remainderValue * .number(Double(weight)) / .number(Double(chain.totalWeight))
                point = bind("\(prefix)_point", px(advanced(share)))
            case .view(let name):
                let alongValue = variableValues[Variable(name, alongLength)] ?? .number(0)
                let acrossValue = variableValues[Variable(name, acrossLength)] ?? .number(0)
                overrides[Variable(name, along)] = point
                overrides[Variable(name, across)] = bind(
                    "\(name)_\(across)_distributed", px(middleValue - px(acrossValue / .number(2))))
                point = bind("\(prefix)_point", advanced(px(alongValue)))
            }
        }
        statements += chainStatements
        for (variable, value) in overrides { variableValues[variable] = value }
    }

    // MARK: Parameters and conditions

    private mutating func emitParameters(_ parameters: Set<Parameter>) {
        for parameter in parameters.sorted() {
            switch parameter {
            case .measuredHeight:
                pendingMeasurements.append(parameter)
                continue
            case .contentWidth, .contentHeight:
                continue  // summed by `emitStackContents`
            default:
                break
            }
            readIntoLet(parameter)
        }
    }

    /// `let title_intrinsicWidth: CGFloat = input.title.width`: `parameter` read once, by name.
    mutating func readIntoLet(_ parameter: Parameter) {
        let name = names.make(parameter.description.replacingDots())
        statements.append(.constant(name: name, type: .cgFloat, value: read(parameter)))
        parameterValues[parameter] = .identifier(name)
    }

    /// How the generated code reads `parameter` from `input` (0 when `Input` lacks it).
    func read(_ parameter: Parameter) -> SwiftExpression {
        func field(_ binding: SwiftFieldBinding) -> SwiftExpression? {
            inputProperties[binding].map { input.member($0) }
        }
        switch parameter {
        case .containerWidth:
            return field(.bounds)?.member("width") ?? .number(0)
        case .containerHeight:
            return field(.bounds)?.member("height") ?? .number(0)
        case .input(let name):
            return field(.input(name)) ?? .number(0)
        case .intrinsicWidth(let view):
            if let measurement = field(.heightForWidth(view)) {
                return measurement.member("intrinsicSize").member("width")
            }
            return field(.measuredSize(view))?.member("width") ?? .number(0)
        case .intrinsicHeight(let view):
            return field(.measuredSize(view))?.member("height") ?? .number(0)
        case .measuredHeight(let view):
            // `input.<view>.height(forWidth: <view>_width)`, at the width solved before.
            guard let measurement = field(.heightForWidth(view)) else { return .number(0) }
            return .runtime(
                .measuredHeight(measurement, forWidth: variableValues[Variable(view, .width)] ?? .number(0)))
        case .capInset(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.floorPx, font.member("ascender") - font.member("capHeight"), scale: scale)
        case .ascent(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.px, font.member("ascender"), scale: scale)
        case .descent(let view):
            guard let font = field(.fontMetrics(view)) else { return .number(0) }
            return .pixelRounding(.ceilPx, .prefix(.negate, font.member("descender")), scale: scale)
        case .contentWidth, .contentHeight:
            return parameterValues[parameter] ?? .number(0)
        case .containerMargin(let edge):
            return field(.layoutMargins)?.member(edge.name) ?? .number(0)
        case .safeAreaInset(let edge):
            return field(.safeAreaInsets)?.member(edge.name) ?? .number(0)
        }
    }

    /// Reads the measured heights `component` uses (their widths are solved by earlier components:
    /// the solver orders components so, and rejects a measurement that depends on itself).
    private mutating func emitMeasurements(usedBy component: SolvedComponent) {
        guard !pendingMeasurements.isEmpty else { return }
        let used = SolutionScan.parameters(in: LayoutSolution(components: [component]))
        for parameter in pendingMeasurements where used.contains(parameter) {
            readIntoLet(parameter)
        }
        pendingMeasurements.removeAll { used.contains($0) }
    }

    private mutating func emitConditions(_ used: Set<String>) {
        for condition in used.sorted() {
            let name = names.make(condition)
            let value: SwiftExpression
            if let property = inputProperties[.condition(condition)] {
                value = input.member(property)
            } else {
                value = Self.builtInCondition(condition, traits: input.member(inputProperties[.traits] ?? "traits"))
            }
            statements.append(.constant(name: name, type: .bool, value: value))
            conditionValues[condition] = .identifier(name)
        }
    }

    /// A built-in condition read from the traits as the conjunction of its trait values
    /// (`traits.holds(.rtl)`, `!traits.holds(.regularWidth)`): a comparison or two per call, where
    /// `traits.condition("rtl")` would look the name up in a table every time.
    static func builtInCondition(_ name: String, traits: SwiftExpression) -> SwiftExpression {
        let tests = BuiltInConditions.traitValues(of: name).compactMap { value -> SwiftExpression? in
            guard let trait = BuiltInCondition.Trait(rawValue: value.trait) else { return nil }
            let holds = SwiftExpression.runtime(.traitHolds(traits, trait))
            return value.holds ? holds : .prefix(.not, holds)
        }
        guard let first = tests.first else {
            return .runtime(.traitCondition(traits, name: name))
        }
        return tests.dropFirst().reduce(first) { SwiftExpression.binary($0, .and, $1) }
    }

    // MARK: Components

    private mutating func emit(_ component: SolvedComponent, number: Int) {
        let description = component.variables.map(\.description).joined(separator: ", ")
        statements.append(.comment("Component \(number): \(description)"))
        let variableNames = component.variables.map { names.make("\($0.item)_\($0.attribute)") }
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
    private mutating func conditionTree(
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

    private func closedForm(of solvedCase: SolvedCase, count: Int) -> [SolvedValue]? {
        guard let form = solvedCase.closedForm, form.count == count else { return nil }
        return form
    }

    /// The statements giving every variable its value in one case: closed forms, one region's
    /// affine values, or an `if`/`else if` chain over the regions (last region as `else`).
    private mutating func caseStatements(
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
    private func reachableRegions(_ regions: [SolvedRegion]) -> [(region: SolvedRegion, bounds: [LinearExpression])] {
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

    private mutating func regionAssignments(
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
    private mutating func affineExpression(
        _ expression: LinearExpression, name: String, recent: inout RecentAffineValues,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        defer { recent.record(expression, name: name) }
        guard let (reference, difference) = recent.reference(for: expression) else {
            return affineExpression(expression, name: name, into: &statements)
        }
        return affineExpression(difference, name: name, startingFrom: .identifier(reference), into: &statements)
    }

    // MARK: Expressions

    /// A closed form: nested `min`/`max` as one binary call per `let`, with short affine operands
    /// inline and longer ones in their own `let`s.
    private mutating func closedFormExpression(
        _ value: SolvedValue, name: String,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        switch value {
        case .affine(let expression):
            return affineExpression(expression, name: name, into: &statements)
        case .minimum(let operands), .maximum(let operands):
            let isMinimum: Bool
            if case .minimum = value { isMinimum = true } else { isMinimum = false }
            var operandValues: [SwiftExpression] = []
            for (index, operand) in operands.enumerated() {
                operandValues.append(closedFormOperand(operand, name: "\(name)_\(index + 1)", into: &statements))
            }
            guard var accumulated = operandValues.first else { return .number(0) }
            for (index, next) in operandValues.dropFirst().enumerated() {
                if index > 0 {
                    let partial = names.make("\(name)_\(isMinimum ? "min" : "max")\(index)")
                    statements.append(.constant(name: partial, type: .cgFloat, value: accumulated))
                    accumulated = .identifier(partial)
                }
                accumulated = isMinimum ? .minimum(accumulated, next) : .maximum(accumulated, next)
            }
            return accumulated
        }
    }

    private mutating func closedFormOperand(
        _ value: SolvedValue, name: String,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        if case .affine(let expression) = value, RecentAffineValues.termCount(expression) <= 2 {
            return affineExpression(expression, name: name, into: &statements)
        }
        let operandName = names.make(name)
        let expression = closedFormExpression(value, name: operandName, into: &statements)
        statements.append(.constant(name: operandName, type: .cgFloat, value: expression))
        return .identifier(operandName)
    }

    /// `c1·p1 + c2·p2 + ... + constant` (after `leading`, when given), left to right in parameter
    /// order; every `maximumTermsPerStatement` terms the running sum goes into a `<name>_partN` constant.
    mutating func affineExpression(
        _ expression: LinearExpression, name: String, startingFrom leading: SwiftExpression? = nil,
        into statements: inout [SwiftStatement]
    ) -> SwiftExpression {
        // `value` nil stands for the constant term.
        var terms: [(coefficient: Double, value: SwiftExpression?)] = leading.map { [(1, $0)] } ?? []
        for (variable, coefficient) in expression.variableTerms {
            terms.append((coefficient, variableValues[variable] ?? .number(0)))
        }
        for (parameter, coefficient) in expression.parameterTerms {
            terms.append((coefficient, parameterValues[parameter] ?? .number(0)))
        }
        if expression.constant != 0 {
            terms.append((expression.constant, nil))
        }
        guard let first = terms.first else { return .number(0) }
        /// `c·value`, `value` when c is 1, or the constant `c`.
        func term(_ coefficient: Double, _ value: SwiftExpression?) -> SwiftExpression {
            guard let value else { return .number(coefficient) }
            return coefficient == 1 ? value : .number(coefficient) * value
        }
        var sum: SwiftExpression
        if first.coefficient == -1, let value = first.value {
            sum = .prefix(.negate, value)
        } else {
            sum = term(first.coefficient, first.value)
        }
        var termsInSum = 1
        var part = 0
        for next in terms.dropFirst() {
            if termsInSum == Self.maximumTermsPerStatement {
                part += 1
                let partName = names.make("\(name)_part\(part)")
                statements.append(.constant(name: partName, type: .cgFloat, value: sum))
                sum = .identifier(partName)
                termsInSum = 1
            }
            let magnitude = term(abs(next.coefficient), next.value)
            sum = next.coefficient < 0 ? sum - magnitude : sum + magnitude
            termsInSum += 1
        }
        return sum
    }

    // MARK: Frames

    /// The comment that opens the frames section.
    static let framesSectionComment = "Frames: rounded by edges in the container's space, then moved into each parent."

    /// Positions moved into the container's space (`+ bounds.minX/minY`), rounded by edges there,
    /// then converted to the parent's space by subtracting the parent's rounded origin.
    private mutating func emitFrames() {
        var statements: [SwiftStatement] = []
        defer { framesSection = statements }
        let bounds = input.member(inputProperties[.bounds] ?? "bounds")
        let originX = names.make("originX")
        let originY = names.make("originY")
        statements.append(.constant(name: originX, type: .cgFloat, value: bounds.member("minX")))
        statements.append(.constant(name: originY, type: .cgFloat, value: bounds.member("minY")))
        var rounded: [String: String] = [:]
        for item in interface.items {
            let left = names.make("\(item.name)_left")
            let top = names.make("\(item.name)_top")
            let name = names.make("\(item.name)_rounded")
            statements.append(
                .constant(
                    name: left, type: .cgFloat,
                    value: .identifier(originX) + value(item.name, .minX)))
            statements.append(
                .constant(
                    name: top, type: .cgFloat,
                    value: .identifier(originY) + value(item.name, .minY)))
            statements.append(
                .constant(
                    name: name, type: .cgRect,
                    value: .runtime(
                        .roundedFrame(
                            RuntimeRect(
                                x: .identifier(left), y: .identifier(top), width: value(item.name, .width),
                                height: value(item.name, .height)),
                            scale: scale, outlined: false))))
            rounded[item.name] = name
        }
        var frames: [String: SwiftExpression] = [:]
        for item in interface.items {
            guard let own = rounded[item.name] else { continue }
            guard let parent = item.parent, parent != item.name, let parentName = rounded[parent] else {
                frames[item.name] = .identifier(own)
                continue
            }
            let x = names.make("\(item.name)_x")
            let y = names.make("\(item.name)_y")
            let frame = names.make("\(item.name)_frame")
            let ownRect = SwiftExpression.identifier(own)
            let parentRect = SwiftExpression.identifier(parentName)
            statements.append(
                .constant(
                    name: x, type: .cgFloat,
                    value: ownRect.member("origin").member("x") - parentRect.member("origin").member("x")))
            statements.append(
                .constant(
                    name: y, type: .cgFloat,
                    value: ownRect.member("origin").member("y") - parentRect.member("origin").member("y")))
            statements.append(
                .constant(
                    name: frame, type: .cgRect,
                    value: .runtime(
                        .rect(
                            RuntimeRect(
                                x: .identifier(x), y: .identifier(y), width: ownRect.member("size").member("width"),
                                height: ownRect.member("size").member("height"))))))
            frames[item.name] = .identifier(frame)
        }
        var arguments: [SwiftArgument] = []
        for (binding, property) in framesProperties {
            switch binding {
            case .frame(let item):
                arguments.append(SwiftArgument(property, frames[item] ?? .runtime(.zeroRect)))
            case .hiddenState(let view):
                let flag = inputProperties[.hiddenFlag(view)].map { input.member($0) } ?? .boolean(false)
                arguments.append(SwiftArgument(property, flag))
            case .fittingSize:
                let width = names.make("fitting_width")
                let height = names.make("fitting_height")
                let solvedWidth = interface.fitsWidth ? value("container", .width) : bounds.member("width")
                let solvedHeight = interface.fitsHeight ? value("container", .height) : bounds.member("height")
                statements.append(
                    .constant(name: width, type: .cgFloat, value: .pixelRounding(.px, solvedWidth, scale: scale)))
                statements.append(
                    .constant(name: height, type: .cgFloat, value: .pixelRounding(.px, solvedHeight, scale: scale)))
                arguments.append(
                    SwiftArgument(
                        property,
                        .runtime(.size(width: .identifier(width), height: .identifier(height)))))
            default:
                continue
            }
        }
        statements.append(.returnValue(.call(.identifier(framesType), arguments)))
    }

    private func value(_ item: String, _ attribute: FrameAttribute) -> SwiftExpression {
        variableValues[Variable(item, attribute)] ?? .number(0)
    }
}

private extension String {
    /// `title.capInset` → `title_capInset`.
    func replacingDots() -> String {
        split(separator: ".", omittingEmptySubsequences: false).joined(separator: "_")
    }
}
