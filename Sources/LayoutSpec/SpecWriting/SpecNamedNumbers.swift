/// Numbers under a name: an example's frame (`title: [16, 12, 120, 20]`), measured size or font.
package struct SpecNamedNumbers: Hashable, Sendable {
    /// The name.
    package var name: String
    /// The numbers.
    package var values: [Double]

    /// Creates named numbers.
    package init(_ name: String, _ values: [Double]) {
        self.name = name
        self.values = values
    }

    /// `name: [numbers]`, one name a line.
    static func mapping(_ values: [SpecNamedNumbers]) -> SpecYAMLValue {
        .blockMapping(values.map { .init($0.name, .numbers($0.values)) })
    }
}

/// A number under a name: a metric's value, an input's value in an example's `set:`.
package struct SpecNamedValue: Hashable, Sendable {
    /// The name.
    package var name: String
    /// The number.
    package var value: Double

    /// Creates a named number.
    package init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }

    /// `name: number`, one name a line.
    static func mapping(_ values: [SpecNamedValue]) -> SpecYAMLValue {
        .blockMapping(values.map { .init($0.name, .number($0.value)) })
    }
}
