/// FlightLayout's horizontal alignment of a view against a reference rectangle (contract §7).
enum FlightLayoutHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    /// Outside, to the left: `x = R.minX − w`.
    case left
    /// Inside, flush left: `x = R.minX`.
    case leftEdge
    /// Centred: `x = R.midX − w/2`.
    case center
    /// Inside, flush right: `x = R.maxX − w`.
    case rightEdge
    /// Outside, to the right: `x = R.maxX`.
    case right
}

/// FlightLayout's vertical alignment of a view against a reference rectangle (contract §7).
enum FlightLayoutVerticalAlignment: String, Hashable, Sendable, CaseIterable {
    /// Outside, above: `y = R.minY − h`.
    case above
    /// Inside, flush top: `y = R.minY`.
    case top
    /// Centred: `y = R.midY − h/2`.
    case center
    /// Inside, flush bottom: `y = R.maxY − h`.
    case base
    /// Outside, below: `y = R.maxY`.
    case below
}

/// One `align:` entry, checked for shape: `{to, horizontal, vertical, size, offset}`, all optional.
struct FlightLayoutAlignment: Sendable {
    /// The reference item's name (default `superview`) and where it is written.
    var reference: (name: String, location: SourceLocation)?
    /// The horizontal alignment (default `center`).
    var horizontal: FlightLayoutHorizontalAlignment = .center
    /// The vertical alignment (default `center`).
    var vertical: FlightLayoutVerticalAlignment = .center
    /// `size: [w, h]`: the two value nodes (numbers, metrics or inputs).
    var size: (width: DocumentNode, height: DocumentNode)?
    /// `offset: [dx, dy]`: the two value nodes.
    var offset: (dx: DocumentNode, dy: DocumentNode)?

    /// The keys an alignment may have, in the order they are documented.
    static let keys = ["to", "horizontal", "vertical", "size", "offset"]

    /// Reads an alignment mapping; `null` (an empty entry) takes every default.
    init(node: DocumentNode) throws {
        switch node.kind {
        case .null:
            return
        case .scalar, .sequence:
            throw SpecError(at: node.location, "an alignment is a mapping such as "
                            + "{to: avatar, horizontal: right, vertical: top}, not \(node.kindDescription)")
        case .mapping(let entries):
            for entry in entries {
                switch entry.key {
                case "to":
                    guard let name = entry.value.scalar, !name.isEmpty else {
                        throw SpecError(at: entry.value.location,
                                        "`to` names a view, guide, `superview`, `container`, `margins` or `safeArea`, "
                                        + "not \(entry.value.kindDescription)")
                    }
                    reference = (name, entry.value.location)
                case "horizontal":
                    horizontal = try Self.choice(entry, FlightLayoutHorizontalAlignment.self)
                case "vertical":
                    vertical = try Self.choice(entry, FlightLayoutVerticalAlignment.self)
                case "size":
                    let pair = try Self.pair(entry, names: "[width, height]")
                    size = (pair.0, pair.1)
                case "offset":
                    let pair = try Self.pair(entry, names: "[dx, dy]")
                    offset = (pair.0, pair.1)
                default:
                    throw SpecError(at: entry.keyLocation, "unknown key `\(entry.key)` in an alignment; expected one of "
                                    + Self.keys.joined(separator: ", "))
                }
            }
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ entry: DocumentNode.Entry, _ type: Choice.Type
    ) throws -> Choice where Choice.RawValue == String {
        let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = entry.value.scalar else {
            throw SpecError(at: entry.value.location,
                            "`\(entry.key)` is one of \(allowed), not \(entry.value.kindDescription)")
        }
        guard let value = Choice(rawValue: text) else {
            throw SpecError(at: entry.value.location,
                            "unknown \(entry.key) alignment `\(text)`; expected one of \(allowed)")
        }
        return value
    }

    private static func pair(_ entry: DocumentNode.Entry, names: String) throws -> (DocumentNode, DocumentNode) {
        guard let items = entry.value.sequence, items.count == 2 else {
            throw SpecError(at: entry.value.location,
                            "`\(entry.key)` is a list of two numbers, metrics or inputs \(names)")
        }
        for item in items where item.scalar == nil {
            throw SpecError(at: item.location, "expected a number, metric or input in `\(entry.key)`, "
                            + "not \(item.kindDescription)")
        }
        return (items[0], items[1])
    }
}
