/// The input space the layout checks search: every runtime input the solution reads, its proven
/// range, and a *typical* input (a phone-sized container, small intrinsic sizes, or the spec's
/// first example) that witnesses are chosen close to.
struct CheckDomain: Sendable {
    /// The inputs, sorted; affine functions have one coefficient per entry.
    let parameters: [Parameter]
    /// Each input's smallest value.
    let lower: [Double]
    /// Each input's largest value.
    let upper: [Double]
    /// The typical input, inside the box.
    let typical: [Double]
    /// The variables' piecewise-affine values, from the solution.
    private let values: [Variable: PiecewiseAffine]
    /// Each item's far edges, `minX + width` and `minY + height`, keyed by its origin's variable.
    private let farEdges: [Variable: PiecewiseAffine]
    /// The most affine pieces one variable's value may have for the checks to run, in a layout
    /// of `items` items: 512, or 16 plus eight per item when that is more (a `min`/`max` closed
    /// form of `n` operands has `n` pieces, and a field column's `max` reads one label per row; a
    /// group the parametric LP solved has a piece per region, and a screen of a dozen texts can
    /// have 200), so a single `min`/`max` over the layout's views is always checked. Nested ones
    /// multiply (a `max` over twelve `min`s of two has 2¹² · 12 combinations, most of them empty:
    /// the pieces left count), and each piece costs the checks linear programs.
    static func maximumPiecesPerVariable(items: Int) -> Int { max(16 + 8 * items, 512) }
    /// How many combinations of a nested closed form's operand pieces may be enumerated, as a
    /// multiple of `maximumPiecesPerVariable`, before the empty ones are dropped.
    static let enumerationFactor = 32
    /// The most pieces the checks' edge sums (`origin + size`, pieces without interior dropped,
    /// equal values merged) may have in all, summed over every view: 256 per item (the work limit
    /// of the layout checks, docs/Solving.md, "Layout checks", grows with the layout).
    static func maximumEdgePieces(items: Int) -> Int { 256 * max(items, 16) }
    /// This domain's limits (`maximumPiecesPerVariable`, `maximumEdgePieces`).
    let pieceLimits: (perVariable: Int, edges: Int)
    /// Whether every variable's value fits `maximumPiecesPerVariable` and the edge sums fit
    /// `maximumEdgePieces`; when not, the checks do not run and say so.
    let isWithinWorkLimit: Bool
    /// Results the failing sets of this domain have already computed (many views share one value).
    let memo = FailingSetMemo()
    /// Where a finding is reported: the constraint that places the view at the witness.
    let causes: FindingCause

