/// One entry of `stacks:` (docs/notations/stacks.md): a view laid out as UIStackView lays out its
/// arranged subviews. The stack is also declared as a view (an item constraints can name), and its
/// arranged views become its children.
package struct StackDeclaration: Hashable, Sendable {
    /// `axis:`.
    package enum Axis: String, Hashable, Sendable, CaseIterable {
        /// Arranged views side by side, in reading order.
        case horizontal
        /// Arranged views top to bottom.
        case vertical
    }

    /// `distribution:`, UIStackView.Distribution.
    package enum Distribution: String, Hashable, Sendable, CaseIterable {
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
    package enum Alignment: String, Hashable, Sendable, CaseIterable {
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
    package enum Spacing: Hashable, Sendable {
        /// A number of points.
        case points(Double)
        /// A metric or input, by name, with where it is written.
        case named(String, SourceLocation)
        /// UIKit's standard spacing between sibling views.
        case system

        /// The standard spacing between sibling views, in points.
        package static let systemPoints: Double = 8
    }

    /// The stack's name (also a view).
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// `axis:` (default horizontal).
    package var axis: Axis = .horizontal
    /// `arranged:`, in order, with where each name is written.
    package var arranged: [NamedDeclaration] = []
    /// `distribution:` (default fill).
    package var distribution: Distribution = .fill
    /// `alignment:` (default fill).
    package var alignment: Alignment = .fill
    /// `spacing:` (default 0).
    package var spacing: Spacing = .points(0)
    /// `customSpacing:`: the gap after an arranged view, by the view's name.
    package var customSpacing: [String: Spacing] = [:]
    /// `layoutMarginsRelativeArrangement:`.
    package var isLayoutMarginsRelative = false
    /// `layoutMargins:` top, leading, bottom, trailing (default 8 each).
    package var layoutMargins: [Double] = [8, 8, 8, 8]
    /// `baselineRelativeArrangement:`: vertical gaps measured between labels' baselines.
    package var isBaselineRelative = false
    /// `hideable:`: arranged views with a runtime hidden flag.
    package var hideable: [NamedDeclaration] = []

    /// Creates a stack with UIStackView's defaults.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
