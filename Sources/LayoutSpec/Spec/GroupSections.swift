/// The seed-notation sections a `when` group holds (`rules`, `attributes`, `align`,
/// `distribute`), typed as at the top level of a spec (docs/SpecLanguage.md §7).
public struct GroupSections: Hashable, Sendable {
    /// `rules:` (COSLayout).
    public var rules: [ViewStatements] = []
    /// `attributes:` (EasyPeasy).
    public var attributes: [ViewStatements] = []
    /// `align:` (FlightLayout).
    public var align: [FlightLayoutAlignment] = []
    /// `distribute:` (Relativity).
    public var distribute: [DistributionEntry] = []

    /// No sections.
    public init() {}

    /// Whether the group holds none.
    public var isEmpty: Bool { rules.isEmpty && attributes.isEmpty && align.isEmpty && distribute.isEmpty }
}
