import Foundation
import Testing

@testable import LayoutSpec

/// A view's `inputs:` give values to the inputs of the spec that lays it out.
@Suite struct CompositionInputBindingTests {
    static let card =
        CompositionTests.infoBox.replacingOccurrences(
            of: "texts.leading == icon.trailing + 8", with: "texts.leading == icon.trailing + gap")
        + "\ninputs: {gap: {min: 0, max: 40}}\n"

    static func textsFrame(cell: String, inputs: [String: Double] = [:]) throws -> CGRect? {
        let folder = try SpecFolder(["InfoBox.layout.yaml": card, "ListCell.layout.yaml": cell])
        let layout = try folder.compile("ListCell.layout.yaml")
        var request = CompositionTests.request(width: 320, title: CGSize(width: 100, height: 20), subtitle: .zero)
        request.inputs = inputs
        return try layout.frames(for: request).frames["infoTexts"]
    }

    /// A number, a metric and an input of the cell: the stack at 10 + 24 + gap, to 226.
    @Test func anInputIsGivenANumberAMetricOrAnInput() throws {
        let number = CompositionTests.listCell.replacingOccurrences(
            of: "{layout: InfoBox}", with: "{layout: InfoBox, inputs: {gap: 12}}")
        #expect(try Self.textsFrame(cell: number) == CGRect(x: 46, y: 10, width: 180, height: 24))
        let metric = number.replacingOccurrences(of: "gap: 12", with: "gap: cardGap") + "\nmetrics: {cardGap: 16}\n"
        #expect(try Self.textsFrame(cell: metric) == CGRect(x: 50, y: 10, width: 176, height: 24))
        let input = number.replacingOccurrences(of: "gap: 12", with: "gap: spacing") + "\ninputs: [spacing]\n"
        #expect(
            try Self.textsFrame(cell: input, inputs: ["spacing": 20]) == CGRect(x: 54, y: 10, width: 172, height: 24))
        let layout = try SpecFolder(["InfoBox.layout.yaml": Self.card, "ListCell.layout.yaml": input])
            .compile("ListCell.layout.yaml")
        #expect(layout.interface.inputs == ["spacing"])
    }

    @Test func bindingsAreChecked() throws {
        let unknown = CompositionTests.listCell.replacingOccurrences(
            of: "{layout: InfoBox}", with: "{layout: InfoBox, inputs: {gapp: 12}}")
        var folder = try SpecFolder(["InfoBox.layout.yaml": Self.card, "ListCell.layout.yaml": unknown])
        #expect(
            folder.diagnostics("ListCell.layout.yaml") == [
                "ListCell.layout.yaml:3:36: error: `InfoBox` has no input `gapp`; its inputs: gap; did you mean `gap`?"
            ])
        let name = unknown.replacingOccurrences(of: "gapp: 12", with: "gap: spacng")
        folder = try SpecFolder(["InfoBox.layout.yaml": Self.card, "ListCell.layout.yaml": name])
        #expect(
            folder.diagnostics("ListCell.layout.yaml") == [
                "ListCell.layout.yaml:3:41: error: input `gap` of `InfoBox` is given `spacng`, which is not a number "
                    + "or a metric or input of this spec"
            ])
        let alone = CompositionTests.listCell.replacingOccurrences(of: "{layout: InfoBox}", with: "{inputs: {gap: 12}}")
        folder = try SpecFolder(["ListCell.layout.yaml": alone])
        #expect(
            folder.diagnostics("ListCell.layout.yaml") == [
                "ListCell.layout.yaml:3:10: error: `inputs` of view `info` gives values to the inputs of the spec in "
                    + "`layout:`, which the view does not have: add `layout: SPEC`, or remove `inputs`"
            ])
    }
}
