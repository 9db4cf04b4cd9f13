/// The seed notations' top-level sections: `rules` (COSLayout, §5), `attributes`
/// (EasyPeasy, §6), `align` (FlightLayout, §7) and `distribute` (Relativity, §4.3).
///
/// Each notation implements this protocol (see `SeedNotationSections`) and is listed in
/// `SeedNotationRegistry.lowerings`; `SpecLowering` dispatches every section present in a spec to
/// the lowering whose `sectionKey` matches, after the `constraints:` list.
public protocol SeedNotationLowering: Sendable {
    /// The top-level key this lowers: `rules`, `attributes`, `align` or `distribute`.
    var sectionKey: String { get }

    /// Lowers the section (its key, key location and value node). Report errors and warnings in
    /// `diagnostics` (to go on after an error, collect it and skip the offending entry).
    func lower(_ section: DocumentNode.Entry, of specification: LayoutSpecification, in context: LoweringContext,
               diagnostics: inout DiagnosticCollector) -> [LinearConstraint]
}

/// The seed-notation lowerings `SpecLowering` dispatches to.
public enum SeedNotationRegistry {
    /// Every registered lowering.
    public static let lowerings: [any SeedNotationLowering] = [
        SeedNotationSections.Rules(), SeedNotationSections.Attributes(), SeedNotationSections.Align(),
        SeedNotationSections.Distribute(),
    ]

    /// The notation behind each section key, for "not supported yet" messages.
    static let notationNames = [
        "rules": "COSLayout rules", "attributes": "EasyPeasy attributes", "align": "FlightLayout alignment",
        "distribute": "Relativity distribution",
    ]
}
