/// Reads a document tree into a `LayoutSpecification`, validating every top-level key of
/// docs/SpecLanguage.md §2. Independent errors are all reported in one run.
package enum SpecParser {
    /// The top-level keys a spec may have, in the order docs/SpecLanguage.md lists them.
    package static let topLevelKeys = [
        "name", "access", "views", "stacks", "guides", "metrics", "inputs", "conditions", "container", "constraints",
        "rules", "attributes", "align", "distribute", "examples", "checks", "ties",
        "viewDefaults", "swiftUI"
    ]

    /// Parses a spec document read from `path` (the path names the generated type when there is
    /// no `name:` key). Throws a `SpecError` with every error found.
    package static func parse(_ root: DocumentNode, path: String) throws -> LayoutSpecification {
        var session = SpecParseSession(path: path)
        let specification = session.parse(root)
        try session.diagnostics.throwIfErrors()
        return specification
    }
}

/// The state of one `SpecParser.parse` run: collected diagnostics and the names declared so far.
struct SpecParseSession {
    /// The spec's path.
    let path: String
    /// Everything found so far.
    var diagnostics = DiagnosticCollector()
    /// The first declaration of every item, metric and input name (one namespace).
    var declaredNames: [String: SourceLocation] = [:]
    /// `viewDefaults:`, read before `views:` (a view's `kind:` gives its defaults).
    var viewDefaults = ViewDefaults.interfaceBuilder
    /// The metrics named as code names a constant (`UX.padding`), which statements read as one name.
    var dottedMetricNames: Set<String> = []

    init(path: String) {
        self.path = path
    }

    mutating func parse(_ root: DocumentNode) -> LayoutSpecification {
        var specification = LayoutSpecification(path: path, typeName: "")
        guard let entries = root.mapping else {
            diagnostics.add(
                .error(
                    at: root.location,
                    "a spec must be a mapping of top-level keys (\(SpecParser.topLevelKeys.joined(separator: ", "))), found \(root.kindDescription)"
                ))
            return specification
        }
        for entry in entries where !SpecParser.topLevelKeys.contains(entry.key) {
            diagnostics.add(
                .error(
                    at: entry.keyLocation,
                    "unknown key `\(entry.key)`; expected one of: \(SpecParser.topLevelKeys.joined(separator: ", "))"
                        + NameSuggestion.clause(for: entry.key, in: SpecParser.topLevelKeys)))
        }
        func entry(_ key: String) -> DocumentNode.Entry? { entries.first { $0.key == key } }

        specification.typeName = parseTypeName(entry("name"), root: root)
        if let access = entry("access") {
            specification.access = parseAccess(access.value)
        }
        if let defaults = entry("viewDefaults") { viewDefaults = parseViewDefaults(defaults.value) }
        // Item names first, so duplicate and `parent:` checks see them all.
        if let views = entry("views") { specification.views = parseViews(views.value) }
        if let stacks = entry("stacks") {
            let parsed = parseStacks(stacks.value)
            specification.stacks = parsed.map(\.stack)
            specification.views += parsed.map(\.view)
            arrangeStacks(specification.stacks, views: &specification.views)
        }
        if let guides = entry("guides") { specification.guides = parseGuides(guides.value) }
        validateParents(specification.views)
        if let metrics = entry("metrics") { specification.metrics = parseMetrics(metrics.value) }
        if let inputs = entry("inputs") { specification.inputs = parseInputs(inputs.value) }
        if let conditions = entry("conditions") { specification.conditions = parseConditions(conditions.value) }
        if let container = entry("container") { specification.container = parseContainer(container.value) }
        if let constraints = entry("constraints") {
            let declared = Set(specification.conditions.map(\.name))
            specification.constraints = parseConstraintList(constraints.value, declaredConditions: declared)
            applyContentPriorities(specification.constraints, to: &specification.views)
            applyConstraintVariables(to: &specification.constraints)
            addBuiltInGuides(to: &specification)
        }
        if let rules = entry("rules") {
            specification.rules = parseViewStatements(rules).map(COSLayoutRuleParser.parse)
        }
        if let attributes = entry("attributes") {
            specification.attributes = parseViewStatements(attributes).map(EasyPeasyParser.parse)
        }
        if let align = entry("align") { specification.align = parseAlignments(align) }
        if let distribute = entry("distribute") { specification.distribute = parseDistributions(distribute) }
        if let examples = entry("examples") { specification.examples = ExamplesSectionParser.parse(examples.value) }
        if let checks = entry("checks") { specification.checks = parseChecks(checks.value) }
        if let swiftUI = entry("swiftUI"), let value = boolean(swiftUI.value, "`swiftUI`") {
            specification.swiftUI = value
        }
        if let ties = entry("ties") {
            specification.ties = parseTies(ties.value)
            specification.tiesLocation = ties.keyLocation
        }
        return specification
    }

