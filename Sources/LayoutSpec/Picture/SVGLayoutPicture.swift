import Foundation
import LayoutRuntime

/// Draws layouts as SVG (docs/CLI-AND-PLUGIN.md, "render"): one panel per input side by side, the
/// container outlined, each view a labelled rectangle with its size (nested views inside their
/// parent), guides dashed. The text depends only on its inputs, byte for byte.
package enum SVGLayoutPicture {
    /// Space around and between panels, and the caption line's height.
    static let gap = 24.0
    static let captionHeight = 18.0
    static let fontSize = 10.0
    /// The height of a legend line under a panel.
    static let legendLineHeight = 13.0

    /// The SVG document for `panels` of the layout with `interface`, titled `title`, `notes` printed
    /// above the panels, one line each. `size` sets how many pixels a point takes (the `width` and
    /// `height` attributes; the `viewBox` stays in points).
    package static func render(
        title: String, interface: LayoutInterface, panels: [LayoutPicturePanel], notes: [String] = [],
        size: SVGPictureSize = SVGPictureSize()
    ) -> String {
        var body = ""
        var x = gap
        var tallest = 0.0
        // The notes, then the panels below them.
        let top = gap + legendLineHeight * Double(notes.count)
        for (line, note) in notes.enumerated() {
            body +=
                "  <text x=\"\(number(gap))\" y=\"\(number(gap + legendLineHeight * Double(line + 1) - 3))\" "
                + "class=\"legend\">" + escaped(note) + "</text>\n"
        }
        for panel in panels {
            let bounds = contentBounds(panel, interface: interface)
            let originX = x - bounds.minX
            let originY = top + captionHeight - bounds.minY
            body += "  <g class=\"panel\">\n"
            body +=
                "    <text x=\"\(number(x))\" y=\"\(number(top + captionHeight - 6))\" class=\"caption\">"
                + escaped(panel.caption) + "</text>\n"
            body +=
                "    <rect x=\"\(number(originX))\" y=\"\(number(originY))\" width=\"\(number(panel.containerSize.width))\" "
                + "height=\"\(number(panel.containerSize.height))\" class=\"container\"/>\n"
            let container = CGRect(origin: CGPoint(x: originX, y: originY), size: panel.containerSize)
            body += insetElement(panel.safeArea, in: container, stroke: "#2a7")
            body += insetElement(panel.margins, in: container, stroke: "#aaa")
            let absolute = absoluteFrames(panel.layout, interface: interface)
            var labels = PictureLabels(fontSize: fontSize)
            for (index, item) in interface.items.enumerated() {
                guard let frame = absolute[item.name] else { continue }
                body += itemElement(
                    item, index: index, frame: frame.offsetBy(dx: originX, dy: originY),
                    marked: panel.markedItems.contains(item.name), labels: &labels)
            }
            // The legend: items whose name and size do not fit inside them, under the panel.
            for (line, text) in labels.legend.enumerated() {
                let y = top + captionHeight + bounds.height + legendLineHeight * Double(line + 1)
                body +=
                    "    <text x=\"\(number(x))\" y=\"\(number(y))\" class=\"legend\">" + escaped(text) + "</text>\n"
            }
            body += "  </g>\n"
            x += max(bounds.width, labels.legendWidth) + gap
            tallest = max(tallest, bounds.height + legendLineHeight * Double(labels.legend.count))
        }
        let width = max(x, 2 * gap, gap + notes.map { labelWidth($0) }.reduce(0, max) + gap)
        let height = top + captionHeight + tallest + gap
        let pixels = size.pixelsPerPoint(forWidth: width)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width * pixels))" height="\(number(height * pixels))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif" \
            font-size="\(number(fontSize))">
              <title>\(escaped(title))</title>
              <style>
                .caption { font-weight: bold; fill: #333; }
                .container { fill: #fafafa; stroke: #333; stroke-width: 1; }
                .view { fill-opacity: 0.18; stroke-width: 1; }
                .guide { fill: none; stroke: #888; stroke-width: 1; stroke-dasharray: 4 3; }
                .marked { fill: #e53935; fill-opacity: 0.25; stroke: #e53935; stroke-width: 2.5; }
                .label { fill: #222; }
                .size { fill: #555; }
                .legend { fill: #444; }
              </style>
              <rect width="100%" height="100%" fill="#fff"/>
            \(body)</svg>

            """
    }

    /// A note's width, measured as labels are (0.6 em a character).
    private static func labelWidth(_ text: String) -> Double { Double(text.count) * fontSize * 0.6 }

    /// `insets` drawn dashed inside `container` in `stroke`, or nothing for `nil` or zero insets.
    private static func insetElement(_ insets: LayoutInsets?, in container: CGRect, stroke: String) -> String {
        guard let insets, insets != .zero else { return "" }
        let width = max(0, container.width - insets.left - insets.right)
        let height = max(0, container.height - insets.top - insets.bottom)
        return "    <rect x=\"\(number(container.minX + insets.left))\" y=\"\(number(container.minY + insets.top))\" "
            + "width=\"\(number(width))\" height=\"\(number(height))\" fill=\"none\" stroke=\"\(stroke)\" "
            + "stroke-dasharray=\"6 4\"/>\n"
    }

    /// One item's rectangle, and its name and size where `labels` places them: inside it when they
    /// fit, else its name alone and the size in the legend, else both in the legend.
    private static func itemElement(
        _ item: LayoutInterface.Item, index: Int, frame: CGRect, marked: Bool, labels: inout PictureLabels
    ) -> String {
        let isGuide: Bool
        if case .guide = item.kind { isGuide = true } else { isGuide = false }
        let color = palette[index % palette.count]
        let style =
            marked
            ? "class=\"marked\"" : isGuide ? "class=\"guide\"" : "class=\"view\" fill=\"\(color)\" stroke=\"\(color)\""
        let rect = CGRect(
            x: min(frame.minX, frame.maxX), y: min(frame.minY, frame.maxY),
            width: abs(frame.width), height: abs(frame.height))
        var element =
            "    <rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
            + "height=\"\(number(rect.height))\" \(style)/>\n"
        let name = item.name + (marked ? " (involved)" : "")
        let size = number(frame.width) + " × " + number(frame.height)
        let at = "x=\"\(number(rect.minX + 3))\" y=\"\(number(rect.minY + fontSize))\" class=\"label\""
        switch labels.place(name: name, size: size, in: rect) {
        case .nameAndSize:
            element += "    <text \(at)>" + escaped(name) + " <tspan class=\"size\">" + size + "</tspan></text>\n"
        case .name:
            element += "    <text \(at)>" + escaped(name) + "</text>\n"
        case .legend:
            break
        }
        return element
    }

    /// Each item's frame in container coordinates (frames are relative to their parent).
    static func absoluteFrames(_ layout: EvaluatedLayout, interface: LayoutInterface) -> [String: CGRect] {
        let parents = Dictionary(interface.items.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var result: [String: CGRect] = [:]
        for name in layout.order {
            guard var frame = layout.frames[name] else { continue }
            var seen: Set<String> = [name]
            var parent = parents[name] ?? nil
            while let parentName = parent, seen.insert(parentName).inserted {
                if let parentFrame = layout.frames[parentName] {
                    frame = frame.offsetBy(dx: parentFrame.minX, dy: parentFrame.minY)
                }
                parent = parents[parentName] ?? nil
            }
            result[name] = frame
        }
        return result
    }

    /// The container and every frame, so views outside the container are drawn too.
    private static func contentBounds(_ panel: LayoutPicturePanel, interface: LayoutInterface) -> CGRect {
        var bounds = CGRect(origin: .zero, size: panel.containerSize)
        for frame in absoluteFrames(panel.layout, interface: interface).values
        where frame.minX.isFinite && frame.minY.isFinite
            && frame.width.isFinite && frame.height.isFinite
        {
            bounds = bounds.union(frame.standardized)
        }
        return bounds
    }

    /// Distinct, readable fills, assigned in spec order.
    static let palette = ["#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00acc1", "#6d4c41", "#3949ab", "#c0ca33"]

    /// A number with at most two decimals, no trailing zeros, no `-0`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `text` with XML's special characters escaped.
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
