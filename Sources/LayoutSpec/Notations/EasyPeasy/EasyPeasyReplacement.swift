/// EasyPeasy's conflict resolution (`Node.add`), applied at build time.
///
/// Attributes of one view are grouped by a key — axis, relation and priority — and each group has
/// four slots: *leading side* (`Left Leading LeftMargin LeadingMargin Top FirstBaseline
/// TopMargin`), *trailing side* (`Right Trailing RightMargin TrailingMargin Bottom LastBaseline
/// BottomMargin`), *centre* (`CenterX CenterY CenterXWithinMargins CenterYWithinMargins`) and
/// *dimension* (`Width Height`). In order, a leading-side attribute replaces the earlier
/// leading-side and centre ones, a trailing-side one the earlier trailing-side and centre ones, a
/// centre one all three, and a dimension the earlier dimension. Attributes with a different
/// relation or priority never replace each other; `Left + Right + Width` coexist.
///
/// An attribute guarded by `.when` replaces only while its condition holds, so an earlier
/// attribute survives under `its condition && !(condition of every later attribute replacing
/// it)`; it is dropped when a later unconditional attribute replaces it or that guard can never
/// hold. Replacement is silent, as in EasyPeasy, where re-applying `Top(100)` to update
/// `Top(0)` is the documented way to change a constraint.
enum EasyPeasyReplacement {
    /// A slot of a group.
    enum Slot: Hashable, Sendable {
        case leadingSide, trailingSide, center, dimension

        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left, .leading, .leftMargin, .leadingMargin, .top, .firstBaseline, .topMargin: self = .leadingSide
            case .right, .trailing, .rightMargin, .trailingMargin, .bottom, .lastBaseline, .baseline, .bottomMargin:
                self = .trailingSide
            case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: self = .center
            case .width, .height: self = .dimension
            }
        }

        /// The slots an attribute in this slot empties when added.
        var replaces: Set<Slot> {
            switch self {
            case .leadingSide: return [.leadingSide, .center]
            case .trailingSide: return [.trailingSide, .center]
            case .center: return [.center, .leadingSide, .trailingSide]
            case .dimension: return [.dimension]
            }
        }
    }

    /// What replacement needs to know about one (flattened) attribute.
    struct Entry: Sendable {
        var attribute: LayoutAttribute
        var relation: Relation
        var priority: Int
        /// Its `.when` condition (after name resolution), `nil` if always active.
        var condition: ConditionExpression?
    }

    /// For each entry in order: `nil` when it is dropped, else the condition under which it stays
    /// active (`.some(nil)`: always).
    static func survivingConditions(_ entries: [Entry]) -> [ConditionExpression??] {
        entries.enumerated().map { index, entry -> ConditionExpression?? in
            let slot = Slot(entry.attribute)
            var replacers: [ConditionExpression] = []
            for later in entries[(index + 1)...]
            where later.attribute.isHorizontal == entry.attribute.isHorizontal
                && later.relation == entry.relation && later.priority == entry.priority
                && Slot(later.attribute).replaces.contains(slot)
            {
                guard let condition = later.condition else { return .none }
                if !replacers.contains(condition) { replacers.append(condition) }
            }
            guard let first = replacers.first else { return .some(entry.condition) }
            let anyReplacer = replacers.dropFirst().reduce(first) { .or($0, $1) }
            let guarded: ConditionExpression = entry.condition.map { .and($0, .not(anyReplacer)) } ?? .not(anyReplacer)
            return EasyPeasyConditionNames.isSatisfiable(guarded) ? .some(guarded) : .none
        }
    }
}
