/// One size set by a Relativity `|--|` measurement: the statement (by its location) and whether it
/// sets the subject's width or its height. Relativity's `measureDistance` returns absolute values
/// ("Width and height values will always be positive"), which are not linear: LayoutGen lowers the
/// signed difference `to − from`, checks its sign over the input domain after solving, and lowers
/// the statements listed in `LoweringContext.negatedDistances` with the difference negated
/// (`from − to`) — see `RelativityDistanceSigns`.
public struct MeasuredDistance: Hashable, Sendable {
    /// Where the sizing statement is written (its constraints' origin).
    public var location: SourceLocation
    /// `true` for the subject's width, `false` for its height.
    public var isWidth: Bool

    /// Creates a key.
    public init(location: SourceLocation, isWidth: Bool) {
        self.location = location
        self.isWidth = isWidth
    }
}
