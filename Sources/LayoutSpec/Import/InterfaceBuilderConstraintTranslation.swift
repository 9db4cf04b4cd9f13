/// Interface Builder's `<constraint>` as a spec equation: `firstItem.firstAttribute RELATION
/// secondItem.secondAttribute * multiplier + constant @priority`.
///
/// A missing `firstItem` is the view that holds the constraint; a missing `relation` is `==`; a
/// missing `priority` is required; `baseline` is the last baseline, and a baseline of a view that
/// shows no text is its bottom edge. The root view is `container`,
/// its safe-area guide `safeArea`, the old top and bottom layout guides the safe area's top and
/// bottom. A scroll view's frame layout guide is the scroll view; its content layout guide is a
/// guide, and so is an edge of the scroll view in a constraint with a view inside it (UIKit
/// attaches those to the content area, while sizes and centres attach to the frame). What has no
/// spec meaning (an item outside the root, an unknown attribute, a margin of a scroll view's
/// content area) is reported, not guessed.
struct InterfaceBuilderConstraintTranslation {
    /// A constraint that could not be imported: why, at the constraint.
    struct Problem: Error {
        /// What is wrong and what to do.
        var reason: String
    }

    /// One end of an equation: a spec item and its attribute (`safeArea.top`).
    struct Anchor: Hashable {
        /// The item: a view, a guide, `container` or `safeArea`.
        var item: String
        /// The attribute, in the spec's spelling.
        var attribute: String

        /// `item.attribute`.
        var text: String { item + "." + attribute }
    }

    /// A constraint as a spec equation: its text and the anchors it names.
    struct Equation {
        /// The equation's text (`a.top == b.bottom + 8 @750`).
        var text: String
        /// Its left-hand anchor and, unless it is a constant, its right-hand one.
        var anchors: [Anchor]
    }

    /// Item id → spec item (views by name, the root as `container`, the root's safe area as
    /// `safeArea`, a nested view's safe area as that view).
    var items: [String: String]
    /// The ids of the old top and bottom layout guides.
    var topGuides: Set<String> = []
    /// The ids of the old bottom layout guides.
    var bottomGuides: Set<String> = []
    /// The ids of guides that have no spec meaning, with their `key`.
    var unsupportedGuides: [String: String] = [:]
    /// Scroll view id → the spec guide of its content area (its content layout guide).
    var scrollContents: [String: String] = [:]
    /// Content layout guide id → its spec guide.
    var contentGuides: [String: String] = [:]
    /// Scroll view id → the ids of the views inside it.
    var scrollDescendants: [String: Set<String>] = [:]
    /// The ids of views that show no text: their baselines are their bottom edges, as UIKit's
    /// `firstBaselineAnchor` and `lastBaselineAnchor` of such a view are.
    var textlessViews: Set<String> = []
    /// The ids of stack views that set no layout margins: a margin attribute of one is its edge
    /// (UIStackView's margins are zero unless set; in the public files measured, 7 of 7 constraints
    /// to a stack view's margin show it on the edge).
    var marginlessStacks: Set<String> = []
    /// The content guides a constraint has named so far.
    private(set) var usedScrollContents: Set<String> = []

    /// The edge attributes UIKit attaches to a scroll view's content area in a constraint with a
    /// view inside the scroll view.
    static let contentEdges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

