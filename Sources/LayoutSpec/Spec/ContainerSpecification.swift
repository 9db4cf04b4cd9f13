/// The `container:` key: how the container's size is known, its size bounds and layout margins.
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
}
