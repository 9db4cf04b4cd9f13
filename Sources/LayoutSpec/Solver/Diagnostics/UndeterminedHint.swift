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
            case .equation, .anchor, .snapKit, .relativity, .flightLayout, .stackView, .specKey: self = .equation
            }
        }
    }

    /// "add a width, or a right or trailing constraint" without the kinds `constraints` (the active
    /// ones) already give, in the notation of the item's constraints among `written` (all of them).
    /// What the item has is named in the spec's words: a Visual Format connection as the line writes
    /// it (`-12-`). When the item is one of `unmeasuredViews` and lacks a size, the hint adds that a
    /// view sized by its content (a label, an image) says so with `measure: intrinsic`.
    static func hint(
        for variable: Variable, constraints: [LinearConstraint], written: [LinearConstraint],
        unmeasuredViews: Set<String> = []
    ) -> String {
        let horizontal = variable.attribute.isHorizontal
        let position = Variable(variable.item, horizontal ? .minX : .minY)
        let size = Variable(variable.item, horizontal ? .width : .height)
        var existing: [Kind: ConstraintRole] = [:]
        var notation: Notation?
        for constraint in constraints {
            let p = constraint.expression.variables[position] ?? 0
            let s = constraint.expression.variables[size] ?? 0
            guard p != 0 || s != 0 else { continue }
            notation = notation ?? Notation(constraint.origin.notation)
            let kind: Kind
            if p == 0 {
                kind = .size
            } else if s == 0 {
                kind = .nearEdge
            } else if s == p {
                kind = .farEdge
            } else if abs(s - p / 2) < 1e-12 {
                kind = .center
            } else {
                continue
            }
            existing[kind] = existing[kind] ?? constraint.origin.role
        }
        for constraint in written
        where notation == nil
            && (constraint.expression.variables[position] != nil || constraint.expression.variables[size] != nil)
        {
            notation = Notation(constraint.origin.notation)
        }
        let words = Words(item: variable.item, horizontal: horizontal, notation: notation ?? .equation)
        let wanted = Kind.allCases.filter { existing[$0] == nil }.map { words.word(for: $0, role: nil) }
        let have = Kind.allCases.compactMap { kind in existing[kind].map { words.word(for: kind, role: $0) } }
        guard !have.isEmpty else { return "add two of: " + list(wanted) }
        // Every kind is there, but as bounds or optional constraints that leave a range open.
        guard !wanted.isEmpty else {
            return "make one of its constraints an equality that is required, or add one (it has "
                + list(have, joinedBy: "and") + ", which leave it free within their bounds)"
        }
        let suggestion = "add " + list(wanted) + " (it has only " + list(have) + ", which leaves one more unknown)"
        guard variable.attribute == size.attribute, unmeasuredViews.contains(variable.item) else { return suggestion }
        return suggestion + "; if `\(variable.item)` takes its size from its content (a label, an image), "
            + "declare it `\(variable.item): {measure: intrinsic}`"
    }

    /// The words for the kinds of constraint on one axis of one item, in one notation.
    private struct Words {
        let item: String
        let horizontal: Bool
        let notation: Notation

        /// One kind of constraint; `role` is that of the constraint the item has of this kind (for
        /// a Visual Format connection, quoted as written), `nil` for a kind it lacks.
        func word(for kind: Kind, role: ConstraintRole?) -> String {
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
                return horizontal
                    ? "a width in the `H:` line (`[\(item)(100)]`)" : "a height in the `V:` line (`[\(item)(44)]`)"
            case (.visualFormat, .nearEdge), (.visualFormat, .farEdge):
                let side = kind == .nearEdge ? (horizontal ? "leading" : "top") : (horizontal ? "trailing" : "bottom")
                if case .visualFormatGap(let written, _) = role, !written.isEmpty {
                    return "a connection on its \(side) side (`\(written)`)"
                }
                return "a connection on its \(side) side (`-8-` to a neighbour or `|`)"
            case (.visualFormat, .center), (.equation, .center):
                return horizontal ? "a centerX constraint" : "a centerY constraint"
            case (.equation, .nearEdge): return horizontal ? "a left or leading constraint" : "a top constraint"
            case (.equation, .farEdge): return horizontal ? "a right or trailing constraint" : "a bottom constraint"
            case (.equation, .size): return horizontal ? "a width" : "a height"
            }
        }
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ words: [String], joinedBy conjunction: String = "or") -> String {
        guard let last = words.last else { return "" }
        if words.count == 1 { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
