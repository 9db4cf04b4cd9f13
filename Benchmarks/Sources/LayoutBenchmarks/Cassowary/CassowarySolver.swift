/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001), the algorithm of kiwi and of Auto Layout: the runtime
/// baseline that generated code is compared with. Written for the benchmark from the paper's
/// description: constraints are added once; a running app then re-solves after each edit of the
/// container's size (`suggest`), by the dual simplex, which is what this baseline times.
///
/// Optional constraints are weighted by their strength (an error pair each, costed in the
/// objective); required ones are hard. Ties are broken by the lowest symbol, so runs repeat.
final class CassowarySolver {
    /// What a tableau column stands for.
    enum SymbolKind {
        /// A user variable.
        case external
        /// The slack of an inequality.
        case slack
        /// An error of an optional constraint (costed in the objective).
        case error
        /// The marker of a required equality (never enters the basis).
        case dummy
    }

    /// A tableau row: `basic = constant + Σ cells[s]·s`.
    struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        init(constant: Double) {
            self.constant = constant
        }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            if abs(sum) < CassowarySolver.epsilon { cells[symbol] = nil } else { cells[symbol] = sum }
        }

        mutating func add(_ row: Row, times coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, c) in row.cells { add(symbol, c * coefficient) }
        }

        /// Rewrites `0 = constant + Σ cells` as `symbol = …` (the symbol leaves the cells).
        mutating func solve(for symbol: Int) {
            guard let c = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / c
            constant *= factor
            for key in cells.keys { cells[key]! *= factor }
        }

        /// Rewrites `lhs = constant + Σ cells` (with `rhs` in the cells) as `rhs = …`.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`.
        mutating func substitute(_ symbol: Int, by row: Row) {
            guard let c = cells.removeValue(forKey: symbol) else { return }
            add(row, times: c)
        }
    }

    /// A constraint `Σ terms + constant (relation) 0`, with a strength (`nil`: required).
    struct Constraint {
        enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Double?
    }

    static let epsilon = 1e-8

    private var kinds: [SymbolKind] = []
    /// The basic symbol of each row.
    private var rows: [Int: Row] = [:]
    /// The symbol of each user variable.
    private(set) var variables: [Int] = []
    private var objective = Row(constant: 0)
    /// The objective of phase one while a constraint without a subject is added.
    private var artificialObjective: Row?
    private var infeasible: [Int] = []
    /// Per edit variable: the marker and error symbols of its constraint, and the value suggested.
    private var edits: [Int: (plus: Int, minus: Int, constant: Double)] = [:]

    /// A new user variable; its index for `value(of:)` and constraints.
    func addVariable() -> Int {
        variables.append(symbol(.external))
        return variables.count - 1
    }

    private func symbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// Adds a constraint; `false` when a required one cannot hold.
    @discardableResult
    func add(_ constraint: Constraint) -> Bool {
        insert(constraint).isSatisfiable
    }

    /// Adds a constraint: whether it can hold, and its error symbols (for an edit constraint).
    private func insert(_ constraint: Constraint) -> (isSatisfiable: Bool, plus: Int, minus: Int) {
        var row = Row(constant: constraint.constant)
        for (variable, c) in constraint.terms {
            let s = variables[variable]
            if let basic = rows[s] { row.add(basic, times: c) } else { row.add(s, c) }
        }
        var marker = -1
        var other = -1
        var plus = -1
        var minus = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // `expr ≤ 0` is `expr + slack = 0`; `expr ≥ 0` is `expr − slack = 0`.
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = symbol(.slack)
            marker = slack
            row.add(slack, sign)
            if let strength = constraint.strength {
                let error = symbol(.error)
                other = error
                plus = error
                row.add(error, -sign)
                objective.add(error, strength)
            }
        case .equal:
            if let strength = constraint.strength {
                plus = symbol(.error)
                minus = symbol(.error)
                marker = plus
                other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, strength)
                objective.add(minus, strength)
            } else {
                marker = symbol(.dummy)
                row.add(marker, 1)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            for key in row.cells.keys { row.cells[key]! = -row.cells[key]! }
        }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            return (false, plus, minus)
        }
        optimize(artificial: false)
        return (true, plus, minus)
    }

    /// Adds `variable` as editable with `strength`: later `suggest` calls move it.
    func addEditVariable(_ variable: Int, strength: Double) {
        let found = insert(
            Constraint(terms: [(variable, 1)], constant: 0, relation: .equal, strength: strength))
        edits[variable] = (found.plus, found.minus, 0)
    }

    /// Suggests a value for an edit variable and re-solves by the dual simplex.
    func suggest(_ variable: Int, _ value: Double) {
        guard var edit = edits[variable] else { return }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        // The edit constraint reads `v − plus + minus = value`: as for kiwi, move the row whose
        // basic symbol is one of its errors, or every row that mentions the plus error.
        if var row = rows[edit.plus] {
            row.constant -= delta
            rows[edit.plus] = row
            if row.constant < 0 { infeasible.append(edit.plus) }
        } else if var row = rows[edit.minus] {
            row.constant += delta
            rows[edit.minus] = row
            if row.constant < 0 { infeasible.append(edit.minus) }
        } else {
            for (basic, var row) in rows {
                guard let c = row.cells[edit.plus] else { continue }
                row.constant += c * delta
                rows[basic] = row
                if row.constant < 0, kinds[basic] != .external { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    /// The value of a user variable in the current solution.
    func value(of variable: Int) -> Double {
        rows[variables[variable]]?.constant ?? 0
    }

    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        var best: Int?
        for symbol in row.cells.keys where kinds[symbol] == .external {
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        if let best { return best }
        for candidate in [marker, other] where candidate >= 0 {
            guard let c = row.cells[candidate], kinds[candidate] == .slack || kinds[candidate] == .error, c < 0
            else { continue }
            return candidate
        }
        if row.cells.keys.allSatisfy({ kinds[$0] == .dummy }), abs(row.constant) < Self.epsilon, marker >= 0 {
            return marker
        }
        return nil
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = symbol(.slack)
        rows[artificial] = row
        artificialObjective = row
        optimize(artificial: true)
        let success = abs(artificialObjective?.constant ?? 1) < Self.epsilon
        artificialObjective = nil
        if var basic = rows.removeValue(forKey: artificial) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min()
            else { return false }
            basic.solve(artificial, for: entering)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for key in Array(rows.keys) { rows[key]?.cells[artificial] = nil }
        objective.cells[artificial] = nil
        return success
    }

    private func substitute(_ symbol: Int, by row: Row) {
        for (basic, var other) in rows where other.cells[symbol] != nil {
            other.substitute(symbol, by: row)
            rows[basic] = other
            if kinds[basic] != .external, other.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, by: row)
        artificialObjective?.substitute(symbol, by: row)
    }

    /// The primal simplex on the objective, or on the artificial one.
    private func optimize(artificial: Bool) {
        while true {
            guard let target = artificial ? artificialObjective : objective else { return }
            var entering: Int?
            for (symbol, c) in target.cells where kinds[symbol] != .dummy && c < -Self.epsilon {
                if entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering else { return }
            var leaving: Int?
            var ratio = Double.infinity
            for (basic, row) in rows where kinds[basic] != .external {
                guard let c = row.cells[entering], c < 0 else { continue }
                let r = -row.constant / c
                if r < ratio || (r == ratio && basic < (leaving ?? .max)) {
                    ratio = r
                    leaving = basic
                }
            }
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(leaving, for: entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }

    /// The dual simplex over the rows made infeasible by an edit.
    private func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering: Int?
            var ratio = Double.infinity
            for (symbol, c) in row.cells where c > 0 && kinds[symbol] != .dummy {
                let r = (objective.cells[symbol] ?? 0) / c
                if r < ratio || (r == ratio && symbol < (entering ?? .max)) {
                    ratio = r
                    entering = symbol
                }
            }
            guard let entering else { continue }
            rows[leaving] = nil
            row.solve(leaving, for: entering)
            substitute(entering, by: row)
            rows[entering] = row
        }
    }
}
