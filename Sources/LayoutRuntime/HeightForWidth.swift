import Foundation

/// How a `measure: heightForWidth` view (a wrapping label) is measured at run time: its
/// single-line `intrinsicSize`, and its height at any width.
///
/// The generated code first solves the view's width (its intrinsic width with hugging and
/// compression resistance), then calls `height(forWidth:)` at that solved width, then solves the
/// constraints that depend on the height.
///
/// Without a closure the **wrapping model** is used: the text of single-line size `iw × lh` breaks
/// into `ceil(iw / max(w, 1) − 1e-9)` lines of height `lh` at width `w` (see
/// `wrappingHeight(intrinsicSize:width:)`). With a closure (`UILabel.sizeThatFits`,
/// `NSAttributedString.boundingRect`, ...) the closure measures. A closure cannot be compared, so
/// two values are equal when their intrinsic sizes and their `key`s are equal: give a key that
/// changes whenever the measured content does (the text and its font, for example).
public struct HeightForWidth: Equatable, Sendable {
    /// A `Hashable & Sendable` value identifying what a measuring closure measures.
    public struct Key: Hashable, @unchecked Sendable {
        // `@unchecked`: `AnyHashable` is not `Sendable`, but every initializer takes a `Sendable` value.
        private let base: AnyHashable

        /// Wraps `value`.
        public init(_ value: some Hashable & Sendable) {
            self.base = AnyHashable(value)
        }
    }

    /// The view's size on one line (its intrinsic content size without wrapping). Its width is the
    /// intrinsic width the view's width hugs and resists compression against.
    public var intrinsicSize: CGSize
    /// Identifies the measuring closure's content; `nil` for the wrapping model.
    public var key: Key?
    /// The measuring closure; `nil` for the wrapping model.
    private let measure: (@Sendable (CGFloat) -> CGFloat)?

    /// A view measured by the wrapping model: lines of height `intrinsicSize.height`.
    public init(intrinsicSize: CGSize) {
        self.intrinsicSize = intrinsicSize
        self.key = nil
        self.measure = nil
    }

    /// A view measured by `height` (the view's height at a width), identified by `key`.
    public init(
        intrinsicSize: CGSize, key: some Hashable & Sendable,
        height: @escaping @Sendable (_ width: CGFloat) -> CGFloat
    ) {
        self.intrinsicSize = intrinsicSize
        self.key = Key(key)
        self.measure = height
    }

    /// The view's height at `width`: the closure's answer, or the wrapping model's.
    public func height(forWidth width: CGFloat) -> CGFloat {
        if let measure { return measure(width) }
        return Self.wrappingHeight(intrinsicSize: intrinsicSize, width: width)
    }

    /// The wrapping model: `ceil(iw / max(w, 1) − 1e-9) · lh` for a single-line size `iw × lh`
    /// at width `w`. Text exactly as wide as `w` (within 1e-9 lines, so a width computed with
    /// rounding error still fits) is one line; no text (`iw = 0`) is no line; widths under one
    /// point count as one point.
    public static func wrappingHeight(intrinsicSize: CGSize, width: CGFloat) -> CGFloat {
        let lines = (intrinsicSize.width / max(width, 1) - 1e-9).rounded(.up)
        return max(lines, 0) * intrinsicSize.height
    }

    /// Equal intrinsic sizes and keys (the wrapping model's key is `nil`).
    public static func == (lhs: HeightForWidth, rhs: HeightForWidth) -> Bool {
        lhs.intrinsicSize == rhs.intrinsicSize && lhs.key == rhs.key
    }
}
