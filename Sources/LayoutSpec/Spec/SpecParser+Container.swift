/// `container:`.
extension SpecParseSession {
    /// The keys `container:` may have.
    static let containerKeys = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "margins", "minSafeArea", "maxSafeArea"
    ]

    /// `{width: input|fit, height: input|fit, minWidth, maxWidth, minHeight, maxHeight, margins,
    /// minSafeArea, maxSafeArea}`.
    mutating func parseContainer(_ node: DocumentNode) -> ContainerSpecification {
        var container = ContainerSpecification()
        if case .null = node.kind { return container }
        guard let entries = node.mapping else {
            diagnostics.add(
                .error(
                    at: node.location,
                    "`container` must be a mapping (\(Self.containerKeys.joined(separator: ", "))), found \(Self.describe(node))"
                ))
            return container
        }
        diagnostics.rejectUnknownKeys(entries, allowed: Self.containerKeys, in: "`container`")
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "width", "height":
                guard let text = value.scalar, let dimension = ContainerSpecification.Dimension(rawValue: text) else {
                    diagnostics.add(
                        .error(
                            at: value.contentLocation,
                            "container `\(entry.key)` must be `input` or `fit`, found \(Self.describe(value))"))
                    continue
                }
                if entry.key == "width" {
                    container.width = dimension
                    container.widthLocation = value.contentLocation
                } else {
                    container.height = dimension
                    container.heightLocation = value.contentLocation
                }
            case "minWidth", "maxWidth", "minHeight", "maxHeight":
                guard let number = number(value, "container `\(entry.key)`") else { continue }
                guard number >= 0 else {
                    diagnostics.add(.error(at: value.contentLocation, "container `\(entry.key)` must not be negative"))
                    continue
                }
                let bound = ContainerSpecification.Bound(number, at: entry.keyLocation)
                switch entry.key {
                case "minWidth": container.minWidth = bound
                case "maxWidth": container.maxWidth = bound
                case "minHeight": container.minHeight = bound
                default: container.maxHeight = bound
                }
            case "margins":
                if value.scalar == "input" {
                    container.margins = .input
                } else if let insets = insets(value, "container `margins` (or `input`)") {
                    container.margins = .fixed(insets)
                }
            case "minSafeArea", "maxSafeArea":
                guard let insets = safeAreaBound(value, "container `\(entry.key)`") else { continue }
                let bound = ContainerSpecification.Insets(insets, at: entry.keyLocation)
                if entry.key == "minSafeArea" { container.minSafeArea = bound } else { container.maxSafeArea = bound }
            default:
                break
            }
        }
        for (low, high, name) in [
            (container.minWidth, container.maxWidth, "Width"), (container.minHeight, container.maxHeight, "Height")
        ] {
            if let low, let high, low.value > high.value {
                diagnostics.add(
                    .error(
                        at: high.location,
                        "container `max\(name)` (\(LinearExpression.format(high.value))) is less than `min\(name)` (\(LinearExpression.format(low.value)))"
                    ))
            }
        }
        if let low = container.minSafeArea, let high = container.maxSafeArea,
            let edge = Parameter.Edge.allCases.first(where: { edge in
                guard let lowest = low.values[edge.rawValue], let highest = high.values[edge.rawValue] else {
                    return false
                }
                return lowest > highest
            }),
            let lowest = low.values[edge.rawValue], let highest = high.values[edge.rawValue]
        {
            diagnostics.add(
                .error(
                    at: high.location,
                    "container `maxSafeArea` is less than `minSafeArea` on the \(edge.name) "
                        + "(\(LinearExpression.format(highest)) < \(LinearExpression.format(lowest))): give each side's "
                        + "largest inset at least its smallest"))
        }
        return container
    }

    /// The sides of a safe-area bound: `N` (every side), `[top, left, bottom, right]`, or a mapping
    /// of some of `top`, `left`, `bottom`, `right` (the others unbounded); each 0 or more.
    private mutating func safeAreaBound(_ node: DocumentNode, _ what: String) -> [Double?]? {
        let values: [Double?]
        if let entries = node.mapping {
            let sides = Parameter.Edge.allCases.map(\.name)
            diagnostics.rejectUnknownKeys(entries, allowed: sides, in: what)
            var read: [Double?] = [nil, nil, nil, nil]
            for entry in entries {
                guard let side = sides.firstIndex(of: entry.key) else { continue }
                guard let value = number(entry.value, "\(what) `\(entry.key)`") else { return nil }
                read[side] = value
            }
            values = read
        } else {
            guard let insets = insets(node, "\(what) (or a mapping of `top`, `left`, `bottom`, `right`)") else {
                return nil
            }
            values = insets
        }
        guard values.allSatisfy({ ($0 ?? 0) >= 0 }) else {
            diagnostics.add(
                .error(at: node.contentLocation, "\(what) must not be negative: a safe-area inset is 0 or more"))
            return nil
        }
        return values
    }
}
