import Foundation

/// Pixel rounding as in docs/GeneratedCode.md, runtime: `px(v) = (v·s).rounded() / s` (half away from zero),
/// `floorPx` and `ceilPx` likewise, for a display scale `s`; `s = 0` disables rounding.
public enum PixelRounding {
    /// `v` rounded to the nearest pixel (halves away from zero).
    @inlinable
    public static func px(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale == 0 ? value : (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// `v` rounded down to a pixel.
    @inlinable
    public static func floorPx(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale == 0 ? value : (value * scale).rounded(.down) / scale
    }

    /// `v` rounded up to a pixel.
    @inlinable
    public static func ceilPx(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale == 0 ? value : (value * scale).rounded(.up) / scale
    }

    /// A frame rounded by its edges: each edge goes to its nearest pixel and the size is the
    /// difference, so adjacent frames never gap or overlap by a pixel.
    @inlinable
    public static func frame(minX: CGFloat, minY: CGFloat, width: CGFloat, height: CGFloat,
                             scale: CGFloat) -> CGRect {
        let x0 = px(minX, scale: scale)
        let y0 = px(minY, scale: scale)
        let x1 = px(minX + width, scale: scale)
        let y1 = px(minY + height, scale: scale)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `frame(minX:minY:width:height:scale:)` as a call the optimiser does not inline. Code
    /// generated for large layouts (bodies split into parts, docs/GeneratedCode.md) rounds each
    /// frame through it, so the compiler does not copy the rounding into every item's code: that
    /// keeps a 400-view layout's compile time and code size down, for a call per item.
    @inline(never)
    public static func frameOutlined(minX: CGFloat, minY: CGFloat, width: CGFloat, height: CGFloat,
                                     scale: CGFloat) -> CGRect {
        frame(minX: minX, minY: minY, width: width, height: height, scale: scale)
    }
}
