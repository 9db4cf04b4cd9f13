/// Interface Builder's `<constraint>` as a spec equation: `firstItem.firstAttribute RELATION
/// secondItem.secondAttribute * multiplier + constant @priority`.
///
/// A missing `firstItem` is the view that holds the constraint; a missing `relation` is `==`; a
/// missing `priority` is required; `baseline` is the last baseline. The root view is `container`,
/// its safe-area guide `safeArea`, the old top and bottom layout guides the safe area's top and
/// bottom. What has no spec meaning (a guide of a scroll view, an item outside the root, an
/// unknown attribute) is reported, not guessed.
struct InterfaceBuilderConstraintTranslation {
    /// A constraint that could not be imported: why, at the constraint.
    struct Problem: Error {
        /// What is wrong and what to do.
        var message: String
    }

    /// Item id → spec item (views by name, the root as `container`, the root's safe area as
    /// `safeArea`, a nested view's safe area as that view).
    var items: [String: String]
    /// The ids of the old top and bottom layout guides.
    var topGuides: Set<String> = []
    /// The ids of the old bottom layout guides.
    var bottomGuides: Set<String> = []
    /// The ids of guides that have no spec meaning (scroll views' content and frame guides), with
    /// their `key`.
    var unsupportedGuides: [String: String] = [:]

    /// Attributes whose Interface Builder spelling is the spec's.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"
    ]

    /// The spec line of `constraint`, held by the view `owner` (its spec item).
    func equation(_ constraint: InterfaceBuilderElement, owner: String) throws -> String {
        guard let firstAttribute = constraint["firstAttribute"] else {
            throw Problem(message: "the constraint has no firstAttribute")
        }
        let lhs = try term(constraint["firstItem"], firstAttribute, owner: owner)
        let relation: String
        switch constraint["relation"] {
        case nil: relation = "=="
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        case let other?: throw Problem(message: "unknown relation '\(other)'")
        }
        let constant =
            try constraint["constant"].map { text -> Double in
                guard let value = InterfaceBuilderNumber.parse(text) else {
                    throw Problem(message: "the constant '\(text)' is not a number")
                }
                return value
            } ?? 0
        var rhs: String
        if constraint["secondItem"] != nil || (constraint["secondAttribute"] ?? "notAnAttribute") != "notAnAttribute" {
            rhs = try term(constraint["secondItem"], constraint["secondAttribute"] ?? firstAttribute, owner: owner)
            let multiplier = constraint["multiplier"] ?? "1"
            guard let factor = InterfaceBuilderMultiplier.specText(multiplier) else {
                throw Problem(message: "the multiplier '\(multiplier)' is not a number or a ratio like 16:9")
            }
            rhs += factor
            if constant != 0 {
                rhs += (constant < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(constant))
            }
        } else {
            rhs = InterfaceBuilderFormat.number(constant)
        }
        return "\(lhs) \(relation) \(rhs)" + (try priority(constraint))
    }

    /// ` @N`, empty when required.
    private func priority(_ constraint: InterfaceBuilderElement) throws -> String {
        guard let text = constraint["priority"] else { return "" }
        guard let value = InterfaceBuilderNumber.parse(text), value >= 1, value <= 1000, value == value.rounded() else {
            throw Problem(message: "the priority '\(text)' is not a whole number from 1 to 1000")
        }
        return value == 1000 ? "" : " @" + InterfaceBuilderFormat.number(value)
    }

    /// `item.attribute` for one end of a constraint.
    private func term(_ id: String?, _ attribute: String, owner: String) throws -> String {
        let spelled = attribute == "baseline" ? "lastBaseline" : attribute
        guard Self.attributes.contains(spelled) else {
            throw Problem(message: "the attribute '\(attribute)' has no spec equivalent")
        }
        guard let id else { return owner + "." + spelled }
        if topGuides.contains(id) || bottomGuides.contains(id) {
            let isTop = topGuides.contains(id)
            switch (isTop, spelled) {
            case (true, "bottom"): return "safeArea.top"
            case (true, "top"): return "container.top"
            case (false, "top"): return "safeArea.bottom"
            case (false, "bottom"): return "container.bottom"
            default:
                throw Problem(
                    message: "the \(isTop ? "top" : "bottom") layout guide's '\(attribute)' has no spec "
                        + "equivalent; use the safe area's edges")
            }
        }
        if let key = unsupportedGuides[id] {
            throw Problem(
                message: "the layout guide '\(key)' (a scroll view's content or frame guide) has no spec "
                    + "equivalent yet; constrain the content view to explicit sizes")
        }
        guard let item = items[id] else {
            throw Problem(
                message: "it names '\(id)', which is not a view of this root (a placeholder, another "
                    + "root or an object outside the view tree)")
        }
        return item + "." + spelled
    }
}
