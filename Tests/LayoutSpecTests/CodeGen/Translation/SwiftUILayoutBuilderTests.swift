import Testing

@testable import LayoutSpec

/// The SwiftUI adapter of `swiftUI: true` (docs/GeneratedCode.md, "SwiftUI"): only with the key,
/// and with names that cannot clash with `Item`'s, `Layout`'s or `layoutFrames`' own.
@Suite struct SwiftUILayoutBuilderTests {
    static let spec = """
        views:
          index: {measure: intrinsic}
          hash: {}
          Item: {measure: heightForWidth}
          body: {parent: hash}
        inputs: [spacing, frames, subviews]
        conditions: [layout, animatableData]
        container: {height: fit}
        constraints:
          - index.left == 8
          - index.top == spacing
          - hash.left == index.right + frames
          - hash.top == 0
          - hash.size == (50, 20)
          - Item.left == subviews
          - Item.top == hash.bottom
          - Item.width == 100
          - body.left == 0
          - body.top == 0
          - body.size == (10, 10)
          - superview.bottom == Item.bottom + 8

        """

    static func source(_ text: String) throws -> String {
        try LayoutCompiler().compile(contents: text, path: "Hostile.layout.yaml").source
    }

    @Test func onlyWithTheKey() throws {
        let without = try Self.source(Self.spec)
        #expect(!without.contains("SwiftUI") && !without.contains("struct Item"))
        let with = try Self.source(Self.spec + "swiftUI: false\n")
        #expect(with == without)
    }

    @Test func namesThatWouldClashAreRenamed() throws {
        let source = try Self.source(Self.spec + "swiftUI: true\n")
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // `Item`'s members: `index` and `hash` are its own (and Hashable's), `Item` its name.
        #expect(lines.contains("static var index_2: Item { Item(index: 0) }"))
        #expect(lines.contains("static var hash_2: Item { Item(index: 1) }"))
        #expect(lines.contains("static var Item_2: Item { Item(index: 2) }"))
        #expect(lines.contains("static var body: Item { Item(index: 3) }"))
        #expect(lines.contains("static let itemCount: Int = 4"))
        // Stored properties: `spacing` and `animatableData` are `Layout`'s; `frames`, `subviews`
        // and `layout` are names `layoutFrames` declares. `Input` keeps its own names.
        for name in ["spacing", "frames", "subviews"] {
            #expect(lines.contains("var \(name)_2: CGFloat"))
            #expect(lines.contains("\(name): \(name)_2,"))
        }
        #expect(lines.contains("var layout_2: Bool") && lines.contains("var animatableData_2: Bool"))
        // Measured views through the subviews; the nested item moved into its parent.
        #expect(lines.contains("index: subviews.size(of: Item.index_2),"))
        #expect(lines.contains("Item: subviews.heightForWidth(of: Item.Item_2),"))
        #expect(lines.contains("layout.nest(Item.body, in: Item.hash_2)"))
        #expect(
            lines.contains("static let fitsWidth: Bool = false") && lines.contains("static let fitsHeight: Bool = true")
        )
        #expect(lines.contains("fittingSize: frames.fittingSize"))
        // The item type comes first, outside `#if canImport(SwiftUI)`; the layout inside it.
        let item = try #require(source.range(of: "struct Item: LayoutItemName"))
        let guardLine = try #require(source.range(of: "#if canImport(SwiftUI)\nimport LayoutSwiftUI\nimport SwiftUI\n"))
        let layout = try #require(source.range(of: "struct SwiftUILayout: SpecLayout"))
        #expect(item.lowerBound < guardLine.lowerBound && guardLine.lowerBound < layout.lowerBound)
        #expect(source.hasSuffix("}\n#endif\n"))
    }
}
