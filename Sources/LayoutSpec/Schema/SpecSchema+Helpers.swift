/// The small JSON Schema builders the schema's parts share.
extension SpecSchema {
    /// `measuredSize:`: four optional bounds from 0 to 10000.
    static func measuredSizeRange(_ description: String) -> JSONValue {
        let bound =
            ["type": "number", "minimum": 0, "maximum": ParameterDomain.sizeRange.upperBound]
            as [String: Any & Sendable]
        return .object([
            ("description", .string(description)),
            ("type", .string("object")),
            (
                "properties",
                .object(
                    ["minWidth", "maxWidth", "minHeight", "maxHeight"].map {
                        (
                            $0,
                            described(
                                "The \($0.hasPrefix("min") ? "least" : "greatest") measured \($0.hasSuffix("Width") ? "width" : "height").",
                                bound)
                        )
                    })
            ),
            ("additionalProperties", .bool(false))
        ])
    }

    /// `{"$ref": "#/$defs/NAME"}`.
    static func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    /// `{"description": …, "$ref": "#/$defs/NAME"}`.
    static func withReference(_ description: String, _ name: String) -> JSONValue {
        .object([("description", .string(description)), ("$ref", .string("#/$defs/" + name))])
    }

    /// `{"description": …, "enum": [cases]}`.
    static func enumeration(_ description: String, _ cases: [String]) -> JSONValue {
        .object([("description", .string(description)), ("enum", .array(cases.map(JSONValue.string)))])
    }

    /// `{"description": …}` followed by `members` in a fixed order (type, pattern, minimum, maximum).
    static func described(_ description: String, _ members: [String: Any & Sendable]) -> JSONValue {
        var result: [(key: String, value: JSONValue)] = [("description", .string(description))]
        for key in ["type", "pattern", "minimum", "maximum"] {
            switch members[key] {
            case let text as String: result.append((key, .string(text)))
            case let number as Int: result.append((key, .number(Double(number))))
            default: break
            }
        }
        return .object(result)
    }

    /// An array of exactly `count` numbers, with an optional description.
    static func numbers(_ count: Int, description: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let description { members.append(("description", .string(description))) }
        members += [
            ("type", .string("array")), ("items", .object([("type", .string("number"))])),
            ("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))
        ]
        return .object(members)
    }

    /// An object with exactly `keys` (each described by `descriptions`, its schema from `property`).
    static func closedObject(
        _ description: String, keys: [String], descriptions: [String: String],
        required: [String] = [], nullable: Bool = false,
        property: (String, String) -> JSONValue
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("description", .string(description)),
            ("type", nullable ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(keys.map { ($0, property($0, descriptions[$0] ?? "")) }))
        ]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }
}