    /// The domain of `solution` (and of `extra` inputs the checks read, such as the container's
    /// size), with ranges from `system` narrowed to the `considered` ones, and typical values from
    /// `near` where it gives a usable one (else `TypicalInput.value(of:)`).
    init(
        solution: LayoutSolution, system: ConstraintSystem, extra: [Parameter], near: [Parameter: Double],
        considered: ConsideredInputs = ConsideredInputs(), arrangements: [StackArrangement] = []
    ) {
        var used = Set(extra)
        for arrangement in arrangements {
            for item in arrangement.items {
                used.formUnion(item.contentAlong.parameters.keys)
                used.formUnion(item.contentAcross.parameters.keys)
            }
            for gap in arrangement.gaps { used.formUnion(gap.parameters.keys) }
        }
        // Many unknowns share one closed form (every field's `minX`): its inputs once.
        var read: Set<SolvedValue> = []
        for component in solution.components {
            for solvedCase in component.cases {
                for region in solvedCase.regions {
                    for expression in region.bounds + region.values { used.formUnion(expression.parameters.keys) }
                }
                for value in solvedCase.closedForm ?? [] {
                    if case .affine(let expression) = value {
                        used.formUnion(expression.parameters.keys)
                    } else if read.insert(value).inserted {
                        used.formUnion(Self.parameters(of: value))
                    }
                }
            }
        }
        let parameters = used.sorted()
        causes = FindingCause(solution: solution, system: system)
        let proven = LayoutSolver.domains(of: parameters, in: system)
        func typicalValue(_ parameter: Parameter, in range: ClosedRange<Double>) -> Double {
            let wanted = Self.usable(near[parameter], for: parameter) ?? TypicalInput.value(of: parameter)
            return min(max(wanted, range.lowerBound), range.upperBound)
        }
        func typicalContainer(_ parameter: Parameter) -> Double {
            typicalValue(
                parameter,
                in: LayoutSolver.domains(of: [parameter], in: system).first?.range ?? ParameterDomain.sizeRange)
        }
        let (typicalWidth, typicalHeight) = (typicalContainer(.containerWidth), typicalContainer(.containerHeight))
        func typicalValue(_ parameter: Parameter, in range: ClosedRange<Double>, width: Double) -> Double {
            guard Self.usable(near[parameter], for: parameter) == nil,
                let wanted = considered.typicalValue(of: parameter, typicalWidth: width)
            else { return typicalValue(parameter, in: range) }
            return min(max(wanted, range.lowerBound), range.upperBound)
        }
        let ranges = proven.map { parameter, range in
            considered.range(
                of: parameter, proven: range, typicalWidth: typicalWidth, typicalHeight: typicalHeight)
        }
        self.parameters = parameters
        lower = ranges.map(\.lowerBound)
        upper = ranges.map(\.upperBound)
        typical = zip(parameters, ranges).map { typicalValue($0, in: $1, width: typicalWidth) }
        var values: [Variable: PiecewiseAffine] = [:]
        var withinLimit = true
        // The solved items and the views stacks arrange: the limits grow with the whole layout.
        let items =
            Set(solution.components.flatMap { $0.variables.map(\.item) }).count
            + arrangements.reduce(0) { $0 + $1.items.count }
        let pieceLimit = Self.maximumPiecesPerVariable(items: items)
        pieceLimits = (pieceLimit, Self.maximumEdgePieces(items: items))
        let index = Dictionary(uniqueKeysWithValues: parameters.enumerated().map { ($1, $0) })
        func dense(_ expression: LinearExpression) -> AffineVector {
            var vector = AffineVector(parameterCount: parameters.count)
            vector.constant = expression.constant
            for (parameter, coefficient) in expression.parameters {
                if let k = index[parameter] { vector.setCoefficient(k, vector.coefficient(k) + coefficient) }
            }
            return vector
        }
        // Many attributes share one closed form (every field's `minX`), and closed forms decided by
        // the same operands share their bounds: `ClosedFormPieces`.
        let closedFormPieces = ClosedFormPieces(dense: dense)
        // Attributes with the same closed forms in every case (every field's `minX`) share one
        // value, built once, and views whose origin and size share them share one far edge.
        var sharedValues: [[ClosedFormCase]: PiecewiseAffine] = [:]
        var closedFormKeys: [Variable: [ClosedFormCase]] = [:]
        for (componentIndex, component) in solution.components.enumerated() {
            for (position, variable) in component.variables.enumerated() {
                let key = component.cases.map { solvedCase -> ClosedFormCase? in
                    guard solvedCase.regions.isEmpty, let closedForm = solvedCase.closedForm,
                        position < closedForm.count
                    else { return nil }
                    return ClosedFormCase(assignment: solvedCase.assignment, value: closedForm[position])
                }
                let sharedKey = key.contains { $0 == nil } ? nil : key.compactMap { $0 }
                if let sharedKey {
                    closedFormKeys[variable] = sharedKey
                    if let known = sharedValues[sharedKey] {
                        values[variable] = known
                        continue
                    }
                }
                var pieces: [PiecewiseAffine.Piece] = []
                var regionIndex = 0
                var tooManyPieces = false
                for solvedCase in component.cases {
                    if solvedCase.regions.isEmpty, let closedForm = solvedCase.closedForm, position < closedForm.count {
                        // The structural fast path's `min`/`max` closed form: one piece per choice of
                        // deciding operands (not regions of the component, so each variable's pieces
                        // are intersected with the others' by their bounds).
                        // Most combinations of nested operands' pieces are empty: the pieces
                        // left once empty ones are dropped count against the limit, and building
                        // them is bounded by `enumerationFactor` times it.
                        let enumerationLimit = Self.enumerationFactor * pieceLimit
                        guard Self.pieceCount(of: closedForm[position], limit: enumerationLimit) <= enumerationLimit
                        else {
                            tooManyPieces = true
                            continue
                        }
                        let formPieces = closedFormPieces.pieces(of: closedForm[position])
                        guard formPieces.count <= pieceLimit else {
                            tooManyPieces = true
                            continue
                        }
                        for (bounds, value) in formPieces {
                            pieces.append(
                                PiecewiseAffine.Piece(
                                    assignment: solvedCase.assignment, regions: [:],
                                    bounds: bounds, value: value))
                        }
                        continue
                    }
                    for region in solvedCase.regions {
                        defer { regionIndex += 1 }
                        guard position < region.values.count else { continue }
                        pieces.append(
                            PiecewiseAffine.Piece(
                                assignment: solvedCase.assignment,
                                regions: [componentIndex: regionIndex],
                                bounds: region.bounds.map(dense),
                                value: dense(region.values[position])))
                    }
                }
                if tooManyPieces || pieces.count > pieceLimit { withinLimit = false }
                var value = PiecewiseAffine(pieces: pieces).mergingEqualValues()
                if let sharedKey {
                    value.sharedID = sharedValues.count
                    sharedValues[sharedKey] = value
                }
                values[variable] = value
            }
        }
        // The views stacks arrange, from their stack's values (`ArrangedFrames`).
        ArrangedCheckValues.add(arrangements, to: &values, dense: dense, pieceLimit: pieceLimit)
        // Each view's far edges are `origin + size`: one piece per pair of agreeing pieces with an
        // interior (at most `maximumPiecesPerVariable`² pairs each, and n when both are decided by
        // the same operands: `PiecewiseAffine.adding`).
        var farEdges: [Variable: PiecewiseAffine] = [:]
        var edgePieces = 0
        var sharedEdges: [[[ClosedFormCase]]: PiecewiseAffine] = [:]
        if withinLimit {
            for (variable, origin) in values where variable.attribute == .minX || variable.attribute == .minY {
                let sizeAttribute: FrameAttribute = variable.attribute == .minX ? .width : .height
                let sizeVariable = Variable(variable.item, sizeAttribute)
                guard let size = values[sizeVariable] else { continue }
                let sharedKey = closedFormKeys[variable].flatMap { origin in
                    closedFormKeys[sizeVariable].map { [origin, $0] }
                }
                var edge: PiecewiseAffine
                if let sharedKey, let known = sharedEdges[sharedKey] {
                    edge = known
                } else {
                    edge = origin.adding(size, times: 1).mergingEqualValues()
                    if let sharedKey {
                        edge.sharedID = sharedValues.count + sharedEdges.count
                        sharedEdges[sharedKey] = edge
                    }
                }
                farEdges[variable] = edge
                edgePieces += edge.pieces.count
            }
        }
        if edgePieces > pieceLimits.edges { withinLimit = false }
        self.values = values
        self.farEdges = farEdges
        isWithinWorkLimit = withinLimit
    }

