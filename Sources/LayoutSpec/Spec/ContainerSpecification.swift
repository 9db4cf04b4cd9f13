/// The `container:` key: how the container's size is known, its size bounds, layout margins and
/// the range of safe-area insets it is shown with.
package struct ContainerSpecification: Hashable, Sendable {
    /// How one dimension of the container is known.
    package enum Dimension: String, Hashable, Sendable, CaseIterable {
        /// Given at run time (`bounds`).
        case input
        /// Solved, and reported as the fitting size.
        case fit
    }

    /// The container's layout margins (the `margins` item).
    package enum Margins: Hashable, Sendable {
        /// Build-time constants: top, left, bottom, right.
        case fixed([Double])
        /// Runtime inputs (`margins: input`).
        case input
    }

    /// A `minWidth`-style bound with its position.
    package struct Bound: Hashable, Sendable {
        /// The value.
        package var value: Double
        /// Where the key is written.
        package var location: SourceLocation

        /// Creates a bound.
        package init(_ value: Double, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// Bounds on the four insets (top, left, bottom, right; nil where a side is not bounded) with
    /// the position of their key.
    package struct Insets: Hashable, Sendable {
        /// Top, left, bottom, right: nil for a side without a bound.
        package var values: [Double?]
        /// Where the key is written.
        package var location: SourceLocation

        /// Creates insets.
        package init(_ values: [Double?], at location: SourceLocation) {
            self.values = values
            self.location = location
        }
    }

    /// `width:` (default `input`).
    package var width: Dimension
    /// `height:` (default `input`).
    package var height: Dimension
    /// `minWidth:`.
    package var minWidth: Bound?
    /// `maxWidth:`.
    package var maxWidth: Bound?
    /// `minHeight:`.
    package var minHeight: Bound?
    /// `maxHeight:`.
    package var maxHeight: Bound?
    /// `margins:` (default 8 on every side).
    package var margins: Margins
    /// `minSafeArea:`: the smallest safe-area insets, top, left, bottom, right (default 0 on every side).
    package var minSafeArea: Insets?
    /// `maxSafeArea:`: the largest safe-area insets, top, left, bottom, right (default 10000 on every side).
    package var maxSafeArea: Insets?
    /// Where `width: fit` is written, for errors about the fitting width (`nil` when not fitting).
    package var widthLocation: SourceLocation?
    /// Where `height: fit` is written, for errors about the fitting height (`nil` when not fitting).
    package var heightLocation: SourceLocation?

    /// Creates a container description.
    package init(
        width: Dimension = .input, height: Dimension = .input, minWidth: Bound? = nil, maxWidth: Bound? = nil,
        minHeight: Bound? = nil, maxHeight: Bound? = nil, margins: Margins = .fixed([8, 8, 8, 8])
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.margins = margins
    }

    /// The safe-area insets on `edge` the layout is proven for: `minSafeArea` to `maxSafeArea`
    /// on that side, each end the default range of sizes where the side has no bound.
    package func safeAreaRange(_ edge: Parameter.Edge) -> ClosedRange<Double> {
        let sizes = ParameterDomain.sizeRange
        let low = minSafeArea?.values[edge.rawValue] ?? sizes.lowerBound
        return low...max(low, maxSafeArea?.values[edge.rawValue] ?? sizes.upperBound)
    }
}
