/// Typed reads of document scalars, each failing with an error at the node that says what was
/// expected.
extension SpecParseSession {
    /// A finite number, or an error naming `what`.
    mutating func number(_ node: DocumentNode, _ what: String) -> Double? {
        if let text = node.scalar, let value = Double(text) {
            if NumberRange.isAllowedLiteral(value) { return value }
            diagnostics.add(.error(at: node.contentLocation, "\(what): " + NumberRange.outOfRangeMessage(text)))
            return nil
        }
        diagnostics.add(.error(at: node.contentLocation, "\(what) must be a number, found \(Self.describe(node))"))
        return nil
    }

    /// A whole number in `range`, or an error naming `what`.
    mutating func integer(_ node: DocumentNode, in range: ClosedRange<Int>, _ what: String) -> Int? {
        if let text = node.scalar, let value = Double(text), value == value.rounded(),
            value >= Double(range.lowerBound), value <= Double(range.upperBound)
        {
            return Int(value)
        }
        diagnostics.add(
            .error(
                at: node.contentLocation,
                "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(Self.describe(node))"
            ))
        return nil
    }

    /// `true` or `false`, or an error naming `what`.
    mutating func boolean(_ node: DocumentNode, _ what: String) -> Bool? {
        switch node.scalar {
        case "true": return true
        case "false": return false
        default:
            diagnostics.add(
                .error(at: node.contentLocation, "\(what) must be true or false, found \(Self.describe(node))"))
            return nil
        }
    }

    /// A scalar's text, or an error naming `what`.
    mutating func text(_ node: DocumentNode, _ what: String) -> String? {
        if let text = node.scalar { return text }
        diagnostics.add(.error(at: node.location, "\(what) must be a name, found \(Self.describe(node))"))
        return nil
    }

    /// `N` (the same on every side) or `[top, left, bottom, right]`.
    mutating func insets(_ node: DocumentNode, _ what: String) -> [Double]? {
        if node.scalar != nil {
            return number(node, what).map { Array(repeating: $0, count: 4) }
        }
        if let items = node.sequence, items.count == 4 {
            let values = items.compactMap { number($0, "each of \(what)") }
            return values.count == 4 ? values : nil
        }
        diagnostics.add(
            .error(
                at: node.location,
                "\(what) must be a number or a list [top, left, bottom, right], found \(Self.describe(node))"))
        return nil
    }

    /// A mapping of some of `top`, `leading`, `bottom`, `trailing` (each side not written keeps
    /// UIKit's 8) as [top, leading, bottom, trailing]; `nil` after an error.
    mutating func directionalMargins(_ entries: [DocumentNode.Entry], _ what: String) -> [Double]? {
        let sides = ViewDeclaration.directionalMarginSides
        diagnostics.rejectUnknownKeys(entries, allowed: sides, in: what)
        var values = ViewDeclaration.defaultMargins
        for entry in entries {
            guard let side = sides.firstIndex(of: entry.key) else { continue }
            guard let value = number(entry.value, "\(what) `\(entry.key)`") else { return nil }
            values[side] = value
        }
        return values
    }

    /// `N` (both axes) or `[horizontal, vertical]`, each a priority 1…1000.
    mutating func axisPriorities(_ node: DocumentNode, _ what: String) -> AxisPriorities? {
        if node.scalar != nil {
            return integer(node, in: 1...1000, what).map { AxisPriorities(horizontal: $0, vertical: $0) }
        }
        if let items = node.sequence, items.count == 2 {
            let horizontal = integer(items[0], in: 1...1000, what)
            let vertical = integer(items[1], in: 1...1000, what)
            guard let horizontal, let vertical else { return nil }
            return AxisPriorities(horizontal: horizontal, vertical: vertical)
        }
        diagnostics.add(
            .error(
                at: node.location,
                "\(what) must be a priority or a list [horizontal, vertical], found \(Self.describe(node))"))
        return nil
    }

    /// A node for messages: `` `text` `` for scalars, else its kind.
    static func describe(_ node: DocumentNode) -> String {
        node.scalar.map { "`\($0)`" } ?? node.kindDescription
    }
}
