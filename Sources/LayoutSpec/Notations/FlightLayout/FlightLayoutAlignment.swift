import Foundation

/// FlightLayout's horizontal alignment of a view against a reference rectangle (docs/notations/flightlayout.md).
package enum FlightLayoutHorizontalAlignment: String, Hashable, Sendable, CaseIterable {
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

/// FlightLayout's vertical alignment of a view against a reference rectangle (docs/notations/flightlayout.md).
package enum FlightLayoutVerticalAlignment: String, Hashable, Sendable, CaseIterable {
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

    /// The horizontal alignment with the same rule along x (`above` ↔ `left`, `top` ↔ `leftEdge`, …),
    /// so that one table places a view along either axis.
    package var alongX: FlightLayoutHorizontalAlignment {
        switch self {
        case .above: return .left
        case .top: return .leftEdge
        case .center: return .center
        case .base: return .rightEdge
        case .below: return .right
        }
    }
}

/// One `align:` entry (`view: {to, horizontal, vertical, size, offset}`, all optional), checked for
/// shape by `SpecParser`; names and values are resolved when lowering.
package struct FlightLayoutAlignment: Hashable, Sendable {
    /// A name or value as written, with its position.
    package struct Written: Hashable, Sendable {
        /// What a value is, read once with the entry: a number, or a name with an optional leading
        /// minus (`-spacing`), resolved to a metric or input when lowering.
        package enum Value: Hashable, Sendable {
            /// A number.
            case number(Double)
            /// A name, negated when written `-name`.
            case name(String, isNegated: Bool)
        }

        /// The text (a name, a number, or `-name`).
        package var text: String
        /// Where it is written.
        package var location: SourceLocation
        /// The text without surrounding spaces (as messages quote it).
        package var trimmed: String
        /// What the trimmed text is.
        package var value: Value

        /// Reads `text`, written at `location`.
        package init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
            trimmed = text.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed) {
                value = .number(number)
            } else if trimmed.unicodeScalars.first == "-" {
                value = .name(String(trimmed.dropFirst()), isNegated: true)
            } else {
                value = .name(trimmed, isNegated: false)
            }
        }
    }

    /// Two values: `[width, height]` or `[dx, dy]`.
    package struct WrittenPair: Hashable, Sendable {
        /// The width, or `dx`.
        package var first: Written
        /// The height, or `dy`.
        package var second: Written
    }

    /// The aligned view (the `align:` key).
    package var view: String
    /// Where that key is written: the constraints' origin.
    package var viewLocation: SourceLocation
    /// The reference item's name (default `superview`).
    package var reference: Written?
    /// The horizontal alignment (default `center`).
    package var horizontal: FlightLayoutHorizontalAlignment = .center
    /// The vertical alignment (default `center`).
    package var vertical: FlightLayoutVerticalAlignment = .center
    /// `size: [w, h]`: numbers, metrics or inputs.
    package var size: WrittenPair?
    /// `offset: [dx, dy]`: numbers, metrics or inputs.
    package var offset: WrittenPair?
    /// The entry as written on one line (`b: {to: a, horizontal: right}`), for constraint origins.
    package var originText: String

    /// The keys an alignment may have, in the order they are documented.
    static let keys = ["to", "horizontal", "vertical", "size", "offset"]

    /// Reads `view`'s alignment mapping; `null` (an empty entry) takes every default. Throws at
    /// the offending key or value.
    package init(view: String, viewLocation: SourceLocation, node: DocumentNode) throws {
        self.view = view
        self.viewLocation = viewLocation
        originText = "\(view): \(DocumentNodeSourceText.render(node))"
        switch node.kind {
        case .null:
            return
        case .scalar, .sequence:
            throw SpecError(
                at: node.location,
                "an alignment is a mapping such as "
                    + "{to: avatar, horizontal: right, vertical: top}, not \(node.kindDescription)")
        case .mapping(let entries):
            for entry in entries {
                switch entry.key {
                case "to":
                    reference = Written(text: try entry.itemName(), location: entry.value.location)
                case "horizontal":
                    horizontal = try Self.choice(entry, FlightLayoutHorizontalAlignment.self)
                case "vertical":
                    vertical = try Self.choice(entry, FlightLayoutVerticalAlignment.self)
                case "size":
                    size = try Self.pair(entry, names: "[width, height]")
                case "offset":
                    offset = try Self.pair(entry, names: "[dx, dy]")
                default:
                    throw SpecError(
                        at: entry.keyLocation,
                        "unknown key `\(entry.key)` in an alignment; expected one of "
                            + Self.keys.joined(separator: ", ") + NameSuggestion.clause(for: entry.key, in: Self.keys))
                }
            }
        }
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ entry: DocumentNode.Entry, _ type: Choice.Type
    ) throws -> Choice where Choice.RawValue == String {
        let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text = entry.value.scalar else {
            throw SpecError(
                at: entry.value.location,
                "`\(entry.key)` is one of \(allowed), not \(entry.value.kindDescription)")
        }
        guard let value = Choice(rawValue: text) else {
            throw SpecError(
                at: entry.value.location,
                "unknown \(entry.key) alignment `\(text)`; expected one of \(allowed)"
                    + NameSuggestion.clause(for: text, in: Choice.allCases.map(\.rawValue)))
        }
        return value
    }

    private static func pair(_ entry: DocumentNode.Entry, names: String) throws -> WrittenPair {
        guard let items = entry.value.sequence, items.count == 2, let first = items.first, let second = items.last
        else {
            throw SpecError(
                at: entry.value.location,
                "`\(entry.key)` is a list of two numbers, metrics or inputs \(names)")
        }
        for item in items where item.scalar == nil {
            throw SpecError(
                at: item.location,
                "expected a number, metric or input in `\(entry.key)`, "
                    + "not \(item.kindDescription)")
        }
        return WrittenPair(
            first: Written(text: first.scalar ?? "", location: first.location),
            second: Written(text: second.scalar ?? "", location: second.location))
    }
}
