/// One entry of `stacks:` to write (docs/notations/stacks.md): the stack's name and the keys written
/// for it, each left out when `nil` (or, for the lists other than `arranged`, when empty). Written as
/// a block mapping: `axis`, `arranged`, `distribution`, `alignment`, `spacing`, `customSpacing`,
/// `layoutMarginsRelativeArrangement`, `layoutMargins`, `baselineRelativeArrangement`, `hideable`,
/// `parent`, in that order.
package struct SpecStackEntry: Hashable, Sendable {
    /// A gap: points, a metric or input by name, or `system`.
    package enum Spacing: Hashable, Sendable {
        /// A number of points.
        case points(Double)
        /// A metric or input.
        case named(String)
        /// UIKit's standard spacing.
        case system

        /// The value written.
        var value: SpecYAMLValue {
            switch self {
            case .points(let points): return .number(points)
            case .named(let name): return .scalar(name)
            case .system: return .scalar("system")
            }
        }
    }

    /// One `customSpacing:` entry: the gap after an arranged view.
    package struct Gap: Hashable, Sendable {
        /// The arranged view.
        package var view: String
        /// The gap after it.
        package var spacing: Spacing

        /// Creates a gap.
        package init(after view: String, _ spacing: Spacing) {
            self.view = view
            self.spacing = spacing
        }
    }

    /// The stack's name.
    package var name: String
    /// `axis:`.
    package var axis: StackDeclaration.Axis?
    /// `arranged:` (always written).
    package var arranged: [String]
    /// `distribution:`.
    package var distribution: StackDeclaration.Distribution?
    /// `alignment:`.
    package var alignment: StackDeclaration.Alignment?
    /// `spacing:`.
    package var spacing: Spacing?
    /// `customSpacing:`, in order.
    package var customSpacing: [Gap] = []
    /// `layoutMarginsRelativeArrangement:`.
    package var isLayoutMarginsRelative: Bool?
    /// `layoutMargins:` top, leading, bottom, trailing.
    package var layoutMargins: [Double]?
    /// `baselineRelativeArrangement:`.
    package var isBaselineRelative: Bool?
    /// `hideable:`.
    package var hideable: [String] = []
    /// `parent:`.
    package var parent: String?

    /// Creates a stack of `arranged` views with no other key.
    package init(name: String, arranged: [String]) {
        self.name = name
        self.arranged = arranged
    }

    /// The `stacks:` entry.
    var entry: SpecYAMLValue.Entry {
        var keys: [SpecYAMLValue.Entry] = []
        if let axis { keys.append(.init("axis", .scalar(axis.rawValue))) }
        keys.append(.init("arranged", .names(arranged)))
        if let distribution { keys.append(.init("distribution", .scalar(distribution.rawValue))) }
        if let alignment { keys.append(.init("alignment", .scalar(alignment.rawValue))) }
        if let spacing { keys.append(.init("spacing", spacing.value)) }
        if !customSpacing.isEmpty {
            keys.append(.init("customSpacing", .flowMapping(customSpacing.map { .init($0.view, $0.spacing.value) })))
        }
        if let isLayoutMarginsRelative {
            keys.append(.init("layoutMarginsRelativeArrangement", .scalar(isLayoutMarginsRelative ? "true" : "false")))
        }
        if let layoutMargins { keys.append(.init("layoutMargins", .numbers(layoutMargins))) }
        if let isBaselineRelative {
            keys.append(.init("baselineRelativeArrangement", .scalar(isBaselineRelative ? "true" : "false")))
        }
        if !hideable.isEmpty { keys.append(.init("hideable", .names(hideable))) }
        if let parent { keys.append(.init("parent", .scalar(parent))) }
        return .init(name, .blockMapping(keys))
    }
}
