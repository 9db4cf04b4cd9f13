/// One view's COSLayout rules as they stand after its statements, with COSLayout's bookkeeping:
/// per axis at most two position rules (the two most recently set; `tt`/`tb`, `bt`/`bb` and
/// `ct`/`cb` each share one slot), one size rule and one bound of each kind.
struct COSLayoutRuleSet: Sendable {
    /// A rule that is currently set.
    struct ActiveRule: Hashable, Sendable {
        /// The name it was set under.
        var name: COSLayoutRuleName
        /// Its value.
        var value: COSLayoutValue
        /// Where its name is written.
        var location: SourceLocation
        /// The statement that set it.
        var text: String
    }

    /// Position rules per axis (`true`: horizontal), oldest first; at most two.
    private(set) var positionRules: [Bool: [ActiveRule]] = [true: [], false: []]
    /// `w` / `h`, `minw` / `minh`, `maxw` / `maxh`, by name.
    private(set) var otherRules: [COSLayoutRuleName: ActiveRule] = [:]
    /// Warnings for position rules dropped because two newer ones were set on their axis.
    private(set) var warnings: [Diagnostic] = []

    /// The superview's width and height, for reading a rule under the other name of its slot
    /// (`tb` read while `tt` is set is `S.height − tt`).
    let superviewWidth: LinearExpression
    let superviewHeight: LinearExpression

    init(superviewWidth: LinearExpression, superviewHeight: LinearExpression) {
        self.superviewWidth = superviewWidth
        self.superviewHeight = superviewHeight
    }

    /// The rule's current value, or 0 when it is not set (as COSLayout reads `[self valueForKey:]`).
    func value(of name: COSLayoutRuleName) -> COSLayoutValue {
        switch name.role {
        case .position(let edge, let fromMinimumSide):
            guard let rule = positionRules[name.isHorizontal]?.first(where: { $0.name.role.edge == edge }) else {
                return COSLayoutValue(LinearExpression(0))
            }
            if rule.name.role.fromMinimumSide == fromMinimumSide { return rule.value }
            let size = name.isHorizontal ? superviewWidth : superviewHeight
            return COSLayoutValue(size) - rule.value
        case .size, .minimumSize, .maximumSize:
            return otherRules[name]?.value ?? COSLayoutValue(LinearExpression(0))
        }
    }

    /// Sets (or, with a `nil` value, removes) a rule. A position rule replaces the one in its slot;
    /// when two other position rules are already set on the axis, the older is dropped with a
    /// warning — even when the new value is `nil`, as in COSLayout's rule hub.
    mutating func set(_ name: COSLayoutRuleName, to value: COSLayoutValue?, at location: SourceLocation, text: String) {
        guard case .position(let edge, _) = name.role else {
            if let value {
                otherRules[name] = ActiveRule(name: name, value: value, location: location, text: text)
            } else {
                otherRules[name] = nil
            }
            return
        }
        var rules = positionRules[name.isHorizontal] ?? []
        rules.removeAll { $0.name.role.edge == edge }
        var dropped: ActiveRule?
        if rules.count > 1 { dropped = rules.removeFirst() }
        if let value { rules.append(ActiveRule(name: name, value: value, location: location, text: text)) }
        positionRules[name.isHorizontal] = rules
        if let dropped {
            let axis = name.isHorizontal ? "horizontal" : "vertical"
            let kept = rules.map { "`\($0.name)`" }.joined(separator: " and ")
            let keptText = kept.isEmpty ? "" : " (now \(kept))"
            warnings.append(
                .warning(
                    at: dropped.location,
                    "COSLayout rule `\(dropped.name)` is dropped: setting `\(name)` at \(location.line):\(location.column) leaves only the two most recently set \(axis) position rules\(keptText)"
                ))
        }
    }
}

extension COSLayoutRuleName.Role {
    /// The edge of a position role (`nil` for sizes and bounds).
    var edge: COSLayoutRuleName.Edge? {
        if case .position(let edge, _) = self { return edge }
        return nil
    }

    /// Whether a position role measures from the superview's top/left edge.
    var fromMinimumSide: Bool {
        if case .position(_, let fromMinimumSide) = self { return fromMinimumSide }
        return false
    }
}
