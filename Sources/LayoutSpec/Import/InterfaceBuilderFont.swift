/// A label's font metrics as the imported example gives them: San Francisco's proportions (ascender
/// 1950, descender −494, cap height 1443 per 2048 units of the em) at the label's point size.
/// Custom fonts get the same proportions (a warning says so when the label's baselines are
/// constrained); pass the real `FontMetrics` at run time.
enum InterfaceBuilderFont {
    /// The point sizes of UIKit's text styles at the default content size (Large).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11
    ]

    /// The point size of `<fontDescription>`: its `pointSize`, else its text style's size, else 17.
    static func pointSize(of description: InterfaceBuilderElement?) -> Double {
        if let text = description?["pointSize"], let size = InterfaceBuilderNumber.parse(text), size > 0 {
            return size
        }
        if let style = description?["style"], let size = textStyleSizes[style] { return size }
        return 17
    }

    /// Whether the description names a font other than the system font (metrics approximated).
    static func isCustom(_ description: InterfaceBuilderElement?) -> Bool {
        description?["name"] != nil
    }

    /// `[ascender, descender, capHeight]` at `pointSize`, rounded to thousandths of a point.
    static func metrics(pointSize: Double) -> [Double] {
        [1950, -494, 1443].map { (($0 / 2048 * pointSize) * 1000).rounded() / 1000 }
    }
}
