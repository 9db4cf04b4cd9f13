/// The `container:` key: how the container's size is known, its size bounds and layout margins.
public struct ContainerSpecification: Hashable, Sendable {
    /// How one dimension of the container is known.
    public enum Dimension: String, Hashable, Sendable, CaseIterable {
        /// Given at run time (`bounds`).
        case input
        /// Solved, and reported as the fitting size.
        case fit
    }

    /// The container's layout margins (the `margins` item).
    public enum Margins: Hashable, Sendable {
        /// Build-time constants: top, left, bottom, right.
        case fixed([Double])
        /// Runtime inputs (`margins: input`).
        case input
    }

    /// A `minWidth`-style bound with its position.
    public struct Bound: Hashable, Sendable {
        /// The value.
        public var value: Double
        /// Where the key is written.
        public var location: SourceLocation

        /// Creates a bound.
        public init(_ value: Double, at location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// `width:` (default `input`).
    public var width: Dimension
    /// `height:` (default `input`).
    public var height: Dimension
    /// `minWidth:`.
    public var minWidth: Bound?
    /// `maxWidth:`.
    public var maxWidth: Bound?
    /// `minHeight:`.
    public var minHeight: Bound?
    /// `maxHeight:`.
    public var maxHeight: Bound?
    /// `margins:` (default 8 on every side).
    public var margins: Margins
    /// Where `width: fit` is written, for errors about the fitting width (`nil` when not fitting).
    public var widthLocation: SourceLocation?
    /// Where `height: fit` is written, for errors about the fitting height (`nil` when not fitting).
    public var heightLocation: SourceLocation?

    /// Creates a container description.
    public init(
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
