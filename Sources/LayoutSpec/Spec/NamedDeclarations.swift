/// A name with its position: a declared guide or condition, or a condition an example names.
public struct NamedDeclaration: Hashable, Sendable {
    /// The name.
    public var name: String
    /// Where it is written.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A `metrics:` entry: a build-time constant.
public struct MetricDeclaration: Hashable, Sendable {
    /// The name.
    public var name: String
    /// The value.
    public var value: Double
    /// Where the name is written.
    public var location: SourceLocation

    /// Creates a metric.
    public init(name: String, value: Double, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// An `inputs:` entry: a runtime number with the range the solution is proven over.
public struct InputDeclaration: Hashable, Sendable {
    /// The name.
    public var name: String
    /// `min:` (default −10000).
    public var lowerBound: Double
    /// `max:` (default 10000).
    public var upperBound: Double
    /// Where the name is written.
    public var location: SourceLocation

    /// Creates an input.
    public init(
        name: String, lowerBound: Double = ParameterDomain.inputRange.lowerBound,
        upperBound: Double = ParameterDomain.inputRange.upperBound, location: SourceLocation
    ) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.location = location
    }
}
