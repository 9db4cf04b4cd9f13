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
        // title is nested: (40 + 8, 54 + 10) = (48, 64); its label 3 right and 11 down: (51, 75).
        #expect(svg.contains("<rect x=\"48\" y=\"64\" width=\"120\" height=\"20\" class=\"view\""))
        #expect(svg.contains("<text x=\"51\" y=\"75\" class=\"label\">title</text>"))
        #expect(svg.contains("<text x=\"51\" y=\"86\" class=\"size\">120 × 20</text>"))
        // The guide is dashed, its width printed with its half point.
        #expect(svg.contains("<rect x=\"24\" y=\"42\" width=\"187.5\" height=\"124\" class=\"guide\"/>"))
        #expect(svg.contains("187.5 × 124"))
        // The second panel starts at 24 + 375 + 24 = 423; its title is marked.
        #expect(svg.contains("<rect x=\"423\" y=\"42\" width=\"375\" height=\"124\" class=\"container\"/>"))
        #expect(svg.contains("<rect x=\"447\" y=\"64\" width=\"120\" height=\"20\" class=\"marked\"/>"))
        // Whole picture: 24 + 2 × (375 + 24) = 822 wide, 24 + 18 + 124 + 24 = 190 high.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"822\" height=\"190\""))
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
        // 24 + 130 + 24 = 178 wide.
        #expect(svg.contains("width=\"178\" height=\"116\""))
    }

    @Test func numbersAndEscaping() {
        #expect(SVGLayoutPicture.number(187.5) == "187.5")
        #expect(SVGLayoutPicture.number(-0.001) == "0")
        #expect(SVGLayoutPicture.number(1.0 / 3) == "0.33")
        #expect(SVGLayoutPicture.number(.nan) == "0")
    }
}
