/// The schema of an example's `input`: one property per `eval` option of the run-time input table
/// (`EvaluationOption`), described and shaped by the table's `examples:` columns.
extension SpecSchema {
    /// `$defs/exampleInput`: a closed object with a property per option key.
    static var exampleInput: JSONValue {
        closedObject(
            "An example's input: the options of `layout-gen eval` without the dashes.",
            keys: EvaluationOption.allCases.map(\.key),
            descriptions: Dictionary(
                uniqueKeysWithValues: EvaluationOption.allCases.map { ($0.key, $0.exampleDescription) })
        ) { key, description in
            guard let option = EvaluationOption(rawValue: key) else { return described(description, [:]) }
            return exampleInputProperty(option.valueShape, description: description)
        }
    }

    /// The schema of an example input's value of `shape`.
    static func exampleInputProperty(_ shape: EvaluationOption.ValueShape, description: String) -> JSONValue {
        switch shape {
        case .nonNegativeNumber:
            return described(description, ["type": "number", "minimum": 0])
        case .namedNumbers:
            return .object([
                ("description", .string(description)), ("type", .string("object")),
                ("additionalProperties", .object([("type", .string("number"))]))
            ])
        case .names:
            return .object([
                ("description", .string(description)),
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("string"))]),
                        .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])
                    ])
                )
            ])
        case .namedSizes:
            let text = JSONValue.object([("type", .string("string")), ("pattern", .string("^[0-9.]+x[0-9.]+$"))])
            return .object([
                ("description", .string(description)), ("type", .string("object")),
                ("additionalProperties", .object([("oneOf", .array([numbers(2), text]))]))
            ])
        case .namedFonts:
            return .object([
                ("description", .string(description)), ("type", .string("object")),
                ("additionalProperties", numbers(3))
            ])
        case .insets:
            return numbers(4, description: description)
        }
    }
}
