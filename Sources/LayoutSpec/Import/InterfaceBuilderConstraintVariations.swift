/// The size-class variations of the constraints one view holds: which size classes each constraint
/// is installed in (the view's `<variation key="..."><mask key="constraints">` with `<include>` and
/// `<exclude>` references) and its constant in each (the constraint's own
/// `<variation key="..." constant="..."/>`).
///
/// For each of the four size classes the most specific variation that applies and mentions the
/// constraint decides: one naming a width and a height before one naming either, before `default`
/// (any width and any height); a constraint no variation mentions is installed with its own
/// constant. When a width-only and a height-only variation disagree, the width's is taken and the
/// disagreement reported.
struct InterfaceBuilderConstraintVariations {
    /// One way a constraint is installed: the size classes, and the constraint as it reads there
    /// (its `constant` attribute set to that size class's constant).
    struct Variant {
        /// Where it applies (never empty).
        var sizeClasses: Set<InterfaceBuilderSizeClass>
        /// The constraint with that constant.
        var constraint: InterfaceBuilderElement
    }

    /// Something about the variations that could not be imported as written: where and why.
    struct Problem {
        /// The element it is about.
        var element: InterfaceBuilderElement
        /// What is wrong and what was done.
        var reason: String
    }

    private var masks: [String: [(variation: InterfaceBuilderTraitVariation, installed: Bool)]] = [:]
    /// The problems found reading the view's variations (unknown keys, views installed in some
    /// size classes only, other properties that vary).
    private(set) var problems: [Problem] = []

    /// Reads the variations of `owner`, the view that holds the constraints; `name` names it in
    /// messages.
    init(owner: InterfaceBuilderElement, name: String) {
        for element in owner.children where element.name == "variation" {
            let key = element["key"] ?? ""
            guard let variation = Self.traits(of: element, of: name, problems: &problems) else { continue }
            for child in element.children {
                guard child.name == "mask", child["key"] == "constraints" else {
                    let message =
                        child.name == "mask"
                        ? "installs or removes \(child["key"] ?? "?") in some size classes only; the spec keeps "
                            + "them as installed for any width and height"
                        : "changes its <\(child.name)> in some size classes; not imported (the spec's measured "
                            + "sizes are run-time inputs: pass the size the varied font gives)"
                    problems.append(Problem(element: child, reason: "variation '\(key)' of \(name) " + message))
                    continue
                }
                for reference in child.children {
                    guard let id = reference["reference"], ["include", "exclude"].contains(reference.name) else {
                        continue
                    }
                    masks[id, default: []].append((variation, reference.name == "include"))
                }
            }
        }
    }

    /// The ways `constraint` is installed, one per distinct constant, in size-class order; empty
    /// when it is installed in no size class. `problems` gets what could not be followed.
    func variants(of constraint: InterfaceBuilderElement, problems: inout [Problem]) -> [Variant] {
        let id = constraint["id"] ?? "?"
        let installs = (masks[id] ?? []).map { ($0.variation, $0.installed) }
        var constants: [(InterfaceBuilderTraitVariation, String?)] = []
        for variation in constraint.children where variation.name == "variation" {
            let key = variation["key"] ?? ""
            guard let traits = Self.traits(of: variation, of: "constraint '\(id)'", problems: &problems) else {
                continue
            }
            let others = variation.attributes.keys.filter { $0 != "key" && $0 != "constant" }.sorted()
            if !others.isEmpty {
                problems.append(
                    Problem(
                        element: variation,
                        reason: "variation '\(key)' of constraint '\(id)' changes \(others.joined(separator: ", ")); "
                            + "only its constant is imported"))
            }
            constants.append((traits, variation["constant"]))
        }
        var variants: [Variant] = []
        for sizeClass in InterfaceBuilderSizeClass.all {
            let installed = Self.decide(installs, for: sizeClass, default: true) { disagreement in
                problems.append(
                    Problem(
                        element: constraint,
                        reason: "constraint '\(id)' is installed by its width variation and removed by its height "
                            + "variation (or the reverse) in \(disagreement); the width variation is taken"))
            }
            guard installed else { continue }
            var variant = constraint
            if let constant = Self.decide(
                constants, for: sizeClass, default: nil,
                disagree: { disagreement in
                    problems.append(
                        Problem(
                            element: constraint,
                            reason: "constraint '\(id)' has a width and a height variation of its constant that "
                                + "disagree in \(disagreement); the width variation is taken"))
                })
            {
                variant.attributes["constant"] = constant
            }
            if let index = variants.firstIndex(where: { $0.constraint.attributes == variant.attributes }) {
                variants[index].sizeClasses.insert(sizeClass)
            } else {
                variants.append(Variant(sizeClasses: [sizeClass], constraint: variant))
            }
        }
        return variants
    }

    /// The size classes of `variation` (a `<variation>` of `owner`), `nil` with a problem when its key
    /// names none.
    private static func traits(
        of variation: InterfaceBuilderElement, of owner: String, problems: inout [Problem]
    ) -> InterfaceBuilderTraitVariation? {
        let key = variation["key"] ?? ""
        guard let traits = InterfaceBuilderTraitVariation(key: key) else {
            problems.append(
                Problem(
                    element: variation,
                    reason: "variation '\(key)' of \(owner) is not a size-class combination (widthClass=, "
                        + "heightClass= or both); it is not imported"))
            return nil
        }
        return traits
    }

    /// The value of the most specific of `choices` that applies to `sizeClass`, `fallback` when none
    /// does; `disagree` is told when two equally specific ones differ (the width's is taken).
    private static func decide<Value: Equatable>(
        _ choices: [(InterfaceBuilderTraitVariation, Value)], for sizeClass: InterfaceBuilderSizeClass,
        default fallback: Value, disagree: (String) -> Void
    ) -> Value {
        let applying = choices.filter { $0.0.applies(to: sizeClass) }
        guard let best = applying.map(\.0.specificity).max() else { return fallback }
        let chosen = applying.filter { $0.0.specificity == best }
        let widthFirst = chosen.sorted { ($0.0.regularWidth != nil ? 0 : 1) < ($1.0.regularWidth != nil ? 0 : 1) }
        if chosen.contains(where: { $0.1 != widthFirst[0].1 }) {
            disagree(InterfaceBuilderSizeClass.condition(of: [sizeClass]))
        }
        return widthFirst[0].1
    }
}
