/// One `distribute:` entry (Relativity, docs/notations/relativity.md), its shape checked: a string
/// `"H: 8 <> a <> ~1~ <> b"`, a list of items (Relativity's one-item-per-line result-builder form),
/// or a mapping `{axis: horizontal|vertical, within: ITEM, direction: leftToRight|leadingToTrailing,
/// items: "..." | [...]}`.
/// The items string is parsed here, once (`parsedItems`); the names are resolved when lowering.
package struct DistributionEntry: Hashable, Sendable {
    /// `axis:` of a mapping entry.
    package enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The items string and where its first character is.
    package var items: SourceText
    /// `axis:` when given.
    package var axis: Axis?
    /// `within:` of a mapping entry: the item spanned.
    package struct Within: Hashable, Sendable {
        /// The item's name.
        package var name: String
        /// Where the name is written.
        package var location: SourceLocation
    }

    /// `within:` when given.
    package var within: Within?
    /// Where the entry is written: the constraints' origin.
    package var location: SourceLocation
    /// The entry as written on one line, for constraint origins.
    package var originText: String
    /// `direction: leadingToTrailing`: a horizontal row that flips under `rtl` (default
    /// `leftToRight`, Relativity's).
    package var mirrorsUnderRightToLeft = false
    /// Where `direction:`'s value is written.
    package var directionLocation: SourceLocation?
    /// One item of the list form: where it starts in `items` and where it is written.
    package struct ListItem: Hashable, Sendable {
        /// Its offset in `items` (joined with ` <> `).
        package var start: Int
        /// Where it is written in the file.
        package var location: SourceLocation
    }

    /// For the list form: the items, joined with ` <> ` into `items` (which is placed at the
    /// synthetic line 0 of the file, see `relocated`).
    package var listItems: [ListItem] = []

    /// The items string's tree, or its parse errors (at the synthetic line 0 for the list form:
    /// lowering reports them through `relocated`).
    var parsedItems: ParseOutcome<RelativityDistribution> = .failed([])

    /// The keys a mapping entry may have.
    static let keys = ["axis", "within", "items", "direction"]

    /// Reads a string entry or a mapping entry; throws at the offending key or value.
    package init(node: DocumentNode) throws {
        location = node.location
        switch node.kind {
        case .scalar(let text, _):
            items = SourceText(text, start: node.contentLocation)
            originText = text
        case .sequence(let nodes):
            // Relativity's result-builder form, one item per line: `- [blue, "~2~", red, 20, yellow]`.
            (items, listItems) = try Self.joined(nodes, at: node.location)
            originText = DocumentNodeSourceText.render(node)
        case .mapping(let entries):
            var itemsNode: DocumentNode?
            for entry in entries {
                switch entry.key {
                case "items": itemsNode = entry.value
                case "axis":
                    guard let value = entry.value.scalar, let parsed = Axis(rawValue: value) else {
                        throw SpecError(
                            at: entry.value.location,
                            "`axis` is `horizontal` or `vertical`, not \(Self.describe(entry.value))")
                    }
                    axis = parsed
                case "within":
                    within = Within(name: try entry.itemName(), location: entry.value.location)
                case "direction":
                    directionLocation = entry.value.location
                    switch entry.value.scalar {
                    case "leftToRight": mirrorsUnderRightToLeft = false
                    case "leadingToTrailing": mirrorsUnderRightToLeft = true
                    default:
                        throw SpecError(
                            at: entry.value.location,
                            "`direction` is `leftToRight` (Relativity's, the default) or "
                                + "`leadingToTrailing` (flips under `rtl`), not \(Self.describe(entry.value))")
                    }
                default:
                    throw SpecError(
                        at: entry.keyLocation,
                        "unknown key `\(entry.key)` in a distribution; expected one of "
                            + Self.keys.joined(separator: ", ") + NameSuggestion.clause(for: entry.key, in: Self.keys))
                }
            }
            guard let itemsNode else {
                throw SpecError(at: node.location, "a distribution mapping needs `items`, such as \"a <> ~1~ <> b\"")
            }
            if case .sequence(let nodes) = itemsNode.kind {
                (items, listItems) = try Self.joined(nodes, at: itemsNode.location)
            } else if let items = SourceText(itemsNode) {
                self.items = items
            } else {
                throw SpecError(
                    at: itemsNode.location,
                    "`items` is a string such as \"a <> ~1~ <> b\" or a list of items, not "
                        + itemsNode.kindDescription)
            }
            originText = DocumentNodeSourceText.render(node)
        case .null:
            throw SpecError(
                at: node.location,
                "a distribution is a string such as \"H: a <> ~1~ <> b\", a list of items or a "
                    + "mapping {axis, within, items}, not \(node.kindDescription)")
        }
        let items = items
        parsedItems = ParseOutcome { try RelativityDistributionParser.parse(items.text, base: items.start) }
    }

    /// The list form's items joined with ` <> `, placed at the synthetic line 0 of the file (see
    /// `relocated`), and where each item starts.
    private static func joined(
        _ nodes: [DocumentNode], at location: SourceLocation
    ) throws
        -> (SourceText, [ListItem])
    {
        guard !nodes.isEmpty else {
            throw SpecError(at: location, "a distribution list needs at least one item, such as `[a, \"~1~\", b]`")
        }
        var text = ""
        var starts: [ListItem] = []
        for item in nodes {
            guard let scalar = item.scalar else {
                throw SpecError(
                    at: item.location,
                    "each item of a distribution list is a view, a number, a metric "
                        + "or input, or `~N~`, not \(item.kindDescription)")
            }
            if !text.isEmpty { text += " <> " }
            starts.append(ListItem(start: text.unicodeScalars.count, location: item.contentLocation))
            text += scalar
        }
        return (SourceText(text, start: SourceLocation(path: location.path, line: 0, column: 1)), starts)
    }

    /// `error` with the list form's synthetic line-0 locations moved to the items as written.
    package func relocated(_ error: SpecError) -> SpecError {
        guard !listItems.isEmpty else { return error }
        func move(_ diagnostic: Diagnostic) -> Diagnostic {
            var moved = diagnostic
            if let location = diagnostic.location, location.line == 0 {
                let offset = location.column - 1
                if let item = listItems.last(where: { $0.start <= offset }) ?? listItems.first {
                    moved.location = item.location.advanced(by: max(0, offset - item.start))
                }
            }
            moved.notes = diagnostic.notes.map(move)
            return moved
        }
        return SpecError(error.diagnostics.map(move))
    }

    private static func describe(_ node: DocumentNode) -> String {
        if let text = node.scalar { return "`\(text)`" }
        return node.kindDescription
    }
}
