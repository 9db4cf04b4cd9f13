/// The values one stack with hidden views computes before solving (its content size) and reads
/// again to place its views (see `StackArrangement`).
struct StackRunningSums {
    /// 1 for a shown view, 0 for a hidden one (the constant 1 for a view without a flag).
    var shown: [SwiftExpression] = []
    /// Each view's content length along the axis, within its required bounds.
    var content: [SwiftExpression] = []
    /// Each view's required least length along the axis, if it has one.
    var least: [SwiftExpression?] = []
    /// Each view's required greatest length along the axis, if it has one.
    var greatest: [SwiftExpression?] = []
    /// Each view's content length along the axis, 0 when hidden.
    var visibleLength: [SwiftExpression] = []
    /// Each view's content size across the axis.
    var acrossContent: [SwiftExpression] = []
    /// 1 when a view before this one is shown.
    var shownBefore: [SwiftExpression] = []
    /// The spacing before each view: the gap after the previous shown view, when both are shown.
    var gapBefore: [SwiftExpression] = []
    /// The sum of `visibleLength`.
    var lengths: SwiftExpression = .number(0)
    /// The sum of `gapBefore`.
    var gaps: SwiftExpression = .number(0)
    /// The spacing after every view, when it is the same after each (`nil` when custom spacings
    /// differ): then the gaps sum to it times one less than the shown views, and the placement
    /// finds each gap from its own running flag instead of reading `gapBefore`.
    var uniformSpacing: SwiftExpression?
    /// The distinct spacings after the views (one when every view has the same).
    var spacings: Set<SwiftExpression> = []
    /// Each view's length along the axis and the gap before it, when a stack whose content height
    /// depends on its width placed them to measure its views (the placement reuses them).
    var placedAlong: (sizes: [SwiftExpression], gaps: [SwiftExpression])?
    /// The number of shown views.
    var count: SwiftExpression = .number(0)
    /// The largest gap (`equalSpacing`), the largest visible length (`fillEqually`) or the longest
    /// centre distance (`equalCentering`).
    var largest: SwiftExpression = .number(0)
    /// `equalCentering`: 1 for a shown view after another shown view (its centre distance counts).
    var pairs: [SwiftExpression] = []
    /// `equalCentering`: each shown view's least centre distance from the shown view before it
    /// (half of each plus the spacing), 0 for the others.
    var centreDistances: [SwiftExpression] = []
    /// `equalCentering`: the longest of `centreDistances` up to each view.
    var runningLongest: [SwiftExpression] = []

    /// Baseline alignment: each view's distance from its top to its first baseline, or from its
    /// last baseline to its bottom.
    var baseline: [SwiftExpression] = []
    /// Baseline alignment: the largest of `baseline` over the shown views.
    var baselineExtent: SwiftExpression = .number(0)
}
