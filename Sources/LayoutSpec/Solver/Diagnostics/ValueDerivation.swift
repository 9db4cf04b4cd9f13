/// The constraints a solved value comes from: `title.width = container.width - 92` is the sum of the
/// gaps and sizes of `H:|-16-[icon(44)]-12-[title]-20-|`. Where an affine piece of a solution holds,
/// the constraints that hold with equality there determine it, so the piece is a linear
/// combination of them (over the unknowns, the inputs and the constant alike). This finds one:
/// the constraints of one component under one condition case are reduced to an echelon basis
/// (required ones first, then by priority, then in system order, so an earlier constraint is named
/// before a later one that says the same), and `t = unknowns − value` is reduced by it. The
/// constraints with a nonzero share in `t` are its derivation; a value that no combination gives
/// (a pixel-rounded distribution, an absolute distance on its negative side) has none.
///
/// `explain` names them after each piece; the layout checks report a finding at the one that
/// places the view.
struct ValueDerivation: Sendable {
    /// A coordinate of the space constraints live in: an unknown, an input or the constant.
    private enum Coordinate: Hashable, Comparable {
        case variable(Variable)
        case parameter(Parameter)
        case constant
    }

    /// One basis row (dense over `coordinates`): a combination of constraints whose pivot is zero
    /// in every later row.
    private struct Row: Sendable {
        var entries: [Double]
        var pivot: Int
        /// The row as a combination of constraints, one coefficient per entry of `active`.
        var provenance: [Double]
        /// The positions of `entries` that are not zero, increasing (rows are sparse: reducing by
        /// a row visits only these).
        var nonzeroEntries: [Int]
        /// The positions of `provenance` that are not zero, increasing.
        var nonzeroProvenance: [Int]

        init(entries: [Double], pivot: Int, provenance: [Double]) {
            self.entries = entries
            self.pivot = pivot
            self.provenance = provenance
            nonzeroEntries = entries.indices.filter { entries[$0] != 0 }
            nonzeroProvenance = provenance.indices.filter { provenance[$0] != 0 }
        }
    }

    /// The most constraints a component may have for its values to be derived: the basis costs
    /// about the cube of their number. Larger components name no constraints.
    static let constraintLimit = 400

    /// The constraints the basis was built from, as given.
    let constraints: [LinearConstraint]
    /// The indices of the constraints that hold under the assignment.
    private let active: [Int]
    /// The coordinates, unknowns first (a pivot is an unknown whenever the row has one).
    private let coordinates: [Coordinate]
    private let coordinateIndex: [Coordinate: Int]
    private var rows: [Row] = []
    /// Each row's pivot, apart from the rows: reducing reads every row's pivot but only a few rows
    /// (a grid column's finding touches its own views), and reading a `Row` retains its arrays.
    private var pivots: [Int] = []
    /// For each entry of `active`, the entries (itself included) whose expression is the same up to sign.
    private let sameExpression: [[Int]]
    /// For each unknown, the indices (into `constraints`) of the active constraints that mention it.
    private let mentions: [Variable: [Int]]
    /// Coefficients smaller than this are zero.
    private static let tolerance = 1e-7

    /// The basis of `constraints` that hold under `assignment` (those without a condition, and
    /// those whose condition holds); empty past `constraintLimit`.
    init(constraints: [LinearConstraint], assignment: [String: Bool]) {
        self.constraints = constraints
        let active =
            constraints.count > Self.constraintLimit
            ? []
            : constraints.indices.filter { index in
                constraints[index].condition.map { $0.evaluate(assignment) } ?? true
            }
        self.active = active
        var mentions: [Variable: [Int]] = [:]
        for index in active {
            for variable in constraints[index].expression.variables.keys {
                mentions[variable, default: []].append(index)
            }
        }
        self.mentions = mentions
        var groups: [LinearExpression: [Int]] = [:]
        for (position, index) in active.enumerated() {
            let expression = constraints[index].expression
            let leading = expression.variableTerms.first?.coefficient ?? 1
            groups[leading < 0 ? expression * -1 : expression, default: []].append(position)
        }
        sameExpression = active.indices.map { position in
            let expression = constraints[active[position]].expression
            let leading = expression.variableTerms.first?.coefficient ?? 1
            return groups[leading < 0 ? expression * -1 : expression] ?? [position]
        }
        var used = Set<Coordinate>()
        for index in active { used.formUnion(Self.entries(of: constraints[index].expression).keys) }
        coordinates = used.sorted()
        coordinateIndex = Dictionary(uniqueKeysWithValues: coordinates.enumerated().map { ($1, $0) })
        let unknownCount = coordinates.filter { if case .variable = $0 { return true } else { return false } }.count
        let order = active.indices.sorted { a, b in
            let first = constraints[active[a]].priority
            let second = constraints[active[b]].priority
            return first != second ? first > second : a < b
        }
        for position in order {
            var provenance = Array(repeating: 0.0, count: active.count)
            provenance[position] = 1
            guard var entries = dense(constraints[active[position]].expression) else { continue }
            reduce(&entries, &provenance)
            guard let pivot = Self.pivot(of: entries, unknowns: unknownCount) else { continue }
            rows.append(Row(entries: entries, pivot: pivot, provenance: provenance))
            pivots.append(pivot)
        }
    }

