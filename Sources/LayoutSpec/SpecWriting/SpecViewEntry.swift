/// One entry of `views:` to write: the view's name and the options written for it, each left out
/// when `nil` (docs/SpecLanguage.md §2). Written as `name: {kind, measure, label, parent, hugging,
/// compression, margins, measuredSize, layout}`, in that order.
package struct SpecViewEntry: Hashable, Sendable {
    /// The view's name.
    package var name: String
    /// `kind:`.
    package var kind: ViewDeclaration.Kind?
    /// `measure:`.
    package var measure: ViewDeclaration.Measure?
    /// `label:`.
    package var isLabel: Bool?
    /// `parent:`.
    package var parent: String?
    /// `hugging:`: one number when both axes agree, else `[h, v]`.
    package var hugging: AxisPriorities?
    /// `compression:`: one number when both axes agree, else `[h, v]`.
    package var compression: AxisPriorities?
    /// `margins:` top, left, bottom, right (top, leading, bottom, trailing when
    /// `marginsFollowReadingDirection`).
    package var margins: [Double]?
    /// Whether `margins:` is written by `leading` and `trailing` (`{top, leading, bottom, trailing}`).
    package var marginsFollowReadingDirection = false
    /// `measuredSize:`, its ends that are set.
    package var measuredSize: MeasuredSizeRange?
    /// `layout:`: the spec that lays the view out.
    package var layout: String?

    /// Creates a view with no options (`name: {}`).
    package init(name: String) {
        self.name = name
    }

    /// The `views:` entry.
    var entry: SpecYAMLValue.Entry {
        var options: [SpecYAMLValue.Entry] = []
        if let kind { options.append(.init("kind", .scalar(kind.rawValue))) }
        if let measure { options.append(.init("measure", .scalar(measure.rawValue))) }
        if let isLabel { options.append(.init("label", .scalar(isLabel ? "true" : "false"))) }
        if let parent { options.append(.init("parent", .scalar(parent))) }
        if let hugging { options.append(.init("hugging", Self.priorities(hugging))) }
        if let compression { options.append(.init("compression", Self.priorities(compression))) }
        if let margins {
            if marginsFollowReadingDirection, margins.count == 4 {
                let sides = zip(ViewDeclaration.directionalMarginSides, margins).map {
                    SpecYAMLValue.Entry($0, .number($1))
                }
                options.append(.init("margins", .flowMapping(sides)))
            } else {
                options.append(.init("margins", .numbers(margins)))
            }
        }
        if let measuredSize {
            let ends: [(String, Double?)] = [
                ("minWidth", measuredSize.minWidth), ("maxWidth", measuredSize.maxWidth),
                ("minHeight", measuredSize.minHeight), ("maxHeight", measuredSize.maxHeight)
            ]
            options.append(
                .init(
                    "measuredSize",
                    .flowMapping(ends.compactMap { key, value in value.map { .init(key, .number($0)) } })))
        }
        if let layout { options.append(.init("layout", .scalar(layout))) }
        return .init(name, .flowMapping(options))
    }

    /// `251`, or `[250, 251]` when the axes differ.
    static func priorities(_ priorities: AxisPriorities) -> SpecYAMLValue {
        priorities.horizontal == priorities.vertical
            ? .number(Double(priorities.horizontal))
            : .numbers([Double(priorities.horizontal), Double(priorities.vertical)])
    }
}
