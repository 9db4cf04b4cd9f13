/// The four seed-notation sections, each dispatching to its notation's lowering:
/// `rules` (COSLayout, §5), `attributes` (EasyPeasy, §6), `align` (FlightLayout, §7) and
/// `distribute` (Relativity, §4.3).
enum SeedNotationSections {
    /// `rules: {view: "tt = 16, ..." | [..]}` → `COSLayoutLowering`.
    struct Rules: SeedNotationLowering {
        var sectionKey: String { "rules" }

        func lower(_ section: DocumentNode.Entry, of specification: LayoutSpecification, in context: LoweringContext,
                   diagnostics: inout DiagnosticCollector) -> [LinearConstraint] {
            guard let perView = SeedNotationSections.stringsPerView(section, diagnostics: &diagnostics) else { return [] }
            guard let lowered = diagnostics.attempt({ try COSLayoutLowering.lower(rules: perView, context: context) }) else {
                return []
            }
            lowered.warnings.forEach { diagnostics.add($0) }
            return lowered.constraints
        }
    }

    /// `attributes: {view: "Left(8), ..." | [..]}` → `EasyPeasyLowering`.
    struct Attributes: SeedNotationLowering {
        var sectionKey: String { "attributes" }

        func lower(_ section: DocumentNode.Entry, of specification: LayoutSpecification, in context: LoweringContext,
                   diagnostics: inout DiagnosticCollector) -> [LinearConstraint] {
            guard let perView = SeedNotationSections.stringsPerView(section, diagnostics: &diagnostics) else { return [] }
            var warnings: [Diagnostic] = []
            let constraints = diagnostics.attempt {
                try EasyPeasyLowering.lower(attributes: perView, context: context, warnings: &warnings)
            } ?? []
            warnings.forEach { diagnostics.add($0) }
            return constraints
        }
    }

    /// `align: {view: {to:, horizontal:, vertical:, size:, offset:}}` → `FlightLayoutLowering`.
    struct Align: SeedNotationLowering {
        var sectionKey: String { "align" }

        func lower(_ section: DocumentNode.Entry, of specification: LayoutSpecification, in context: LoweringContext,
                   diagnostics: inout DiagnosticCollector) -> [LinearConstraint] {
            guard let entries = section.value.mapping else {
                diagnostics.add(.error(at: section.value.location,
                                       "`align` must map each view to its alignment, such as `badge: {to: avatar, horizontal: right}`; found \(section.value.kindDescription)"))
                return []
            }
            var constraints: [LinearConstraint] = []
            for entry in entries {
                constraints += diagnostics.attempt {
                    try FlightLayoutLowering.lower(view: entry.key, viewLocation: entry.keyLocation,
                                                   alignment: entry.value, context: context)
                } ?? []
            }
            return constraints
        }
    }

    /// `distribute: ["H: a <> ~1~ <> b", {axis:, within:, items:}]` → `RelativityLowering`.
    struct Distribute: SeedNotationLowering {
        var sectionKey: String { "distribute" }

        func lower(_ section: DocumentNode.Entry, of specification: LayoutSpecification, in context: LoweringContext,
                   diagnostics: inout DiagnosticCollector) -> [LinearConstraint] {
            guard let items = section.value.sequence else {
                diagnostics.add(.error(at: section.value.location,
                                       "`distribute` must be a list of distributions, such as `- \"H: a <> ~1~ <> b\"`; found \(section.value.kindDescription)"))
                return []
            }
            var constraints: [LinearConstraint] = []
            for item in items {
                constraints += diagnostics.attempt { try RelativityLowering.lower(distribution: item, context: context) } ?? []
            }
            return constraints
        }
    }

    /// A section mapping each view to one string or a list of strings, as `(view, nodes)` pairs.
    static func stringsPerView(_ section: DocumentNode.Entry,
                               diagnostics: inout DiagnosticCollector) -> [(view: String, nodes: [DocumentNode])]? {
        guard let entries = section.value.mapping else {
            diagnostics.add(.error(at: section.value.location,
                                   "`\(section.key)` must map each view to a string or a list of strings; found \(section.value.kindDescription)"))
            return nil
        }
        var result: [(view: String, nodes: [DocumentNode])] = []
        for entry in entries {
            switch entry.value.kind {
            case .scalar:
                result.append((entry.key, [entry.value]))
            case .sequence(let nodes):
                let strings = nodes.filter { $0.scalar != nil }
                for node in nodes where node.scalar == nil {
                    diagnostics.add(.error(at: node.location, "each entry of `\(section.key).\(entry.key)` must be a string; found \(node.kindDescription)"))
                }
                result.append((entry.key, strings))
            default:
                diagnostics.add(.error(at: entry.value.location,
                                       "`\(section.key).\(entry.key)` must be a string or a list of strings; found \(entry.value.kindDescription)"))
            }
        }
        return result
    }
}
