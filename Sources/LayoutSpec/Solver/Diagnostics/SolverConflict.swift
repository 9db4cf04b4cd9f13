/// A conflict the solver found, kept as data until it is worded: the irreducible set of required
/// constraints (by their origins) and where in the input domain they conflict. The two sides of one
/// threshold (`… when container.width < 400` and `… when container.width > 400`, over the same
/// constraints) become one conflict (`… for every container.width but 400`) before any is worded.
struct SolverConflict: Hashable, Sendable {
    /// Where in the input domain the constraints conflict. Two extents are equal when they read
    /// alike (numbers as `SolverDiagnostics.format` prints them).
    enum Extent: Hashable, Sendable {
        /// At every input: no input is involved.
        case everywhere
        /// At every value of one input (its feasible interval could not be computed).
        case everyValue(Parameter, example: Double)
        /// Where one input is below `threshold`.
        case below(Parameter, threshold: Double, example: Double)
        /// Where one input is above `threshold`.
        case above(Parameter, threshold: Double, example: Double)
        /// Where one input is anything but `threshold`: both sides of it.
        case allBut(Parameter, threshold: Double, below: Double, above: Double)
        /// At a point of several inputs.
        case at([Parameter], [Double])

        /// The extent with its input named, as a diagnostic carries it.
        var payload: ConflictDiagnostic.Extent {
            switch self {
            case .everywhere: return .everywhere
            case .everyValue(let name, let example): return .everyValue("\(name)", example: example)
            case .below(let name, let threshold, let example):
                return .below("\(name)", threshold: threshold, example: example)
            case .above(let name, let threshold, let example):
                return .above("\(name)", threshold: threshold, example: example)
            case .allBut(let name, let threshold, let below, let above):
                return .allBut("\(name)", threshold: threshold, below: below, above: above)
            case .at(let names, let values): return .at(SolverDiagnostics.witnessPoint(names, values))
            }
        }

        /// The words after "these required constraints conflict" (empty for `everywhere`).
        var words: String { DiagnosticText.extent(payload) }

        /// The sides of a threshold the constraints conflict on; empty when the extent is no threshold.
        var sides: Set<ConflictFix.Side> {
            switch self {
            case .below: return [.below]
            case .above: return [.above]
            case .allBut: return [.below, .above]
            case .everywhere, .everyValue, .at: return []
            }
        }

        /// Both sides as one, when `self` and `other` are opposite sides of the same threshold.
        func joined(with other: Extent) -> Extent? {
            let f = { SolverDiagnostics.format($0) }
            switch (self, other) {
            case (.below(let name, let threshold, let below), .above(let otherName, let otherThreshold, let above)),
                (.above(let otherName, let otherThreshold, let above), .below(let name, let threshold, let below)):
                guard name == otherName, f(threshold) == f(otherThreshold) else { return nil }
                return .allBut(name, threshold: threshold, below: below, above: above)
            default: return nil
            }
        }

        static func == (lhs: Extent, rhs: Extent) -> Bool { lhs.words == rhs.words }

        func hash(into hasher: inout Hasher) { hasher.combine(words) }
    }

    /// The conflicting constraints' origins, in the problem's order.
    var origins: [ConstraintOrigin]
    /// Where they conflict.
    var extent: Extent
    /// How many of them the error lists (the first ones of a long chain); all when `nil`.
    var listed: Int? = nil

    /// The error (a `.conflict`: "these required constraints conflict …"), one note per listed constraint, then
    /// fixes in the spec's notation (`ConflictFix`).
    var diagnostic: Diagnostic {
        let shown = Array(origins.prefix(listed ?? origins.count))
        var notes = shown.map { SolverDiagnostics.note("conflicting constraint", $0) }
        if shown.count < origins.count, let next = origins.dropFirst(shown.count).first {
            notes.append(
                .note(
                    at: next.location, "and \(origins.count - shown.count) more conflicting constraints of this group"))
        }
        let payload = ConflictDiagnostic(
            constraints: origins.map {
                DiagnosticConstraint(location: $0.location, text: $0.text, priority: LinearConstraint.required)
            },
            extent: extent.payload)
        // A conflict with a stack's rigid size is reported where the arranged view's constraint is
        // (`a.width == 300` making a `fillEqually` stack 600 wide): the line inside the stack.
        let location = origins.first { $0.notation == .stackView }?.location ?? origins.first?.location
        return .error(
            at: location, kind: .conflict(payload),
            notes: notes + ConflictFix.notes(for: shown, sides: extent.sides))
    }

    /// `conflicts` with each pair of opposite sides of one threshold over the same constraints
    /// joined into one, at the first one's place; the second one's place is `nil`.
    static func joiningSides(_ conflicts: [SolverConflict]) -> [SolverConflict?] {
        var result: [SolverConflict?] = conflicts
        for index in conflicts.indices {
            guard let conflict = result[index] else { continue }
            for later in conflicts.indices.dropFirst(index + 1) {
                guard let other = result[later], other.origins == conflict.origins, other.listed == conflict.listed,
                    let extent = conflict.extent.joined(with: other.extent)
                else { continue }
                result[index]?.extent = extent
                result[later] = nil
                break
            }
        }
        return result
    }
}
