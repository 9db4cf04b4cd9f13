/// One entry of `stacks:` (docs/notations/stacks.md): a view laid out as UIStackView lays out its
/// arranged subviews. The stack is also declared as a view (an item constraints can name), and its
/// arranged views become its children.
public struct StackDeclaration: Hashable, Sendable {
    /// `axis:`.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Arranged views side by side, in reading order.
        case horizontal
        /// Arranged views top to bottom.
        case vertical
    }

    /// `distribution:`, UIStackView.Distribution.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        /// Views fill the axis; hugging and compression resistance decide which view gives way.
        case fill
        /// Views fill the axis with equal sizes.
        case fillEqually
        /// Views fill the axis in proportion to their intrinsic sizes.
        case fillProportionally
        /// Views keep their sizes; equal gaps of at least `spacing` fill the axis.
        case equalSpacing
        /// Views keep their sizes; their centres are equally spaced, gaps at least `spacing`.
        case equalCentering
    }

    /// `alignment:`, UIStackView.Alignment.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Views fill the stack across the axis.
        case fill
        /// Views at the leading edge (vertical stacks).
        case leading
        /// Views at the top edge (horizontal stacks).
        case top
        /// Views centred across the axis.
        case center
        /// Views at the trailing edge (vertical stacks).
        case trailing
        /// Views at the bottom edge (horizontal stacks).
        case bottom
        /// Labels' first baselines aligned (horizontal stacks).
        case firstBaseline
        /// Labels' last baselines aligned (horizontal stacks).
        case lastBaseline
    }

    /// A gap: a number, a metric or input name, or the system spacing.
    public enum Spacing: Hashable, Sendable {
        /// A number of points.
        case points(Double)
        /// A metric or input, by name, with where it is written.
        case named(String, SourceLocation)
        /// UIKit's standard spacing between sibling views.
        case system

        /// The standard spacing between sibling views, in points.
        public static let systemPoints: Double = 8
    }

    /// The stack's name (also a view).
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation
    /// `axis:` (default horizontal).
    public var axis: Axis = .horizontal
    /// `arranged:`, in order, with where each name is written.
    public var arranged: [NamedDeclaration] = []
    /// `distribution:` (default fill).
    public var distribution: Distribution = .fill
    /// `alignment:` (default fill).
    public var alignment: Alignment = .fill
    /// `spacing:` (default 0).
    public var spacing: Spacing = .points(0)
    /// `customSpacing:`: the gap after an arranged view, by the view's name.
    public var customSpacing: [String: Spacing] = [:]
    /// `layoutMarginsRelativeArrangement:`.
    public var isLayoutMarginsRelative = false
    /// `layoutMargins:` top, leading, bottom, trailing (default 8 each).
    public var layoutMargins: [Double] = [8, 8, 8, 8]
    /// `baselineRelativeArrangement:`: vertical gaps measured between labels' baselines.
    public var isBaselineRelative = false
    /// `hideable:`: arranged views with a runtime hidden flag.
    public var hideable: [NamedDeclaration] = []

    /// Creates a stack with UIStackView's defaults.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
