import Foundation

/// Where a picture's labels go, as the HTML preview places them (docs/CLI-AND-PLUGIN.md, "render"):
/// an item's name and size inside it, top left, when they fit inside it and clear of the labels
/// placed before; else its name alone there and its size in the legend; else both in the legend
/// (`icon: 10 × 10`). A label's box is measured as 0.6 em a character, from one em above its
/// baseline to a quarter em below.
struct PictureLabels: Sendable {
    /// What is drawn inside the item.
    enum Placement: Equatable, Sendable {
        case nameAndSize
        case name
        case legend
    }

    /// The labels' font size, in the picture's units.
    let fontSize: Double
    /// The boxes of the labels placed so far.
    private(set) var placed: [CGRect] = []
    /// The legend's lines, `name: width × height`, in item order.
    private(set) var legend: [String] = []

    /// Creates an empty placement for labels of `fontSize`.
    init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The legend's widest line, as measured for labels.
    var legendWidth: Double { legend.map(width).max() ?? 0 }

    /// Places the label of an item drawn at `rect` (x and y its top-left corner, sizes ≥ 0): the
    /// text starts 3 to the right of its left edge, its baseline one em below its top.
    mutating func place(name: String, size: String, in rect: CGRect) -> Placement {
        if fits(name + " " + size, in: rect) {
            placed.append(box(name + " " + size, in: rect))
            return .nameAndSize
        }
        legend.append(name + ": " + size)
        if fits(name, in: rect) {
            placed.append(box(name, in: rect))
            return .name
        }
        return .legend
    }

    /// A text's measured width: 0.6 em a character.
    func width(_ text: String) -> Double { Double(text.count) * fontSize * 0.6 }

    private func box(_ text: String, in rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + 3, y: rect.minY, width: width(text), height: fontSize * 1.25)
    }

    /// Inside the item with 3 to spare on each side, and clear of every label placed before.
    private func fits(_ text: String, in rect: CGRect) -> Bool {
        let candidate = box(text, in: rect)
        return width(text) + 6 <= rect.width && fontSize * 1.25 <= rect.height
            && !placed.contains { $0.intersects(candidate) && !$0.intersection(candidate).isEmpty }
    }
}
