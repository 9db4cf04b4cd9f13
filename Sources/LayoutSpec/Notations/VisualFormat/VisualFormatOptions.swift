/// `NSLayoutConstraint.FormatOptions` on a VFL line, written after the line:
/// `"H:|-[a]-[b]-| options: alignAllCenterY, directionLeftToRight"` (docs/notations/constraintformatter.md).
///
/// - `alignAll…` relates every view of the line to the next by that attribute, which must lie
///   across the line (`H:` lines: `Top Bottom CenterY FirstBaseline LastBaseline`; `V:` lines:
///   `Left Right Leading Trailing CenterX`), as Auto Layout requires.
/// - `directionLeadingToTrailing` (the default) flips `H:` under `rtl`; `directionLeftToRight`
///   and `directionRightToLeft` fix the direction.
struct VisualFormatOptions: Hashable, Sendable {
    /// The attributes to align, in the order written.
    var alignments: [(attribute: LayoutAttribute, offset: Int)] = []
    /// A fixed direction for `H:`; `nil` follows the reading direction.
    var fixedDirection: ReadingDirection?

    static func == (lhs: VisualFormatOptions, rhs: VisualFormatOptions) -> Bool {
        lhs.alignments.map(\.attribute) == rhs.alignments.map(\.attribute) && lhs.fixedDirection == rhs.fixedDirection
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(alignments.map(\.attribute))
        hasher.combine(fixedDirection)
    }

    /// The options' names, for messages.
    static let spellings =
        "alignAllLeft alignAllRight alignAllTop alignAllBottom alignAllLeading alignAllTrailing "
        + "alignAllCenterX alignAllCenterY alignAllFirstBaseline alignAllLastBaseline alignAllBaseline "
        + "directionLeadingToTrailing directionLeftToRight directionRightToLeft"
}
