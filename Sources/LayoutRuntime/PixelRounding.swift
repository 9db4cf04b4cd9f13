import Foundation

#if canImport(CoreGraphics)
// CGRect's initializer is used in `@inlinable` code: on Apple's platforms that needs CoreGraphics
// imported by this very file (Foundation's re-export does not count for inlinable code).
import CoreGraphics
#endif

/// Pixel rounding as in docs/GeneratedCode.md, runtime: `px(v) = (v·s).rounded() / s` (half away from zero),
/// `floorPx` and `ceilPx` likewise, for a display scale `s`; `s = 0` disables rounding.
public enum PixelRounding {
    /// `v` rounded to the nearest pixel (halves away from zero).
    @inlinable
    public static func px(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale == 0 ? value : roundedHalfAwayFromZero(value * scale) / scale
    }

    /// `x.rounded(.toNearestOrAwayFromZero)`, bit for bit (halves away from zero, `-0` and
    /// negatives rounding to zero keep their sign, infinities and NaN unchanged), in a few
    /// instructions: on arm64 that rounding is one instruction (`frinta`); elsewhere (x86-64,
    /// whose baseline has no such instruction, so `rounded` calls the C library's `round`) it is
    /// computed arithmetically.
    ///
    /// Below 2^52, adding and subtracting 2^52 rounds `|x|` to the nearest integer with ties to
    /// even (the default floating-point rounding); the difference to `|x|` is exact, and a tie
    /// that went down (difference exactly 0.5) goes up instead; `x`'s sign bit is put back. From
    /// 2^52 on every double is an integer, so `x` is returned as it is (as are infinities and NaN,
    /// for which the comparison is false).
    @inlinable
    public static func roundedHalfAwayFromZero(_ x: CGFloat) -> CGFloat {
        #if arch(arm64)
        return x.rounded(.toNearestOrAwayFromZero)
        #else
        let value = Double(x)
        let magnitude = value.magnitude
        guard magnitude < 0x1p52 else { return x }
        var rounded = (magnitude + 0x1p52) - 0x1p52
        if magnitude - rounded == 0.5 { rounded += 1 }
        let signBit = value.bitPattern & (1 << 63)
        return CGFloat(Double(bitPattern: rounded.bitPattern | signBit))
        #endif
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
    public static func frame(
        minX: CGFloat, minY: CGFloat, width: CGFloat, height: CGFloat,
        scale: CGFloat
    ) -> CGRect {
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
    public static func frameOutlined(
        minX: CGFloat, minY: CGFloat, width: CGFloat, height: CGFloat,
        scale: CGFloat
    ) -> CGRect {
        frame(minX: minX, minY: minY, width: width, height: height, scale: scale)
    }
}
