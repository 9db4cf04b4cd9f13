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