    /// Attributes whose Interface Builder spelling is the spec's.
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"
    ]

    /// The edge a margin attribute is inset from (`topMargin` → `top`, `centerXWithinMargins` →
    /// `centerX`), `nil` for any other attribute.
    static func edge(ofMargin attribute: String) -> String? {
        if attribute.hasSuffix("WithinMargins") { return String(attribute.dropLast("WithinMargins".count)) }
        if attribute.hasSuffix("Margin") { return String(attribute.dropLast("Margin".count)) }
        return nil
    }

    /// The spec equation of `constraint`, held by the view `owner` (its spec item) whose id is `ownerID`.
    mutating func equation(_ constraint: InterfaceBuilderElement, owner: String, ownerID: String?) throws -> Equation {
        guard let firstAttribute = constraint["firstAttribute"] else {
            throw Problem(reason: "the constraint has no firstAttribute")
        }
        let firstID = constraint["firstItem"] ?? ownerID
        let secondID = constraint["secondItem"]
        let lhs = try term(constraint["firstItem"], firstAttribute, owner: owner, ownerID: ownerID, other: secondID)
        let relation: String
        switch constraint["relation"] {
        case nil: relation = "=="
        case "greaterThanOrEqual": relation = ">="
        case "lessThanOrEqual": relation = "<="
        case let other?: throw Problem(reason: "unknown relation '\(other)'")
        }
        let constant =
            try constraint["constant"].map { text -> Double in
                guard let value = InterfaceBuilderNumber.parse(text) else {
                    throw Problem(reason: "the constant '\(text)' is not a number")
                }
                return value
            } ?? 0
        var rhs: String
        var anchors = [lhs]
        if constraint["secondItem"] != nil || (constraint["secondAttribute"] ?? "notAnAttribute") != "notAnAttribute" {
            let second = try term(
                secondID, constraint["secondAttribute"] ?? firstAttribute, owner: owner, ownerID: ownerID,
                other: firstID)
            anchors.append(second)
            rhs = second.text
            let multiplier = constraint["multiplier"] ?? "1"
            guard let factor = InterfaceBuilderMultiplier.specText(multiplier) else {
                throw Problem(reason: "the multiplier '\(multiplier)' is not a number or a ratio like 16:9")
            }
            rhs += factor
            if constant != 0 {
                rhs += (constant < 0 ? " - " : " + ") + InterfaceBuilderFormat.number(abs(constant))
            }
        } else {
            rhs = InterfaceBuilderFormat.number(constant)
        }
        return Equation(text: "\(lhs.text) \(relation) \(rhs)" + (try priority(constraint)), anchors: anchors)
    }

    /// ` @N`, empty when required.
    private func priority(_ constraint: InterfaceBuilderElement) throws -> String {
        guard let text = constraint["priority"] else { return "" }
        guard let value = InterfaceBuilderNumber.parse(text), value >= 1, value <= 1000, value == value.rounded() else {
            throw Problem(reason: "the priority '\(text)' is not a whole number from 1 to 1000")
        }
        return value == 1000 ? "" : " @" + InterfaceBuilderFormat.number(value)
    }

    /// `item.attribute` for one end of a constraint whose other end is the item `other`; no `id` is
    /// the view holding the constraint, `owner` (whose id is `ownerID`).
    private mutating func term(
        _ id: String?, _ attribute: String, owner: String, ownerID: String?, other: String?
    ) throws -> Anchor {
        var spelled = attribute == "baseline" ? "lastBaseline" : attribute
        guard Self.attributes.contains(spelled) else {
            throw Problem(reason: "the attribute '\(attribute)' has no spec equivalent")
        }
        if ["firstBaseline", "lastBaseline"].contains(spelled), let id = id ?? ownerID, textlessViews.contains(id) {
            spelled = "bottom"
        }
        if let id = id ?? ownerID, marginlessStacks.contains(id), let edge = Self.edge(ofMargin: spelled) {
            spelled = edge
        }
        // A scroll view's edge is its content area's whether the file names the scroll view or
        // leaves it implicit as the view holding the constraint (as Interface Builder writes a
        // constraint whose first item is the scroll view).
        let scrollID = id ?? ownerID
        if let scrollID, let content = scrollContents[scrollID], let other,
            scrollDescendants[scrollID]?.contains(other) == true,
            !["width", "height", "centerX", "centerY", "firstBaseline", "lastBaseline"].contains(spelled)
        {
            guard Self.contentEdges.contains(spelled) else {
                throw Problem(
                    reason: "'\(attribute)' of a scroll view, with a view inside it, is a margin of its content "
                        + "area, which the spec cannot name; constrain the content to the content layout guide")
            }
            usedScrollContents.insert(content)
            return Anchor(item: content, attribute: spelled)
        }
        guard let id else { return Anchor(item: owner, attribute: spelled) }
        if topGuides.contains(id) || bottomGuides.contains(id) {
            let isTop = topGuides.contains(id)
            switch (isTop, spelled) {
            case (true, "bottom"): return Anchor(item: ReservedNames.safeArea, attribute: "top")
            case (true, "top"): return Anchor(item: ReservedNames.container, attribute: "top")
            case (false, "top"): return Anchor(item: ReservedNames.safeArea, attribute: "bottom")
            case (false, "bottom"): return Anchor(item: ReservedNames.container, attribute: "bottom")
            default:
                throw Problem(
                    reason: "the \(isTop ? "top" : "bottom") layout guide's '\(attribute)' has no spec "
                        + "equivalent; use the safe area's edges")
            }
        }
        if let key = unsupportedGuides[id] {
            throw Problem(reason: "the layout guide '\(key)' has no spec equivalent")
        }
        if let content = contentGuides[id] {
            usedScrollContents.insert(content)
            return Anchor(item: content, attribute: spelled)
        }
        guard let item = items[id] else {
            throw Problem(
                reason: "it names '\(id)', which is not a view of this root (a placeholder, another "
                    + "root or an object outside the view tree)")
        }
        return Anchor(item: item, attribute: spelled)
    }
}
