/// A spec document to write: the top-level keys of docs/SpecLanguage.md §2 that are set, typed, with
/// comments before the document and before any key. `SpecWriter` writes it as YAML.
///
/// Statements (constraints, `when:` conditions, seed-notation rules) are kept as the text they are
/// written in, in their own notation; everything else is typed. A key is written when it is set
/// (optionals non-`nil`, lists non-empty), in the order of `Section.allCases`: settings first
/// (`name`, `access`, `swiftUI`, `ties`, `checks`), then the declarations, `container`, the
/// constraints in every notation, and `examples` last.
package struct SpecDocumentModel: Hashable, Sendable {
    /// A top-level key, in the order they are written.
    package enum Section: String, Hashable, Sendable, CaseIterable {
        /// `name:`.
        case name
        /// `access:`.
        case access
        /// `swiftUI:`.
        case swiftUI
        /// `ties:`.
        case ties
        /// `checks:`.
        case checks
        /// `views:`.
        case views
        /// `stacks:`.
        case stacks
        /// `guides:`.
        case guides
        /// `metrics:`.
        case metrics
        /// `inputs:`.
        case inputs
        /// `conditions:`.
        case conditions
        /// `container:`.
        case container
        /// `constraints:`.
        case constraints
        /// `rules:`.
        case rules
        /// `attributes:`.
        case attributes
        /// `distribute:`.
        case distribute
        /// `examples:`.
        case examples
    }

    /// Comment lines at the top of the document.
    package var header: [String] = []
    /// Comment lines before a key (written only when the key is).
    package var comments: [Section: [String]] = [:]
    /// `name:`, the generated type's name.
    package var name: String?
    /// `access:`.
    package var access: LayoutInterface.AccessLevel?
    /// `swiftUI:`.
    package var swiftUI: Bool?
    /// `ties:`.
    package var ties: TiePolicy?
    /// `checks:`: the checks whose severity is written, in `LayoutCheck` order.
    package var checks: [LayoutCheck: CheckSeverity] = [:]
    /// `views:`, in order.
    package var views: [SpecViewEntry] = []
    /// `stacks:`, in order.
    package var stacks: [SpecStackEntry] = []
    /// `guides:`, in order.
    package var guides: [String] = []
    /// `metrics:`, in order.
    package var metrics: [SpecNamedValue] = []
    /// `inputs:`, in order.
    package var inputs: [SpecInputEntry] = []
    /// `conditions:`, in order.
    package var conditions: [String] = []
    /// `container:` (written when one of its keys is set).
    package var container = SpecContainerEntry()
    /// `constraints:`, in order.
    package var constraints: [SpecConstraintItem] = []
    /// `rules:` (COSLayout), in order.
    package var rules: [SpecViewStatement] = []
    /// `attributes:` (EasyPeasy), in order.
    package var attributes: [SpecViewStatement] = []
    /// `distribute:` (Relativity), in order.
    package var distribute: [String] = []
    /// `examples:`, in order.
    package var examples: [SpecExampleEntry] = []

    /// An empty document.
    package init() {}

    /// The document's top-level entries, with their comments.
    var entries: [SpecYAMLValue.Entry] {
        Section.allCases.compactMap { section in
            value(of: section).map { SpecYAMLValue.Entry(section.rawValue, $0, comments: comments[section] ?? []) }
        }
    }

    /// The value of `section`, `nil` when it is not set.
    private func value(of section: Section) -> SpecYAMLValue? {
        switch section {
        case .name: return name.map(SpecYAMLValue.scalar)
        case .access: return access.map { .scalar($0.rawValue) }
        case .swiftUI: return swiftUI.map { .scalar($0 ? "true" : "false") }
        case .ties: return ties.map { .scalar($0.rawValue) }
        case .checks:
            let written = LayoutCheck.allCases.compactMap { check in
                checks[check].map { SpecYAMLValue.Entry(check.key, .scalar($0.rawValue)) }
            }
            return written.isEmpty ? nil : .flowMapping(written)
        case .views: return views.isEmpty ? nil : .blockMapping(views.map(\.entry))
        case .stacks: return stacks.isEmpty ? nil : .blockMapping(stacks.map(\.entry))
        case .guides: return guides.isEmpty ? nil : .names(guides)
        case .metrics: return metrics.isEmpty ? nil : SpecNamedValue.mapping(metrics)
        case .inputs: return inputs.isEmpty ? nil : SpecInputEntry.section(inputs)
        case .conditions: return conditions.isEmpty ? nil : .names(conditions)
        case .container: return container.entries.isEmpty ? nil : .flowMapping(container.entries)
        case .constraints: return constraints.isEmpty ? nil : SpecConstraintItem.list(constraints)
        case .rules: return rules.isEmpty ? nil : Self.statements(rules)
        case .attributes: return attributes.isEmpty ? nil : Self.statements(attributes)
        case .distribute: return distribute.isEmpty ? nil : .blockList(distribute.map { .value(.scalar($0)) })
        case .examples: return examples.isEmpty ? nil : .blockList(examples.map { .value($0.value) })
        }
    }

    /// `view: "statement"`, one view a line.
    private static func statements(_ statements: [SpecViewStatement]) -> SpecYAMLValue {
        .blockMapping(statements.map { .init($0.view, .scalar($0.text)) })
    }
}