    /// `constraints` grouped by the component of `solution` their unknowns belong to (constraints
    /// without unknowns, or over unknowns the solution does not have, in none), in order.
    static func constraintsByComponent(
        _ constraints: [LinearConstraint], of solution: LayoutSolution
    ) -> [[LinearConstraint]] {
        var componentOf: [Variable: Int] = [:]
        for (index, component) in solution.components.enumerated() {
            for variable in component.variables { componentOf[variable] = index }
        }
        var result = Array(repeating: [LinearConstraint](), count: solution.components.count)
        for constraint in constraints {
            guard let variable = constraint.expression.variables.keys.first, let index = componentOf[variable] else {
                continue
            }
            result[index].append(constraint)
        }
        return result
    }

    /// The constraints whose combination gives `expression == value` (`expression` over the
    /// unknowns, `value` over the inputs), in source order; `nil` when none does.
    func sources(of expression: LinearExpression, equal value: LinearExpression) -> [LinearConstraint]? {
        orderedSourceIndices(of: expression, equal: value)?.map { constraints[$0] }
    }

    /// `sources(of:equal:)` as indices into `constraints`, in source order (by location, then index).
    func orderedSourceIndices(of expression: LinearExpression, equal value: LinearExpression) -> [Int]? {
        sourceIndices(of: expression, equal: value)?.sorted {
            constraints[$0].origin.location != constraints[$1].origin.location
                ? constraints[$0].origin.location < constraints[$1].origin.location : $0 < $1
        }
    }

    /// The indices (into `constraints`) of the constraints that hold under the assignment and
    /// mention `variable`, increasing.
    func constraintIndices(mentioning variable: Variable) -> [Int] { mentions[variable] ?? [] }

    /// `sources(of:equal:)` as indices into `constraints`, in no particular order (nonempty; `nil`
    /// when no combination gives the value): the layout checks need only the first by location.
    func sourceIndices(of expression: LinearExpression, equal value: LinearExpression) -> Set<Int>? {
        guard !rows.isEmpty, var target = dense(expression - value), target.contains(where: { $0 != 0 }) else {
            return nil
        }
        var provenance = Array(repeating: 0.0, count: active.count)
        reduce(&target, &provenance)
        guard target.allSatisfy({ abs($0) <= Self.tolerance }) else { return nil }
        var used = Set<Int>()
        // A constraint that says the same as a used one (a measured view's hugging and its
        // compression resistance, both `width == intrinsicWidth` where the value is that size)
        // holds with equality too, and is named beside it.
        for position in provenance.indices where abs(provenance[position]) > Self.tolerance {
            used.formUnion(sameExpression[position].map { active[$0] })
        }
        return used.isEmpty ? nil : used
    }

    /// Eliminates every basis pivot from `entries`, row by row (a row is zero at the earlier rows'
    /// pivots, so one pass suffices), recording in `provenance` the constraints subtracted.
    private func reduce(_ entries: inout [Double], _ provenance: inout [Double]) {
        for (index, pivot) in pivots.enumerated() {
            let coefficient = entries[pivot]
            guard coefficient != 0 else { continue }
            let row = rows[index]
            let factor = coefficient / row.entries[row.pivot]
            for k in row.nonzeroEntries {
                let updated = entries[k] - factor * row.entries[k]
                entries[k] = abs(updated) <= Self.tolerance ? 0 : updated
            }
            entries[row.pivot] = 0
            for k in row.nonzeroProvenance { provenance[k] -= factor * row.provenance[k] }
        }
    }

    /// The pivot of a reduced row: its largest unknown's coefficient (the first of equals), else
    /// its largest input's or the constant; `nil` for a zero row.
    private static func pivot(of entries: [Double], unknowns: Int) -> Int? {
        for range in [0..<unknowns, unknowns..<entries.count] {
            var best: Int?
            for k in range where entries[k] != 0 && best.map({ abs(entries[k]) > abs(entries[$0]) }) ?? true {
                best = k
            }
            if let best { return best }
        }
        return nil
    }

    /// `expression` over `coordinates`, or `nil` when it reads a coordinate none of the
    /// constraints has (no combination of them gives it).
    private func dense(_ expression: LinearExpression) -> [Double]? {
        var result = Array(repeating: 0.0, count: coordinates.count)
        for (coordinate, value) in Self.entries(of: expression) {
            guard let k = coordinateIndex[coordinate] else { return nil }
            result[k] = value
        }
        return result
    }

    private static func entries(of expression: LinearExpression) -> [Coordinate: Double] {
        var result: [Coordinate: Double] = [:]
        for (variable, coefficient) in expression.variables where abs(coefficient) > tolerance {
            result[.variable(variable)] = coefficient
        }
        for (parameter, coefficient) in expression.parameters where abs(coefficient) > tolerance {
            result[.parameter(parameter)] = coefficient
        }
        if abs(expression.constant) > tolerance { result[.constant] = expression.constant }
        return result
    }
}
