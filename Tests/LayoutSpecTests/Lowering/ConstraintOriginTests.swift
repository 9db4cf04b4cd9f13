import Testing

@testable import LayoutSpec

/// Every notation fills the typed origin of the constraints it lowers: the notation, the role and
/// the measured size a hugging or compression constraint reads.
@Suite struct ConstraintOriginTests {
    static let spec = """
        container: {width: fit, maxWidth: 500}
        views:
          label: {measure: intrinsic, hugging: 300}
          a: {}
          b: {}
          d: {}
          e: {}
          f: {}
        constraints:
          - a.top == 0
          - "H:|-8-[a(40)]"
          - b.size == a.topRight |--| .bottomRight
          - label.topLeft --> .topLeft
        rules:
          d: "ll = 8, tt = 0, w = 10, h = 10"
        attributes:
          e: "Left(0), Top(0), Width(10), Height(10)"
        align:
          f: {size: [10, 10]}
        """

    static func origins() throws -> [ConstraintOrigin] {
        let root = try DocumentReader.read(contents: spec, path: "Card.layout.yaml")
        return try SpecLowering.lower(SpecParser.parse(root, path: "Card.layout.yaml")).system.constraints.map(\.origin)
    }

    /// The (notation, role) pairs of the constraints whose text starts with `prefix`.
    static func kinds(_ origins: [ConstraintOrigin], _ prefix: String) -> [String] {
        origins.filter { $0.text.hasPrefix(prefix) }.map { "\($0.notation) \($0.role)" }
    }

    @Test func eachNotationNamesItselfAndTheRoleOfEachConstraint() throws {
        let origins = try Self.origins()
        #expect(
            Self.kinds(origins, "label's intrinsic width") == [
                "specKey hugging(label.intrinsicWidth)", "specKey compressionResistance(label.intrinsicWidth)"
            ])
        #expect(Self.kinds(origins, "container maxWidth") == ["specKey containerBound"])
        #expect(Self.kinds(origins, "a.top == 0") == ["equation statement"])
        // `|-8-[a(40)]`: the gap from `|` (one per reading direction) and a's width.
        #expect(
            Self.kinds(origins, "the gap from | to [a]") == [
                "visualFormat visualFormatGap(written: \"-8-\", betweenViews: false)",
                "visualFormat visualFormatGap(written: \"-8-\", betweenViews: false)"
            ])
        #expect(Self.kinds(origins, "the width of [a]") == ["visualFormat visualFormatSize"])
        #expect(
            Self.kinds(origins, "b.size ==") == [
                "relativity absoluteDistance(sized: b.width)", "relativity absoluteDistance(sized: b.height)"
            ])
        #expect(Self.kinds(origins, "label.topLeft -->") == ["relativity statement", "relativity statement"])
        #expect(Self.kinds(origins, "ll = 8") == ["cosLayout cosLayoutRule(\"ll\")"])
        #expect(Self.kinds(origins, "w = 10") == ["cosLayout cosLayoutRule(\"w\")"])
        #expect(Self.kinds(origins, "Width(10)").allSatisfy { $0 == "easyPeasy statement" })
        #expect(Self.kinds(origins, "Width(10)").count == 1)
        #expect(origins.contains { $0.notation == .flightLayout && $0.role == .statement })
    }
}
