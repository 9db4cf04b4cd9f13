/// One row of the lexicographic objective of `ParametricLayoutProblem`: the total error of one
/// priority's optional constraints, or — right after it — the errors of that priority's constraints
/// of one tie-break rank (`LinearConstraint.tieBreakRank`). So the secondary order of a priority is
/// a chain of extra levels below the priority's own, above the next priority: it only chooses
/// among the solutions that are optimal for the priority, and never renumbers one.
struct ObjectiveLevel: Hashable, Sendable, Comparable {
    /// The priority (1…999).
    var priority: Int
    /// `nil` for the priority's total; else the rank whose errors this level adds up.
    var rank: Int?

    /// Whether the constraint's error is costed at this level.
    func contains(_ constraint: LinearConstraint) -> Bool {
        constraint.priority == priority && (rank == nil || constraint.tieBreakRank == rank)
    }

    /// Most important first: higher priorities first; within a priority its total, then its ranks
    /// in increasing order.
    static func < (lhs: ObjectiveLevel, rhs: ObjectiveLevel) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        switch (lhs.rank, rhs.rank) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let l?, let r?): return l < r
        }
    }

    /// The levels of `constraints`' optional members, most important first.
    static func levels(of constraints: [LinearConstraint]) -> [ObjectiveLevel] {
        var levels = Set<ObjectiveLevel>()
        for constraint in constraints where !constraint.isRequired {
            levels.insert(ObjectiveLevel(priority: constraint.priority))
            if let rank = constraint.tieBreakRank {
                levels.insert(ObjectiveLevel(priority: constraint.priority, rank: rank))
            }
        }
        return levels.sorted()
    }
}
