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

/// One entry of `inputs:` to write: a name and, when set, its range's ends.
package struct SpecInputEntry: Hashable, Sendable {
    /// The input's name.
    package var name: String
    /// `min:`.
    package var min: Double?
    /// `max:`.
    package var max: Double?

    /// Creates an input.
    package init(name: String, min: Double? = nil, max: Double? = nil) {
        self.name = name
        self.min = min
        self.max = max
    }

    /// `inputs:`: a list of names when no input has a range, else `name: {min, max}` a line.
    static func section(_ inputs: [SpecInputEntry]) -> SpecYAMLValue {
        guard inputs.contains(where: { $0.min != nil || $0.max != nil }) else { return .names(inputs.map(\.name)) }
        return .blockMapping(
            inputs.map { input in
                let ends = [("min", input.min), ("max", input.max)].compactMap { key, value in
                    value.map { SpecYAMLValue.Entry(key, .number($0)) }
                }
                return .init(input.name, .flowMapping(ends))
            })
    }
}

/// A seed notation's statement for one view (`rules:`' COSLayout rules, `attributes:`' EasyPeasy
/// attributes), as written.
package struct SpecViewStatement: Hashable, Sendable {
    /// The view.
    package var view: String
    /// The statement's text.
    package var text: String

    /// Creates a view's statement.
    package init(view: String, text: String) {
        self.view = view
        self.text = text
    }
}