    /// One condition case's closed form of an attribute: attributes with the same ones in every
    /// case have the same value.
    private struct ClosedFormCase: Hashable {
        var assignment: [String: Bool]
        var value: SolvedValue
    }

    /// The inputs a closed form reads.
    private static func parameters(of value: SolvedValue) -> Set<Parameter> {
        switch value {
        case .affine(let expression): return Set(expression.parameters.keys)
        case .minimum(let operands), .maximum(let operands):
            return operands.reduce(into: Set<Parameter>()) { $0.formUnion(parameters(of: $1)) }
        }
    }

    /// How many pieces `pieces(of:)` gives for `value`, counted without building them (capped just
    /// past `limit`, so a huge product is never computed).
    static func pieceCount(of value: SolvedValue, limit: Int) -> Int {
        switch value {
        case .affine: return 1
        case .minimum(let operands), .maximum(let operands):
            var combinations = 1
            for operand in operands {
                combinations *= pieceCount(of: operand, limit: limit)
                if combinations > limit { return limit + 1 }
            }
            return min(combinations * operands.count, limit + 1)
        }
    }

    /// A closed form as affine pieces, together covering the domain: for `min`/`max`, each
    /// combination of the operands' pieces once per operand that decides it there (bounds: that
    /// operand is ≤ (`min`) or ≥ (`max`) every other). Pieces may be empty or meet on boundaries;
    /// the checks' LPs over the bounds skip empty ones.
    static func pieces(of value: SolvedValue) -> [(bounds: [LinearExpression], value: LinearExpression)] {
        switch value {
        case .affine(let expression): return [([], expression)]
        case .minimum(let operands), .maximum(let operands):
            let isMinimum: Bool
            if case .minimum = value { isMinimum = true } else { isMinimum = false }
            var combinations: [[(bounds: [LinearExpression], value: LinearExpression)]] = [[]]
            for operand in operands {
                let operandPieces = pieces(of: operand)
                combinations = combinations.flatMap { chosen in operandPieces.map { chosen + [$0] } }
            }
            var result: [(bounds: [LinearExpression], value: LinearExpression)] = []
            for chosen in combinations {
                let shared = chosen.flatMap(\.bounds)
                for (k, decider) in chosen.enumerated() {
                    var bounds = shared
                    for (j, other) in chosen.enumerated() where j != k {
                        bounds.append(isMinimum ? other.value - decider.value : decider.value - other.value)
                    }
                    result.append((bounds, decider.value))
                }
            }
            return result
        }
    }

    /// The solved value of `variable`, when the solution has it.
    func value(of variable: Variable) -> PiecewiseAffine? { values[variable] }

    /// The solved far edge of `item` (`minX + width` when `horizontal`, else `minY + height`).
    func farEdge(of item: String, horizontal: Bool) -> PiecewiseAffine? {
        farEdges[Variable(item, horizontal ? .minX : .minY)]
    }

    /// An affine function that is one input (`nil` when the solution does not read it).
    func input(_ parameter: Parameter) -> AffineVector? {
        guard let k = parameters.firstIndex(of: parameter) else { return nil }
        var vector = AffineVector(parameterCount: parameters.count)
        vector.setCoefficient(k, 1)
        return vector
    }

    /// A constant function.
    func constant(_ value: Double) -> AffineVector {
        var vector = AffineVector(parameterCount: parameters.count)
        vector.constant = value
        return vector
    }

    /// `value` when it is a typical value of `parameter`: an example leaves out what it does not
    /// need, so a size or container dimension of 0 is not typical (an input of 0 is).
    static func usable(_ value: Double?, for parameter: Parameter) -> Double? {
        guard let value else { return nil }
        if case .input = parameter { return value }
        return value > 0 ? value : nil
    }
}
