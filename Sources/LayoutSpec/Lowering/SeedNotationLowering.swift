/// The seed notations' top-level sections: `rules` (COSLayout, §5), `attributes`
/// (EasyPeasy, §6), `align` (FlightLayout, §7) and `distribute` (Relativity, §4.3).
///
/// Each notation implements this protocol (see `SeedNotationSections`) and is listed in
/// `SeedNotationRegistry.lowerings`; `SpecLowering` runs every one of them, in that order, after
/// the `constraints:` list.
package protocol SeedNotationLowering: Sendable {
    /// Lowers this notation's section of `specification` (nothing when the spec has none). Report
    /// errors and warnings in `diagnostics` (to go on after an error, collect it and skip the
    /// offending entry).
    func lower(
        _ specification: LayoutSpecification, in context: LoweringContext,
        diagnostics: inout DiagnosticCollector
    ) -> [LinearConstraint]
}

/// The seed-notation lowerings `SpecLowering` runs.
package enum SeedNotationRegistry {
    /// Every registered lowering, in the order their sections are lowered.
    package static let lowerings: [any SeedNotationLowering] = [
        SeedNotationSections.Rules(), SeedNotationSections.Attributes(), SeedNotationSections.Align(),
        SeedNotationSections.Distribute()
    ]
}
