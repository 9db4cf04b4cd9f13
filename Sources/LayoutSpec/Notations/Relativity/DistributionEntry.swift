/// One `distribute:` entry (Relativity, docs/notations/relativity.md), its shape checked: a string
/// `"H: 8 <> a <> ~1~ <> b"`, or a mapping `{axis: horizontal|vertical, within: ITEM, items: "..."}`.
/// The items string is parsed, and the names resolved, when lowering.
public struct DistributionEntry: Hashable, Sendable {
    /// `axis:` of a mapping entry.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The items string and where its first character is.
    public var items: SourceText
    /// `axis:` when given.
    public var axis: Axis?
    /// `within:` of a mapping entry: the item spanned.
    public struct Within: Hashable, Sendable {
        /// The item's name.
        public var name: String
        /// Where the name is written.
        public var location: SourceLocation
    }

    /// `within:` when given.
    public var within: Within?
    /// Where the entry is written: the constraints' origin.
    public var location: SourceLocation
    /// The entry as written on one line, for constraint origins.
    public var originText: String

    /// The keys a mapping entry may have.
    static let keys = ["axis", "within", "items"]

    /// Reads a string entry or a mapping entry; throws at the offending key or value.
    public init(node: DocumentNode) throws {
        location = node.location
        switch node.kind {
        case .scalar(let text, _):
            items = SourceText(text, start: node.contentLocation)
            originText = text
        case .mapping(let entries):
            var itemsNode: DocumentNode?
            for entry in entries {
                switch entry.key {
                case "items": itemsNode = entry.value
                case "axis":
                    guard let value = entry.value.scalar, let parsed = Axis(rawValue: value) else {
                        throw SpecError(at: entry.value.location,
                                        "`axis` is `horizontal` or `vertical`, not \(Self.describe(entry.value))")
                    }
                    axis = parsed
                case "within":
                    guard let value = entry.value.scalar, !value.isEmpty else {
                        throw SpecError(at: entry.value.location,
                                        "`within` names a view, guide, `superview`, `container`, `margins` or "
                                        + "`safeArea`, not \(entry.value.kindDescription)")
                    }
                    within = Within(name: value, location: entry.value.location)
                default:
                    throw SpecError(at: entry.keyLocation,
                                    "unknown key `\(entry.key)` in a distribution; expected one of "
                                    + Self.keys.joined(separator: ", "))
                }
            }
            guard let itemsNode else {
                throw SpecError(at: node.location, "a distribution mapping needs `items`, such as \"a <> ~1~ <> b\"")
            }
            guard let items = SourceText(itemsNode) else {
                throw SpecError(at: itemsNode.location,
                                "`items` is a string such as \"a <> ~1~ <> b\", not \(itemsNode.kindDescription)")
            }
            self.items = items
            originText = DocumentNodeSourceText.render(node)
        case .sequence, .null:
            throw SpecError(at: node.location,
                            "a distribution is a string such as \"H: a <> ~1~ <> b\" or a mapping "
                            + "{axis, within, items}, not \(node.kindDescription)")
        }
    }

    private static func describe(_ node: DocumentNode) -> String {
        if let text = node.scalar { return "`\(text)`" }
        return node.kindDescription
    }
}
