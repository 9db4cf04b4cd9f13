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
}
