/// The schema of each top-level key of a spec (`SpecParser.topLevelKeys`).
extension SpecSchema {
    /// The property schema of the top-level key `key`, with its description.
    static func topLevelProperty(_ key: String) -> JSONValue {
        let description = topLevelDescriptions[key] ?? ""
        switch key {
        case "name":
            return described(description, ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"])
        case "access":
            return enumeration(description, LayoutInterface.AccessLevel.allCases.map(\.rawValue))
        case "views":
            return .object([
                ("description", .string(description)),
                (
                    "oneOf",
                    .array([
                        .object([
                            ("type", .string("array")),
                            (
                                "items",
                                .object([
                                    (
                                        "oneOf",
                                        .array([
                                            .object([("type", .string("string"))]),
                                            .object([
                                                ("type", .string("object")), ("minProperties", .number(1)),
                                                ("maxProperties", .number(1)),
                                                ("additionalProperties", reference("viewOptions"))
                                            ])
                                        ])
                                    )
                                ])
                            )
                        ]),
                        .object([("type", .string("object")), ("additionalProperties", reference("viewOptions"))]),
                        .object([("type", .string("null"))])
                    ])
                )
            ])
        case "stacks":
            return .object([
                ("description", .string(description)), ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", reference("stack"))
            ])
        case "guides", "conditions":
            return .object([
                ("description", .string(description)), ("type", .array([.string("array"), .string("null")])),
                ("items", .object([("type", .string("string"))]))
            ])
        case "metrics":
            return .object([
                ("description", .string(description)), ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", .object([("type", .array([.string("number"), .string("string")]))]))
            ])
        case "inputs":
            return .object([
                ("description", .string(description)),
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]),
                        .object([("type", .string("object")), ("additionalProperties", reference("inputRange"))]),
                        .object([("type", .string("null"))])
                    ])
                )
            ])
        case "container":
            return .object([("description", .string(description)), ("$ref", .string("#/$defs/container"))])
        case "constraints":
            return .object([("description", .string(description)), ("$ref", .string("#/$defs/constraintList"))])
        case "rules", "attributes":
            return .object([
                ("description", .string(description)), ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", reference("stringOrStrings"))
            ])
        case "align":
            return .object([
                ("description", .string(description)), ("type", .string("object")),
                ("additionalProperties", reference("alignment"))
            ])
        case "distribute":
            return .object([
                ("description", .string(description)), ("type", .string("array")),
                ("items", reference("distribution"))
            ])
        case "examples":
            return .object([
                ("description", .string(description)), ("type", .array([.string("array"), .string("null")])),
                ("items", reference("example"))
            ])
        case "checks":
            return closedObject(
                description, keys: LayoutCheck.allCases.map(\.key), descriptions: checkDescriptions,
                nullable: true
            ) { _, text in
                // YAML 1.1 readers (editors' validators) read an unquoted `off` as false.
                .object([
                    ("description", .string(text)),
                    ("enum", .array(CheckSeverity.allCases.map { JSONValue.string($0.rawValue) } + [.bool(false)]))
                ])
            }
        case "ties":
            return enumeration(description, TiePolicy.allCases.map(\.rawValue))
        case "viewDefaults":
            return enumeration(description, ViewDefaults.allCases.map(\.rawValue))
        case "swiftUI":
            return described(description, ["type": "boolean"])
        default:
            return .object([("description", .string(description))])
        }
    }
}