    /// `name:`, or the file stem before the first dot + `Layout`.
    private mutating func parseTypeName(_ entry: DocumentNode.Entry?, root: DocumentNode) -> String {
        if let entry {
            guard let name = entry.value.scalar else {
                diagnostics.add(
                    .error(
                        at: entry.value.location,
                        "`name` must be a Swift type name, found \(entry.value.kindDescription)"))
                return ""
            }
            if !SwiftIdentifier.isValid(name) {
                diagnostics.add(
                    .error(
                        at: entry.value.contentLocation,
                        "`\(name)` is not a valid Swift type name: use letters, digits and `_`, not starting with a digit"
                    ))
            } else if let problem = Self.typeNameProblem(name) {
                diagnostics.add(.error(at: entry.value.contentLocation, problem))
            }
            return name
        }
        let fileName = SpecFileName.fileName(ofPath: path)
        let typeName = SpecFileName.defaultTypeName(forPath: path)
        if !SwiftIdentifier.isValid(typeName) {
            diagnostics.add(
                .error(
                    at: SourceLocation(path: path, line: 1, column: 1),
                    "the file name `\(fileName)` gives the type name `\(typeName)`, which is not a valid "
                        + "Swift identifier: add a `name:` key, such as `name: MyLayout`"))
        } else if let problem = Self.typeNameProblem(typeName) {
            diagnostics.add(
                .error(
                    at: SourceLocation(path: path, line: 1, column: 1),
                    "the file name `\(fileName)` gives a type name that cannot be used: \(problem)"))
        }
        return typeName
    }

    /// Why a valid identifier cannot name the generated type (it would shadow a name the
    /// generated code uses, or its file name would be too long), or `nil` when it can.
    static func typeNameProblem(_ name: String) -> String? {
        if GeneratedCodeNames.reservedTypeNames.contains(name) {
            return "`\(name)` would shadow a type the generated code uses; choose another name, such as `\(name)Layout`"
        }
        if name.unicodeScalars.count > GeneratedCodeNames.maximumTypeNameLength {
            return "the type name is longer than \(GeneratedCodeNames.maximumTypeNameLength) characters: "
                + "add a shorter `name:` key"
        }
        return nil
    }

    private mutating func parseAccess(_ node: DocumentNode) -> LayoutInterface.AccessLevel {
        guard let text = node.scalar, let access = LayoutInterface.AccessLevel(rawValue: text) else {
            diagnostics.add(
                .error(
                    at: node.contentLocation,
                    "`access` must be one of internal, public, package; found \(node.scalar.map { "`\($0)`" } ?? node.kindDescription)"
                        + NameSuggestion.clause(
                            for: node.scalar ?? "", in: LayoutInterface.AccessLevel.allCases.map(\.rawValue))))
            return .internal
        }
        return access
    }

    /// Records a declared item, metric or input name; reports invalid, reserved and duplicate names.
    /// Returns whether the name was accepted.
    @discardableResult
    mutating func declare(_ name: String, at location: SourceLocation, kind: String) -> Bool {
        if ReservedNames.items.contains(name) {
            let list = ReservedNames.items.joined(separator: ", ")
            diagnostics.add(
                .error(at: location, "`\(name)` is a reserved item name (\(list)): choose another \(kind) name"))
            return false
        }
        if ReservedNames.generatedMembers.contains(name) {
            let list = ReservedNames.generatedMembers.joined(separator: ", ")
            diagnostics.add(
                .error(at: location, "`\(name)` is used by the generated code (\(list)): choose another \(kind) name"))
            return false
        }
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        let isDottedMetric =
            kind == "metric" && components.count > 1 && components.allSatisfy { SwiftIdentifier.isValid(String($0)) }
        guard SwiftIdentifier.isValid(name) || isDottedMetric else {
            diagnostics.add(
                .error(
                    at: location,
                    "`\(name)` is not a valid \(kind) name: use a Swift identifier (letters, digits and `_`, not starting with a digit, not a keyword)"
                        + (kind == "metric"
                            ? ", or identifiers joined by `.` as code names a constant (`UX.padding`)" : "")
                ))
            return false
        }
        if let first = declaredNames[name] {
            diagnostics.add(
                .error(
                    at: location, "duplicate name `\(name)`: views, guides, metrics and inputs share one namespace",
                    notes: [.note(at: first, "`\(name)` is first declared here")]))
            return false
        }
        declaredNames[name] = location
        if isDottedMetric { dottedMetricNames.insert(name) }
        return true
    }
}
