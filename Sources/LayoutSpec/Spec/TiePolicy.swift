/// The spec's `ties:` key: what happens when equal intrinsic-size priorities of different views
/// tie (docs/Solving.md, "Equal priorities tie").
package enum TiePolicy: String, Hashable, Sendable, CaseIterable {
    /// A tie is a build error (the default).
    case error
    /// Equal hugging or compression resistance priorities are made distinct in `views:` order:
    /// the first view keeps its priority, each later one acts one lower (750, 749, 748 …), so the
    /// earlier view keeps its size.
    case viewOrder
}
