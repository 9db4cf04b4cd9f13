import Testing

@testable import LayoutSpec

/// The texts a stack's constraints carry (notes, `explain`, comments in generated code) are
/// written as a person would: no `+ 0` for a stack without margins or spacing, the constant's
/// sign folded into the operator.
@Suite struct StackConstraintTextTests {
    static func texts(_ yaml: String) throws -> [String] {
        let root = try DocumentReader.read(contents: yaml, path: "Stack.layout.yaml")
        let lowered = try SpecLowering.lower(SpecParser.parse(root, path: "Stack.layout.yaml"))
        return lowered.system.constraints.map(\.origin.text).filter { $0.hasPrefix("stack column:") }
    }

    /// A stack whose arranged view links its width to its height is lowered to constraints (the
    /// closed-form model does not take it).
    @Test func zeroConstantsAreLeftOut() throws {
        let texts = try Self.texts(
            """
            views: [a, b]
            stacks:
              column: {axis: vertical, arranged: [a, b], layoutMargins: [4, 0, 0, 6], layoutMarginsRelativeArrangement: true}
            constraints:
              - column.edges == superview.edges
              - a.width == a.height * 2
              - b.height == 10

            """)
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { !$0.hasSuffix(" + 0") && !$0.hasSuffix(" - 0") }, "\(texts)")
        // Spacing 0 between a and b: no constant; margins 4 (top) and 6 (right) are kept.
        #expect(texts.contains("stack column: b.top == a.bottom"))
        #expect(texts.contains("stack column: a.top == column.top + 4"))
        #expect(texts.contains("stack column: a.leading == column.leading"))
        #expect(texts.contains("stack column: a.trailing == column.trailing - 6"))
    }
}
