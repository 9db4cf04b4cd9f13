/// A dense simplex tableau whose right-hand sides are affine in the parameters.
///
/// Every row reads `Σ coefficient·column = rhs(θ)`. Free columns (the unknowns) are pivoted into the
/// basis first and never leave, as in Cassowary and kiwi; every other column is ≥ 0. Objective rows
/// (one per lexicographic level) hold reduced costs with the invariant
/// `cost·x = reducedCost·x − objectiveRHS`, so at a basis the objective's value is `−objectiveRHS`.
struct Tableau: Sendable {
    /// How a column is bounded.
    enum ColumnKind: Hashable, Sendable {
        /// Unbounded: an unknown of the layout, or a parameter in an auxiliary LP.
        case free
        /// `≥ 0`: a slack or an error.
        case nonnegative
        /// `≥ 0`, only for Phase 1; removed once a feasible basis is found.
        case artificial
    }

    /// The kind of every column.
    private(set) var columnKinds: [ColumnKind]
    /// The coefficient rows.
    private(set) var rows: [[Double]]
    /// One affine right-hand side per row.
    private(set) var rightHandSides: [AffineVector]
    /// The basic column of every row, `nil` until one is chosen.
    private(set) var basis: [Int?]
    /// The inverse of `basis`: the row each column is basic in, `nil` for a non-basic column (so
    /// that pricing, which asks it for every column, does not search the rows).
    private var basicRows: [Int?]
    /// One reduced-cost row per lexicographic level, most important first.
    private(set) var objectives: [[Double]]
    /// One affine right-hand side per objective row (the level's value is its negation).
    private(set) var objectiveRightHandSides: [AffineVector]
    /// The number of parameters of every right-hand side.
    let parameterCount: Int

    /// An empty tableau with the given columns and no rows.
    init(columnKinds: [ColumnKind], parameterCount: Int) {
        self.columnKinds = columnKinds
        self.parameterCount = parameterCount
        basicRows = Array(repeating: nil, count: columnKinds.count)
        rows = []
        rightHandSides = []
        basis = []
        objectives = []
        objectiveRightHandSides = []
    }

    /// The number of columns.
    var columnCount: Int { columnKinds.count }

    /// Adds the row `Σ coefficients·columns = rhs` (no basic column yet).
    mutating func addRow(_ coefficients: [Double], rhs: AffineVector) {
        rows.append(coefficients)
        rightHandSides.append(rhs)
        basis.append(nil)
    }

    /// Adds an objective level with one cost per column, priced out against the current basis,
    /// as the least important level (or the most important one with `mostImportant`).
    mutating func addObjective(costs: [Double], mostImportant: Bool = false) {
        var reduced = costs
        var value = AffineVector(parameterCount: parameterCount)
        for (r, basic) in basis.enumerated() {
            guard let basic, reduced[basic] != 0 else { continue }
            let factor = reduced[basic]
            for j in reduced.indices { reduced[j] -= factor * rows[r][j] }
            value.add(rightHandSides[r], times: -factor)
        }
        if mostImportant {
            objectives.insert(reduced, at: 0)
            objectiveRightHandSides.insert(value, at: 0)
        } else {
            objectives.append(reduced)
            objectiveRightHandSides.append(value)
        }
    }

    /// Drops the most important objective level (Phase 1's, once it is done).
    mutating func removeFirstObjective() {
        objectives.removeFirst()
        objectiveRightHandSides.removeFirst()
    }

    /// Makes `column` basic in `row`.
    mutating func pivot(row pivotRow: Int, column: Int) {
        let pivot = rows[pivotRow][column]
        if pivot != 1 {
            let inverse = 1 / pivot
            for j in 0..<columnCount { rows[pivotRow][j] *= inverse }
            rightHandSides[pivotRow].scale(by: inverse)
        }
        rows[pivotRow][column] = 1
        let pivotCoefficients = rows[pivotRow]
        let pivotRHS = rightHandSides[pivotRow]
        for r in rows.indices where r != pivotRow {
            Self.eliminate(column, from: &rows[r], &rightHandSides[r], by: pivotCoefficients, pivotRHS)
        }
        for level in objectives.indices {
            Self.eliminate(
                column, from: &objectives[level], &objectiveRightHandSides[level], by: pivotCoefficients, pivotRHS)
        }
        declareBasic(row: pivotRow, column: column)
    }

    /// Subtracts the multiple of the (normalised) pivot row that makes `column` zero in a
    /// constraint or objective row, right-hand side included.
    private static func eliminate(
        _ column: Int, from coefficients: inout [Double], _ rightHandSide: inout AffineVector,
        by pivotCoefficients: [Double], _ pivotRHS: AffineVector
    ) {
        let factor = coefficients[column]
        guard factor != 0 else { return }
        for j in pivotCoefficients.indices where pivotCoefficients[j] != 0 {
            coefficients[j] -= factor * pivotCoefficients[j]
        }
        coefficients[column] = 0
        rightHandSide.add(pivotRHS, times: -factor)
    }

    /// Multiplies a row without a basic column by −1.
    mutating func negateRow(_ row: Int) {
        for j in 0..<columnCount { rows[row][j] = -rows[row][j] }
        rightHandSides[row].scale(by: -1)
    }

    /// Appends a column of the given kind (zero in every row and objective).
    mutating func appendColumn(_ kind: ColumnKind) -> Int {
        columnKinds.append(kind)
        basicRows.append(nil)
        for r in rows.indices { rows[r].append(0) }
        for level in objectives.indices { objectives[level].append(0) }
        return columnKinds.count - 1
    }

    /// Sets one coefficient (only while building).
    mutating func setCoefficient(row: Int, column: Int, _ value: Double) {
        rows[row][column] = value
    }

    /// Marks `column` basic in `row` without pivoting (its column must already be a unit column).
    mutating func declareBasic(row: Int, column: Int) {
        if let previous = basis[row] { basicRows[previous] = nil }
        basis[row] = column
        basicRows[column] = row
    }

    /// Removes a row (a redundant one whose basic column is artificial).
    mutating func removeRow(_ row: Int) {
        rows.remove(at: row)
        rightHandSides.remove(at: row)
        if let basic = basis[row] { basicRows[basic] = nil }
        basis.remove(at: row)
        for r in row..<basis.count { if let basic = basis[r] { basicRows[basic] = r } }
    }

    /// Whether the row's basic column is free (its value is unconstrained).
    func isFreeRow(_ row: Int) -> Bool {
        guard let basic = basis[row] else { return false }
        return columnKinds[basic] == .free
    }

    /// The row in which `column` is basic, if it is.
    func basicRow(of column: Int) -> Int? {
        basicRows[column]
    }
}
