/// The schema's `$defs`: the shapes the top-level properties refer to (views' options, stacks, the
/// container, constraint lists, groups, alignments, distributions, examples).
extension SpecSchema {
    /// The named definitions, in the order the schema lists them.
    static var definitions: [(key: String, value: JSONValue)] {
        [
            (
                "viewOptions",
                closedObject(
                    "A view's options; an empty entry takes every default.",
                    keys: SpecParseSession.viewOptionKeys, descriptions: viewOptionDescriptions, nullable: true
                ) { key, description in
                    switch key {
                    case "kind": return enumeration(description, ViewDeclaration.Kind.allCases.map(\.rawValue))
                    case "measure": return enumeration(description, ViewDeclaration.Measure.allCases.map(\.rawValue))
                    case "label": return described(description, ["type": "boolean"])
                    case "parent", "layout": return described(description, ["type": "string"])
                    case "inputs":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            ("additionalProperties", reference("spacing"))
                        ])
                    case "hugging", "compression": return withReference(description, "axisPriorities")
                    case "measuredSize": return measuredSizeRange(description)
                    case "margins":
                        return .object([
                            ("description", .string(description)),
                            ("oneOf", .array([reference("insets"), reference("directionalInsets")]))
                        ])
                    default: return withReference(description, "insets")
                    }
                }
            ),
            (
                "stack",
                closedObject(
                    "A stack view's properties.", keys: SpecParseSession.stackKeys, descriptions: stackDescriptions,
                    required: ["arranged"]
                ) { key, description in
                    switch key {
                    case "axis": return enumeration(description, StackDeclaration.Axis.allCases.map(\.rawValue))
                    case "distribution":
                        return enumeration(description, StackDeclaration.Distribution.allCases.map(\.rawValue))
                    case "alignment":
                        return enumeration(description, StackDeclaration.Alignment.allCases.map(\.rawValue))
                    case "arranged", "hideable":
                        return .object([
                            ("description", .string(description)), ("type", .string("array")),
                            ("items", .object([("type", .string("string"))]))
                        ])
                    case "spacing": return withReference(description, "spacing")
                    case "customSpacing":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            ("additionalProperties", reference("spacing"))
                        ])
                    case "layoutMarginsRelativeArrangement", "baselineRelativeArrangement":
                        return described(description, ["type": "boolean"])
                    case "layoutMargins": return withReference(description, "insets")
                    default: return described(description, ["type": "string"])
                    }
                }
            ),
            ("spacing", .object([("type", .array([.string("number"), .string("string")]))])),
            (
                "inputRange",
                .object([
                    (
                        "description",
                        .string("The range an input is proven for; an empty entry takes the default range.")
                    ),
                    ("type", .array([.string("object"), .string("null")])),
                    (
                        "properties",
                        .object([
                            ("min", described("The smallest value.", ["type": "number"])),
                            ("max", described("The largest value.", ["type": "number"]))
                        ])
                    ),
                    ("additionalProperties", .bool(false))
                ])
            ),
            (
                "container",
                closedObject(
                    "The container's dimensions, ranges and margins.",
                    keys: SpecParseSession.containerKeys, descriptions: containerDescriptions, nullable: true
                ) { key, description in
                    switch key {
                    case "width", "height":
                        return enumeration(description, ContainerSpecification.Dimension.allCases.map(\.rawValue))
                    case "margins": return withReference(description, "insets")
                    case "minSafeArea", "maxSafeArea": return withReference(description, "safeAreaBound")
                    default: return described(description, ["type": "number", "minimum": 0])
                    }
                }
            ),
            (
                "constraintList",
                .object([
                    ("type", .array([.string("array"), .string("null")])),
                    (
                        "items",
                        .object([
                            (
                                "oneOf",
                                .array([
                                    described(
                                        "A constraint: an equation (a.left == superview.left + 16), a VFL line "
                                            + "(\"H:|-[a]-[b]-|\") or a Relativity anchor statement.",
                                        ["type": "string"]),
                                    reference("group")
                                ])
                            )
                        ])
                    )
                ])
            ),
            (
                "group",
                closedObject(
                    "Constraints that apply only while a condition holds, with an optional else list.",
                    keys: SpecParseSession.groupKeys, descriptions: groupDescriptions, required: ["when"]
                ) { key, description in
                    switch key {
                    case "when": return described(description, ["type": "string"])
                    case "rules", "attributes", "align", "distribute": return topLevelProperty(key)
                    default: return withReference(description, "constraintList")
                    }
                }
            ),
            (
                "alignment",
                closedObject(
                    "A FlightLayout alignment; an empty entry takes every default.",
                    keys: FlightLayoutAlignment.keys, descriptions: alignmentDescriptions, nullable: true
                ) { key, description in
                    switch key {
                    case "to": return described(description, ["type": "string"])
                    case "horizontal":
                        return enumeration(description, FlightLayoutHorizontalAlignment.allCases.map(\.rawValue))
                    case "vertical":
                        return enumeration(description, FlightLayoutVerticalAlignment.allCases.map(\.rawValue))
                    default: return withReference(description, "numberOrNamePair")
                    }
                }
            ),
            (
                "distribution",
                .object([
                    (
                        "oneOf",
                        .array([
                            described("A distribution string such as \"H: 8 <> a <> ~1~ <> b\".", ["type": "string"]),
                            described(
                                "Relativity's one-item-per-line form: views, numbers, metrics or inputs, and \"~N~\".",
                                ["type": "array"]),
                            closedObject(
                                "A distribution with an explicit axis or span.", keys: DistributionEntry.keys,
                                descriptions: distributionDescriptions, required: ["items"]
                            ) { key, description in
                                switch key {
                                case "axis": return enumeration(description, RelativityAxis.allCases.map(\.rawValue))
                                case "direction": return enumeration(description, ["leftToRight", "leadingToTrailing"])
                                case "items":
                                    return .object([
                                        ("description", .string(description)),
                                        ("type", .array([.string("string"), .string("array")]))
                                    ])
                                default: return described(description, ["type": "string"])
                                }
                            }
                        ])
                    )
                ])
            ),
            (
                "example",
                closedObject(
                    "One example: an input and the frames expected for it.",
                    keys: ExamplesSectionParser.exampleKeys, descriptions: exampleDescriptions,
                    required: ["input", "frames"]
                ) { key, description in
                    switch key {
                    case "input": return withReference(description, "exampleInput")
                    case "frames":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            ("additionalProperties", numbers(4))
                        ])
                    default: return numbers(2, description: description)
                    }
                }
            ),
            ("exampleInput", exampleInput),
            (
                "stringOrStrings",
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("string"))]),
                            .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])
                        ])
                    )
                ])
            ),
            (
                "axisPriorities",
                .object([
                    (
                        "oneOf",
                        .array([
                            reference("priority"),
                            .object([
                                ("type", .string("array")),
                                ("prefixItems", .array([reference("priority"), reference("priority")])),
                                ("minItems", .number(2)), ("maxItems", .number(2))
                            ])
                        ])
                    )
                ])
            ),
            ("priority", described("A priority, 1 to 1000.", ["type": "integer", "minimum": 1, "maximum": 1000])),
            (
                "insets",
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("number"))]),
                            numbers(4)
                        ])
                    )
                ])
            ),
            (
                "directionalInsets",
                .object([
                    ("type", .string("object")),
                    (
                        "properties",
                        .object(
                            ViewDeclaration.directionalMarginSides.map {
                                ($0, described("The \($0) margin (default 8).", ["type": "number"]))
                            })
                    ),
                    ("additionalProperties", .bool(false))
                ])
            ),
            (
                "safeAreaBound",
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("number")), ("minimum", .number(0))]),
                            numbers(4),
                            .object([
                                ("type", .string("object")),
                                (
                                    "properties",
                                    .object(
                                        Parameter.Edge.allCases.map {
                                            (
                                                $0.name,
                                                described(
                                                    "The bound on the \($0.name) inset (the others keep theirs).",
                                                    ["type": "number", "minimum": 0])
                                            )
                                        })
                                ),
                                ("additionalProperties", .bool(false))
                            ])
                        ])
                    )
                ])
            ),
            (
                "numberOrNamePair",
                .object([
                    ("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2)),
                    ("items", .object([("type", .array([.string("number"), .string("string")]))]))
                ])
            )
        ]
    }
}
