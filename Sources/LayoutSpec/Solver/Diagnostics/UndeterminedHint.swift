/// The hint of "… is not determined": what to add so that an item's axis has two independent
/// constraints, never suggesting a kind of constraint the item already has on that axis, in the
/// words of the notation its constraints are written in (equations, VFL, COSLayout, EasyPeasy).
enum UndeterminedHint {
    /// What a constraint fixes on one axis of an item.
    enum Kind: CaseIterable {
        /// The left (top) edge.
        case nearEdge
        /// The right (bottom) edge.
        case farEdge
        /// The centre.
        case center
        /// The width (height).
        case size
    }

    /// The notation an item's constraints are written in, for the hint's words.
    enum Notation {
        /// `a.left == …` (also the words for Relativity and FlightLayout, which read as equations).
        case equation
        /// Apple's Visual Format Language.
        case visualFormat
        /// COSLayout's `ll`/`rr`/`cl`/`w` rules.
        case cosLayout
        /// EasyPeasy's `Left(…)`, `Width(…)` attributes.
        case easyPeasy

        /// The words for a constraint written in `notation` (its origin's, set by its lowering).
        init(_ notation: ConstraintNotation) {
            switch notation {
            case .visualFormat: self = .visualFormat
            case .cosLayout: self = .cosLayout
            case .easyPeasy: self = .easyPeasy
            case .equation, .relativity, .flightLayout, .stackView, .specKey: self = .equation
            }
        }
    }

    /// "add a width, or a right or trailing constraint" without the kinds `constraints` (the active
    /// ones) already give, in the notation of the item's constraints among `written` (all of them).
    static func hint(for variable: Variable, constraints: [LinearConstraint], written: [LinearConstraint]) -> String {
        let horizontal = variable.attribute.isHorizontal
        let position = Variable(variable.item, horizontal ? .minX : .minY)
        let size = Variable(variable.item, horizontal ? .width : .height)
        var existing = Set<Kind>()
        var notation: Notation?
        for constraint in constraints {
            let p = constraint.expression.variables[position] ?? 0
            let s = constraint.expression.variables[size] ?? 0
            guard p != 0 || s != 0 else { continue }
            notation = notation ?? Notation(constraint.origin.notation)
            if p == 0 {
                existing.insert(.size)
            } else if s == 0 {
                existing.insert(.nearEdge)
            } else if s == p {
                existing.insert(.farEdge)
            } else if abs(s - p / 2) < 1e-12 {
                existing.insert(.center)
            }
        }
        for constraint in written
        where notation == nil
            && (constraint.expression.variables[position] != nil || constraint.expression.variables[size] != nil)
        {
            notation = Notation(constraint.origin.notation)
        }
        let wanted = Kind.allCases.filter { !existing.contains($0) }
        let words = wanted.map { word(for: $0, horizontal: horizontal, notation: notation ?? .equation) }
        let have = Kind.allCases.filter { existing.contains($0) }
            .map { word(for: $0, horizontal: horizontal, notation: notation ?? .equation) }
        guard !have.isEmpty else { return "add two of: " + list(words) }
        let suggestion = "add " + list(words)
        return suggestion + " (it has only " + list(have) + ", which leaves one more unknown)"
    }

    /// One kind of constraint in a notation's words.
    private static func word(for kind: Kind, horizontal: Bool, notation: Notation) -> String {
        switch (notation, kind) {
        case (.cosLayout, .nearEdge): return horizontal ? "an `ll` rule" : "a `tt` rule"
        case (.cosLayout, .farEdge): return horizontal ? "an `rr` rule" : "a `bb` rule"
        case (.cosLayout, .center): return horizontal ? "a `cl` rule" : "a `ct` rule"
        case (.cosLayout, .size): return horizontal ? "a `w` rule" : "an `h` rule"
        case (.easyPeasy, .nearEdge): return horizontal ? "`Left(…)` or `Leading(…)`" : "`Top(…)`"
        case (.easyPeasy, .farEdge): return horizontal ? "`Right(…)` or `Trailing(…)`" : "`Bottom(…)`"
        case (.easyPeasy, .center): return horizontal ? "`CenterX(…)`" : "`CenterY(…)`"
        case (.easyPeasy, .size): return horizontal ? "`Width(…)`" : "`Height(…)`"
        case (.visualFormat, .size):
            return horizontal ? "a width in the `H:` line (`[view(100)]`)" : "a height in the `V:` line (`[view(44)]`)"
        case (.visualFormat, .nearEdge), (.visualFormat, .farEdge):
            let side = kind == .nearEdge ? (horizontal ? "leading" : "top") : (horizontal ? "trailing" : "bottom")
            return "a connection on its \(side) side (`-8-` to a neighbour or `|`)"
        case (.visualFormat, .center), (.equation, .center):
            return horizontal ? "a centerX constraint" : "a centerY constraint"
        case (.equation, .nearEdge): return horizontal ? "a left or leading constraint" : "a top constraint"
        case (.equation, .farEdge): return horizontal ? "a right or trailing constraint" : "a bottom constraint"
        case (.equation, .size): return horizontal ? "a width" : "a height"
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        if words.count == 1 { return last }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }
}
