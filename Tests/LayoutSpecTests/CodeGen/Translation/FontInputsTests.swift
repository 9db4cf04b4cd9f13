import LayoutRuntime
import Testing

@testable import LayoutSpec

/// A text view's font metrics are an input only where the layout reads them: a constrained
/// baseline or cap anchor, or a stack that aligns its views by baseline. Other labels, buttons
/// and text fields add no `FontMetrics` to `Input`, and `eval` asks for no font for them.
@Suite struct FontInputsTests {
    static func compile(_ yaml: String) throws -> CompiledLayout {
        try LayoutCompiler().compile(contents: yaml, path: "Fonts.layout.yaml")
    }

    @Test func textViewsWhoseBaselinesNothingReadsTakeNoFont() throws {
        let layout = try Self.compile(
            """
            views:
              title: {kind: label}
              go: {kind: button}
              field: {kind: textField}
            constraints:
              - "H:|-16-[title]-8-[go]-16-|"
              - "H:|-16-[field]-16-|"
              - "V:|-8-[title]-8-[field]"
              - go.centerY == title.centerY
            ties: viewOrder

            """)
        #expect(layout.interface.labels == ["title", "go", "field"])
        #expect(layout.interface.fontLabels == [])
        #expect(!layout.source.contains("FontMetrics"))
        // eval names the sizes it lacks, not fonts.
        let request = EvaluationRequest(width: 375, height: 812)
        let warnings = layout.domainWarnings(for: request).map(\.message)
        #expect(!warnings.contains { $0.contains("font") }, "\(warnings)")
        // --font for a label is still accepted (and changes nothing).
        var withFont = request
        withFont.fonts["title"] = FontMetrics(ascender: 14, descender: -4, capHeight: 10)
        #expect(try layout.evaluate(withFont) == layout.evaluate(request))
    }

    @Test func aConstrainedBaselineOrABaselineStackReadsTheFont() throws {
        let layout = try Self.compile(
            """
            views:
              name: {kind: label}
              value: {kind: label}
              note: {kind: label}
              a: {kind: label}
              b: {kind: label}
            stacks:
              row: {arranged: [a, b], alignment: firstBaseline, spacing: 8}
            constraints:
              - "H:|-16-[name]-8-[value]-(>=16)-|"
              - "H:|-16-[note]-(>=16)-|"
              - name.top == superview.top + 8
              - value.firstBaseline == name.firstBaseline
              - note.top == name.bottom + 8
              - row.leading == superview.leading + 16
              - row.top == note.bottom + 8
            ties: viewOrder

            """)
        #expect(layout.interface.fontLabels == ["name", "value", "a", "b"])
        #expect(layout.source.contains("nameFont: FontMetrics"))
        #expect(layout.source.contains("aFont: FontMetrics"))
        #expect(!layout.source.contains("noteFont"))
    }
}
