import Foundation

/// A label font's vertical metrics, read at run time (UIFont/NSFont `ascender`, `descender`,
/// `capHeight`). Labels (`label: true`) take one each in the generated `Input`.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs (positive).
    public var ascender: CGFloat
    /// Distance from the baseline down to the bottom of descenders (negative, as UIKit reports it).
    public var descender: CGFloat
    /// Height of capital letters above the baseline.
    public var capHeight: CGFloat

    /// Creates metrics.
    public init(ascender: CGFloat, descender: CGFloat, capHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
    }

    /// All zero: a label with no font set.
    public static let zero = FontMetrics(ascender: 0, descender: 0, capHeight: 0)
}
