/// A name with its position: a declared guide or condition, or a condition an example names.
package struct NamedDeclaration: Hashable, Sendable {
    /// The name.
    package var name: String
    /// Where it is written.
    package var location: SourceLocation

    /// Creates a declaration.
    package init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// A `metrics:` entry: a build-time constant.
package struct MetricDeclaration: Hashable, Sendable {
    /// The name.
    package var name: String
    /// The value.
    package var value: Double
    /// Where the name is written.
    package var location: SourceLocation

    /// Creates a metric.
    package init(name: String, value: Double, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// An `inputs:` entry: a runtime number with the range the solution is proven over.
package struct InputDeclaration: Hashable, Sendable {
    /// The name.
    package var name: String
    /// `min:` (default −10000).
    package var lowerBound: Double
    /// `max:` (default 10000).
    package var upperBound: Double
    /// Where the name is written.
    package var location: SourceLocation

    /// Creates an input.
    package init(
        name: String, lowerBound: Double = ParameterDomain.inputRange.lowerBound,
        upperBound: Double = ParameterDomain.inputRange.upperBound, location: SourceLocation
    ) {
        self.name = name
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.location = location
    }
}
