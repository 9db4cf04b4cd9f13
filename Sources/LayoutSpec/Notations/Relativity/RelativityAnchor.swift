/// One of Relativity's anchor points on an item's rectangle (docs/notations/relativity.md, anchors; docs/notations/relativity.md, label anchors): nine on every
/// item and six more on labels, on the cap line and the baseline.
enum RelativityAnchor: String, Hashable, Sendable, CaseIterable {
    case topLeft, top, topRight, left, middle, right, bottomLeft, bottom, bottomRight
    case capLeft, cap, capRight, baselineLeft, baseline, baselineRight

    /// Where the point lies across: the rectangle's left edge, middle or right edge.
    enum HorizontalPosition: Hashable, Sendable {
        case minX, midX, maxX
    }

    /// Where the point lies down: an edge, the middle, or a label's cap line or baseline.
    enum VerticalPosition: Hashable, Sendable {
        case minY, midY, maxY, capLine, baseline
    }

    /// The horizontal part of the point.
    var horizontal: HorizontalPosition {
        switch self {
        case .topLeft, .left, .bottomLeft, .capLeft, .baselineLeft: return .minX
        case .top, .middle, .bottom, .cap, .baseline: return .midX
        case .topRight, .right, .bottomRight, .capRight, .baselineRight: return .maxX
        }
    }

    /// The vertical part of the point.
    var vertical: VerticalPosition {
        switch self {
        case .topLeft, .top, .topRight: return .minY
        case .left, .middle, .right: return .midY
        case .bottomLeft, .bottom, .bottomRight: return .maxY
        case .capLeft, .cap, .capRight: return .capLine
        case .baselineLeft, .baseline, .baselineRight: return .baseline
        }
    }

    /// Whether only `label: true` views have this anchor.
    var requiresLabel: Bool {
        vertical == .capLine || vertical == .baseline
    }

    /// The anchors every item has, for messages.
    static let rectangleSpellings = allCases.filter { !$0.requiresLabel }.map(\.rawValue).joined(separator: ", ")
    /// The anchors only labels have, for messages.
    static let labelSpellings = allCases.filter(\.requiresLabel).map(\.rawValue).joined(separator: ", ")
}
