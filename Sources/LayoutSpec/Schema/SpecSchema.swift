/// The JSON Schema (draft 2020-12) of spec files, built from the parser's own key tables so the two
/// cannot drift: every key the parser accepts has a property here, with a description, and a key
/// the parser rejects is rejected here too (`additionalProperties: false`). Printed by
/// `layout-gen schema` and committed as `Schema/layout-spec.schema.json` (docs/SpecLanguage.md §9).
package enum SpecSchema {
    /// The schema's `$id` (a URN: the schema is used from a local copy, never fetched).
    package static let identifier = "urn:layoutgen:layout-spec"

    /// The whole schema document.
    package static var document: JSONValue {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("LayoutGen layout spec")),
            (
                "description",
                .string(
                    "A LayoutGen spec (NAME.layout.yaml, .layout.yml or .layout.json): views, "
                        + "constraints in five notations, and examples. See docs/SpecLanguage.md.")
            ),
            ("type", .string("object")),
            ("properties", .object(SpecParser.topLevelKeys.map { ($0, topLevelProperty($0)) })),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions))
        ])
    }

    /// The schema as printed: pretty JSON ending in a newline.
    package static var text: String { document.prettyPrinted }

    /// The descriptions of the top-level keys, by key (one for every `SpecParser.topLevelKeys`).
    static let topLevelDescriptions: [String: String] = [
        "name": "The generated Swift type's name (default: the file name's stem followed by `Layout`).",
        "access": "The access level of the generated declarations: internal (the default), public or package.",
        "views": "The views: a list of names (or one-key mappings name: {options}), or a mapping name → options.",
        "stacks":
            "Stack views laid out as UIStackView lays out its arranged subviews: a mapping name → {axis, arranged, distribution, alignment, spacing, ...} (docs/notations/stacks.md).",
        "guides": "Layout guides: solved and reported like views, never measured.",
        "metrics": "Build-time numbers by name, folded into the generated code.",
        "inputs":
            "Runtime numbers: a list of names, or a mapping name → {min, max} (the range the layout is proven for).",
        "conditions": "Runtime booleans, for `when` groups (Bool fields of the generated Input, default false).",
        "container":
            "The container: whether its width and height are inputs or fitted, their ranges, its layout margins.",
        "constraints": "Equations, VFL lines, Relativity anchors, and `when` groups of them.",
        "rules": "COSLayout SLL rules: a mapping view → a rule string or a list of them (docs/notations/coslayout.md).",
        "attributes":
            "EasyPeasy attributes: a mapping view → an attribute string or a list of them (docs/notations/easypeasy.md).",
        "align":
            "FlightLayout alignments: a mapping view → {to, horizontal, vertical, size, offset} (docs/notations/flightlayout.md).",
        "distribute":
            "Relativity distributions: strings such as \"H: a <> ~1~ <> b\" or {axis, within, items} (docs/notations/relativity.md).",
        "examples": "Frames checked at generation time for given inputs, exposed as `examples` on the generated type.",
        "checks":
            "The severity of each layout check run over every input: off, warning or error (docs/Solving.md, \"Layout checks\").",
        "swiftUI":
            "true: also generate a SwiftUI `Layout` (`<Type>.SwiftUILayout`, iOS 16 / macOS 13) placing subviews tagged with `.layoutView(<Type>.Item.name)` (default false; docs/GeneratedCode.md, \"SwiftUI\").",
        "ties":
            "error (the default: equal intrinsic-size priorities that tie are an error) or viewOrder (the earlier view in `views` keeps its size)."
    ]

    /// The descriptions of the `checks` keys (`LayoutCheck`).
    static let checkDescriptions: [String: String] = [
        "negativeSize": "A width or height that is negative for some input (default warning).",
        "outsideParent":
            "A view whose frame leaves its parent's or the container's bounds for some input (default warning).",
        "overlap": "Two sibling views whose frames overlap for some input (default off).",
        "squeezed": "A measured view narrower or shorter than its intrinsic size for some input (default off)."
    ]

    /// The descriptions of a view's option keys (`SpecParseSession.viewOptionKeys`).
    static let viewOptionDescriptions: [String: String] = [
        "kind":
            "a UIKit view class whose Interface Builder defaults the view takes: label (measured, font baselines, hugging 251), textField and button (measured, text centred vertically, hugging 250), image (measured, hugging 251), switch (measured, hugging 750) or view; options beside it override them.",
        "measuredSize":
            "The ranges a measured view's sizes are proven over (and `eval` warns outside): {minWidth, maxWidth, minHeight, maxHeight}, each 0 to 10000 (the default range's end when missing).",
        "measure":
            "none (sized by constraints), intrinsic (an intrinsic size input), or heightForWidth (an intrinsic width, and a height measured at the solved width).",
        "label":
            "true for a text view whose font metrics (ascender, descender, cap height) are runtime inputs, for baseline constraints.",
        "parent": "The view this one is nested in; its frame is reported relative to the parent.",
        "hugging":
            "Content-hugging priority of an intrinsic size: one priority for both axes or [horizontal, vertical] (default 250).",
        "compression":
            "Compression-resistance priority of an intrinsic size: one priority or [horizontal, vertical] (default 750).",
        "margins": "The view's layout margins: one number for every side or [top, left, bottom, right] (default 8)."
    ]

    /// The descriptions of a stack's keys (`SpecParseSession.stackKeys`).
    static let stackDescriptions: [String: String] = [
        "axis": "horizontal (the default) or vertical.",
        "arranged": "The arranged views (or stacks) in order; they become the stack's children.",
        "distribution":
            "fill (the default), fillEqually, fillProportionally, equalSpacing or equalCentering, as UIStackView.Distribution.",
        "alignment":
            "fill (the default), leading, top, center, trailing, bottom, firstBaseline or lastBaseline, as UIStackView.Alignment.",
        "spacing": "The gap between adjacent views: a number, a metric or input name, or system (default 0).",
        "customSpacing": "Gaps after given arranged views: a mapping view → spacing, as setCustomSpacing(_:after:).",
        "layoutMarginsRelativeArrangement":
            "true to arrange the views inside the stack's layout margins (default false).",
        "layoutMargins": "The stack's margins: one number or [top, leading, bottom, trailing] (default 8).",
        "baselineRelativeArrangement":
            "true to measure a vertical stack's gaps between its labels' baselines (default false).",
        "hideable": "Arranged views with a runtime hidden flag (`<view>Hidden` in Input).",
        "parent": "The view this stack is nested in (a stack arranged in another stack gets that one)."
    ]

    /// The descriptions of the container's keys (`SpecParseSession.containerKeys`).
    static let containerDescriptions: [String: String] = [
        "width":
            "input (the container's width is given at run time, the default) or fit (solved and reported as the fitting width).",
        "height": "input (given at run time, the default) or fit (solved and reported as the fitting height).",
        "minWidth": "The smallest container width the layout must work for (default 0).",
        "maxWidth": "The largest container width the layout must work for.",
        "minHeight": "The smallest container height the layout must work for (default 0).",
        "maxHeight": "The largest container height the layout must work for.",
        "margins":
            "The container's layout margins (the `margins` item): one number or [top, left, bottom, right] (default 8)."
    ]

    /// The descriptions of a `when` group's keys (`SpecParseSession.groupKeys`).
    static let groupDescriptions: [String: String] = [
        "when":
            "A condition: a declared or built-in name (rtl, compactWidth, regularWidth, compactHeight, regularHeight, pad, phone) with !, &&, || and parentheses.",
        "constraints": "The constraints that apply while the condition holds.",
        "else": "The constraints that apply while it does not.",
        "rules": "COSLayout rules that apply while the condition holds, as the top-level `rules`.",
        "attributes": "EasyPeasy attributes that apply while the condition holds, as the top-level `attributes`.",
        "align": "FlightLayout alignments that apply while the condition holds, as the top-level `align`.",
        "distribute": "Relativity distributions that apply while the condition holds, as the top-level `distribute`."
    ]

    /// The descriptions of an alignment's keys (`FlightLayoutAlignment.keys`).
    static let alignmentDescriptions: [String: String] = [
        "to": "The reference item (default superview): a view, guide, superview, container, margins or safeArea.",
        "horizontal":
            "left and right are outside the reference, leftEdge and rightEdge inside, center centred (default center).",
        "vertical": "above and below are outside the reference, top and base inside, center centred (default center).",
        "size": "[width, height]: numbers, metrics or inputs.",
        "offset": "[dx, dy]: numbers, metrics or inputs added to the aligned position."
    ]

    /// The descriptions of a distribution mapping's keys (`DistributionEntry.keys`).
    static let distributionDescriptions: [String: String] = [
        "axis": "horizontal or vertical (default: the items string's H: or V: prefix, else horizontal).",
        "within": "The item the distribution spans: a view, guide, superview, container, margins or safeArea.",
        "items": "The items string, such as \"a <> ~1~ <> b\", or a list of items, one per line.",
        "direction": "leftToRight (Relativity's, the default) or leadingToTrailing (the row flips under rtl)."
    ]

    /// The descriptions of an example's keys (`ExamplesSectionParser.exampleKeys`).
    static let exampleDescriptions: [String: String] = [
        "input": "The input, with the options of `layout-gen eval` as keys.",
        "frames":
            "Expected frames relative to their parent: a mapping item → [x, y, width, height]; items not listed are not checked.",
        "fittingSize": "The expected fitting size [width, height], for a spec whose container fits a dimension."
    ]

    /// The descriptions of an example input's keys (`ExamplesSectionParser.inputKeys`).
    static let exampleInputDescriptions: [String: String] = [
        "width": "The container width (default 0).",
        "height": "The container height (default 0).",
        "scale": "The pixel scale frames are rounded at (default 1; 0 disables rounding).",
        "set": "Values of declared inputs: a mapping name → number (default 0).",
        "when": "The conditions that hold: a name or a list of names (the others are false).",
        "size": "Sizes of measured views: a mapping view → [width, height] or \"WxH\".",
        "font": "Font metrics of label views: a mapping view → [ascender, descender, capHeight].",
        "safe-area": "Safe-area insets [top, left, bottom, right] (default 0).",
        "margins": "The container's runtime layout margins [top, left, bottom, right]."
    ]

    // MARK: Properties

    private static func topLevelProperty(_ key: String) -> JSONValue {
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
                ("additionalProperties", .object([("type", .string("number"))]))
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
        case "swiftUI":
            return described(description, ["type": "boolean"])
        default:
            return .object([("description", .string(description))])
        }
    }

    // MARK: Definitions

    private static var definitions: [(key: String, value: JSONValue)] {
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
                    case "parent": return described(description, ["type": "string"])
                    case "hugging", "compression": return withReference(description, "axisPriorities")
                    case "measuredSize": return measuredSizeRange(description)
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
            (
                "exampleInput",
                closedObject(
                    "An example's input: the options of `layout-gen eval` without the dashes.",
                    keys: ExamplesSectionParser.inputKeys, descriptions: exampleInputDescriptions
                ) { key, description in
                    switch key {
                    case "width", "height", "scale": return described(description, ["type": "number", "minimum": 0])
                    case "set":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            ("additionalProperties", .object([("type", .string("number"))]))
                        ])
                    case "when":
                        return .object([
                            ("description", .string(description)),
                            (
                                "oneOf",
                                .array([
                                    .object([("type", .string("string"))]),
                                    .object([
                                        ("type", .string("array")), ("items", .object([("type", .string("string"))]))
                                    ])
                                ])
                            )
                        ])
                    case "size":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            (
                                "additionalProperties",
                                .object([
                                    (
                                        "oneOf",
                                        .array([
                                            numbers(2),
                                            .object([
                                                ("type", .string("string")), ("pattern", .string("^[0-9.]+x[0-9.]+$"))
                                            ])
                                        ])
                                    )
                                ])
                            )
                        ])
                    case "font":
                        return .object([
                            ("description", .string(description)), ("type", .string("object")),
                            ("additionalProperties", numbers(3))
                        ])
                    default: return numbers(4, description: description)
                    }
                }
            ),
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
                "numberOrNamePair",
                .object([
                    ("type", .string("array")), ("minItems", .number(2)), ("maxItems", .number(2)),
                    ("items", .object([("type", .array([.string("number"), .string("string")]))]))
                ])
            )
        ]
    }

    // MARK: Helpers

    /// `measuredSize:`: four optional bounds from 0 to 10000.
    private static func measuredSizeRange(_ description: String) -> JSONValue {
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

    private static func reference(_ name: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    private static func withReference(_ description: String, _ name: String) -> JSONValue {
        .object([("description", .string(description)), ("$ref", .string("#/$defs/" + name))])
    }

    private static func enumeration(_ description: String, _ cases: [String]) -> JSONValue {
        .object([("description", .string(description)), ("enum", .array(cases.map(JSONValue.string)))])
    }

    /// `{"description": …}` followed by `members` in a fixed order (type, pattern, minimum, maximum).
    private static func described(_ description: String, _ members: [String: Any & Sendable]) -> JSONValue {
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

    private static func numbers(_ count: Int, description: String? = nil) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let description { members.append(("description", .string(description))) }
        members += [
            ("type", .string("array")), ("items", .object([("type", .string("number"))])),
            ("minItems", .number(Double(count))), ("maxItems", .number(Double(count)))
        ]
        return .object(members)
    }

    /// An object with exactly `keys` (each described by `descriptions`, its schema from `property`).
    private static func closedObject(
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
