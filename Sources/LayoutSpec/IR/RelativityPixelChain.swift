/// The walk Relativity's `SubviewDistributor` makes along one distribution, pixel-rounding every
/// intermediate point as its `PixelRounder` does (docs/notations/relativity.md, "Distribution"):
///
/// - `P = px(span start)`;
/// - a fixed spacer `s`: `P = px(P + s)`; a flexible spacer `~w~`: `P = px(P + R·w/W)` with `R` the
///   span length minus the fixed spacers and the views' lengths, `W` the total weight;
/// - a view: its start is `P`, then `P = start + px(length)`;
/// - across the axis each view's start is `px(px(span middle) − px(length / 2))`.
///
/// The solver places the views exactly (`RelativityDistributionLowering`); the generated code then
/// replaces the distributed views' positions with this walk, so the frames are Relativity's.
package struct RelativityPixelChain: Hashable, Sendable {
    /// One item of the walk, in order, with the implied `~1~` at an end that is a view.
    package enum Step: Hashable, Sendable {
        /// A fixed spacer (a number, metric or input).
        case fixed(LinearExpression)
        /// `~w~`.
        case flexible(Int)
        /// A distributed view or guide, by name.
        case view(String)
    }

    /// Along x (`H:`) or y (`V:`).
    package var isHorizontal: Bool
    /// Where the walk starts: the span's left or top edge.
    package var spanStart: LinearExpression
    /// `R`: the span's length minus the fixed spacers and the views' lengths.
    package var remainder: LinearExpression
    /// `W`: the total flexible weight (0 without flexible spacers).
    package var totalWeight: Int
    /// The span's middle line across the axis.
    package var spanMiddleAcross: LinearExpression
    /// The items in order.
    package var steps: [Step]
    /// The `when` guard of the distribution, if any.
    package var condition: ConditionExpression?
    /// `direction: leadingToTrailing`: the row also runs mirrored under `rtl`.
    package var isMirrored: Bool
}
