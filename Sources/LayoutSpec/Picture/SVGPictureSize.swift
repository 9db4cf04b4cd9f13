/// How many pixels a point of an SVG picture takes (docs/CLI-AND-PLUGIN.md, "render"): `scale`
/// pixels a point, as a screenshot of a display of that scale (`render --scale`, 1 when the
/// scale is 0, which only turns pixel rounding off), made smaller where the picture would be wider
/// than `fitWidth` pixels (`render --fit W`), never larger.
package struct SVGPictureSize: Equatable, Sendable {
    /// Pixels a point (`--scale`); 0 draws at 1.
    package var scale: Double
    /// The widest the picture may be, in pixels (`--fit`), or `nil`.
    package var fitWidth: Double?

    /// Creates a size: `scale` pixels a point, at most `fitWidth` pixels wide.
    package init(scale: Double = 1, fitWidth: Double? = nil) {
        self.scale = scale
        self.fitWidth = fitWidth
    }

    /// The pixels a point for a picture `width` points wide.
    package func pixelsPerPoint(forWidth width: Double) -> Double {
        let drawn = scale > 0 ? scale : 1
        guard let fitWidth, width > 0 else { return drawn }
        return min(drawn, fitWidth / width)
    }
}
