/// `container:`.
extension SpecParseSession {
    /// The keys `container:` may have.
    static let containerKeys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "margins"]

    /// `{width: input|fit, height: input|fit, minWidth, maxWidth, minHeight, maxHeight, margins}`.
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
        return container
    }
}
