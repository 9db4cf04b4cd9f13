/// The four seed-notation sections, each dispatching to its notation's lowering:
/// `rules` (COSLayout, §5), `attributes` (EasyPeasy, §6), `align` (FlightLayout, §7) and
/// `distribute` (Relativity, §4.3).
enum SeedNotationSections {
    /// `rules: {view: "tt = 16, ..." | [..]}` → `COSLayoutLowering`.
    struct Rules: SeedNotationLowering {
        func lower(
            _ specification: LayoutSpecification, in context: LoweringContext,
            diagnostics: inout DiagnosticCollector
        ) -> [LinearConstraint] {
            guard !specification.rules.isEmpty else { return [] }
            let rules = specification.rules
            guard let lowered = diagnostics.attempt({ try COSLayoutLowering.lower(rules: rules, context: context) })
            else {
                return []
            }
            lowered.warnings.forEach { diagnostics.add($0) }
            return lowered.constraints
        }
    }

    /// `attributes: {view: "Left(8), ..." | [..]}` → `EasyPeasyLowering`.
    struct Attributes: SeedNotationLowering {
        func lower(
            _ specification: LayoutSpecification, in context: LoweringContext,
            diagnostics: inout DiagnosticCollector
        ) -> [LinearConstraint] {
            guard !specification.attributes.isEmpty else { return [] }
            let attributes = specification.attributes
            var warnings: [Diagnostic] = []
            let constraints =
                diagnostics.attempt {
                    try EasyPeasyLowering.lower(attributes: attributes, context: context, warnings: &warnings)
                } ?? []
            warnings.forEach { diagnostics.add($0) }
            return constraints
        }
    }

    /// `align: {view: {to:, horizontal:, vertical:, size:, offset:}}` → `FlightLayoutLowering`.
    struct Align: SeedNotationLowering {
        func lower(
            _ specification: LayoutSpecification, in context: LoweringContext,
            diagnostics: inout DiagnosticCollector
        ) -> [LinearConstraint] {
            var constraints: [LinearConstraint] = []
            for alignment in specification.align {
                constraints += diagnostics.attempt { try FlightLayoutLowering.lower(alignment, context: context) } ?? []
            }
            return constraints
        }
    }

    /// `distribute: ["H: a <> ~1~ <> b", {axis:, within:, items:}]` → `RelativityLowering`.
    struct Distribute: SeedNotationLowering {
        func lower(
            _ specification: LayoutSpecification, in context: LoweringContext,
            diagnostics: inout DiagnosticCollector
        ) -> [LinearConstraint] {
            var constraints: [LinearConstraint] = []
            for entry in specification.distribute {
                constraints +=
                    diagnostics.attempt { try RelativityLowering.lower(distribution: entry, context: context) } ?? []
            }
            return constraints
        }
    }
}
