import Foundation
import LayoutSpec
import Testing

/// The SVG picture's geometry, checked against coordinates worked out by hand.
@Suite struct SVGLayoutPictureTests {
    /// A card (view) at (16, 12, 343 × 100) in a 375 × 124 container, a title nested in the card at
    /// (8, 10, 120 × 20), and a guide at (0, 0, 187.5 × 124).
    static let interface = LayoutInterface(
        typeName: "CardLayout", specFileName: "Card.layout.yaml",
        items: [
            .init(name: "card", kind: .view),
            .init(name: "title", kind: .view, parent: "card"),
            .init(name: "half", kind: .guide)
        ])
    static let layout = EvaluatedLayout(
        order: ["card", "title", "half"],
        frames: [
            "card": CGRect(x: 16, y: 12, width: 343, height: 100),
            "title": CGRect(x: 8, y: 10, width: 120, height: 20),
            "half": CGRect(x: 0, y: 0, width: 187.5, height: 124)
        ])

    @Test func panelsAndRectangles() {
        let svg = SVGLayoutPicture.render(
            title: "CardLayout", interface: Self.interface,
            panels: [
                LayoutPicturePanel(
                    caption: "375 × 124", containerSize: CGSize(width: 375, height: 124), layout: Self.layout),
                LayoutPicturePanel(
                    caption: "375 × 124, rtl", containerSize: CGSize(width: 375, height: 124), layout: Self.layout,
                    markedItems: ["title"])
            ])
        // Panels start at the margin 24, below the 18-point caption line: container origin (24, 42).
        #expect(svg.contains("<rect x=\"24\" y=\"42\" width=\"375\" height=\"124\" class=\"container\"/>"))
        // card: (24 + 16, 42 + 12) = (40, 54).
        #expect(svg.contains("<rect x=\"40\" y=\"54\" width=\"343\" height=\"100\" class=\"view\""))
        // card's label, 3 right of its left edge and one em (10) below its top: (43, 64); "card 343 × 100"
        // is 14 characters, 14 × 6 = 84 wide, and fits in 343.
        #expect(
            svg.contains("<text x=\"43\" y=\"64\" class=\"label\">card <tspan class=\"size\">343 × 100</tspan></text>"))
        // title is nested: (40 + 8, 54 + 10) = (48, 64). Its label would start at (51, 64), inside
        // card's label box (43…127 × 54…66.5), so it goes to the legend, under the container:
        // y = 24 + 18 + 124 + 13 = 179.
        #expect(svg.contains("<rect x=\"48\" y=\"64\" width=\"120\" height=\"20\" class=\"view\""))
        #expect(!svg.contains(">title <tspan"))
        #expect(svg.contains("<text x=\"24\" y=\"179\" class=\"legend\">title: 120 × 20</text>"))
        // The guide is dashed; its label box (27…123 × 42…54.5, an em and a quarter high) meets
        // card's from y = 54, so it is the legend's second line, with its half point.
        #expect(svg.contains("<rect x=\"24\" y=\"42\" width=\"187.5\" height=\"124\" class=\"guide\"/>"))
        #expect(svg.contains("<text x=\"24\" y=\"192\" class=\"legend\">half: 187.5 × 124</text>"))
        // The second panel starts at 24 + 375 + 24 = 423; its title is marked.
        #expect(svg.contains("<rect x=\"423\" y=\"42\" width=\"375\" height=\"124\" class=\"container\"/>"))
        #expect(svg.contains("<rect x=\"447\" y=\"64\" width=\"120\" height=\"20\" class=\"marked\"/>"))
        #expect(svg.contains("<text x=\"423\" y=\"179\" class=\"legend\">title (involved): 120 × 20</text>"))
        // Whole picture: 24 + 2 × (375 + 24) = 822 wide, 24 + 18 + 124 + 2 × 13 + 24 = 216 high.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"822\" height=\"216\""))
    }

    @Test func viewsOutsideTheContainerWidenThePanel() {
        let layout = EvaluatedLayout(order: ["card"], frames: ["card": CGRect(x: -30, y: 0, width: 20, height: 10)])
        let interface = LayoutInterface(
            typeName: "T", specFileName: "T.layout.yaml", items: [.init(name: "card", kind: .view)])
        let svg = SVGLayoutPicture.render(
            title: "T", interface: interface,
            panels: [
                LayoutPicturePanel(caption: "100 × 50", containerSize: CGSize(width: 100, height: 50), layout: layout)
            ])
        // The content spans x from -30 to 100: the container moves 30 right, to 24 + 30 = 54.
        #expect(svg.contains("<rect x=\"54\" y=\"42\" width=\"100\" height=\"50\" class=\"container\"/>"))
        #expect(svg.contains("<rect x=\"24\" y=\"42\" width=\"20\" height=\"10\" class=\"view\""))
        // 24 + 130 + 24 = 178 wide; the 20 × 10 card's label does not fit in it: one legend line,
        // 24 + 18 + 50 + 13 + 24 = 129 high.
        #expect(svg.contains("width=\"178\" height=\"129\""))
        #expect(svg.contains(">card: 20 × 10</text>"))
    }

    @Test func numbersAndEscaping() {
        #expect(SVGLayoutPicture.number(187.5) == "187.5")
        #expect(SVGLayoutPicture.number(-0.001) == "0")
        #expect(SVGLayoutPicture.number(1.0 / 3) == "0.33")
        #expect(SVGLayoutPicture.number(.nan) == "0")
    }
}
