/// Writes a spec document: `SpecDocumentModel` → YAML text in LayoutGen's subset, the same text for
/// the same model (used by `layout-gen import`, and by any tool that rewrites a spec).
package enum SpecWriter {
    /// The document's text: its header comments, then each key that is set, one line per entry;
    /// it ends with a line break.
    package static func text(of document: SpecDocumentModel) -> String {
        let lines =
            SpecYAMLRenderer.commentLines(document.header, indent: 0)
            + SpecYAMLRenderer.mappingLines(document.entries, indent: 0)
        return lines.map { $0 + "\n" }.joined()
    }

    /// A value on one line, as a spec writes it (`[0, 0, 414, 896]`): for quoting values in
    /// messages.
    package static func inline(_ value: SpecYAMLValue) -> String {
        SpecYAMLRenderer.inline(value, inFlow: false)
    }
}
