/// The seed-notation sections a `when` group holds (`rules`, `attributes`, `align`,
/// `distribute`), typed as at the top level of a spec (docs/SpecLanguage.md §7).
package struct GroupSections: Hashable, Sendable {
    /// `rules:` (COSLayout).
    package var rules: [COSLayoutViewRules] = []
    /// `attributes:` (EasyPeasy).
    package var attributes: [EasyPeasyViewAttributes] = []
    /// `align:` (FlightLayout).
    package var align: [FlightLayoutAlignment] = []
    /// `distribute:` (Relativity).
    package var distribute: [DistributionEntry] = []

    /// No sections.
    package init() {}

    /// Whether the group holds none.
    package var isEmpty: Bool { rules.isEmpty && attributes.isEmpty && align.isEmpty && distribute.isEmpty }
}
