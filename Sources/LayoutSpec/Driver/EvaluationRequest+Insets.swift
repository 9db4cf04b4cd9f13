extension EvaluationRequest {
    /// Insets from each side of the container, for `safeArea` and runtime `margins`
    /// (`eval --safe-area T,L,B,R`, `--margins T,L,B,R`).
    public struct Insets: Hashable, Sendable {
        /// Inset from the top edge.
        public var top: Double
        /// Inset from the left edge.
        public var left: Double
        /// Inset from the bottom edge.
        public var bottom: Double
        /// Inset from the right edge.
        public var right: Double

        /// Creates insets.
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No inset: the default safe area.
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
        /// 8 on every side: the default layout margins, as the generated `Input`'s default.
        public static let standardMargins = Insets(top: 8, left: 8, bottom: 8, right: 8)
    }
}
