/// `container:` to write: the keys that are set, as a flow mapping `{width, height, minWidth,
/// maxWidth, minHeight, maxHeight, margins, minSafeArea, maxSafeArea}` in that order; nothing is written when none is set.
package struct SpecContainerEntry: Hashable, Sendable {
    /// `width:`.
    package var width: ContainerSpecification.Dimension?
    /// `height:`.
    package var height: ContainerSpecification.Dimension?
    /// `minWidth:`.
    package var minWidth: Double?
    /// `maxWidth:`.
    package var maxWidth: Double?
    /// `minHeight:`.
    package var minHeight: Double?
    /// `maxHeight:`.
    package var maxHeight: Double?
    /// `margins:`: `[top, left, bottom, right]` or `input`.
    package var margins: ContainerSpecification.Margins?
    /// `minSafeArea:`: top, left, bottom, right, nil for a side without a bound.
    package var minSafeArea: [Double?]?
    /// `maxSafeArea:`: top, left, bottom, right, nil for a side without a bound.
    package var maxSafeArea: [Double?]?

    /// A container with no key set.
    package init(margins: ContainerSpecification.Margins? = nil) {
        self.margins = margins
    }

    /// The keys that are set.
    var entries: [SpecYAMLValue.Entry] {
        var keys: [SpecYAMLValue.Entry] = []
        if let width { keys.append(.init("width", .scalar(width.rawValue))) }
        if let height { keys.append(.init("height", .scalar(height.rawValue))) }
        let bounds = [
            ("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight), ("maxHeight", maxHeight)
        ]
        for (key, value) in bounds {
            if let value { keys.append(.init(key, .number(value))) }
        }
        switch margins {
        case .fixed(let values): keys.append(.init("margins", .numbers(values)))
        case .input: keys.append(.init("margins", .scalar("input")))
        case nil: break
        }
        for (key, bound) in [("minSafeArea", minSafeArea), ("maxSafeArea", maxSafeArea)] {
            guard let bound else { continue }
            let sides = zip(Parameter.Edge.allCases, bound).compactMap { edge, value in
                value.map { SpecYAMLValue.Entry(edge.name, .number($0)) }
            }
            if !sides.isEmpty { keys.append(.init(key, .flowMapping(sides))) }
        }
        return keys
    }
}
